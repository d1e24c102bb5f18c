// /privacy: the privacy notice in short, with the full policy one click away.
import { Link } from 'react-router-dom';
import { BRAND, Breadcrumbs, Page, paths } from '@platform/shared';

export function PrivacyPage() {
  return (
    <Page title="Privacy" intro={`How ${BRAND.name} collects, uses and protects your personal data, in short.`}>
      <Breadcrumbs trail={[{ label: 'Privacy' }]} />
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">What we collect</h2>
        <ul>
          <li>What you give us in a form: name, mobile, email, address, PIN code, income and loan details.</li>
          <li>Documents you upload for an application, and résumés sent to our careers pages.</li>
          <li>Your credit report, only when you ask for it and consent on the credit-score page.</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">How we use it</h2>
        <ul>
          <li>To pass your application to the lenders or insurers you chose, and to follow it up with you.</li>
          <li>To confirm your mobile number with an OTP and keep your account secure.</li>
          <li>Never sold, and never shared for marketing without your consent.</li>
        </ul>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights</h2>
        <p>
          Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your data, and withdraw consent at any time. Write to us
          from the <Link to={paths.contactUs}>contact page</Link>; our grievance officer answers within 30 days (see the{' '}
          <Link to={paths.b2c.grievanceRedressalPolicy}>grievance redressal policy</Link>).
        </p>
      </section>
      <p>
        The full text is in our <Link to="/b2c/internal-privacy-policy">privacy policy</Link> and <Link to={paths.b2c.cookiePolicy}>cookie policy</Link>.
      </p>
    </Page>
  );
}
