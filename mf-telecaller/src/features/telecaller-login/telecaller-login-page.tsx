// /telecaller/login: telecallers sign in with their registered work mobile and an OTP. Sending the
// OTP stores the login token (the session's OTP token) for /telecaller/verify-otp.
import { Link, useNavigate } from 'react-router-dom';
import { notify, Page, paths, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { mobileOnlySchema, type MobileOnlyInput } from '@platform/shared/schemas';
import { sendTelecallerOtp } from '../../api/leads-api';

export function TelecallerLoginPage() {
  const navigate = useNavigate();

  async function sendOtp(values: MobileOnlyInput) {
    const answer = await spinner.during(sendTelecallerOtp(values));
    session.setToken('otpToken', answer.newToken);
    notify.success(answer.message);
    navigate('/telecaller/verify-otp');
  }

  return (
    <Page title="Telecaller login" intro="Enter the work mobile number your team lead registered. We send it a one-time password.">
      <div className="card account-card">
        <Form<MobileOnlyInput> schema={mobileOnlySchema} defaultValues={{ mobile: '' }} onSubmit={sendOtp} aria-label="Telecaller login">
          <TextField name="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" />
          <div className="form__actions">
            <SubmitButton>Send OTP</SubmitButton>
          </div>
        </Form>
        <p className="account-card__switch">
          Not a telecaller? <Link to={paths.customer.login}>Customer login</Link>
        </p>
      </div>
    </Page>
  );
}
