// /forgetpassword (docs/spec/product.md §§2 and 4): the mobile number gets a reset OTP; the forgot
// token goes to the session, where it authorises the OTP and reset calls on /resetpassword.
import { Link, useNavigate } from 'react-router-dom';
import { notify, Page, paths, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { mobileOnlySchema, type MobileOnlyInput } from '@platform/shared/schemas';
import { startPasswordReset } from './accounts-api';

export function ForgotPasswordPage() {
  const navigate = useNavigate();

  async function sendResetOtp(values: MobileOnlyInput) {
    const answer = await spinner.during(startPasswordReset(values));
    session.setToken('verifyToken', answer.forgotToken);
    notify.success(answer.message);
    navigate('/resetpassword');
  }

  return (
    <Page title="Forgot your password?" intro="Enter the mobile number of your account and we will send an OTP to reset your password.">
      <div className="card account-card">
        <Form<MobileOnlyInput> schema={mobileOnlySchema} defaultValues={{ mobile: '' }} onSubmit={sendResetOtp} aria-label="Forgot password">
          <TextField name="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" />
          <div className="form__actions">
            <SubmitButton>Send OTP</SubmitButton>
          </div>
        </Form>
        <p className="account-card__switch">
          Remembered it? <Link to={paths.login}>Log in</Link>
        </p>
      </div>
    </Page>
  );
}
