// /privacy: the privacy notice in short, with the full policy one click away.
import { Link } from 'react-router-dom';
import { BRAND, Breadcrumbs, Page, paths } from '@platform/shared';
import { texts } from './texts';

export function PrivacyPage() {
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={t('intro', { brand: BRAND.name })}>
      <Breadcrumbs trail={[{ label: t('title') }]} />
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">{t('collect.heading')}</h2>
        <ul>
          <li>{t('collect.forms')}</li>
          <li>{t('collect.documents')}</li>
          <li>{t('collect.report')}</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">{t('use.heading')}</h2>
        <ul>
          <li>{t('use.lenders')}</li>
          <li>{t('use.otp')}</li>
          <li>{t('use.never')}</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('rights.heading')}</h2>
        <p>
          {t('rights.before')}
          <Link to={paths.contactUs}>{t('rights.contact')}</Link>
          {t('rights.middle')}
          <Link to={paths.b2c.grievanceRedressalPolicy}>{t('rights.grievance')}</Link>
          {t('rights.after')}
        </p>
      </section>
      <p>
        {t('full.before')}
        <Link to="/b2c/internal-privacy-policy">{t('full.privacy')}</Link>
        {t('full.and')}
        <Link to={paths.b2c.cookiePolicy}>{t('full.cookie')}</Link>
        {t('full.after')}
      </p>
    </Page>
  );
}
