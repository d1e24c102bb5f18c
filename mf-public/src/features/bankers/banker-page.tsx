// /banker: for bank staff: what partnering with the platform means, how leads reach them, and
// the sign-in for bankers already on board (OTP to the registered mobile).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND, notify, Page, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { mobileOnlySchema, type MobileOnlyInput } from '@platform/shared/schemas';
import { BankerOtpStep } from './banker-otp-step';
import { sendBankerOtp } from './bankers-api';

export function BankerPage() {
  const [pending, setPending] = useState<{ token: string; mobile: string } | null>(null);

  async function sendOtp(values: MobileOnlyInput) {
    const answer = await spinner.during(sendBankerOtp(values));
    notify.success(answer.message);
    setPending({ token: answer.newToken, mobile: values.mobile });
  }

  return (
    <Page
      title="Partner with us as a banker"
      intro={`${BRAND.name} brings bank branches customers who are ready to apply, with their details checked and their documents collected.`}
    >
      <section aria-labelledby="banker-why-heading">
        <h2 id="banker-why-heading">What partnering means</h2>
        <ul>
          <li>Our telecallers speak to every applicant, check eligibility and collect the documents before a file reaches you.</li>
          <li>When a file is logged in at your bank, it is routed to a partner banker who serves the applicant's PIN code and handles that product.</li>
          <li>
            Our operations team checks your details with your bank before the first file is routed to you; until then your profile says your details are waiting
            for approval.
          </li>
          <li>
            You see only the files routed to you, and record the bank's decision: what was sanctioned (amount, rate, tenure), what was paid out (amount, date,
            your reference) or why it was rejected. When our telecaller hears of a decision first, you confirm it. The customer, the partner shop and our
            telecaller see the same status history.
          </li>
          <li>Your public profile shows your bank, branch, designation, products and the PIN codes you serve, never your mobile number or email.</li>
        </ul>
        <p className="form__actions">
          <Link className="button button--primary" to="/banker-details-submit">
            Submit your details
          </Link>
        </p>
      </section>

      <section aria-labelledby="banker-login-heading" className="card account-card">
        <h2 id="banker-login-heading" className="card__title">
          Banker sign-in
        </h2>
        {pending ? (
          <BankerOtpStep flowToken={pending.token} mobile={pending.mobile} />
        ) : (
          <Form<MobileOnlyInput> schema={mobileOnlySchema} defaultValues={{ mobile: '' }} onSubmit={sendOtp} aria-label="Banker sign-in">
            <TextField name="mobile" label="Registered mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" />
            <div className="form__actions">
              <SubmitButton>Send OTP</SubmitButton>
            </div>
          </Form>
        )}
      </section>
    </Page>
  );
}
