// A partner shop's KYC steps (handlers: api/src/kyc/routes.ts): the owner's Aadhaar by OTP, the
// shop owner's Aadhaar, PAN, the payout bank account and GST, each checked by the KYC provider
// and matched against the names on the shop's profile. Aadhaar numbers are never answered in
// full: a step shows `XXXX XXXX 1234`.
import { array, boolean, mixed, object, string, type InferType } from 'yup';
import {
  aadhaarOtpSchema,
  aadhaarVerifySchema,
  bankVerifySchema,
  gstVerifySchema,
  KYC_STEPS,
  panVerifySchema,
  shopAadhaarSchema,
  type KycStatus,
  type KycStep,
} from '../schemas';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, messageCodeFields } from './envelope';

const KYC_STATUSES = ['not_started', 'pending', 'verified', 'failed'] as const satisfies readonly KycStatus[];

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

/** One KYC step as the profile and every check answer it. */
export const kycStepSchema = object({
  step: mixed<KycStep>()
    .oneOf([...KYC_STEPS])
    .defined(),
  label: string().defined(),
  status: mixed<KycStatus>()
    .oneOf([...KYC_STATUSES])
    .defined(),
  reason: string().nullable().defined(),
  /** The number as it may be shown: `XXXX XXXX 1234`, `XXXXXX234F`, the GSTIN. */
  masked: string().nullable().defined(),
  /** What the provider told besides the name (the IFSC of a bank account, the state of a GSTIN). */
  details: mixed<Record<string, string>>(isTextRecord).defined(),
  updatedAt: isoDateTime().nullable(),
  verifiedAt: isoDateTime().nullable(),
});

/** What an unverified shop may not do yet (api/README.md, "What an unverified shop may not do"). */
export const shopPermissionsSchema = object({ addConnectors: boolean().defined(), receivePayouts: boolean().defined() });

type KycStepState = InferType<typeof kycStepSchema>;
const notStarted = (step: KycStep, label: string): KycStepState => ({
  step,
  label,
  status: 'not_started',
  reason: null,
  masked: null,
  details: {},
  updatedAt: null,
  verifiedAt: null,
});

/** The demo shop's steps once its owner's Aadhaar and PAN are verified (KYC half done). */
export const demoKycSteps = (): KycStepState[] => [
  {
    ...notStarted('aadhaar', 'Aadhaar (OTP)'),
    status: 'verified',
    masked: 'XXXX XXXX 2346',
    updatedAt: '2026-11-25T09:00:00.000Z',
    verifiedAt: '2026-11-25T09:00:00.000Z',
  },
  notStarted('shopAadhaar', "Shop owner's Aadhaar"),
  { ...notStarted('pan', 'PAN'), status: 'verified', masked: 'XXXXXX234F', updatedAt: '2026-11-25T09:05:00.000Z', verifiedAt: '2026-11-25T09:05:00.000Z' },
  notStarted('bank', 'Bank account'),
  notStarted('gst', 'GST registration'),
];

/** Every check answers the shop's steps and what it may now do; a refused check is a 422 naming why. */
export const kycStepListSchema = array(kycStepSchema.defined()).defined();
const checkAnswer = dataResponse(object({ steps: kycStepListSchema, permissions: shopPermissionsSchema.defined() })).concat(
  messageCodeFields(['kyc.step-verified']),
);
const checked = (message: string, step: KycStep) => ({
  success: true as const,
  message,
  messageCode: 'kyc.step-verified' as const,
  messageParams: { step },
  data: { steps: demoKycSteps(), permissions: { addConnectors: true, receivePayouts: false } },
});

/** Every check may be refused by the provider (422), limited per day (429) or find it down (503). */
const CHECK_ERRORS = [400, 401, 403, 422, 429, 503] as const;

export const requestAadhaarOtp = defineContract({
  operationId: 'requestShopAadhaarOtp',
  method: 'POST',
  path: '/auth/aadhar-otp',
  summary: "Start the owner's Aadhaar OTP (UIDAI sends the code to the Aadhaar-linked mobile)",
  tag: 'kyc',
  callers: ['vendor'],
  body: aadhaarOtpSchema,
  response: dataResponse(object({ reference: string().defined(), masked: string().defined() })),
  errors: [...CHECK_ERRORS, 409],
  samples: [
    {
      name: 'The demo owner starts the OTP',
      request: { body: { aadhaar: '234123412346' } },
      response: {
        success: true,
        message: 'OTP sent to the mobile number linked with Aadhaar XXXX XXXX 2346',
        data: { reference: 'LOCAL-x', masked: 'XXXX XXXX 2346' },
      },
    },
  ],
});

export const verifyAadhaarOtp = defineContract({
  operationId: 'verifyShopAadhaarOtp',
  method: 'POST',
  path: '/auth/aadhar-verify',
  summary: 'Complete the Aadhaar OTP: the e-KYC name must match the owner’s',
  tag: 'kyc',
  callers: ['vendor'],
  body: aadhaarVerifySchema,
  response: checkAnswer,
  errors: CHECK_ERRORS,
  samples: [
    {
      name: 'The OTP UIDAI sent',
      request: { body: { otp: '123456', reference: 'LOCAL-x' } },
      response: checked('Aadhaar (OTP) verified successfully', 'aadhaar'),
    },
  ],
});

export const verifyShopOwnerAadhaar = defineContract({
  operationId: 'verifyShopOwnerAadhaar',
  method: 'POST',
  path: '/auth/verify-shop-aadhar',
  summary: "Check the shop owner's Aadhaar against the owner's name (demographic match)",
  tag: 'kyc',
  callers: ['vendor'],
  body: shopAadhaarSchema,
  response: checkAnswer,
  errors: CHECK_ERRORS,
  samples: [
    {
      name: "The owner's Aadhaar",
      request: { body: { aadhaar: '234123412346' } },
      response: checked("Shop owner's Aadhaar verified successfully", 'shopAadhaar'),
    },
  ],
});

export const verifyShopPan = defineContract({
  operationId: 'verifyShopPan',
  method: 'POST',
  path: '/auth/pan-verify',
  summary: "Verify the owner's PAN (or the firm's) by name match",
  tag: 'kyc',
  callers: ['vendor'],
  body: panVerifySchema,
  response: checkAnswer,
  errors: CHECK_ERRORS,
  samples: [{ name: "The owner's PAN", request: { body: { pan: 'ABCPP1234F' } }, response: checked('PAN verified successfully', 'pan') }],
});

export const verifyShopBankAccount = defineContract({
  operationId: 'verifyShopBankAccount',
  method: 'POST',
  path: '/auth/bank-verify',
  summary: 'Verify the payout bank account by penny drop and name match',
  tag: 'kyc',
  callers: ['vendor'],
  body: bankVerifySchema,
  response: checkAnswer,
  errors: CHECK_ERRORS,
  samples: [
    {
      name: 'A savings account in the owner’s name',
      request: { body: { accountNumber: '123456789012', confirmAccountNumber: '123456789012', ifsc: 'SBIN0001234' } },
      response: checked('Bank account verified successfully', 'bank'),
    },
  ],
});

export const verifyShopGstin = defineContract({
  operationId: 'verifyShopGstin',
  method: 'POST',
  path: '/auth/gst-verify',
  summary: "Verify the shop's GSTIN: legal name and state against the profile",
  tag: 'kyc',
  callers: ['vendor'],
  body: gstVerifySchema,
  response: checkAnswer,
  errors: CHECK_ERRORS,
  samples: [
    {
      name: 'A GSTIN registered in Maharashtra',
      request: { body: { gstin: '27AAPFU0939F1ZV' } },
      response: checked('GST registration verified successfully', 'gst'),
    },
  ],
});

export const KYC_CONTRACTS = [requestAadhaarOtp, verifyAadhaarOtp, verifyShopOwnerAadhaar, verifyShopPan, verifyShopBankAccount, verifyShopGstin] as const;
