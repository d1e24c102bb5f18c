// /resetpassword (docs/spec/product.md §§3, 4 and 7): mobile, otp, newPassword and conformpassword,
// sent with the forgot token that /forgetpassword stored. A resend replaces that token.
import { Link, useNavigate } from 'react-router-dom';
import { mobileOfFlowToken, notify, Page, paths, session, spinner, useSession } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { resetPasswordSchema, type ResetPasswordInput } from '@platform/shared/schemas';
import { maskMobile } from './account-flow';
import { resetPassword } from './accounts-api';
import { ResendOtpButton } from './resend-otp-button';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const forgotToken = useSession((s) => s.verifyToken);
  const mobile = mobileOfFlowToken(forgotToken);

  if (!forgotToken || !mobile) {
    return (
      <Page title="Reset your password" intro="There is no password reset waiting in this browser tab.">
        <div className="card account-card">
          <p>Start from the forgot-password page: we send an OTP to your mobile number, and it is valid for a few minutes.</p>
          <p className="form__actions">
            <Link className="button button--primary" to="/forgetpassword">
              Forgot password
            </Link>
          </p>
        </div>
      </Page>
    );
  }

  async function reset(values: ResetPasswordInput) {
    const answer = await spinner.during(resetPassword(values, forgotToken!));
    session.setToken('verifyToken', null);
    notify.success(answer.message);
    navigate(paths.login, { replace: true });
  }

  return (
    <Page title="Reset your password" intro={`Enter the OTP we sent to ${maskMobile(mobile)} and choose a new password.`}>
      <div className="card account-card">
        <Form<ResetPasswordInput>
          schema={resetPasswordSchema}
          defaultValues={{ mobile, otp: '', newPassword: '', conformpassword: '' }}
          onSubmit={reset}
          aria-label="Reset password"
        >
          <TextField name="mobile" label="Mobile number" type="tel" readOnly />
          <TextField name="otp" label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <TextField
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters with an upper-case and a lower-case letter, a digit and a symbol."
          />
          <TextField name="conformpassword" label="Confirm new password" type="password" autoComplete="new-password" />
          <div className="form__actions">
            <SubmitButton>Reset password</SubmitButton>
            <ResendOtpButton mobile={mobile} tokenName="verifyToken" />
          </div>
        </Form>
      </div>
    </Page>
  );
}
