import { Link } from 'react-router-dom';
import { BRAND, paths } from '@platform/shared';
import { customerProducts, howItWorks, shopServices, trustFacts } from './home-content';

export function HomePage() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-heading">
        <h1 id="hero-heading">{BRAND.name}: the right loan, with help close to home</h1>
        <p className="hero__lead">
          {BRAND.tagline}. Compare offers from banks and NBFCs, apply online or at a partner shop, and get a call back from a real person.
        </p>
        <p className="hero__actions">
          <Link className="button button--primary" to={paths.educationLoan}>
            Start an education loan enquiry
          </Link>
          <Link className="button" to={paths.b2c.faq}>
            Read the FAQ
          </Link>
        </p>
      </section>

      <section aria-labelledby="products-heading">
        <h2 id="products-heading">Loans, cards and insurance</h2>
        <ul className="grid">
          {customerProducts.map((product) => (
            <li key={product.name} className="tile">
              <h3 className="tile__title">{product.name}</h3>
              <p>{product.description}</p>
              {product.href && (
                <Link className="tile__link" to={product.href}>
                  {product.cta ?? product.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <p>For every other product, call {BRAND.supportPhone} and an advisor will take your enquiry.</p>
      </section>

      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading">How it works</h2>
        <ol className="steps">
          {howItWorks.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="shop-services-heading">
        <h2 id="shop-services-heading">CA services for shops and small businesses</h2>
        <p>Registrations and filings handled by our chartered-accountant team, through a partner shop near you:</p>
        <ul className="checklist">
          {shopServices.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
        <p>
          Already a partner shop? <Link to={paths.vendor.caServices}>Open the CA services catalogue</Link>.
        </p>
      </section>

      <section className="partner-cta" aria-labelledby="partner-heading">
        <h2 id="partner-heading">Become a partner shop</h2>
        <p>
          Run a shop, cyber café or CA office? Offer your customers loans, credit cards, insurance and registrations from one dashboard, and earn a commission
          on every loan disbursed, card issued or service completed.
        </p>
        <ul>
          <li>Start selling once your identity and bank account are verified.</li>
          <li>Commissions paid to your verified bank account.</li>
          <li>Support from our team for every application you submit.</li>
        </ul>
        <p>
          <Link className="button button--primary" to={paths.contactUs}>
            Contact us to join
          </Link>
        </p>
      </section>

      <section aria-labelledby="trust-heading">
        <h2 id="trust-heading">Why you can trust us</h2>
        <ul className="trust">
          {trustFacts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
