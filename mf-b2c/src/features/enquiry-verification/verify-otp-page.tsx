// /b2c/verfiyotp (docs/spec/product.md §§2 and 4): the enquirer types the OTP sent to the mobile of
// their enquiry. The enquiry is handed over by the form (router state, and sessionStorage so a
// reload keeps it); the InquiryToken in the session authorises the calls.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify, paths, session, spinner, useSecondsUntil, useSession } from '@platform/shared';
import { resendOtp, verifyEnquiry, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { enquiryHandoff, Form, SubmitButton, TextField, type EnquiryHandoff } from '@platform/shared/forms';
import { Trans, useTexts } from '@platform/shared/i18n';
import { OTP_RESEND_COOLDOWN_SECONDS, otpOnlySchema, type OtpOnlyInput } from '@platform/shared/schemas';

const maskMobile = (mobile: string) => (mobile.length === 10 ? `+91 ${mobile.slice(0, 2)}xxxxxx${mobile.slice(8)}` : mobile);

function NoPendingEnquiry() {
  const { t } = useTexts('otp');
  return (
    <article className="page otp-page">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="page__intro">{t('noEnquiry')}</p>
      </header>
      <div className="card">
        <p>{t('noEnquiryHelp')}</p>
        <p className="form__actions">
          <Link className="button button--primary" to={paths.educationLoan}>
            {t('applyEducationLoan')}
          </Link>
          <Link className="button" to={paths.b2c.faq}>
            {t('readFaq')}
          </Link>
        </p>
      </div>
    </article>
  );
}

function PendingEnquiry({ handoff, inquiryToken, onResent }: { handoff: EnquiryHandoff; inquiryToken: string; onResent: (next: EnquiryHandoff) => void }) {
  const navigate = useNavigate();
  const { t } = useTexts('otp');
  const secondsLeft = useSecondsUntil(handoff.otpSentAt + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  const [resending, setResending] = useState(false);

  async function verify({ otp }: OtpOnlyInput) {
    // An empty or unexpected answer (a proxy's) is a failure to show, not a verified enquiry.
    const answer: Partial<ResponseOf<typeof verifyEnquiry>> | null = await spinner.during(
      callContract(verifyEnquiry, { body: { otp }, flowToken: inquiryToken }),
    );
    if (answer?.success !== true) {
      notify.error(answer?.message || 'Your OTP could not be verified. Please try again.');
      return;
    }
    notify.success(answer.message || 'Your inquiry has been verified.');
    navigate(paths.b2c.thankYou, { replace: true, state: { service: handoff.service } });
    // The enquiry is confirmed: its token and hand-over have done their job.
    enquiryHandoff.clear();
    session.setToken('inquiryToken', null);
  }

  async function resend() {
    setResending(true);
    try {
      const answer = await callContract(resendOtp, { body: { mobile: handoff.mobile }, flowToken: inquiryToken });
      session.setToken('inquiryToken', answer.inquiryToken ?? answer.newToken);
      const next = { ...handoff, otpSentAt: Date.now() };
      enquiryHandoff.save(next);
      onResent(next);
      notify.success(answer.message);
    } catch {
      // The API client has shown the reason (docs/spec/product.md §8).
    } finally {
      setResending(false);
    }
  }

  return (
    <article className="page otp-page">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="page__intro">
          <Trans t={t} i18nKey="sentToEnquiry" values={{ mobile: maskMobile(handoff.mobile), service: handoff.service }} components={{ strong: <strong /> }} />
        </p>
      </header>
      <div className="otp-page__body">
        <img className="otp-page__image" src={handoff.image} alt="" width={200} height={166} />
        <Form<OtpOnlyInput> schema={otpOnlySchema} defaultValues={{ otp: '' }} onSubmit={verify} aria-label={t('verify')}>
          <TextField<OtpOnlyInput> name="otp" label={t('otpLabel')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} hint={t('validFor')} />
          <div className="form__actions">
            <SubmitButton>{t('verify')}</SubmitButton>
            <button type="button" className="button" onClick={resend} disabled={secondsLeft > 0 || resending}>
              {t('resend')}
            </button>
          </div>
          <p className="otp-page__cooldown" aria-live="polite">
            {secondsLeft > 0 ? t('canAskIn', { seconds: secondsLeft }) : t('canAskNow')}
          </p>
        </Form>
      </div>
    </article>
  );
}

export function VerifyOtpPage() {
  const location = useLocation();
  const inquiryToken = useSession((state) => state.inquiryToken);
  const [handoff, setHandoff] = useState(() => enquiryHandoff.read(location.state));
  if (!handoff || !inquiryToken) return <NoPendingEnquiry />;
  return <PendingEnquiry handoff={handoff} inquiryToken={inquiryToken} onResent={setHandoff} />;
}
