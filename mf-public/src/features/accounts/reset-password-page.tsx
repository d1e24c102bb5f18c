// /resetpassword (docs/spec/product.md §§3, 4 and 7): mobile, otp, newPassword and conformpassword,
// sent with the forgot token that /forgetpassword stored. A resend replaces that token.
import { Link, useNavigate } from 'react-router-dom';
import { mobileOfFlowToken, notify, Page, paths, session, spinner, useSession } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { resetPasswordSchema, type ResetPasswordInput } from '@platform/shared/schemas';
import { maskMobile } from './account-flow';
import { resetPassword } from './accounts-api';
import { ResendOtpButton } from './resend-otp-button';
import { texts } from './texts';

export function ResetPasswordPage() {
  const { t } = texts.useTexts();
  const navigate = useNavigate();
  const forgotToken = useSession((s) => s.verifyToken);
  const mobile = mobileOfFlowToken(forgotToken);

  if (!forgotToken || !mobile) {
    return (
      <Page title={t('reset.title')} intro={t('reset.noReset')}>
        <div className="card account-card">
          <p>{t('reset.noResetText')}</p>
          <p className="form__actions">
            <Link className="button button--primary" to="/forgetpassword">
              {t('reset.forgot')}
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
    <Page title={t('reset.title')} intro={t('reset.intro', { mobile: maskMobile(mobile) })}>
      <div className="card account-card">
        <Form<ResetPasswordInput>
          schema={resetPasswordSchema}
          defaultValues={{ mobile, otp: '', newPassword: '', conformpassword: '' }}
          onSubmit={reset}
          aria-label={t('reset.form')}
        >
          <TextField name="mobile" label={t('fields.mobile')} type="tel" readOnly />
          <TextField name="otp" label={t('fields.otp')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <TextField name="newPassword" label={t('reset.newPassword')} type="password" autoComplete="new-password" hint={t('fields.passwordHint')} />
          <TextField name="conformpassword" label={t('reset.confirm')} type="password" autoComplete="new-password" />
          <div className="form__actions">
            <SubmitButton>{t('reset.submit')}</SubmitButton>
            <ResendOtpButton mobile={mobile} tokenName="verifyToken" />
          </div>
        </Form>
      </div>
    </Page>
  );
}
