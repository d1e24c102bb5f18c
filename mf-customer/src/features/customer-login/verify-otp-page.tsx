// /customer/verify-otp: the OTP from /customer/login signs the customer in. The access token goes
// to session storage and the login token is dropped; a resend replaces the login token.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { mobileOfFlowToken, notify, Page, paths, session, spinner, useSecondsUntil, useSession } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { OTP_RESEND_COOLDOWN_SECONDS, otpVerifySchema, type OtpVerifyInput } from '@platform/shared/schemas';
import { resendLoginOtp, verifyLoginOtp } from './customer-login-api';

export function CustomerVerifyOtpPage() {
  const navigate = useNavigate();
  const loginToken = useSession((s) => s.otpToken);
  const mobile = mobileOfFlowToken(loginToken);
  const [resendAt, setResendAt] = useState(() => Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  const secondsLeft = useSecondsUntil(resendAt);

  if (!loginToken || !mobile) {
    return (
      <Page title="Verify OTP" intro="There is no login waiting for an OTP in this browser tab.">
        <div className="card account-card">
          <p>Codes are valid for a few minutes. Ask for a new one with your mobile number.</p>
          <p className="form__actions">
            <Link className="button button--primary" to={paths.customer.login}>
              Log in with your mobile number
            </Link>
          </p>
        </div>
      </Page>
    );
  }

  async function verify(values: OtpVerifyInput) {
    const answer = await spinner.during(verifyLoginOtp(values, loginToken!));
    session.setToken('accessToken', answer.accessToken);
    session.setToken('otpToken', null);
    notify.success(answer.message);
    navigate(paths.customer.referral, { replace: true });
  }

  async function resend() {
    try {
      const answer = await spinner.during(resendLoginOtp({ mobile: mobile! }, loginToken!));
      session.setToken('otpToken', answer.newToken);
      notify.success(answer.message);
      setResendAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
    } catch {
      // Already shown by the API client.
    }
  }

  return (
    <Page title="Verify OTP" intro={`Enter the 6-digit OTP we sent to +91 ${mobile.slice(0, 2)}xxxxxx${mobile.slice(8)}.`}>
      <div className="card account-card">
        <Form<OtpVerifyInput> schema={otpVerifySchema} defaultValues={{ mobile, otp: '' }} onSubmit={verify} aria-label="Verify OTP">
          <TextField name="otp" label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <div className="form__actions">
            <SubmitButton>Verify and log in</SubmitButton>
            <button type="button" className="button button--link" disabled={secondsLeft > 0} onClick={() => void resend()}>
              {secondsLeft > 0 ? `Resend OTP in ${secondsLeft} s` : 'Resend OTP'}
            </button>
          </div>
        </Form>
        <p className="account-card__switch">
          Wrong number? <Link to={paths.customer.login}>Use another mobile number</Link>
        </p>
      </div>
    </Page>
  );
}
