// The shop's KYC steps, each with its state (not started, pending, verified, failed with the
// reason) and the form that completes it. Numbers are checked by the shared schemas before they
// are sent; the server answers who they belong to and whether the name matches the profile.
import { useState } from 'react';
import { notify } from '@platform/shared';
import { vendorQueryKeys, type KycStepState, type VendorProfile } from '@platform/shared/dashboard';
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
import { requestAadhaarOtp, verifyAadhaarOtp, verifyBank, verifyGst, verifyPan, verifyShopAadhaar } from './profile-api';

const STATUS_TEXT: Record<KycStepState['status'], string> = {
  not_started: 'Not started',
  pending: 'Pending',
  verified: 'Verified',
  failed: 'Failed',
};

const WHY: Record<KycStep, string> = {
  aadhaar: "UIDAI sends an OTP to the mobile number linked with the owner's Aadhaar.",
  shopAadhaar: "The shop owner's Aadhaar, matched with the owner's name on your profile.",
  pan: "The owner's PAN (or the firm's PAN for a company or partnership).",
  bank: 'Commission is paid only to this account. We send ₹1 to check the name on it.',
  gst: 'Optional for small shops; needed for GST invoices. It must be registered in your shop’s state.',
};

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
    notify.success(answer.message);
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
  if (!pending) {
    return (
      <Form
        key="aadhaar-number"
        schema={kycForms.aadhaar}
        aria-label="Start the Aadhaar check"
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
        <TextField name="aadhaar" label="Aadhaar number" inputMode="numeric" autoComplete="off" hint="12 digits as printed on the card" />
        <NoticeConsentField purpose="vendor-kyc" />
        <SubmitButton>Send OTP</SubmitButton>
      </Form>
    );
  }
  return (
    // Its own key: a new form with the reference, not the number form's state reused.
    <Form
      key={pending.reference}
      schema={aadhaarVerifySchema}
      defaultValues={{ reference: pending.reference, otp: '' }}
      aria-label="Confirm the Aadhaar OTP"
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
        OTP sent to the mobile number linked with Aadhaar <MaskedAadhaar value={pending.masked} />.
      </p>
      <TextField name="otp" label="Aadhaar OTP" inputMode="numeric" autoComplete="one-time-code" />
      <SubmitButton>Verify Aadhaar</SubmitButton>
      <button type="button" className="button button--link" onClick={() => setPending(null)}>
        Use another number
      </button>
    </Form>
  );
}

/** One-call steps: the form's values go straight to the check. */
function SingleCallForm({ step }: { step: Exclude<KycStep, 'aadhaar'> }) {
  const done = useKycDone();
  const refresh = useRefreshAfterFailure();
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
        <Form schema={kycForms.shopAadhaar} aria-label="Shop owner's Aadhaar check" className="kyc-form" onSubmit={(v) => run(verifyShopAadhaar, v)}>
          <TextField name="aadhaar" label="Shop owner's Aadhaar number" inputMode="numeric" autoComplete="off" />
          <NoticeConsentField purpose="vendor-kyc" />
          <SubmitButton>Verify owner's Aadhaar</SubmitButton>
        </Form>
      );
    case 'pan':
      return (
        <Form schema={kycForms.pan} aria-label="PAN check" className="kyc-form" onSubmit={(v) => run(verifyPan, v)}>
          <TextField name="pan" label="PAN" autoComplete="off" autoCapitalize="characters" />
          <NoticeConsentField purpose="vendor-kyc" />
          <SubmitButton>Verify PAN</SubmitButton>
        </Form>
      );
    case 'bank':
      return (
        <Form schema={kycForms.bank} aria-label="Bank account check" className="kyc-form" onSubmit={(v) => run(verifyBank, v)}>
          <TextField name="accountNumber" label="Account number" inputMode="numeric" autoComplete="off" />
          <TextField name="confirmAccountNumber" label="Confirm account number" inputMode="numeric" autoComplete="off" />
          <TextField name="ifsc" label="IFSC" autoComplete="off" autoCapitalize="characters" />
          <NoticeConsentField purpose="vendor-kyc" />
          <SubmitButton>Verify bank account</SubmitButton>
        </Form>
      );
    case 'gst':
      return (
        <Form schema={kycForms.gst} aria-label="GSTIN check" className="kyc-form" onSubmit={(v) => run(verifyGst, v)}>
          <TextField name="gstin" label="GSTIN" autoComplete="off" autoCapitalize="characters" />
          <NoticeConsentField purpose="vendor-kyc" />
          <SubmitButton>Verify GSTIN</SubmitButton>
        </Form>
      );
  }
}

export function KycSteps({ profile }: { profile: VendorProfile }) {
  return (
    <ol className="kyc-steps" aria-label="KYC steps">
      {profile.kyc.map((step) => (
        <li key={step.step} className={`kyc-step kyc-step--${step.status}`} data-testid={`kyc-${step.step}`}>
          <h3>
            {step.label} <span className={`status status--${step.status}`}>{STATUS_TEXT[step.status]}</span>
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
              <p className="field__hint">{WHY[step.step]}</p>
              {profile.ownerName ? (
                step.step === 'aadhaar' ? (
                  <AadhaarOtpForm />
                ) : (
                  <SingleCallForm step={step.step} />
                )
              ) : (
                <p>Add the owner's name in your profile first: every check compares names with it.</p>
              )}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
