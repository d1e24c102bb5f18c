// /verify and /mobile-verify/:referral (docs/spec/product.md §§2 and 4): the OTP sent at sign-up
// confirms the mobile number. The sign-up token in the session authorises the call and names the
// number; a resend replaces it. Success signs the new partner in.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { mobileOfFlowToken, notify, Page, paths, session, spinner, useSession } from '@platform/shared';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { otpOnlySchema, type OtpOnlyInput } from '@platform/shared/schemas';
import { landingFor, maskMobile } from './account-flow';
import { verifySignUpOtp } from './accounts-api';
import { ResendOtpButton } from './resend-otp-button';
import { texts } from './texts';

export function VerifyMobilePage() {
  const { t } = texts.useTexts();
  const navigate = useNavigate();
  const { referral } = useParams();
  const signUpToken = useSession((s) => s.otpToken);
  const mobile = mobileOfFlowToken(signUpToken);

  if (!signUpToken || !mobile) {
    return (
      <Page title={t('verify.title')} intro={t('verify.noSignup')}>
        <div className="card account-card">
          <p>{t('verify.noSignupText')}</p>
          <p className="form__actions">
            <Link className="button button--primary" to={referral ? `/signup/${encodeURIComponent(referral)}` : paths.signup}>
              {t('verify.signUp')}
            </Link>
          </p>
        </div>
      </Page>
    );
  }

  async function verify({ otp }: OtpOnlyInput) {
    const answer = await spinner.during(verifySignUpOtp(otp, signUpToken!));
    session.setToken('accessToken', answer.accessToken);
    // The sign-up flow is over; its token must not authorise anything else.
    session.setToken('otpToken', null);
    notify.success(answer.message);
    navigate(landingFor(answer.accessToken), { replace: true });
  }

  return (
    <Page title={t('verify.title')} intro={t('verify.intro', { mobile: maskMobile(mobile) })}>
      <div className="card account-card">
        {referral && (
          <p className="account-card__note">
            {t('verify.referralBefore')}
            <strong>{referral}</strong>
            {t('verify.referralAfter')}
          </p>
        )}
        <Form<OtpOnlyInput> schema={otpOnlySchema} defaultValues={{ otp: '' }} onSubmit={verify} aria-label={t('verify.form')}>
          <TextField name="otp" label={t('fields.otp')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <div className="form__actions">
            <SubmitButton>{t('verify.submit')}</SubmitButton>
            <ResendOtpButton mobile={mobile} tokenName="otpToken" />
          </div>
        </Form>
      </div>
    </Page>
  );
}
