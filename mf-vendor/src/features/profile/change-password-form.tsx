// Change the shop's password. The server checks the current password, applies the password policy
// and signs out every other session. If it hands this browser a fresh token the shop stays signed
// in; otherwise it signs in again with the new password.
import { useNavigate } from 'react-router-dom';
import { notify, paths, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { changePasswordSchema, type ChangePasswordInput } from '@platform/shared/schemas';
import { changePassword } from './profile-api';

export function ChangePasswordForm() {
  const navigate = useNavigate();
  return (
    <Form<ChangePasswordInput>
      schema={changePasswordSchema}
      aria-label="Change password"
      className="account-form"
      onSubmit={async (values, form) => {
        const answer = await spinner.during(changePassword(values));
        form.reset();
        if (typeof answer.accessToken === 'string') {
          session.setToken('accessToken', answer.accessToken);
          notify.success(answer.message);
          return;
        }
        notify.success(`${answer.message} Please log in again with your new password.`);
        session.clear();
        navigate(`${paths.login}?redirectTo=${encodeURIComponent('/vender/vendor-profile')}`, { replace: true });
      }}
    >
      <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters with upper and lower case, a digit and a symbol"
      />
      <TextField name="conformpassword" label="Confirm new password" type="password" autoComplete="new-password" />
      <SubmitButton>Change password</SubmitButton>
    </Form>
  );
}
