// /forgetpassword (docs/spec/product.md §§2 and 4): the mobile number gets a reset OTP; the forgot
// token goes to the session, where it authorises the OTP and reset calls on /resetpassword.
import { Link, useNavigate } from 'react-router-dom';
import { notify, Page, paths, session, spinner } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { mobileOnlySchema, type MobileOnlyInput } from '@platform/shared/schemas';
import { startPasswordReset } from './accounts-api';
import { texts } from './texts';

export function ForgotPasswordPage() {
  const { t } = texts.useTexts();
  const navigate = useNavigate();

  async function sendResetOtp(values: MobileOnlyInput) {
    const answer = await spinner.during(startPasswordReset(values));
    session.setToken('verifyToken', answer.forgotToken);
    notify.success(answer.message);
    navigate('/resetpassword');
  }

  return (
    <Page title={t('forgot.title')} intro={t('forgot.intro')}>
      <div className="card account-card">
        <Form<MobileOnlyInput> schema={mobileOnlySchema} defaultValues={{ mobile: '' }} onSubmit={sendResetOtp} aria-label={t('forgot.form')}>
          <TextField name="mobile" label={t('fields.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" />
          <div className="form__actions">
            <SubmitButton>{t('forgot.submit')}</SubmitButton>
          </div>
        </Form>
        <p className="account-card__switch">
          {t('forgot.remembered')}
          <Link to={paths.login}>{t('forgot.logIn')}</Link>
        </p>
      </div>
    </Page>
  );
}
