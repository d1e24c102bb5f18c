// /login (docs/spec/product.md §§2, 3 and 7): email and password. The access token goes to the
// session and the person lands where their role opens, or back on the page a guard sent them from.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify, Page, paths, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { loginSchema, type LoginInput } from '@platform/shared/schemas';
import { landingFor, safeRedirectTarget } from './account-flow';
import { logIn } from './accounts-api';

export function LoginPage() {
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
    <Page title="Log in" intro="Partner shops and staff log in with their email and password.">
      <div className="card account-card">
        <Form<LoginInput> schema={loginSchema} defaultValues={{ email: '', password: '' }} onSubmit={login} aria-label="Log in">
          <TextField name="email" label="Email" type="email" autoComplete="username" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <div className="form__actions">
            <SubmitButton>Log in</SubmitButton>
            <Link to="/forgetpassword">Forgot password?</Link>
          </div>
        </Form>
        <p className="account-card__switch">
          New partner shop? <Link to={paths.signup}>Sign up</Link>
        </p>
        <p className="account-card__switch">
          Customer? <Link to={paths.customer.login}>Log in with your mobile number</Link>
        </p>
      </div>
    </Page>
  );
}
