// /loan-services: every loan and card we arrange, each linking to its landing page, and the banks
// and NBFCs we arrange them with (the lending partners' public list, as RBI's Digital Lending
// Directions ask).
import { Link } from 'react-router-dom';
import { Breadcrumbs, Page } from '@platform/shared';
import { LendingPartnersSection } from '../lending-partners/lending-partners-section';

const SERVICES: Array<{ title: string; to: string; text: string }> = [
  { title: 'Personal loan', to: '/b2c/personal-loan-landing', text: 'Unsecured, ₹50,000 to ₹40 lakh, for any need.' },
  { title: 'Personal loan balance transfer', to: '/b2c/plbt-landing', text: 'Move a running personal loan to a lower rate.' },
  { title: 'Home loan', to: '/home-loan', text: 'Buy, build or renovate, with up to 30 years to repay.' },
  { title: 'Home loan balance transfer', to: '/b2c/hlbt-landing', text: 'Switch your home loan and save on a long tenure.' },
  { title: 'Loan against property', to: '/loan-against-property', text: 'Large, long loans secured on a property you own.' },
  { title: 'Loan against property balance transfer', to: '/b2c/lapbt-landing', text: 'Move your LAP, with an optional top-up.' },
  { title: 'Business loan', to: '/b2c/business-landing', text: 'Working capital and expansion for shops and MSMEs.' },
  { title: 'Professional loan', to: '/b2c/professional-loan-landing', text: 'For doctors, CAs, architects and lawyers.' },
  { title: 'Education loan', to: '/education-loan', text: 'Study in India or abroad; repay after the course.' },
  { title: 'Credit card', to: '/b2c/credit-card-landing', text: 'Lifetime-free and rewards cards from our bank partners.' },
];

export function LoanServicesPage() {
  return (
    <Page title="Loan services" intro="Every loan and card we help you apply for. Each page has an EMI calculator, the documents and the fees." wide>
      <Breadcrumbs trail={[{ label: 'Loan services' }]} />
      <ul className="article-list">
        {SERVICES.map((s) => (
          <li key={s.to} className="article-card">
            <h2 className="article-card__title">
              <Link to={s.to}>{s.title}</Link>
            </h2>
            <p>{s.text}</p>
          </li>
        ))}
      </ul>
      <LendingPartnersSection />
      <p>
        Not sure which suits you? <Link to="/contact-us">Talk to us</Link> or visit a partner shop near you.
      </p>
    </Page>
  );
}
