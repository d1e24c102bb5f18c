// Schemas of the vendor (partner shop) area (api/README.md, "Vendor area"): the shop profile, the
// KYC steps, connectors and the password change. Wire keys are the product's; the API parses these
// very schemas.
import { boolean, object, ref, string, type InferType } from 'yup';
import {
  aadhaarSchema,
  addressSchema,
  createFullNameSchema,
  emailSchema,
  fullNameSchema,
  gstinSchema,
  ifscSchema,
  mobileSchema,
  otpSchema,
  panSchema,
  pincodeSchema,
} from './fields';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';

const s = VALIDATION_TEXTS.shop;

const requiredText = (message: string, max: number) => string().trim().required(message).max(max, fillTemplate(VALIDATION_TEXTS.text.tooLong, { max }));

export const SHOP_NAME_MESSAGE = s.nameRequired;
export const OWNER_NAME_MESSAGE = s.ownerRequired;

/** POST /api/update-profile: what a shop may change. The mobile number is the login and stays. */
export const vendorProfileUpdateSchema = object({
  username: createFullNameSchema({ messages: { required: SHOP_NAME_MESSAGE, tooLong: fillTemplate(s.nameTooLong, { max: 100 }) } }),
  ownerName: createFullNameSchema({ messages: { required: OWNER_NAME_MESSAGE, tooLong: fillTemplate(s.ownerTooLong, { max: 100 }) } }),
  email: emailSchema,
  state: requiredText(VALIDATION_TEXTS.account.stateRequired, 100),
  city: requiredText(VALIDATION_TEXTS.account.cityRequired, 100),
  pinCode: pincodeSchema,
  address: addressSchema,
});
export type VendorProfileUpdateInput = InferType<typeof vendorProfileUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// KYC steps

/** The steps a shop goes through, in the order the dashboard shows them. */
export const KYC_STEPS = ['aadhaar', 'shopAadhaar', 'pan', 'bank', 'gst'] as const;
export type KycStep = (typeof KYC_STEPS)[number];
export const KYC_STEP_LABELS: Readonly<Record<KycStep, string>> = {
  aadhaar: 'Aadhaar (OTP)',
  shopAadhaar: "Shop owner's Aadhaar",
  pan: 'PAN',
  bank: 'Bank account',
  gst: 'GST registration',
};
export type KycStatus = 'not_started' | 'pending' | 'verified' | 'failed';

/** One KYC step as the profile answers it (GET /api/get-profile, `kyc`). */
export interface KycStepState {
  step: KycStep;
  label: string;
  status: KycStatus;
  reason: string | null;
  /** The number as it may be shown: `XXXX XXXX 1234`, `XXXXXX234F`, the GSTIN. */
  masked: string | null;
  details: Record<string, string>;
  updatedAt: string | null;
  verifiedAt: string | null;
}

/** POST /auth/aadhar-otp */
export const aadhaarOtpSchema = object({ aadhaar: aadhaarSchema });
/** POST /auth/aadhar-verify: the OTP UIDAI sent, and the reference the OTP request answered. */
export const aadhaarVerifySchema = object({
  otp: otpSchema,
  reference: string().trim().required(s.newOtp).max(100, s.newOtp),
});
/** POST /auth/verify-shop-aadhar: the shop owner's Aadhaar, matched against the owner's name. */
export const shopAadhaarSchema = object({ aadhaar: aadhaarSchema });
/**
 * POST /auth/pan-verify: the owner's PAN (or the firm's), matched against the owner's (or the
 * shop's) name on the profile. Names come from the profile, never from the form, so a shop cannot
 * pass a check by typing whatever name the PAN carries.
 */
export const panVerifySchema = object({ pan: panSchema });

export const BANK_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** POST /auth/bank-verify: a penny drop answers the holder's name, which must match. */
export const bankVerifySchema = object({
  accountNumber: string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v))
    .required(s.accountRequired)
    .matches(BANK_ACCOUNT_PATTERN, { message: s.accountShape, excludeEmptyString: true }),
  confirmAccountNumber: string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v))
    .required(s.confirmAccount)
    .oneOf([ref('accountNumber')], s.accountsMatch),
  ifsc: ifscSchema,
});
/** POST /auth/gst-verify: checksum here; legal name and state against the profile on the server. */
export const gstVerifySchema = object({ gstin: gstinSchema });

/** GST state codes to the state or territory names a shop's address uses. */
export const GST_STATE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};

// ---------------------------------------------------------------------------------------------
// Connectors

/** POST /vendor/connectors: a shop adds one of its field agents. */
export const connectorSchema = object({
  name: fullNameSchema,
  mobile: mobileSchema,
  pinCode: pincodeSchema,
});
export type ConnectorInput = InferType<typeof connectorSchema>;

export const REFERRAL_CODE_MESSAGE = s.referralRequired;
const referralCodeSchema = string()
  .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
  .required(REFERRAL_CODE_MESSAGE)
  .matches(/^[A-Z0-9]{4,16}$/, { message: s.referralShape, excludeEmptyString: true });

/** POST /connector/send-otp: a person joins a shop as its connector (public page). */
export const connectorJoinSchema = connectorSchema.shape({
  referralCode: referralCodeSchema,
  consent: boolean()
    .transform((_v: unknown, original: unknown) => (original === true ? true : original === false ? false : undefined))
    .required(s.connectorConsent)
    .oneOf([true], s.connectorConsent),
});
export type ConnectorJoinInput = InferType<typeof connectorJoinSchema>;
