// Signing in with a mobile number and an OTP, as customers (/customer/login) and telecallers
// (/telecaller/login) do: one page asks for the number and stores the login token (the session's
// OTP token), the other takes the code, stores the access token and moves on. Each area passes its
// own words, endpoints and destination.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { mobileOfFlowToken, notify, Page, session, spinner, useSecondsUntil, useSession } from '@platform/shared';
import { mobileOnlySchema, OTP_RESEND_COOLDOWN_SECONDS, otpVerifySchema, type MobileOnlyInput, type OtpVerifyInput } from '@platform/shared/schemas';
import { useTexts } from '@platform/shared/i18n';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';

type FlowAnswer = { message: string; newToken: string };

export interface OtpLoginPageProps {
  title: string;
  intro: string;
  /** The form's accessible name. */
  formLabel: string;
  sendOtp: (values: MobileOnlyInput) => Promise<FlowAnswer>;
  verifyPath: string;
  /** A line under the form (a link to another way in). */
  footer?: ReactNode;
}

export function OtpLoginPage({ title, intro, formLabel, sendOtp, verifyPath, footer }: OtpLoginPageProps) {
  const navigate = useNavigate();
  const { t } = useTexts('otp');

  async function send(values: MobileOnlyInput) {
    const answer = await spinner.during(sendOtp(values));
    session.setToken('otpToken', answer.newToken);
    notify.success(answer.message);
    navigate(verifyPath);
  }

  return (
    <Page title={title} intro={intro}>
      <div className="card account-card">
        <Form<MobileOnlyInput> schema={mobileOnlySchema} defaultValues={{ mobile: '' }} onSubmit={send} aria-label={formLabel}>
          <TextField name="mobile" label={t('mobileLabel')} type="tel" inputMode="numeric" autoComplete="tel-national" />
          <div className="form__actions">
            <SubmitButton>{t('sendOtp')}</SubmitButton>
          </div>
        </Form>
        {footer && <p className="account-card__switch">{footer}</p>}
      </div>
    </Page>
  );
}

export interface OtpVerifyPageProps {
  loginPath: string;
  /** The login link's text when no login waits for a code. */
  loginLinkText: string;
  noLoginIntro: string;
  verifyOtp: (values: OtpVerifyInput, loginToken: string) => Promise<{ message: string; accessToken: string }>;
  resendOtp: (values: MobileOnlyInput, loginToken: string) => Promise<FlowAnswer>;
  /** Where a signed-in person goes. */
  signedInPath: string;
}

export function OtpVerifyPage({ loginPath, loginLinkText, noLoginIntro, verifyOtp, resendOtp, signedInPath }: OtpVerifyPageProps) {
  const navigate = useNavigate();
  const { t } = useTexts('otp');
  const loginToken = useSession((s) => s.otpToken);
  const mobile = mobileOfFlowToken(loginToken);
  const [resendAt, setResendAt] = useState(() => Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  const secondsLeft = useSecondsUntil(resendAt);

  if (!loginToken || !mobile) {
    return (
      <Page title={t('title')} intro={noLoginIntro}>
        <div className="card account-card">
          <p>{t('codesValid')}</p>
          <p className="form__actions">
            <Link className="button button--primary" to={loginPath}>
              {loginLinkText}
            </Link>
          </p>
        </div>
      </Page>
    );
  }

  async function verify(values: OtpVerifyInput) {
    const answer = await spinner.during(verifyOtp(values, loginToken!));
    session.setToken('accessToken', answer.accessToken);
    session.setToken('otpToken', null);
    notify.success(answer.message);
    navigate(signedInPath, { replace: true });
  }

  async function resend() {
    try {
      const answer = await spinner.during(resendOtp({ mobile: mobile! }, loginToken!));
      session.setToken('otpToken', answer.newToken);
      notify.success(answer.message);
      setResendAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
    } catch {
      // Already shown by the API client.
    }
  }

  return (
    <Page title={t('title')} intro={t('sentTo', { mobile: `+91 ${mobile.slice(0, 2)}xxxxxx${mobile.slice(8)}` })}>
      <div className="card account-card">
        <Form<OtpVerifyInput> schema={otpVerifySchema} defaultValues={{ mobile, otp: '' }} onSubmit={verify} aria-label={t('verify')}>
          <TextField name="otp" label={t('otpLabel')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <div className="form__actions">
            <SubmitButton>{t('verifyAndLogIn')}</SubmitButton>
            <button type="button" className="button button--link" disabled={secondsLeft > 0} onClick={() => void resend()}>
              {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resend')}
            </button>
          </div>
        </Form>
        <p className="account-card__switch">
          {t('wrongNumber')} <Link to={loginPath}>{t('useAnotherNumber')}</Link>
        </p>
      </div>
    </Page>
  );
}
