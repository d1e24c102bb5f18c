import { Link, useSearchParams } from 'react-router-dom';
import { BRAND, Page, paths } from '@platform/shared';
import { educationLoanHref, readReferralCode } from './referral-code';

export function ReferralLandingPage() {
  const [searchParams] = useSearchParams();
  const code = readReferralCode(searchParams);
  const applyHref = educationLoanHref(paths.educationLoan, code);

  return (
    <Page
      title="You have been referred"
      intro={
        code
          ? `Someone who knows ${BRAND.name} has invited you to apply with their referral code.`
          : `This link should carry a referral code, but none was found. You can still apply, or ask the person who invited you to send the link again.`
      }
    >
      {code && (
        <section className="referral-code" aria-labelledby="referral-code-heading">
          <h2 id="referral-code-heading">Your referral code</h2>
          <p>
            <strong className="referral-code__value" data-testid="referral-code">
              {code}
            </strong>
          </p>
          <p>It is filled in for you on the application form and cannot be changed there, so the referral is recorded correctly.</p>
        </section>
      )}

      <section aria-labelledby="referral-how-heading">
        <h2 id="referral-how-heading">What a referral means for you</h2>
        <ul>
          <li>Your application is handled exactly like any other: the referral does not change eligibility, interest rate or fees.</li>
          <li>The lending partner takes the credit decision; {BRAND.name} and the person who referred you cannot influence it.</li>
          <li>The person who referred you may earn a reward from {BRAND.name} if your loan is disbursed. It is never deducted from your loan.</li>
          <li>You will be asked to verify your mobile number with a one-time password before your enquiry is submitted.</li>
        </ul>
      </section>

      <section aria-labelledby="referral-next-heading">
        <h2 id="referral-next-heading">Start with an education loan enquiry</h2>
        <p>Tell us the course, the amount you need and where you live; a loan advisor calls you back to explain the options from our lending partners.</p>
        <p>
          <Link className="button button--primary" to={applyHref} data-testid="referral-cta">
            Apply for an education loan
          </Link>
        </p>
        <p>
          Questions first? Read the <Link to={paths.b2c.faq}>FAQ</Link> or call {BRAND.supportPhone}.
        </p>
      </section>
    </Page>
  );
}
