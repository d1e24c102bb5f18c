// The shop's KYC steps, each with its state (not started, pending, verified, failed with the
// reason) and the form that completes it. Numbers are checked by the shared schemas before they
// are sent; the server answers who they belong to and whether the name matches the profile.
import { useState } from 'react';
import { notify } from '@platform/shared';
import { vendorQueryKeys, type VendorProfile } from '@platform/shared/dashboard';
import { Form, NoticeConsentField, SubmitButton, TextField, MaskedAadhaar } from '@platform/shared/forms';
import { useQueryClient } from '@platform/shared/query';
import {
  aadhaarOtpSchema,
  aadhaarVerifySchema,
  bankVerifySchema,
  gstVerifySchema,
  noticeConsentField,
  panVerifySchema,
  shopAadhaarSchema,
  type KycStep,
} from '@platform/shared/schemas';
import { Trans, i18n } from '@platform/shared/i18n';
import { requestAadhaarOtp, verifyAadhaarOtp, verifyBank, verifyGst, verifyPan, verifyShopAadhaar } from './profile-api';
import { texts } from './texts';

// Each check's form also asks for the vendor-KYC consent (DPDP Act s.6; Aadhaar Act s.8 for
// e-KYC): the request names the notice and the server records it with the step.
const kycForms = {
  aadhaar: aadhaarOtpSchema.shape({ consent: noticeConsentField() }),
  shopAadhaar: shopAadhaarSchema.shape({ consent: noticeConsentField() }),
  pan: panVerifySchema.shape({ consent: noticeConsentField() }),
  bank: bankVerifySchema.shape({ consent: noticeConsentField() }),
  gst: gstVerifySchema.shape({ consent: noticeConsentField() }),
};

function useKycDone() {
  const queryClient = useQueryClient();
  return (answer: { message: string }) => {
    notify.success(answer);
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.profile });
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.notifications });
  };
}

/** A failed check is still news: the profile shows the reason, so refresh it either way. */
function useRefreshAfterFailure() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.profile });
    void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.notifications });
  };
}

function AadhaarOtpForm() {
  const [pending, setPending] = useState<{ reference: string; masked: string } | null>(null);
  const done = useKycDone();
  const refresh = useRefreshAfterFailure();
  const { t } = texts.useTexts();
  if (!pending) {
    return (
      <Form
        key="aadhaar-number"
        schema={kycForms.aadhaar}
        aria-label={t('kyc.aadhaar.start')}
        className="kyc-form"
        onSubmit={async ({ aadhaar }) => {
          try {
            const answer = await requestAadhaarOtp(aadhaar);
            notify.success(answer.message);
            setPending(answer.data);
          } finally {
            refresh();
          }
        }}
      >
        <TextField name="aadhaar" label={t('kyc.aadhaar.number')} inputMode="numeric" autoComplete="off" hint={t('kyc.aadhaar.numberHint')} />
        <NoticeConsentField purpose="vendor-kyc" />
        <SubmitButton>{t('kyc.aadhaar.sendOtp')}</SubmitButton>
      </Form>
    );
  }
  return (
    // Its own key: a new form with the reference, not the number form's state reused.
    <Form
      key={pending.reference}
      schema={aadhaarVerifySchema}
      defaultValues={{ reference: pending.reference, otp: '' }}
      aria-label={t('kyc.aadhaar.confirm')}
      className="kyc-form"
      onSubmit={async (values) => {
        try {
          done(await verifyAadhaarOtp(values));
          setPending(null);
        } catch (error) {
          refresh();
          throw error;
        }
      }}
    >
      <p>
        <Trans i18n={i18n} ns={texts.namespace} i18nKey="kyc.aadhaar.sentTo" components={{ masked: <MaskedAadhaar value={pending.masked} /> }} />
      </p>
      <TextField name="otp" label={t('kyc.aadhaar.otp')} inputMode="numeric" autoComplete="one-time-code" />
      <SubmitButton>{t('kyc.aadhaar.verify')}</SubmitButton>
      <button type="button" className="button button--link" onClick={() => setPending(null)}>
        {t('kyc.aadhaar.another')}
      </button>
    </Form>
  );
}

/** One-call steps: the form's values go straight to the check. */
function SingleCallForm({ step }: { step: Exclude<KycStep, 'aadhaar'> }) {
  const done = useKycDone();
  const refresh = useRefreshAfterFailure();
  const { t } = texts.useTexts();
  const run = async <T,>(call: (values: T) => Promise<{ message: string }>, values: T) => {
    try {
      done(await call(values));
    } catch (error) {
      refresh();
      throw error;
    }
  };
  switch (step) {
    case 'shopAadhaar':
      return (
        <Form schema={kycForms.shopAadhaar} aria-label={t('kyc.shopAadhaar.form')} className="kyc-form" onSubmit={(v) => run(verifyShopAadhaar, v)}>
          <TextField name="aadhaar" label={t('kyc.shopAadhaar.number')} inputMode="numeric" autoComplete="off" />
          <NoticeConsentField purpose="vendor-kyc" />
          <SubmitButton>{t('kyc.shopAadhaar.verify')}</SubmitButton>
        </Form>
      );
    case 'pan':
      return (
        <Form schema={kycForms.pan} aria-label={t('kyc.pan.form')} className="kyc-form" onSubmit={(v) => run(verifyPan, v)}>
          <TextField name="pan" label={t('kyc.pan.pan')} autoComplete="off" autoCapitalize="characters" />
          <NoticeConsentField purpose="vendor-kyc" />
          <SubmitButton>{t('kyc.pan.verify')}</SubmitButton>
        </Form>
      );
    case 'bank':
      return (
        <Form schema={kycForms.bank} aria-label={t('kyc.bank.form')} className="kyc-form" onSubmit={(v) => run(verifyBank, v)}>
          <TextField name="accountNumber" label={t('kyc.bank.account')} inputMode="numeric" autoComplete="off" />
          <TextField name="confirmAccountNumber" label={t('kyc.bank.confirm')} inputMode="numeric" autoComplete="off" />
          <TextField name="ifsc" label={t('kyc.bank.ifsc')} autoComplete="off" autoCapitalize="characters" />
          <NoticeConsentField purpose="vendor-kyc" />
          <SubmitButton>{t('kyc.bank.verify')}</SubmitButton>
        </Form>
      );
    case 'gst':
      return (
        <Form schema={kycForms.gst} aria-label={t('kyc.gst.form')} className="kyc-form" onSubmit={(v) => run(verifyGst, v)}>
          <TextField name="gstin" label={t('kyc.gst.gstin')} autoComplete="off" autoCapitalize="characters" />
          <NoticeConsentField purpose="vendor-kyc" />
          <SubmitButton>{t('kyc.gst.verify')}</SubmitButton>
        </Form>
      );
  }
}

export function KycSteps({ profile }: { profile: VendorProfile }) {
  const { t } = texts.useTexts();
  return (
    <ol className="kyc-steps" aria-label={t('kyc.steps')}>
      {profile.kyc.map((step) => (
        <li key={step.step} className={`kyc-step kyc-step--${step.status}`} data-testid={`kyc-${step.step}`}>
          <h3>
            {t(`kyc.labels.${step.step}`)} <span className={`status status--${step.status}`}>{t(`kyc.status.${step.status}`)}</span>
          </h3>
          {step.masked && (
            <p className="kyc-step__number">
              {step.step === 'aadhaar' || step.step === 'shopAadhaar' ? <MaskedAadhaar value={step.masked} /> : step.masked}
              {step.details.ifsc ? ` · ${step.details.ifsc}` : ''}
              {step.details.state ? ` · ${step.details.state}` : ''}
            </p>
          )}
          {step.status === 'failed' && step.reason && (
            <p className="kyc-step__reason" role="note">
              {step.reason}
            </p>
          )}
          {step.status !== 'verified' && (
            <>
              <p className="field__hint">{t(`kyc.why.${step.step}`)}</p>
              {profile.ownerName ? step.step === 'aadhaar' ? <AadhaarOtpForm /> : <SingleCallForm step={step.step} /> : <p>{t('kyc.ownerFirst')}</p>}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
