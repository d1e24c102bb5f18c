// Payload schemas of the auth group (docs/spec/product.md §§3 and 7). The keys are the wire names
// the site sends, spelling included (`conformpassword`, the carrier flow's capital `OTP`). The API
// server parses requests with these very schemas, so a form and the server can never disagree.
import { object, ref, string, type InferType } from 'yup';
import { addressSchema, emailSchema, fullNameSchema, mobileSchema, otpSchema, passwordSchema, pincodeSchema } from './fields';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';

const a = VALIDATION_TEXTS.account;
const tooLong = (max: number) => fillTemplate(VALIDATION_TEXTS.text.tooLong, { max });

const requiredText = (message: string, max = 200) => string().trim().required(message).max(max, tooLong(max));

const optionalText = (max = 100) => string().trim().max(max, tooLong(max)).optional();

/** POST /api/register */
export const registrationSchema = object({
  username: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  mobile: mobileSchema,
  state: requiredText(a.stateRequired, 100),
  city: requiredText(a.cityRequired, 100),
  pinCode: pincodeSchema,
  address: addressSchema,
  referral: optionalText(64),
  plan: optionalText(64),
});
export type RegistrationInput = InferType<typeof registrationSchema>;

/** POST /api/login. The password is not checked against the policy here: old passwords log in. */
export const loginSchema = object({
  email: emailSchema,
  password: string().required(VALIDATION_TEXTS.password.required).max(256, a.passwordTooLong),
});
export type LoginInput = InferType<typeof loginSchema>;

/** POST /auth/send-otp, /auth/forgot-password and /auth/verify-resend-otp: `{ mobile }`. */
export const mobileOnlySchema = object({ mobile: mobileSchema });
export type MobileOnlyInput = InferType<typeof mobileOnlySchema>;

/** POST /auth/verify-otp */
export const otpVerifySchema = object({ mobile: mobileSchema, otp: otpSchema });
export type OtpVerifyInput = InferType<typeof otpVerifySchema>;

/** POST /auth/mobile-verify and POST /inquiry/verify-otp: `{ otp }` with the flow's token. */
export const otpOnlySchema = object({ otp: otpSchema });
export type OtpOnlyInput = InferType<typeof otpOnlySchema>;

/** POST /carrier/send-otp */
export const carrierSendOtpSchema = object({
  mobile: mobileSchema,
  type: optionalText(50),
});
export type CarrierSendOtpInput = InferType<typeof carrierSendOtpSchema>;

/** POST /carrier/verify-otp: the careers pages send the code as capital `OTP`. */
export const carrierOtpVerifySchema = object({ OTP: otpSchema });
export type CarrierOtpVerifyInput = InferType<typeof carrierOtpVerifySchema>;

/** POST /auth/verify-reset-otp */
export const resetPasswordSchema = object({
  mobile: mobileSchema,
  otp: otpSchema,
  newPassword: passwordSchema,
  conformpassword: string()
    .required(a.confirmPassword)
    .oneOf([ref('newPassword')], a.passwordsMatch),
});
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;

/**
 * POST /auth/change-password (signed in). The current password is not checked against today's
 * policy (an old password still proves who you are); the new one is, and must differ from it.
 */
export const changePasswordSchema = object({
  currentPassword: string().required(a.currentPasswordRequired).max(256, a.passwordTooLong),
  newPassword: passwordSchema.notOneOf([ref('currentPassword')], a.newPasswordDifferent),
  conformpassword: string()
    .required(a.confirmPassword)
    .oneOf([ref('newPassword')], a.passwordsMatch),
});
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;

/** POST /api/get-address */
export const addressLookupSchema = object({ pinCode: pincodeSchema });
export type AddressLookupInput = InferType<typeof addressLookupSchema>;
