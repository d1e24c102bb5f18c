import { Link } from 'react-router-dom';
import { BRAND, Page, paths } from '@platform/shared';
import { texts } from './texts';

export function ContactPage() {
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={t('intro')}>
      <section aria-labelledby="contact-support-heading">
        <h2 id="contact-support-heading">{t('support.heading')}</h2>
        <dl className="contact-details">
          <dt>{t('support.phone')}</dt>
          <dd>
            <a href={`tel:${BRAND.supportPhone}`}>{BRAND.supportPhone}</a>
          </dd>
          <dt>{t('support.email')}</dt>
          <dd>
            <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
          </dd>
          <dt>{t('support.hours')}</dt>
          <dd>{t('support.officeHours')}</dd>
        </dl>
        <p>{t('support.reply')}</p>
      </section>

      <section aria-labelledby="contact-partners-heading">
        <h2 id="contact-partners-heading">{t('partners.heading')}</h2>
        <p>
          {t('partners.before')}
          <a href={`mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(t('partners.subject'))}`}>{BRAND.supportEmail}</a>
          {t('partners.after')}
        </p>
      </section>

      <section aria-labelledby="contact-grievance-heading">
        <h2 id="contact-grievance-heading">{t('grievance.heading')}</h2>
        <p>
          {t('grievance.before', { brand: BRAND.name })}
          <a href={`mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(t('grievance.subject'))}`}>{BRAND.supportEmail}</a>
          {t('grievance.after', { subject: t('grievance.subject') })}
        </p>
        <p>
          {t('grievance.policyBefore')}
          <Link to={paths.b2c.grievanceRedressalPolicy}>{t('grievance.policy')}</Link>
          {t('grievance.policyAfter')}
        </p>
      </section>
    </Page>
  );
}
