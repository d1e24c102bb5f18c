// Schemas of the account flows and the customer area (api/README.md, "Customer area"). Payload keys
// are the wire names; the API server parses the same schemas, so a form and the server always agree
// on rules and texts.
import { boolean, number, object, ref, string, type InferType } from 'yup';
import { addressSchema, createPanSchema, emailSchema, fullNameSchema, pincodeSchema } from './fields';
import { registrationSchema } from './auth';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';

const a = VALIDATION_TEXTS.account;

/**
 * The sign-up form: the registration payload plus a confirmation the server never sees (the form
 * drops it before posting), so a mistyped password cannot lock a new partner out.
 */
export const signupFormSchema = registrationSchema.shape({
  confirmPassword: string()
    .required(a.confirmPassword)
    .oneOf([ref('password')], a.passwordsMatch),
});
export type SignupFormInput = InferType<typeof signupFormSchema>;

const requiredText = (message: string, max: number) => string().trim().required(message).max(max, fillTemplate(VALIDATION_TEXTS.text.tooLong, { max }));

/** PUT /customer/profile: what a customer may change; the mobile number is the login and stays. */
export const profileUpdateSchema = object({
  username: fullNameSchema,
  email: emailSchema,
  state: requiredText(a.stateRequired, 100),
  city: requiredText(a.cityRequired, 100),
  pinCode: pincodeSchema,
  address: addressSchema,
});
export type ProfileUpdateInput = InferType<typeof profileUpdateSchema>;

export const CREDIT_CONSENT_MESSAGE = a.creditConsent;
export const PERSONAL_PAN_MESSAGE = a.personalPan;

/**
 * POST /customer/cibil. A personal credit score belongs to an individual, so the PAN must be an
 * individual's (4th character P); the consent box must be ticked for every check (credit bureaus
 * require the person's explicit consent before a report is pulled).
 */
export const creditCheckSchema = object({
  pan: createPanSchema().test({
    name: 'pan-individual',
    message: PERSONAL_PAN_MESSAGE,
    test: (value) => !value || value.length !== 10 || value.charAt(3) === 'P',
  }),
  fullName: fullNameSchema,
  consent: boolean()
    // Only a real `true` is consent: yup would read the string "true" or 1 as yes.
    .transform((_value: unknown, original: unknown) => (original === true ? true : original === false ? false : undefined))
    .required(CREDIT_CONSENT_MESSAGE)
    .oneOf([true], CREDIT_CONSENT_MESSAGE),
});
export type CreditCheckInput = InferType<typeof creditCheckSchema>;

export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_PAGE_SIZE = 50;

const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  number()
    .transform((value: unknown, original: unknown) => (original === undefined || original === '' ? fallback : Number(original)))
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .default(fallback);

/** Query of the paged history lists (`?page=2&limit=10`). */
export const historyPageSchema = object({
  page: wholeNumber('page', 1, 100_000, 1),
  limit: wholeNumber('limit', 1, HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE),
});
export type HistoryPageInput = InferType<typeof historyPageSchema>;
