// /telecaller/verify-otp: the OTP from /telecaller/login signs the telecaller in; the access token
// (role telecaller) opens the guarded console pages.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { mobileOfFlowToken, notify, Page, paths, session, spinner, useSecondsUntil, useSession } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { OTP_RESEND_COOLDOWN_SECONDS, otpOnlySchema, type OtpOnlyInput } from '@platform/shared/schemas';
import { resendTelecallerOtp, verifyTelecallerOtp } from '../../api/leads-api';

export function TelecallerVerifyOtpPage() {
  const navigate = useNavigate();
  const loginToken = useSession((s) => s.otpToken);
  const mobile = mobileOfFlowToken(loginToken);
  const [resendAt, setResendAt] = useState(() => Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  const secondsLeft = useSecondsUntil(resendAt);

  if (!loginToken || !mobile) {
    return (
      <Page title="Verify OTP" intro="There is no telecaller login waiting for an OTP in this browser tab.">
        <div className="card account-card">
          <p className="form__actions">
            <Link className="button button--primary" to={paths.telecaller.login}>
              Log in with your work mobile
            </Link>
          </p>
        </div>
      </Page>
    );
  }

  async function verify(values: OtpOnlyInput) {
    const answer = await spinner.during(verifyTelecallerOtp(values, loginToken!));
    session.setToken('accessToken', answer.accessToken);
    session.setToken('otpToken', null);
    notify.success(answer.message);
    navigate(paths.telecaller.root, { replace: true });
  }

  async function resend() {
    try {
      const answer = await spinner.during(resendTelecallerOtp({ mobile: mobile! }, loginToken!));
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
        <Form<OtpOnlyInput> schema={otpOnlySchema} defaultValues={{ otp: '' }} onSubmit={verify} aria-label="Verify OTP">
          <TextField name="otp" label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <div className="form__actions">
            <SubmitButton>Verify and log in</SubmitButton>
            <button type="button" className="button button--link" disabled={secondsLeft > 0} onClick={() => void resend()}>
              {secondsLeft > 0 ? `Resend OTP in ${secondsLeft} s` : 'Resend OTP'}
            </button>
          </div>
        </Form>
        <p className="account-card__switch">
          Wrong number? <Link to={paths.telecaller.login}>Use another mobile number</Link>
        </p>
      </div>
    </Page>
  );
}
