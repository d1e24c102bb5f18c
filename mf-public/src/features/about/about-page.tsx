import { Link } from 'react-router-dom';
import { BRAND, Page, paths } from '@platform/shared';

export function AboutPage() {
  return (
    <Page title={`About ${BRAND.name}`} intro={BRAND.tagline}>
      <section aria-labelledby="about-what-heading">
        <h2 id="about-what-heading">What we do</h2>
        <p>
          {BRAND.name} brings loans, credit cards, insurance and business registrations to people who would rather ask someone than fill in a bank's form alone.
          You can apply online, or walk into a partner shop in your neighbourhood where someone you know helps with the paperwork.
        </p>
        <p>
          We work with banks and NBFCs regulated by the Reserve Bank of India. They decide on every loan and card, set the terms and disburse the money; we help
          you choose, collect the documents and follow up until you have an answer.
        </p>
      </section>

      <section aria-labelledby="about-who-heading">
        <h2 id="about-who-heading">Who we serve</h2>
        <ul>
          <li>
            <strong>Customers</strong> who need a personal, home, business or education loan, a credit card or motor insurance.
          </li>
          <li>
            <strong>Partner shops</strong>: local shops, cyber cafés and CA offices that offer our products and services to their own customers and earn a
            commission.
          </li>
          <li>
            <strong>Small businesses</strong> that need GST, PAN, FSSAI, trademark, DSC, MSME or company registration done correctly.
          </li>
        </ul>
      </section>

      <section aria-labelledby="about-how-heading">
        <h2 id="about-how-heading">How we work</h2>
        <ul>
          <li>Applying through us is free; we are paid by our partners, never by asking you for an approval fee.</li>
          <li>We explain the interest rate, fees and annual percentage rate in plain words before you sign anything.</li>
          <li>
            Your data is used only for your request, under our <Link to="/b2c/internal-privacy-policy">privacy policy</Link> and the Digital Personal Data
            Protection Act, 2023.
          </li>
          <li>
            Everyone who speaks to you on our behalf follows our <Link to={paths.b2c.codeOfConduct}>code of conduct</Link>.
          </li>
        </ul>
      </section>

      <p>
        Questions or feedback? <Link to={paths.contactUs}>Contact us</Link>.
      </p>
    </Page>
  );
}
