// /loan-services: every loan and card we arrange, each linking to its landing page, and the banks
// and NBFCs we arrange them with (the lending partners' public list, as RBI's Digital Lending
// Directions ask).
import { Link } from 'react-router-dom';
import { Breadcrumbs, Page } from '@platform/shared';
import { LendingPartnersSection } from '../lending-partners/lending-partners-section';
import { texts } from './texts';

const SERVICES = [
  { key: 'personal', to: '/b2c/personal-loan-landing' },
  { key: 'plbt', to: '/b2c/plbt-landing' },
  { key: 'home', to: '/home-loan' },
  { key: 'hlbt', to: '/b2c/hlbt-landing' },
  { key: 'lap', to: '/loan-against-property' },
  { key: 'lapbt', to: '/b2c/lapbt-landing' },
  { key: 'business', to: '/b2c/business-landing' },
  { key: 'professional', to: '/b2c/professional-loan-landing' },
  { key: 'education', to: '/education-loan' },
  { key: 'creditCard', to: '/b2c/credit-card-landing' },
] as const;

export function LoanServicesPage() {
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={t('intro')} wide>
      <Breadcrumbs trail={[{ label: t('title') }]} />
      <ul className="article-list">
        {SERVICES.map((s) => (
          <li key={s.to} className="article-card">
            <h2 className="article-card__title">
              <Link to={s.to}>{t(`${s.key}.title`)}</Link>
            </h2>
            <p>{t(`${s.key}.text`)}</p>
          </li>
        ))}
      </ul>
      <LendingPartnersSection />
      <p>
        {t('notSure')}
        <Link to="/contact-us">{t('talk')}</Link>
        {t('visit')}
      </p>
    </Page>
  );
}
