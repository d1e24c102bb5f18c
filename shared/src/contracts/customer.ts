// The customer area's own endpoints (docs/spec/product.md §2; api/README.md, "Customer area"):
// the profile, referrals, the enquiry history and referral earnings. Handlers:
// api/src/customer/routes.ts. The credit-score check is ./cibil.ts, consents and data rights
// ./consent.ts, and a request's timeline the status history of ./telecaller.ts.
import { array, boolean, mixed, number, object, string } from 'yup';
import { historyPageSchema, profileUpdateSchema } from '../schemas/account';
import { LEAD_STATUSES, type LeadStatus } from '../schemas/leads';
import { accountProfileSchema } from './account';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, uuid } from './envelope';

const idParams = object({ id: string().defined() });
const count = () => number().integer().min(0).defined();

/** The signed-in customer's account as they see it, and whether they may still change it. */
export const customerProfileSchema = accountProfileSchema.concat(
  object({
    /** False once a credit report was fetched in the customer's name (the profile is then locked). */
    permissionToChangeProfile: boolean().defined(),
  }),
);

/** Referral rewards, in rupees, credited when a referred person verifies their mobile number. */
const rewardsSchema = object({ enquiry: count(), partner: count() });

export const referredPersonSchema = object({
  id: uuid(),
  kind: mixed<'enquiry' | 'partner'>().oneOf(['enquiry', 'partner']).defined(),
  /** First name and an initial: enough to recognise a friend, no more. */
  name: string().defined(),
  product: string().defined(),
  status: mixed<'verified' | 'pending'>().oneOf(['verified', 'pending']).defined(),
  referredAt: isoDateTime(),
});

/** An enquiry (confirmed by OTP or made signed in) or a product application made signed in. */
export const customerEnquirySchema = object({
  id: uuid(),
  kind: mixed<'enquiry' | 'application'>().oneOf(['enquiry', 'application']).defined(),
  /** The enquiry's type as typed, or the product's name for an application. */
  type: string().defined(),
  /** Null for products without an amount (cards, insurance, digital services). */
  loanAmount: number().nullable().defined(),
  /** An enquiry is submitted or verified (OTP); an application submitted, contacted or closed. */
  status: mixed<'submitted' | 'verified' | 'contacted' | 'closed'>().oneOf(['submitted', 'verified', 'contacted', 'closed']).defined(),
  pincode: string().defined(),
  referred: string().nullable().defined(),
  shopID: string().nullable().defined(),
  submittedAt: isoDateTime(),
  verifiedAt: isoDateTime().nullable(),
  /** Where the request stands with our team and the bank (null before the lifecycle began). */
  leadStatus: mixed<LeadStatus>()
    .nullable()
    .defined()
    .test('status', 'a lead status or null', (value) => value === null || (LEAD_STATUSES as readonly unknown[]).includes(value)),
  leadStatusLabel: string().nullable().defined(),
});

export const earningSchema = object({
  id: uuid(),
  source: mixed<'enquiry' | 'partner'>().oneOf(['enquiry', 'partner']).defined(),
  description: string().defined(),
  /** Rupees. */
  amount: number().defined(),
  status: mixed<'credited' | 'paid'>().oneOf(['credited', 'paid']).defined(),
  earnedAt: isoDateTime(),
});

const paging = { page: count(), limit: count(), total: count(), totalPages: count() };

/** The demo customer (api/src/seed/demo.ts), signed in by OTP on 9876500001. */
const PRIYA = {
  id: '5f0c8b2a-6d3e-4a71-9b8c-2e4f6a8d0c1b',
  role: 'customer' as const,
  username: 'Priya Sharma',
  email: 'demo.customer@example.com',
  mobile: '9876500001',
  state: 'Maharashtra',
  city: 'Pune',
  pinCode: '411001',
  address: 'Flat 12, Shanti Apartments, Camp',
  referralCode: 'DEMOCUST',
  referredBy: null,
  plan: null,
  mobileVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const PROFILE_CHANGE = {
  username: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  state: 'Maharashtra',
  city: 'Pune',
  pinCode: '411001',
  address: 'Flat 12, Shanti Apartments, Camp',
};
const ENQUIRY = {
  id: 'b3e1d2c4-5a6f-4b7e-8c9d-0e1f2a3b4c5d',
  kind: 'enquiry' as const,
  type: 'education loan',
  loanAmount: 900000,
  status: 'verified' as const,
  pincode: '411001',
  referred: null,
  shopID: null,
  submittedAt: '2026-11-20T09:00:00.000Z',
  verifiedAt: '2026-11-20T09:02:00.000Z',
  leadStatus: 'contacted' as const,
  leadStatusLabel: 'Contacted',
};

export const customerProfile = defineContract({
  operationId: 'getCustomerProfile',
  method: 'GET',
  path: '/customer/profile',
  summary: "The signed-in customer's profile and whether they may change it",
  tag: 'customer',
  callers: ['customer'],
  response: dataResponse(customerProfileSchema),
  errors: [401, 403],
  samples: [
    { name: 'The demo customer', response: { success: true, message: 'Profile fetched successfully', data: { ...PRIYA, permissionToChangeProfile: true } } },
  ],
});

export const updateCustomerProfile = defineContract({
  operationId: 'updateCustomerProfile',
  method: 'PUT',
  path: '/customer/profile',
  summary:
    "Change the customer's name, email and address (not the mobile number); allowed until a credit report has been fetched in the customer’s name (403 after that)",
  tag: 'customer',
  callers: ['customer'],
  body: profileUpdateSchema,
  response: dataResponse(customerProfileSchema),
  errors: [400, 401, 403, 409, 429],
  samples: [
    {
      name: 'A new email address',
      request: { body: PROFILE_CHANGE },
      response: { success: true, message: 'Profile updated successfully', data: { ...PRIYA, ...PROFILE_CHANGE, permissionToChangeProfile: true } },
    },
  ],
});

export const customerReferral = defineContract({
  operationId: 'getCustomerReferral',
  method: 'GET',
  path: '/customer/referral',
  summary: "The customer's referral code, the rewards and the people who used the code",
  tag: 'customer',
  callers: ['customer'],
  response: dataResponse(
    object({
      referralCode: string().defined(),
      rewards: rewardsSchema.defined(),
      referred: array(referredPersonSchema.defined()).defined(),
      summary: object({ total: count(), verified: count() }).defined(),
    }),
  ),
  errors: [401, 403],
  samples: [
    {
      name: 'One friend verified',
      response: {
        success: true,
        message: 'Referrals fetched successfully',
        data: {
          referralCode: 'DEMOCUST',
          rewards: { enquiry: 250, partner: 1000 },
          referred: [
            {
              id: '2c4e6a8b-0d1f-4a3c-9e5b-7d9f1b3d5f70',
              kind: 'enquiry',
              name: 'Rohan D.',
              product: 'education loan',
              status: 'verified',
              referredAt: '2026-11-18T11:00:00.000Z',
            },
          ],
          summary: { total: 1, verified: 1 },
        },
      },
    },
  ],
});

export const customerEnquiries = defineContract({
  operationId: 'listCustomerEnquiries',
  method: 'GET',
  path: '/customer/inquiry-history',
  summary: "The customer's enquiries and applications with their status, newest first, paged",
  tag: 'customer',
  callers: ['customer'],
  query: historyPageSchema,
  response: dataResponse(object({ items: array(customerEnquirySchema.defined()).defined(), ...paging })),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'The first page',
      request: { query: { page: '1', limit: '10' } },
      response: { success: true, message: 'Enquiries fetched successfully', data: { items: [ENQUIRY], page: 1, limit: 10, total: 1, totalPages: 1 } },
    },
  ],
});

export const customerEnquiry = defineContract({
  operationId: 'getCustomerEnquiry',
  method: 'GET',
  path: '/customer/inquiry-history/:id',
  summary: 'One of the customer’s enquiries (404 for anyone else’s)',
  tag: 'customer',
  callers: ['customer'],
  params: idParams,
  response: dataResponse(customerEnquirySchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'A confirmed enquiry',
      request: { params: { id: ENQUIRY.id } },
      response: { success: true, message: 'Enquiry fetched successfully', data: ENQUIRY },
    },
  ],
});

export const referralEarnings = defineContract({
  operationId: 'listReferralEarnings',
  method: 'GET',
  path: '/customer/earn-history',
  summary: 'Referral earnings ledger with totals (rupees), newest first, paged',
  tag: 'customer',
  callers: ['customer'],
  query: historyPageSchema,
  response: dataResponse(
    object({
      items: array(earningSchema.defined()).defined(),
      totals: object({ entries: count(), earned: number().defined(), paid: number().defined(), balance: number().defined() }).defined(),
      ...paging,
    }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'A partner shop signed up with the code',
      request: { query: { page: '1' } },
      response: {
        success: true,
        message: 'Earnings fetched successfully',
        data: {
          items: [
            {
              id: '8d7c6b5a-4e3f-4d2c-9b1a-0f9e8d7c6b5a',
              source: 'partner',
              description: 'Partner shop sign-up: Balaji',
              amount: 1000,
              status: 'credited',
              earnedAt: '2026-11-19T12:00:00.000Z',
            },
          ],
          totals: { entries: 1, earned: 1000, paid: 0, balance: 1000 },
          page: 1,
          limit: 10,
          total: 1,
          totalPages: 1,
        },
      },
    },
  ],
});

export const CUSTOMER_CONTRACTS = [customerProfile, updateCustomerProfile, customerReferral, customerEnquiries, customerEnquiry, referralEarnings] as const;
