// Change the shop's password. The server checks the current password, applies the password policy
// and signs out every other session. If it hands this browser a fresh token the shop stays signed
// in; otherwise it signs in again with the new password.
import { useNavigate } from 'react-router-dom';
import { notify, paths, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { changePasswordSchema, type ChangePasswordInput } from '@platform/shared/schemas';
import { changePassword } from './profile-api';
import { texts } from './texts';

export function ChangePasswordForm() {
  const navigate = useNavigate();
  const { t } = texts.useTexts();
  return (
    <Form<ChangePasswordInput>
      schema={changePasswordSchema}
      aria-label={t('password.form')}
      className="account-form"
      onSubmit={async (values, form) => {
        const answer = await spinner.during(changePassword(values));
        form.reset();
        if (typeof answer.accessToken === 'string') {
          session.setToken('accessToken', answer.accessToken);
          notify.success(answer.message);
          return;
        }
        notify.success(answer, (message) => t('password.logInAgain', { message }));
        session.clear();
        navigate(`${paths.login}?redirectTo=${encodeURIComponent('/vender/vendor-profile')}`, { replace: true });
      }}
    >
      <TextField name="currentPassword" label={t('password.current')} type="password" autoComplete="current-password" />
      <TextField name="newPassword" label={t('password.new')} type="password" autoComplete="new-password" hint={t('password.newHint')} />
      <TextField name="conformpassword" label={t('password.confirm')} type="password" autoComplete="new-password" />
      <SubmitButton>{t('password.submit')}</SubmitButton>
    </Form>
  );
}
