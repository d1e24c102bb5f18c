// Who is signed in, handled in api/src/auth/routes.ts: the account's identity and profile (a shop's
// with its KYC steps and documents), and a returning customer a shop reads with the customer's
// consent. The sign-in contracts (auth.ts) answer the same identity.
import { lazy, mixed, object, string } from 'yup';
import type { ReturningCustomer } from '../schemas/vendor-selling';
import { accountIdentitySchema, accountProfileSchema, ACCOUNT_ROLES, type AccountRole } from './account';
import { defineContract } from './contract';
import { successResponse } from './envelope';
import { DEMO_SHOP_PROFILE, vendorProfileSchema } from './vendor';

/** A shop's profile is the vendor domain's (./vendor.ts): the account plus its owner, KYC steps and documents. */
const shopProfileSchema = vendorProfileSchema;

/** A returning customer's saved details, as a shop reads them with the customer's consent. */
export const returningCustomerSchema = object({
  fullName: string().defined(),
  mobile: string().defined(),
  email: string().nullable().defined(),
  pincode: string().nullable().defined(),
  city: string().nullable().defined(),
  state: string().nullable().defined(),
  address: string().nullable().defined(),
  source: mixed<ReturningCustomer['source']>().oneOf(['account', 'application']).defined(),
});

/** The demo shop (SEED_DEMO=1), as the contracts' samples show it. */
export const SAMPLE_SHOP = {
  id: DEMO_SHOP_PROFILE.id,
  role: 'vendor' as const,
  username: DEMO_SHOP_PROFILE.username,
  email: DEMO_SHOP_PROFILE.email,
  mobile: DEMO_SHOP_PROFILE.mobile,
};
const CUSTOMER = {
  id: '4d5e6f70-8192-4a3b-8c4d-5e6f70819202',
  role: 'customer' as const,
  username: 'Priya Sharma',
  email: 'demo.customer@example.com',
  mobile: '9876500001',
};

/** Any profile but a shop's (`role` tells them apart). */
const otherProfileSchema = accountProfileSchema.concat(
  object({
    role: mixed<Exclude<AccountRole, 'vendor'>>()
      .oneOf(ACCOUNT_ROLES.filter((r) => r !== 'vendor'))
      .defined(),
  }),
);

/** The demo shop's profile, as the vendor domain's samples show it. */
const SHOP_PROFILE = DEMO_SHOP_PROFILE;

export const getProfile = defineContract({
  operationId: 'getProfile',
  method: 'GET',
  path: '/api/get-profile',
  summary: "The signed-in account's profile; a shop's also carries its owner, KYC steps, permissions and documents",
  tag: 'account',
  callers: ACCOUNT_ROLES,
  response: successResponse(
    object({ data: lazy((value?: { role?: unknown }) => (value?.role === 'vendor' ? shopProfileSchema : otherProfileSchema).defined()) }),
  ),
  errors: [401, 403],
  samples: [
    { name: 'The demo shop', response: { success: true, message: 'Profile fetched successfully', data: SHOP_PROFILE } },
    {
      name: 'The demo customer',
      response: {
        success: true,
        message: 'Profile fetched successfully',
        data: {
          ...CUSTOMER,
          state: 'Maharashtra',
          city: 'Pune',
          pinCode: '411001',
          address: 'Flat 12, Shanti Apartments, Camp',
          referralCode: 'DEMOCUST',
          referredBy: null,
          plan: null,
          mobileVerified: true,
          createdAt: '2026-11-01T09:00:00.000Z',
        },
      },
    },
  ],
});

export const getUser = defineContract({
  operationId: 'getUser',
  method: 'GET',
  path: '/api/get-user',
  summary: 'Who is signed in: id, role, name, email, mobile; or, with `mobile`, a returning customer for a partner shop',
  description:
    "With `?mobile=`: a partner shop reads a returning customer's saved details (name, email, PIN code, city, state, address) to pre-fill a loan form. " +
    'It needs the consent token of POST /api/get-user/verify-otp (the OTP the customer received) in the X-Flow-Token header, for this shop and this mobile: ' +
    'without it 403; a mobile with no account and no application 404. Every read is recorded.',
  tag: 'account',
  callers: ACCOUNT_ROLES,
  // The lookup checks the number itself, after the shop (a non-shop is told whose page it is first).
  query: object({ mobile: string().optional() }),
  response: successResponse(
    object({ data: lazy((value?: { source?: unknown }) => (value?.source === undefined ? accountIdentitySchema : returningCustomerSchema).defined()) }),
  ),
  errors: [400, 401, 403, 404],
  samples: [
    { name: 'The demo shop', response: { success: true, message: 'User fetched successfully', data: SAMPLE_SHOP } },
    {
      name: 'A returning customer, for the demo shop',
      request: { query: { mobile: CUSTOMER.mobile } },
      response: {
        success: true,
        message: 'Customer found',
        data: {
          fullName: CUSTOMER.username,
          mobile: CUSTOMER.mobile,
          email: CUSTOMER.email,
          pincode: '411001',
          city: 'Pune',
          state: 'Maharashtra',
          address: 'Flat 12, Shanti Apartments, Camp',
          source: 'account',
        },
      },
    },
  ],
});

export {
  ACCOUNT_LANGUAGES,
  ACCOUNT_ROLES,
  accountIdentitySchema,
  accountProfileSchema,
  accountRole,
  isAccountLanguage,
  type AccountLanguage,
  type AccountRole,
} from './account';
