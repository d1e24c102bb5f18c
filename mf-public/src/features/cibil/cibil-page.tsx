// /cibil: the free credit-score check entry. What the score is, then sign in as a customer (OTP)
// and see the report at /customer/cibil.
import { Link } from 'react-router-dom';
import { Breadcrumbs, Page, paths, useSession } from '@platform/shared';

const CUSTOMER_CIBIL = '/customer/cibil';

export function CibilPage() {
  const signedIn = useSession((s) => !!s.accessToken);
  return (
    <Page title="Check your CIBIL score free" intro="See the score lenders see, and what is helping or hurting it, without any effect on the score itself.">
      <Breadcrumbs trail={[{ label: 'Free CIBIL score' }]} />
      <section aria-labelledby="cibil-what">
        <h2 id="cibil-what">What is a CIBIL score?</h2>
        <p>
          A three-digit number from 300 to 900 that TransUnion CIBIL works out from your loan and credit-card repayments. Most lenders offer their best rates
          above 750; below 650 many applications are declined.
        </p>
      </section>
      <section aria-labelledby="cibil-how">
        <h2 id="cibil-how">How the free check works</h2>
        <ol>
          <li>Sign in with your mobile number and the OTP we send.</li>
          <li>Confirm your name and PAN as they appear on your loans.</li>
          <li>See your score, its band, and the factors behind it.</li>
        </ol>
        <p>Checking your own score is a soft enquiry: it never lowers your score, however often you check.</p>
      </section>
      <p>
        {signedIn ? (
          <Link className="button button--primary" to={CUSTOMER_CIBIL}>
            See my credit score
          </Link>
        ) : (
          <>
            <Link className="button button--primary" to={paths.customer.login}>
              Sign in to check my score
            </Link>{' '}
            Once signed in, open <strong>Credit score</strong> in your account.
          </>
        )}
      </p>
      <p>
        Want to understand it first? Read <Link to="/blog/how-your-cibil-score-affects-your-loan">how your CIBIL score decides your loan offer</Link>.
      </p>
    </Page>
  );
}
