// Sign-in, handled in api/src/auth/routes.ts and api/src/auth/staff-login.ts: a shop's registration and password
// login, the OTP flows (customer login, sign-up confirmation, resend, password reset), logout and
// password change, and the telecaller's and banker's OTP sign-in; who is signed in is
// auth-account.ts. The request schemas are the forms' own (schemas/auth.ts); a flow's token
// travels in X-Flow-Token (`flow` names whose). The signed-in person's language is kept by
// api/src/auth/language.ts (docs/decisions/053).
import { mixed, object, string, type InferType } from 'yup';
import { changePasswordSchema, loginSchema, mobileOnlySchema, otpOnlySchema, otpVerifySchema, registrationSchema, resetPasswordSchema } from '../schemas/auth';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../schemas/staff';
import {
  ACCOUNT_LANGUAGES,
  ACCOUNT_ROLES,
  accountIdentitySchema,
  accountRole,
  getProfile,
  getUser,
  SAMPLE_SHOP as SHOP,
  type AccountLanguage,
} from './auth-account';
import { ACCOUNT_LANGUAGE_PATH } from '../i18n/account-language-path';
import { defineContract } from './contract';
import { successResponse } from './envelope';

const token = () => string().defined();

/** A sign-in's answer: the access token (also as `token`, the product's older name) and whose it is. */
export const signInAnswerSchema = object({
  accessToken: token(),
  token: token(),
  role: accountRole(),
  user: accountIdentitySchema.defined(),
});

const staffSignInAnswerSchema = signInAnswerSchema.concat(
  object({
    approvalStatus: mixed<ApprovalStatus>()
      .oneOf([...APPROVAL_STATUSES])
      .defined(),
  }),
);

// Samples: the demo accounts (SEED_DEMO=1) and a new shop; tokens stand for real ones.
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl';
const signedIn = (user: InferType<typeof accountIdentitySchema>) => ({ accessToken: TOKEN, token: TOKEN, role: user.role, user });
const NEW_SHOP = {
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  role: 'vendor' as const,
  username: 'Meera Nair',
  email: 'new.vendor@example.com',
  mobile: '9123456789',
};
const TELECALLER = {
  id: '3c9d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  role: 'telecaller' as const,
  username: 'Rahul Verma',
  email: 'demo.telecaller@example.com',
  mobile: '9876500003',
};
const BANKER = {
  id: '5b0c7d1e-8a61-4c0f-9d59-2f3a1c6e7b10',
  role: 'banker' as const,
  username: 'Vikram Desai',
  email: 'demo.banker@example.com',
  mobile: '9876500006',
};
/** A mobile's first OTP login opens its customer identity (no name or email yet). */
const NEW_CUSTOMER = { id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d', role: 'customer' as const, username: '', email: null, mobile: '9876543210' };
const NEW_PASSWORD = { newPassword: 'N3w!Password', conformpassword: 'N3w!Password' };

export const registerPartner = defineContract({
  operationId: 'registerPartner',
  method: 'POST',
  path: '/api/register',
  summary: 'Register a partner (vendor) account; sends a sign-up OTP to the mobile number',
  tag: 'auth',
  callers: ['anyone'],
  body: registrationSchema,
  status: 201,
  response: successResponse(object({ signUpToken: token() })),
  errors: [400, 409, 429, 503],
  samples: [
    {
      name: 'A new shop',
      request: {
        body: {
          username: NEW_SHOP.username,
          email: NEW_SHOP.email,
          password: 'Str0ng!Pass',
          mobile: NEW_SHOP.mobile,
          state: 'Kerala',
          city: 'Kochi',
          pinCode: '682001',
          address: 'MG Road, Ernakulam',
        },
      },
      response: { success: true, message: 'Registration successful. Enter the OTP sent to your mobile number.', signUpToken: TOKEN },
    },
  ],
});

export const logIn = defineContract({
  operationId: 'logIn',
  method: 'POST',
  path: '/api/login',
  summary: 'Log in with email and password',
  tag: 'auth',
  callers: ['anyone'],
  body: loginSchema,
  response: successResponse(signInAnswerSchema),
  errors: [400, 401, 403, 429],
  samples: [
    {
      name: 'The demo shop',
      request: { body: { email: SHOP.email, password: 'Vendor@2026' } },
      response: { success: true, message: 'Logged in successfully', ...signedIn(SHOP) },
    },
  ],
});

export const sendLoginOtp = defineContract({
  operationId: 'sendLoginOtp',
  method: 'POST',
  path: '/auth/send-otp',
  summary: 'Send a login OTP to a mobile number (customers and telecallers sign in this way)',
  tag: 'auth',
  callers: ['anyone'],
  body: mobileOnlySchema,
  response: successResponse(object({ newToken: token() })),
  errors: [400, 429, 503],
  samples: [
    {
      name: 'A new customer',
      request: { body: { mobile: NEW_CUSTOMER.mobile } },
      response: { success: true, message: 'OTP sent successfully', newToken: TOKEN },
    },
  ],
});

export const verifyLoginOtp = defineContract({
  operationId: 'verifyLoginOtp',
  method: 'POST',
  path: '/auth/verify-otp',
  summary: 'Check a login (or sign-up) OTP; answers an access token',
  tag: 'auth',
  callers: ['anyone'],
  flow: ['login', 'signup'],
  body: otpVerifySchema,
  response: successResponse(signInAnswerSchema),
  errors: [400, 403, 429],
  samples: [
    {
      name: 'A new customer',
      request: { body: { mobile: NEW_CUSTOMER.mobile, otp: '123456' } },
      response: { success: true, message: 'Logged in successfully', ...signedIn(NEW_CUSTOMER) },
    },
  ],
});

export const verifySignUpOtp = defineContract({
  operationId: 'verifySignUpOtp',
  method: 'POST',
  path: '/auth/mobile-verify',
  summary: 'Check the OTP of a sign-up (or mobile login) flow named by its token',
  tag: 'auth',
  callers: ['anyone'],
  flow: ['signup', 'login'],
  body: otpOnlySchema,
  response: successResponse(signInAnswerSchema),
  errors: [400, 403, 429],
  samples: [
    {
      name: 'The new shop confirms its mobile',
      request: { body: { otp: '123456' } },
      response: { success: true, message: 'Mobile number verified successfully', ...signedIn(NEW_SHOP) },
    },
  ],
});

export const startPasswordReset = defineContract({
  operationId: 'startPasswordReset',
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Start a password reset: sends an OTP when the number belongs to an account with a password',
  description: 'The same answer whether or not the number has an account, so the form cannot tell who has one.',
  tag: 'auth',
  callers: ['anyone'],
  body: mobileOnlySchema,
  response: successResponse(object({ forgotToken: token() })),
  errors: [400, 429, 503],
  samples: [
    {
      name: 'The demo shop',
      request: { body: { mobile: SHOP.mobile } },
      response: { success: true, message: 'If this mobile number is registered, an OTP has been sent to it', forgotToken: TOKEN },
    },
  ],
});

export const resetPassword = defineContract({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/auth/verify-reset-otp',
  summary: 'Check the reset OTP and set a new password; every session of the account is signed out',
  tag: 'auth',
  callers: ['anyone'],
  flow: ['reset'],
  body: resetPasswordSchema,
  response: successResponse(object({})),
  errors: [400, 403, 429],
  samples: [
    {
      name: 'The demo shop',
      request: { body: { mobile: SHOP.mobile, otp: '123456', ...NEW_PASSWORD } },
      response: { success: true, message: 'Password changed successfully. Please log in with your new password.' },
    },
  ],
});

export const resendOtp = defineContract({
  operationId: 'resendOtp',
  method: 'POST',
  path: '/auth/verify-resend-otp',
  summary: 'Send a fresh OTP for the flow named by the token (sign-up, login, enquiry, reset, careers)',
  description: 'Answers a new token for the same flow (an enquiry’s also as `inquiryToken`); the earlier token and code stop working.',
  tag: 'auth',
  callers: ['anyone'],
  flow: ['signup', 'login', 'enquiry', 'reset', 'careers'],
  body: mobileOnlySchema,
  response: successResponse(object({ newToken: token(), inquiryToken: string().optional() })),
  errors: [400, 403, 429, 503],
  samples: [
    { name: 'A login', request: { body: { mobile: NEW_CUSTOMER.mobile } }, response: { success: true, message: 'OTP resent successfully', newToken: TOKEN } },
    {
      name: 'An enquiry',
      request: { body: { mobile: '9876543211' } },
      response: { success: true, message: 'OTP resent successfully', newToken: TOKEN, inquiryToken: TOKEN },
    },
  ],
});

export const logOut = defineContract({
  operationId: 'logOut',
  method: 'POST',
  path: '/auth/logout',
  summary: 'Sign out: a shift session ends (every tab of this browser); an account without one has every access token so far stop working',
  tag: 'auth',
  callers: ACCOUNT_ROLES,
  unapprovedStaff: true,
  response: successResponse(object({})),
  errors: [401, 403],
  samples: [{ name: 'Any account', response: { success: true, message: 'Logged out successfully' } }],
});

export const changePassword = defineContract({
  operationId: 'changePassword',
  method: 'POST',
  path: '/auth/change-password',
  summary: 'Change the password of the signed-in account (vendors, staff)',
  description: 'Checks the current password; every other session is signed out and the answer carries a fresh access token for this one.',
  tag: 'auth',
  callers: ACCOUNT_ROLES,
  body: changePasswordSchema,
  response: successResponse(signInAnswerSchema),
  errors: [400, 401, 403, 429],
  samples: [
    {
      name: 'The demo shop',
      request: { body: { currentPassword: 'Vendor@2026', ...NEW_PASSWORD } },
      response: { success: true, message: 'Password changed successfully', ...signedIn(SHOP) },
    },
  ],
});

// The staff's OTP sign-in, one pair per role. Sending answers the same for any number, so the page
// cannot tell who is staff; a number with no account of the role fails at the code, like a wrong one.
export const STAFF_OTP_SENT = 'If this mobile number is registered with us, an OTP has been sent to it';

function staffSignIn(who: typeof TELECALLER | typeof BANKER) {
  const staffRole = who.role;
  const name = staffRole === 'banker' ? 'Banker' : 'Telecaller';
  const send = defineContract({
    operationId: `send${name}Otp`,
    method: 'POST',
    path: `/${staffRole}/send-otp`,
    summary: `Send a login OTP to a ${staffRole}'s mobile (the same answer for any number)`,
    tag: staffRole,
    callers: ['anyone'],
    body: mobileOnlySchema,
    response: successResponse(object({ newToken: token() })),
    errors: [400, 429, 503],
    samples: [
      { name: `The demo ${staffRole}`, request: { body: { mobile: who.mobile } }, response: { success: true, message: STAFF_OTP_SENT, newToken: TOKEN } },
    ],
  });
  const verify = defineContract({
    operationId: `verify${name}Otp`,
    method: 'POST',
    path: `/${staffRole}/verify-otp`,
    summary: `Check a ${staffRole}'s OTP (login${staffRole === 'banker' ? ', or the sign-up of /banker/register' : ''}); answers an access token`,
    tag: staffRole,
    callers: ['anyone'],
    flow: staffRole === 'banker' ? ['login', 'signup'] : ['login'],
    body: otpOnlySchema,
    response: successResponse(staffSignInAnswerSchema),
    errors: [400, 403, 429],
    samples: [
      {
        name: `The demo ${staffRole}`,
        request: { body: { otp: '123456' } },
        response: { success: true, message: 'Logged in successfully', ...signedIn(who), approvalStatus: 'approved' },
      },
    ],
  });
  return [send, verify] as const;
}

export const [sendTelecallerOtp, verifyTelecallerOtp] = staffSignIn(TELECALLER);
export const [sendBankerOtp, verifyBankerOtp] = staffSignIn(BANKER);

export const setAccountLanguage = defineContract({
  operationId: 'setAccountLanguage',
  method: 'PUT',
  path: ACCOUNT_LANGUAGE_PATH,
  summary: 'Keep the language the signed-in person chose on the site: their SMS and statements are written in it',
  description:
    'The site calls it when a signed-in person switches language. Sign-up and sign-in keep the language of the page they came from (the `Accept-Language` the site sends) without this call.',
  tag: 'auth',
  callers: ACCOUNT_ROLES,
  // A staff account still waiting for approval reads the site too.
  unapprovedStaff: true,
  body: object({
    language: mixed<AccountLanguage>()
      .oneOf([...ACCOUNT_LANGUAGES], 'Choose English, Hindi or Marathi')
      .required('Choose English, Hindi or Marathi'),
  }),
  response: successResponse(
    object({
      language: mixed<AccountLanguage>()
        .oneOf([...ACCOUNT_LANGUAGES])
        .defined(),
    }),
  ),
  errors: [400, 401, 403],
  samples: [
    { name: 'The demo shop switches to Hindi', request: { body: { language: 'hi' } }, response: { success: true, message: 'Language saved', language: 'hi' } },
  ],
});

export const AUTH_CONTRACTS = [
  registerPartner,
  logIn,
  sendLoginOtp,
  verifyLoginOtp,
  verifySignUpOtp,
  startPasswordReset,
  resetPassword,
  resendOtp,
  logOut,
  changePassword,
  getProfile,
  getUser,
  sendTelecallerOtp,
  verifyTelecallerOtp,
  sendBankerOtp,
  verifyBankerOtp,
  setAccountLanguage,
] as const;
