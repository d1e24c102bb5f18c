// /ops/login: company staff sign in with email, password and the code their authenticator app
// shows, all in one step. A wrong answer never says which of the three was wrong (the API's one
// message); afterwards the page goes back to where the guard sent the person from.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify, Page, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { staffSignInSchema, type StaffSignInInput } from '@platform/shared/schemas';
import { signInStaff } from '../../api/ops-api';
import { texts } from './texts';

/** Only a console path: the page never sends anyone to another site. */
const safeRedirect = (to: string | null) => (to && to.startsWith('/ops') && !to.startsWith('//') ? to : '/ops');

export function StaffLoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = texts.useTexts();
  return (
    <Page title={t('title')} intro={t('intro')}>
      <Form<StaffSignInInput>
        schema={staffSignInSchema}
        aria-label={t('form')}
        className="account-form"
        defaultValues={{ email: '', password: '', code: '' }}
        onSubmit={async (values) => {
          const answer = await spinner.during(signInStaff(values));
          session.setToken('accessToken', answer.accessToken);
          notify.success(answer.message);
          navigate(safeRedirect(params.get('redirectTo')), { replace: true });
        }}
      >
        <TextField name="email" label={t('email')} type="email" autoComplete="username" />
        <TextField name="password" label={t('password')} type="password" autoComplete="current-password" />
        <TextField name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" hint={t('codeHint')} />
        <div className="form__actions">
          <SubmitButton>{t('signIn')}</SubmitButton>
        </div>
      </Form>
    </Page>
  );
}
