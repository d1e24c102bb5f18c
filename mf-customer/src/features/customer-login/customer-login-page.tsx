// /customer/login (spec sections 2 and 4): customers sign in with their mobile number. Sending the
// OTP stores the login token (the session's OTP token), which the verify page uses.
import { Link, useNavigate } from 'react-router-dom';
import { notify, Page, paths, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { mobileOnlySchema, type MobileOnlyInput } from '@platform/shared/schemas';
import { sendLoginOtp } from './customer-login-api';

export function CustomerLoginPage() {
  const navigate = useNavigate();

  async function sendOtp(values: MobileOnlyInput) {
    const answer = await spinner.during(sendLoginOtp(values));
    session.setToken('otpToken', answer.newToken);
    notify.success(answer.message);
    navigate('/customer/verify-otp');
  }

  return (
    <Page title="Log in to your account" intro="Enter your mobile number. We send you a one-time password; no password to remember.">
      <div className="card account-card">
        <Form<MobileOnlyInput> schema={mobileOnlySchema} defaultValues={{ mobile: '' }} onSubmit={sendOtp} aria-label="Customer login">
          <TextField name="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" />
          <div className="form__actions">
            <SubmitButton>Send OTP</SubmitButton>
          </div>
        </Form>
        <p className="account-card__switch">
          Partner shop? <Link to={paths.login}>Log in with email and password</Link>
        </p>
      </div>
    </Page>
  );
}
