// /login (docs/spec/product.md §§2, 3 and 7): email and password. The access token goes to the
// session and the person lands where their role opens, or back on the page a guard sent them from.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify, Page, paths, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { loginSchema, type LoginInput } from '@platform/shared/schemas';
import { landingFor, safeRedirectTarget } from './account-flow';
import { logIn } from './accounts-api';
import { texts } from './texts';

export function LoginPage() {
  const { t } = texts.useTexts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectTarget(searchParams.get('redirectTo'));

  async function login(values: LoginInput) {
    const answer = await spinner.during(logIn(values));
    session.setToken('accessToken', answer.accessToken);
    notify.success(answer.message);
    navigate(redirectTo ?? landingFor(answer.accessToken), { replace: true });
  }

  return (
    <Page title={t('login.title')} intro={t('login.intro')}>
      <div className="card account-card">
        <Form<LoginInput> schema={loginSchema} defaultValues={{ email: '', password: '' }} onSubmit={login} aria-label={t('login.title')}>
          <TextField name="email" label={t('fields.email')} type="email" autoComplete="username" />
          <TextField name="password" label={t('fields.password')} type="password" autoComplete="current-password" />
          <div className="form__actions">
            <SubmitButton>{t('login.submit')}</SubmitButton>
            <Link to="/forgetpassword">{t('login.forgot')}</Link>
          </div>
        </Form>
        <p className="account-card__switch">
          {t('login.newShop')}
          <Link to={paths.signup}>{t('login.signUp')}</Link>
        </p>
        <p className="account-card__switch">
          {t('login.customer')}
          <Link to={paths.customer.login}>{t('login.customerLink')}</Link>
        </p>
      </div>
    </Page>
  );
}
