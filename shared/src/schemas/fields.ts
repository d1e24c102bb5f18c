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
import { formatRupees } from '@platform/shared/finance';
import { removeSpacesAndHyphens, unlessBlank, type FieldOptions, type Messages } from './field-rules';
import { fillTemplates, VALIDATION_TEXTS } from './validation-texts';

export { removeSpacesAndHyphens } from './field-rules';
export * from './document-fields';

// ---------------------------------------------------------------------------------------------
// Full name

export const FULL_NAME_MAX_LENGTH = 100;

export type FullNameMessages = Messages<'required' | 'tooLong'>;

export const FULL_NAME_MESSAGES: FullNameMessages = fillTemplates(VALIDATION_TEXTS.fullName, { max: FULL_NAME_MAX_LENGTH });

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

export const MOBILE_MESSAGES: MobileMessages = fillTemplates(VALIDATION_TEXTS.mobile, { length: MOBILE_LENGTH });

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

export const PINCODE_MESSAGES: PincodeMessages = fillTemplates(VALIDATION_TEXTS.pincode, { length: PINCODE_LENGTH });

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

export const EMAIL_MESSAGES: EmailMessages = VALIDATION_TEXTS.email;

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

export const ADDRESS_MESSAGES: AddressMessages = fillTemplates(VALIDATION_TEXTS.address, { max: ADDRESS_MAX_LENGTH });

export function createAddressSchema(options: FieldOptions<keyof AddressMessages> = {}) {
  const m = { ...ADDRESS_MESSAGES, ...options.messages };
  return string().trim().required(m.required).max(ADDRESS_MAX_LENGTH, m.tooLong);
}

export const addressSchema = createAddressSchema();

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
  return fillTemplates(VALIDATION_TEXTS.amount, { min: formatRupees(min), max: formatRupees(max) });
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
// Password

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export type PasswordMessages = Messages<'required' | 'tooShort' | 'tooLong' | 'upper' | 'lower' | 'digit' | 'symbol'>;

export const PASSWORD_MESSAGES: PasswordMessages = fillTemplates(VALIDATION_TEXTS.password, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

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

export const OTP_MESSAGES: OtpMessages = fillTemplates(VALIDATION_TEXTS.otp, { length: OTP_LENGTH });

export function createOtpSchema(options: FieldOptions<keyof OtpMessages> = {}) {
  const m = { ...OTP_MESSAGES, ...options.messages };
  return string()
    .trim()
    .required(m.required)
    .test({ name: 'otp', message: m.invalid, test: unlessBlank((v) => OTP_PATTERN.test(v)) });
}

export const otpSchema = createOtpSchema();
