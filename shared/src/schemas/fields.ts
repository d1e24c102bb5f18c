// Field schemas, written once and composed by every form and by the API server (plain yup, no
// React). Each field comes twice: `xSchema` is the product default, `createXSchema(options)` builds
// the same rules with other message texts, so a form whose wording is fixed by the spec (the
// education loan, docs/spec/product.md §5) can say exactly that without restating the rules.
//
// Conventions:
// - Rules run in the order they are added and a form shows the first failing one, so the order
//   below is the order a person should hear about problems (required, then shape, then checksum).
// - Format rules skip empty values so that an empty field reports only "required" (the server
//   returns every error; one per problem reads better).
// - Transforms normalise what people paste (spaces in an Aadhaar, lower-case PAN); the values a
//   form submits and the server stores are the normalised ones.
import { number, string, type NumberSchema, type StringSchema } from 'yup';
import { isValidGstinChecksum, isValidVerhoeff } from './checksums';
import { formatRupees } from '@platform/shared/finance';

type Messages<K extends string> = Readonly<Record<K, string>>;

type FieldOptions<K extends string> = {
  /** Override any of the field's messages; the rest keep their defaults. */
  messages?: Partial<Messages<K>>;
};

const isBlank = (value: string | null | undefined): boolean => value == null || value === '';

/** A test that leaves empty values to `required` (or lets them through when optional). */
function unlessBlank(predicate: (value: string) => boolean) {
  return (value: string | null | undefined): boolean => isBlank(value) || predicate(value as string);
}

export const removeSpacesAndHyphens = (value: unknown): unknown => (typeof value === 'string' ? value.replace(/[\s-]+/g, '') : value);

const upperCase = (value: unknown): unknown => (typeof value === 'string' ? value.toUpperCase() : value);

// ---------------------------------------------------------------------------------------------
// Full name

export const FULL_NAME_MAX_LENGTH = 100;

export type FullNameMessages = Messages<'required' | 'tooLong'>;

export const FULL_NAME_MESSAGES: FullNameMessages = {
  required: 'Full Name is required',
  tooLong: `Full Name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
};

export function createFullNameSchema(options: FieldOptions<keyof FullNameMessages> = {}) {
  const m = { ...FULL_NAME_MESSAGES, ...options.messages };
  // No character whitelist on purpose: Indian names come in many scripts and spellings, and a
  // rejected real name loses an applicant. The length bound protects storage.
  return string().trim().required(m.required).max(FULL_NAME_MAX_LENGTH, m.tooLong);
}

export const fullNameSchema = createFullNameSchema();

// ---------------------------------------------------------------------------------------------
// Mobile

export const MOBILE_LENGTH = 10;
/** Indian mobile numbers (TRAI numbering plan) start with 6, 7, 8 or 9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const MOBILE_DIGITS = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);

export type MobileMessages = Messages<'required' | 'length' | 'invalid'>;

export const MOBILE_MESSAGES: MobileMessages = {
  required: 'Phone number is required',
  length: `Phone number must be ${MOBILE_LENGTH} digits`,
  invalid: 'Enter a valid Indian mobile number',
};

export type MobileSchemaOptions = FieldOptions<keyof MobileMessages> & {
  /**
   * Check the 6-9 leading digit (default true). The education-loan form turns it off because
   * docs/spec/product.md §5 fixes that form's rules to "exactly 10 digits" and nothing more.
   */
  requireMobilePrefix?: boolean;
};

export function createMobileSchema(options: MobileSchemaOptions = {}) {
  const m = { ...MOBILE_MESSAGES, ...options.messages };
  const schema = string()
    .transform(removeSpacesAndHyphens)
    .required(m.required)
    .test({
      name: 'mobile-length',
      message: m.length,
      test: unlessBlank((value) => MOBILE_DIGITS.test(value)),
    });
  if (options.requireMobilePrefix === false) return schema;
  return schema.test({
    name: 'mobile-prefix',
    message: m.invalid,
    test: unlessBlank((value) => MOBILE_PATTERN.test(value)),
  });
}

export const mobileSchema = createMobileSchema();

// ---------------------------------------------------------------------------------------------
// PIN code

export const PINCODE_LENGTH = 6;

export type PincodeMessages = Messages<'required' | 'digits' | 'length'>;

export const PINCODE_MESSAGES: PincodeMessages = {
  required: 'Pin Code is required',
  digits: 'Must be only digits',
  length: `Must be exactly ${PINCODE_LENGTH} digits`,
};

export function createPincodeSchema(options: FieldOptions<keyof PincodeMessages> = {}) {
  const m = { ...PINCODE_MESSAGES, ...options.messages };
  // docs/spec/product.md §5 orders the rules: required, digits only, exactly 6. "12a" must hear
  // about the letter first, "12345" about the length.
  return string()
    .trim()
    .required(m.required)
    .test({ name: 'pincode-digits', message: m.digits, test: unlessBlank((v) => /^\d+$/.test(v)) })
    .test({
      name: 'pincode-length',
      message: m.length,
      test: unlessBlank((v) => v.length === PINCODE_LENGTH),
    });
}

export const pincodeSchema = createPincodeSchema();

// ---------------------------------------------------------------------------------------------
// Email

/** RFC 5321 limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
// The WHATWG `type=email` pattern, except the domain needs at least one dot: "name@gmail" is a
// typo in this product, never a real customer address.
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export type EmailMessages = Messages<'required' | 'invalid'>;

export const EMAIL_MESSAGES: EmailMessages = {
  required: 'Email is required',
  invalid: 'Invalid email address',
};

export function createEmailSchema(options: FieldOptions<keyof EmailMessages> = {}) {
  const m = { ...EMAIL_MESSAGES, ...options.messages };
  return string()
    .trim()
    .lowercase()
    .required(m.required)
    .test({
      name: 'email',
      message: m.invalid,
      test: unlessBlank((v) => v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v)),
    });
}

export const emailSchema = createEmailSchema();

// ---------------------------------------------------------------------------------------------
// Address

export const ADDRESS_MAX_LENGTH = 500;

export type AddressMessages = Messages<'required' | 'tooLong'>;

export const ADDRESS_MESSAGES: AddressMessages = {
  required: 'Address is required',
  tooLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
};

export function createAddressSchema(options: FieldOptions<keyof AddressMessages> = {}) {
  const m = { ...ADDRESS_MESSAGES, ...options.messages };
  return string().trim().required(m.required).max(ADDRESS_MAX_LENGTH, m.tooLong);
}

export const addressSchema = createAddressSchema();

// ---------------------------------------------------------------------------------------------
// PAN

export const PAN_LENGTH = 10;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * The 4th PAN character names the holder's status (Income Tax Department). Anything else is a
 * mistyped PAN, and a GSTIN embeds a PAN, so both schemas use this table.
 */
export const PAN_HOLDER_TYPES = {
  P: 'Individual',
  C: 'Company',
  H: 'Hindu Undivided Family',
  F: 'Firm or LLP',
  A: 'Association of Persons',
  T: 'Trust',
  B: 'Body of Individuals',
  L: 'Local Authority',
  J: 'Artificial Juridical Person',
  G: 'Government',
} as const;

export type PanHolderType = keyof typeof PAN_HOLDER_TYPES;

export function isPanHolderType(character: string): character is PanHolderType {
  return Object.hasOwn(PAN_HOLDER_TYPES, character);
}

/** True for a well-formed PAN with a known holder type (upper case, no spaces). */
export function isValidPan(pan: string): boolean {
  return PAN_PATTERN.test(pan) && isPanHolderType(pan.charAt(3));
}

export type PanMessages = Messages<'required' | 'invalid' | 'holderType'>;

export const PAN_MESSAGES: PanMessages = {
  required: 'PAN is required',
  invalid: 'Enter a valid PAN, e.g. ABCPE1234F',
  holderType: 'The 4th character of a PAN must be one of P, C, H, F, A, T, B, L, J or G',
};

export function createPanSchema(options: FieldOptions<keyof PanMessages> = {}) {
  const m = { ...PAN_MESSAGES, ...options.messages };
  return string()
    .transform(removeSpacesAndHyphens)
    .transform(upperCase)
    .required(m.required)
    .test({ name: 'pan-format', message: m.invalid, test: unlessBlank((v) => PAN_PATTERN.test(v)) })
    .test({
      name: 'pan-holder-type',
      message: m.holderType,
      test: unlessBlank((v) => !PAN_PATTERN.test(v) || isPanHolderType(v.charAt(3))),
    });
}

export const panSchema = createPanSchema();

// ---------------------------------------------------------------------------------------------
// Aadhaar

export const AADHAAR_LENGTH = 12;
const AADHAAR_DIGITS = new RegExp(`^\\d{${AADHAAR_LENGTH}}$`);

export type AadhaarMessages = Messages<'required' | 'length' | 'firstDigit' | 'checksum'>;

export const AADHAAR_MESSAGES: AadhaarMessages = {
  required: 'Aadhaar number is required',
  length: `Aadhaar number must be ${AADHAAR_LENGTH} digits`,
  firstDigit: 'Aadhaar number cannot start with 0 or 1',
  checksum: 'Enter a valid Aadhaar number: please check it for typing mistakes',
};

/** True for a 12-digit Aadhaar number not starting with 0/1 whose Verhoeff check digit matches. */
export function isValidAadhaar(aadhaar: string): boolean {
  return /^[2-9]\d{11}$/.test(aadhaar) && isValidVerhoeff(aadhaar);
}

export function createAadhaarSchema(options: FieldOptions<keyof AadhaarMessages> = {}) {
  const m = { ...AADHAAR_MESSAGES, ...options.messages };
  const twelveDigits = (v: string) => AADHAAR_DIGITS.test(v);
  return (
    string()
      // The card prints the number as "2341 2341 2346"; people copy it that way.
      .transform(removeSpacesAndHyphens)
      .required(m.required)
      .test({ name: 'aadhaar-length', message: m.length, test: unlessBlank(twelveDigits) })
      .test({
        name: 'aadhaar-first-digit',
        message: m.firstDigit,
        test: unlessBlank((v) => !twelveDigits(v) || /^[2-9]/.test(v)),
      })
      .test({
        name: 'aadhaar-checksum',
        message: m.checksum,
        test: unlessBlank((v) => !/^[2-9]\d{11}$/.test(v) || isValidVerhoeff(v)),
      })
  );
}

export const aadhaarSchema = createAadhaarSchema();

// ---------------------------------------------------------------------------------------------
// GSTIN

export const GSTIN_LENGTH = 15;
// 2-digit state code, the holder's PAN, entity number (1-9, then A-Z), the default "Z", and the
// check character. Special registrations (TDS/TCS deductors, UN bodies, non-resident OIDAR) use
// other layouts without a PAN; the marketplace registers regular taxpayers only.
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * GST state codes: 01-38 (01 Jammu and Kashmir … 37 Andhra Pradesh, 38 Ladakh; 25 and 28 are
 * pre-merger codes still printed on older registrations), 97 Other Territory, 99 Centre
 * Jurisdiction.
 */
export const GST_STATE_CODES: readonly string[] = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97', '99'];

export type GstinMessages = Messages<'required' | 'length' | 'invalid' | 'stateCode' | 'pan' | 'checksum'>;

export const GSTIN_MESSAGES: GstinMessages = {
  required: 'GSTIN is required',
  length: `GSTIN must be ${GSTIN_LENGTH} characters`,
  invalid: 'Enter a valid GSTIN, e.g. 27AAPFU0939F1ZV',
  stateCode: 'GSTIN must start with a valid state code',
  pan: 'Characters 3 to 12 of a GSTIN must be a valid PAN',
  checksum: 'Enter a valid GSTIN: its last character does not match, please check for typing mistakes',
};

/** True for a regular-taxpayer GSTIN: layout, state code, embedded PAN and check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && GST_STATE_CODES.includes(gstin.slice(0, 2)) && isValidPan(gstin.slice(2, 12)) && isValidGstinChecksum(gstin);
}

export function createGstinSchema(options: FieldOptions<keyof GstinMessages> = {}) {
  const m = { ...GSTIN_MESSAGES, ...options.messages };
  // Each later rule assumes the earlier ones held, so a wrong length is not also reported as a
  // bad checksum.
  const wellFormed = (v: string) => GSTIN_PATTERN.test(v);
  return string()
    .transform(removeSpacesAndHyphens)
    .transform(upperCase)
    .required(m.required)
    .test({
      name: 'gstin-length',
      message: m.length,
      test: unlessBlank((v) => v.length === GSTIN_LENGTH),
    })
    .test({
      name: 'gstin-format',
      message: m.invalid,
      test: unlessBlank((v) => v.length !== GSTIN_LENGTH || wellFormed(v)),
    })
    .test({
      name: 'gstin-state-code',
      message: m.stateCode,
      test: unlessBlank((v) => !wellFormed(v) || GST_STATE_CODES.includes(v.slice(0, 2))),
    })
    .test({
      name: 'gstin-pan',
      message: m.pan,
      test: unlessBlank((v) => !wellFormed(v) || isValidPan(v.slice(2, 12))),
    })
    .test({
      name: 'gstin-checksum',
      message: m.checksum,
      test: unlessBlank((v) => !wellFormed(v) || isValidGstinChecksum(v)),
    });
}

export const gstinSchema = createGstinSchema();

// ---------------------------------------------------------------------------------------------
// IFSC

export const IFSC_LENGTH = 11;
/** RBI layout: 4-letter bank code, a reserved 0, then a 6-character branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export type IfscMessages = Messages<'required' | 'invalid'>;

export const IFSC_MESSAGES: IfscMessages = {
  required: 'IFSC is required',
  invalid: 'Enter a valid IFSC, e.g. SBIN0001234',
};

export function createIfscSchema(options: FieldOptions<keyof IfscMessages> = {}) {
  const m = { ...IFSC_MESSAGES, ...options.messages };
  return string()
    .trim()
    .transform(upperCase)
    .required(m.required)
    .test({ name: 'ifsc', message: m.invalid, test: unlessBlank((v) => IFSC_PATTERN.test(v)) });
}

export const ifscSchema = createIfscSchema();

// ---------------------------------------------------------------------------------------------
// Amount (rupees)

/** Whole rupees. Loan products set their own bounds; these defaults only stop nonsense. */
export const AMOUNT_MIN = 1;
/** ₹10 crore: above any retail loan or service the marketplace sells. */
export const AMOUNT_MAX = 100_000_000;

export type AmountMessages = Messages<'required' | 'notANumber' | 'wholeRupees' | 'min' | 'max'>;

export type AmountSchemaOptions = FieldOptions<keyof AmountMessages> & {
  min?: number;
  max?: number;
};

export function amountMessages(min = AMOUNT_MIN, max = AMOUNT_MAX): AmountMessages {
  return {
    required: 'Amount is required',
    notANumber: 'Enter the amount in rupees, digits only',
    wholeRupees: 'Enter the amount in whole rupees',
    min: `Amount must be at least ${formatRupees(min)}`,
    max: `Amount must be at most ${formatRupees(max)}`,
  };
}

export const AMOUNT_MESSAGES: AmountMessages = amountMessages();

/**
 * Reads what a person types in an amount box: "5,00,000", "₹ 50000", "50000". An empty box is
 * "missing" (so it reports `required`), not "not a number".
 */
function parseRupees(_value: unknown, original: unknown): unknown {
  if (original == null) return undefined;
  if (typeof original === 'number') return Number.isNaN(original) ? undefined : original;
  if (typeof original !== 'string') return original;
  const cleaned = original.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  if (cleaned === '') return undefined;
  // Number() rather than parseFloat: "50000abc" must fail, not become 50000.
  return Number(cleaned);
}

export function createAmountSchema(options: AmountSchemaOptions = {}): NumberSchema<number> {
  const min = options.min ?? AMOUNT_MIN;
  const max = options.max ?? AMOUNT_MAX;
  const m = { ...amountMessages(min, max), ...options.messages };
  return number().transform(parseRupees).typeError(m.notANumber).required(m.required).integer(m.wholeRupees).min(min, m.min).max(max, m.max);
}

export const amountSchema = createAmountSchema();

// ---------------------------------------------------------------------------------------------
// Vehicle registration number

/**
 * Registration state codes, including the old ones still on plates (OR, UA, DD, DN) and the new
 * (OD, TG, LA, DH). A plate from an unknown code is a typo.
 */
export const VEHICLE_STATE_CODES: readonly string[] = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CG',
  'CH',
  'DD',
  'DH',
  'DL',
  'DN',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'OR',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TG',
  'TN',
  'TR',
  'TS',
  'UA',
  'UK',
  'UP',
  'WB',
];

/** State code, 1-2 digit RTO code, 0-3 letter series, 4-digit number: MH12AB1234, DL3CAB0001. */
export const VEHICLE_NUMBER_PATTERN = /^([A-Z]{2})\d{1,2}[A-Z]{0,3}\d{4}$/;
/** Bharat series (2021): year, "BH", 4 digits, 1-2 letters without I and O: 22BH1234AB. */
export const BH_VEHICLE_NUMBER_PATTERN = /^\d{2}BH\d{4}[A-HJ-NP-Z]{1,2}$/;

export type VehicleNumberMessages = Messages<'required' | 'invalid' | 'stateCode'>;

export const VEHICLE_NUMBER_MESSAGES: VehicleNumberMessages = {
  required: 'Vehicle registration number is required',
  invalid: 'Enter a valid registration number, e.g. MH12AB1234 or 22BH1234AB',
  stateCode: 'Registration number must start with a valid state code',
};

export function createVehicleNumberSchema(options: FieldOptions<keyof VehicleNumberMessages> = {}) {
  const m = { ...VEHICLE_NUMBER_MESSAGES, ...options.messages };
  const wellFormed = (v: string) => VEHICLE_NUMBER_PATTERN.test(v) || BH_VEHICLE_NUMBER_PATTERN.test(v);
  return (
    string()
      // Plates and RCs write it "MH 12 AB 1234" or "MH-12-AB-1234"; store it one way.
      .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s.-]+/g, '').toUpperCase() : value))
      .required(m.required)
      .test({ name: 'vehicle-number', message: m.invalid, test: unlessBlank(wellFormed) })
      .test({
        name: 'vehicle-state-code',
        message: m.stateCode,
        test: unlessBlank((v) => !VEHICLE_NUMBER_PATTERN.test(v) || VEHICLE_STATE_CODES.includes(v.slice(0, 2))),
      })
  );
}

export const vehicleNumberSchema = createVehicleNumberSchema();

// ---------------------------------------------------------------------------------------------
// Password

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export type PasswordMessages = Messages<'required' | 'tooShort' | 'tooLong' | 'upper' | 'lower' | 'digit' | 'symbol'>;

export const PASSWORD_MESSAGES: PasswordMessages = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  upper: 'Password must contain an upper-case letter',
  lower: 'Password must contain a lower-case letter',
  digit: 'Password must contain a digit',
  symbol: 'Password must contain a symbol, e.g. ! @ # $',
};

export function createPasswordSchema(options: FieldOptions<keyof PasswordMessages> = {}): StringSchema<string> {
  const m = { ...PASSWORD_MESSAGES, ...options.messages };
  const has = (name: string, message: string, pattern: RegExp) => ({ name, message, test: unlessBlank((v) => pattern.test(v)) }) as const;
  // No trim: spaces are part of a password and silently dropping them would lock people out.
  return string()
    .required(m.required)
    .test({
      name: 'password-min',
      message: m.tooShort,
      test: unlessBlank((v) => v.length >= PASSWORD_MIN_LENGTH),
    })
    .max(PASSWORD_MAX_LENGTH, m.tooLong)
    .test(has('password-upper', m.upper, /[A-Z]/))
    .test(has('password-lower', m.lower, /[a-z]/))
    .test(has('password-digit', m.digit, /\d/))
    .test(has('password-symbol', m.symbol, /[^A-Za-z0-9\s]/));
}

export const passwordSchema = createPasswordSchema();

// ---------------------------------------------------------------------------------------------
// OTP

export const OTP_LENGTH = 6;
/** The API refuses a new OTP sooner than this after the last one; pages count it down. */
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const OTP_PATTERN = /^\d{6}$/;

export type OtpMessages = Messages<'required' | 'invalid'>;

export const OTP_MESSAGES: OtpMessages = {
  required: 'OTP is required',
  invalid: `OTP must be ${OTP_LENGTH} digits`,
};

export function createOtpSchema(options: FieldOptions<keyof OtpMessages> = {}) {
  const m = { ...OTP_MESSAGES, ...options.messages };
  return string()
    .trim()
    .required(m.required)
    .test({ name: 'otp', message: m.invalid, test: unlessBlank((v) => OTP_PATTERN.test(v)) });
}

export const otpSchema = createOtpSchema();
