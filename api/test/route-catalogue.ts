// The catalogue of the API's routes with the keys of their bodies, and a valid body per route:
// the fuzz test drives them with nonsense, the Aadhaar test with Aadhaar numbers.
import * as contracts from '@platform/shared/contracts';
import type { AnyContract } from '@platform/shared/contracts';
import { REQUEST_EXAMPLES } from '../src/http/openapi-examples.ts';

// The POST routes with the keys each body has, so the fuzz reaches the validators with
// plausible shapes as well as nonsense.
export const POST_ROUTES: Record<string, string[]> = {
  '/api/register': ['username', 'email', 'password', 'mobile', 'state', 'city', 'pinCode', 'address', 'referral', 'plan'],
  '/api/login': ['email', 'password'],
  '/auth/send-otp': ['mobile'],
  '/auth/verify-otp': ['mobile', 'otp'],
  '/auth/mobile-verify': ['otp'],
  '/auth/forgot-password': ['mobile'],
  '/auth/verify-reset-otp': ['mobile', 'otp', 'newPassword', 'conformpassword'],
  '/auth/verify-resend-otp': ['mobile'],
  '/inquiry/inquiry-submission': ['username', 'mobile', 'email', 'pincode', 'address', 'loanAmount', 'referred', 'type', 'shopID'],
  '/inquiry/verify-otp': ['otp'],
  '/carrier/send-otp': ['mobile', 'type'],
  '/carrier/verify-otp': ['OTP'],
  '/api/get-address': ['pinCode'],
  '/customer/cibil': ['pan', 'fullName', 'consent'],
  '/telecaller/send-otp': ['mobile'],
  '/telecaller/verify-otp': ['otp'],
  '/telecaller/leads/00000000-0000-4000-8000-000000000000/outcome': [
    'status',
    'note',
    'nextCallAt',
    'sanctionedAmount',
    'interestRate',
    'tenureMonths',
    'disbursedAmount',
    'disbursedOn',
    'lenderReference',
  ],
  '/banker/register': ['username', 'mobile', 'email', 'bankName', 'branch', 'ifsc', 'designation', 'products', 'pincodes'],
  '/banker/send-otp': ['mobile'],
  '/banker/verify-otp': ['otp'],
  '/banker/leads/00000000-0000-4000-8000-000000000000/status': [
    'status',
    'note',
    'sanctionedAmount',
    'interestRate',
    'tenureMonths',
    'disbursedAmount',
    'disbursedOn',
    'lenderReference',
  ],
  '/banker/leads/00000000-0000-4000-8000-000000000000/confirm': [
    'decision',
    'note',
    'sanctionedAmount',
    'interestRate',
    'tenureMonths',
    'disbursedAmount',
    'disbursedOn',
    'lenderReference',
  ],
  '/admin/staff/00000000-0000-4000-8000-000000000000/approve': ['reason'],
  '/admin/staff/00000000-0000-4000-8000-000000000000/reject': ['reason'],
  '/admin/staff/00000000-0000-4000-8000-000000000000/suspend': ['reason'],
  '/admin/staff/00000000-0000-4000-8000-000000000000/reinstate': ['reason'],
  '/admin/staff/not-an-id/approve': ['reason'],
  '/admin/leads/00000000-0000-4000-8000-000000000000/confirm': [
    'decision',
    'note',
    'sanctionedAmount',
    'interestRate',
    'tenureMonths',
    'disbursedAmount',
    'disbursedOn',
    'lenderReference',
  ],
  '/csp-report': ['csp-report', 'type', 'body'],
  '/wallet/create-order': ['purpose', 'item', 'order_amount', 'order_id', 'customer_id', 'customer_phone'],
  '/api/update-wallet': ['walletBalance'],
  '/payments/webhook': ['data', 'type', 'event_time'],
  '/pg/checkout/session_local_unknown': ['outcome'],
  '/dev/payments/reconcile': [],
  '/auth/aadhar-otp': ['aadhaar'],
  '/auth/aadhar-verify': ['otp', 'reference'],
  '/auth/verify-shop-aadhar': ['aadhaar'],
  '/auth/pan-verify': ['pan'],
  '/auth/bank-verify': ['accountNumber', 'confirmAccountNumber', 'ifsc'],
  '/auth/gst-verify': ['gstin'],
  '/api/update-profile': ['username', 'ownerName', 'email', 'state', 'city', 'pinCode', 'address'],
  '/vendor/connectors': ['name', 'mobile', 'pinCode'],
  '/vendor/connectors/00000000-0000-4000-8000-000000000000/deactivate': [],
  '/connector/send-otp': ['name', 'mobile', 'pinCode', 'referralCode', 'consent'],
  '/connector/verify-otp': ['otp'],
  '/api/notifications/00000000-0000-4000-8000-000000000000/read': [],
  '/api/notifications/read-all': [],
  '/logistics/rate': ['pickupPin', 'deliveryPin', 'weightKg', 'lengthCm', 'breadthCm', 'heightCm', 'paymentMode', 'codAmount'],
  '/logistics/orders': [
    'kind',
    'pickupPin',
    'deliveryPin',
    'weightKg',
    'lengthCm',
    'breadthCm',
    'heightCm',
    'paymentMode',
    'codAmount',
    'pickup',
    'delivery',
    'contents',
  ],
  '/health-insurance/registration': [
    'product',
    'fullName',
    'mobile',
    'email',
    'pincode',
    'city',
    'coverType',
    'members',
    'eldestAge',
    'sumInsured',
    'existingIllness',
  ],
  '/logistics/orders/00000000-0000-4000-8000-000000000000/cancel': [],
  '/logistics/staff/shipments/LS0000000000/status': ['status', 'location', 'note'],
  '/api/get-user/send-otp': ['mobile'],
  '/api/get-user/verify-otp': ['otp'],
  '/ca/submissions/00000000-0000-4000-8000-000000000000/pay': [],
  '/ca/submissions/00000000-0000-4000-8000-000000000000/withdraw': [],
  '/ca/submissions/not-an-id/withdraw': [],
  '/ca/staff/submissions/00000000-0000-4000-8000-000000000000/status': ['status', 'reason'],
  // Last: a fuzzed logout or password change signs the shared tokens out.
  '/auth/change-password': ['currentPassword', 'newPassword', 'conformpassword'],
  '/auth/logout': [],
};
export const PUT_ROUTES: Record<string, string[]> = {
  '/customer/profile': ['username', 'email', 'state', 'city', 'pinCode', 'address'],
  '/api/upload-docs': ['shopPhoto', 'addressProof'],
  '/telecaller/profile': ['languages', 'shiftStart', 'shiftEnd', 'onDuty'],
  '/api/upload-invoice/00000000-0000-4000-8000-000000000000': ['invoiceNumber', 'invoiceDate', 'gstin', 'invoice'],
};
export const GET_ROUTES = [
  '/ca/submissions',
  '/ca/submissions/00000000-0000-4000-8000-000000000000',
  '/ca/files/00000000-0000-4000-8000-000000000000',
  '/ca/files/not-an-id',
  '/api/get-profile',
  '/api/blogs',
  '/api/get-user',
  '/dev/last-otp',
  '/dev/csp-reports',
  '/api/blogs/some-slug',
  '/customer/profile',
  '/customer/referral',
  '/customer/inquiry-history',
  '/customer/inquiry-history/00000000-0000-4000-8000-000000000000',
  '/customer/inquiry-history/not-an-id',
  '/customer/earn-history',
  '/customer/cibil',
  '/customer/cibil/00000000-0000-4000-8000-000000000000',
  '/api/get-status-history/00000000-0000-4000-8000-000000000000',
  '/api/get-status-history/not-an-id',
  '/telecaller/queue',
  '/telecaller/leads/00000000-0000-4000-8000-000000000000',
  '/telecaller/team',
  '/telecaller/profile',
  '/banker/profile/00000000-0000-4000-8000-000000000000',
  '/banker/profile/not-an-id',
  '/banker/leads',
  '/banker/me',
  '/admin/staff',
  '/admin/staff?status=pending&role=banker',
  '/admin/staff?status=nonsense',
  '/admin/bank-decisions',
  '/dev/leads',
  '/wallet/balance',
  '/wallet/ledger',
  '/payments/orders/OD12345678',
  '/payments/orders/not-an-order',
  '/pg/checkout/session_local_unknown',
  '/vendor/dashboard',
  '/vendor/connectors',
  '/api/get-notification',
  '/api/vendor-docs/00000000-0000-4000-8000-000000000000',
  '/api/vendor-docs/not-an-id',
  '/api/vendor-all-loans',
  '/api/get-single-loan/00000000-0000-4000-8000-000000000000',
  '/api/get-single-loan/not-an-id',
  '/card/get-card-history',
  '/card/get-card-detail/not-an-id',
  '/card/get-cards',
  '/loans/get-unpaid-loan',
  '/vendor/commissions/not-an-id',
  '/logistics/pincode-zone',
  '/logistics/orders',
  '/logistics/orders/00000000-0000-4000-8000-000000000000',
  '/logistics/orders/not-an-id',
  '/api/get-user?mobile=9876543210',
];

// A valid body per route: the fuzz mutates it field by field, so it also explores the handlers
// behind validation (duplicates, wrong OTPs, lock-outs, idempotent replays). They are the OpenAPI
// document's request examples (one copy): a contract's first sample body, else the example of a
// route without a contract, keyed here by the URL the catalogue above uses; a copy, so a test that
// changes a body never changes the document's example.
const PARAMS: Record<string, string> = { id: '00000000-0000-4000-8000-000000000000', sessionId: 'session_local_unknown' };
// A route on a contract brings its body in its first sample (the document's example too).
const isContract = (value: unknown): value is AnyContract => typeof value === 'object' && value !== null && 'operationId' in value && 'samples' in value;
// (Contracts made per catalogue entry are exported in arrays.)
const CONTRACT_BODIES = Object.fromEntries(
  Object.values(contracts as Record<string, unknown>)
    .flatMap((value): unknown[] => (Array.isArray(value) ? value : [value]))
    .filter(isContract)
    // A multipart sample's fields are not a JSON body.
    .filter((contract) => contract.body !== undefined)
    .flatMap((contract) => {
      const body = contract.samples.find((sample) => sample.request?.body !== undefined)?.request?.body;
      return body === undefined ? [] : [[`${contract.method} ${contract.path}`, body as Record<string, unknown>] as const];
    }),
);
export const VALID_BODIES: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries({ ...CONTRACT_BODIES, ...REQUEST_EXAMPLES }).map(([route, body]) => [
    route.split(' ')[1]!.replace(/:(\w+)/g, (_, name: string) => PARAMS[name]!),
    structuredClone(body),
  ]),
);
