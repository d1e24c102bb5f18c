import { Link } from 'react-router-dom';
import { BRAND, Page, paths } from '@platform/shared';
import { texts } from './texts';

export function AboutPage() {
  const { t } = texts.useTexts();
  return (
    <Page title={t('title', { brand: BRAND.name })} intro={t('intro', { tagline: BRAND.tagline })}>
      <section aria-labelledby="about-what-heading">
        <h2 id="about-what-heading">{t('what.heading')}</h2>
        <p>{t('what.people', { brand: BRAND.name })}</p>
        <p>{t('what.lenders')}</p>
      </section>

      <section aria-labelledby="about-who-heading">
        <h2 id="about-who-heading">{t('who.heading')}</h2>
        <ul>
          <li>
            <strong>{t('who.customers')}</strong>
            {t('who.customersText')}
          </li>
          <li>
            <strong>{t('who.shops')}</strong>
            {t('who.shopsText')}
          </li>
          <li>
            <strong>{t('who.businesses')}</strong>
            {t('who.businessesText')}
          </li>
        </ul>
      </section>

      <section aria-labelledby="about-how-heading">
        <h2 id="about-how-heading">{t('how.heading')}</h2>
        <ul>
          <li>{t('how.free')}</li>
          <li>{t('how.plain')}</li>
          <li>
            {t('how.dataBefore')}
            <Link to="/b2c/internal-privacy-policy">{t('how.dataLink')}</Link>
            {t('how.dataAfter')}
          </li>
          <li>
            {t('how.conductBefore')}
            <Link to={paths.b2c.codeOfConduct}>{t('how.conductLink')}</Link>
            {t('how.conductAfter')}
          </li>
        </ul>
      </section>

      <p>
        {t('questions')}
        <Link to={paths.contactUs}>{t('contact')}</Link>.
      </p>
    </Page>
  );
}
