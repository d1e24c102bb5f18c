import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  enquiryPayload,
  json,
  lastOtp,
  post,
  registrationPayload,
  startTestServer,
  uniqueMobile,
  type TestServer,
} from './helpers.ts';

// Every route of the issue with the keys its body has, so the fuzz reaches the validators with
// plausible shapes as well as nonsense.
const POST_ROUTES: Record<string, string[]> = {
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
  '/telecaller/leads/00000000-0000-4000-8000-000000000000/outcome': ['status', 'note', 'nextCallAt'],
  '/banker/register': ['username', 'mobile', 'email', 'bankName', 'branch', 'ifsc', 'designation', 'products', 'pincodes'],
  '/banker/send-otp': ['mobile'],
  '/banker/verify-otp': ['otp'],
  '/banker/leads/00000000-0000-4000-8000-000000000000/status': ['status', 'note'],
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
  '/logistics/orders': ['kind', 'pickupPin', 'deliveryPin', 'weightKg', 'lengthCm', 'breadthCm', 'heightCm', 'paymentMode', 'codAmount', 'pickup', 'delivery', 'contents'],
  '/logistics/orders/00000000-0000-4000-8000-000000000000/cancel': [],
  '/logistics/staff/shipments/LS0000000000/status': ['status', 'location', 'note'],
  '/api/get-user/send-otp': ['mobile'],
  '/api/get-user/verify-otp': ['otp'],
  '/health-insurance/registration': ['product', 'fullName', 'mobile', 'email', 'pincode', 'city', 'coverType', 'members', 'eldestAge', 'sumInsured', 'existingIllness'],
  // Last: a fuzzed logout or password change signs the shared tokens out.
  '/auth/change-password': ['currentPassword', 'newPassword', 'conformpassword'],
  '/auth/logout': [],
};
const PUT_ROUTES: Record<string, string[]> = {
  '/customer/profile': ['username', 'email', 'state', 'city', 'pinCode', 'address'],
  '/api/upload-docs': ['shopPhoto', 'addressProof'],
  '/telecaller/profile': ['languages', 'shiftStart', 'shiftEnd', 'onDuty'],
  '/api/upload-invoice/00000000-0000-4000-8000-000000000000': ['invoiceNumber', 'invoiceDate', 'gstin', 'invoice'],
};
const GET_ROUTES = [
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

const RUNS_PER_POST_ROUTE = 260;
const RUNS_PER_GET_ROUTE = 120;
const RAW_RUNS = 400;

const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|file:\/\/|Error: /;

/** Values a field might get: plausible ones, edge cases, wrong types, nonsense. */
const fieldValue = fc.oneof(
  fc.constantFrom('9876543210', '0000000000', '123456', '000000', '110001', 'education loan', 'Str0ng!Pass', 'a@b.co', '', ' ', '₹5,00,000', 'NaN', '1e400', '-1', '__proto__'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.stringMatching(/^\d{1,12}$/),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxKeys: 3 }),
  fc.string({ minLength: 300, maxLength: 2000 }),
);

// A valid body per route: the fuzz mutates it field by field, so it also explores the handlers
// behind validation (duplicates, wrong OTPs, lock-outs, idempotent replays).
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/register': registrationPayload({ mobile: '9123456789', email: 'fuzz.vendor@example.com' }),
  '/api/login': { email: 'demo.vendor@example.com', password: 'Vendor@2026' },
  '/auth/send-otp': { mobile: '9876543210' },
  '/auth/verify-otp': { mobile: '9876543210', otp: '123456' },
  '/auth/mobile-verify': { otp: '123456' },
  '/auth/forgot-password': { mobile: '9876500002' },
  '/auth/verify-reset-otp': { mobile: '9876500002', otp: '123456', newPassword: 'N3w!Password', conformpassword: 'N3w!Password' },
  '/auth/verify-resend-otp': { mobile: '9876543210' },
  '/inquiry/inquiry-submission': enquiryPayload({ mobile: '9876543211' }),
  '/inquiry/verify-otp': { otp: '123456' },
  '/carrier/send-otp': { mobile: '9876543212', type: 'remote' },
  '/carrier/verify-otp': { OTP: '123456' },
  '/api/get-address': { pinCode: '110001' },
  '/customer/cibil': { pan: 'ABCPE1234F', fullName: 'Asha Rao', consent: true },
  '/auth/aadhar-otp': { aadhaar: '234123412346' },
  '/auth/aadhar-verify': { otp: '123456', reference: 'LOCAL-x' },
  '/auth/verify-shop-aadhar': { aadhaar: '234123412346' },
  '/auth/pan-verify': { pan: 'ABCPP1234F' },
  '/auth/bank-verify': { accountNumber: '123456789012', confirmAccountNumber: '123456789012', ifsc: 'SBIN0001234' },
  '/auth/gst-verify': { gstin: '27AAPFU0939F1ZV' },
  '/api/update-profile': { username: 'Shree Ganesh Mobile & Finance Point', ownerName: 'Ganesh Patil', email: 'demo.vendor@example.com', state: 'Maharashtra', city: 'Pune', pinCode: '411030', address: 'Shop 4' },
  '/vendor/connectors': { name: 'Ravi Kumar', mobile: '9822000201', pinCode: '411030' },
  '/connector/send-otp': { name: 'Asha Pawar', mobile: '9822000301', pinCode: '411030', referralCode: 'DEMOSHOP', consent: true },
  '/connector/verify-otp': { otp: '123456' },
  '/wallet/create-order': { order_amount: 500 },
  '/api/update-wallet': { walletBalance: 0 },
  '/payments/webhook': { type: 'PAYMENT_SUCCESS_WEBHOOK', data: { order: { order_id: 'OD12345678', order_amount: 500 }, payment: { payment_status: 'SUCCESS' } } },
  '/pg/checkout/session_local_unknown': { outcome: 'pay' },
  '/dev/payments/reconcile': {},
  '/auth/change-password': { currentPassword: 'Vendor@2026', newPassword: 'N3w!Password', conformpassword: 'N3w!Password' },
  '/auth/logout': {},
  '/customer/profile': { username: 'Asha Rao', email: 'asha.rao@example.com', state: 'Karnataka', city: 'Bengaluru', pinCode: '560001', address: 'MG Road' },
  '/telecaller/send-otp': { mobile: '9876500003' },
  '/telecaller/verify-otp': { otp: '123456' },
  '/telecaller/leads/00000000-0000-4000-8000-000000000000/outcome': { status: 'contacted', note: 'Spoke to the customer', nextCallAt: '2030-01-01T10:00:00Z' },
  '/banker/register': {
    username: 'Vikram Desai',
    mobile: '9123456780',
    email: 'fuzz.banker@example.com',
    bankName: 'HDFC Bank',
    branch: 'Pune Camp',
    ifsc: 'HDFC0000123',
    designation: 'Relationship Manager',
    products: ['Home loan'],
    pincodes: '411001, 411030',
  },
  '/banker/send-otp': { mobile: '9876500006' },
  '/banker/verify-otp': { otp: '123456' },
  '/banker/leads/00000000-0000-4000-8000-000000000000/status': { status: 'sanctioned', note: 'Approved' },
  '/telecaller/profile': { languages: ['Hindi'], shiftStart: '09:00', shiftEnd: '18:00', onDuty: true },
};

const mutatedValid = (url: string, keys: string[]) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] }),
      fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      fc.boolean(),
    )
    .map(([overrides, dropped, keepValid]) => {
      const body: Record<string, unknown> = { ...VALID_BODIES[url] };
      if (keepValid) return body;
      const chosen = Object.entries(overrides).slice(0, 2);
      for (const [k, v] of chosen) body[k] = v;
      for (const k of dropped) delete body[k];
      return body;
    });

const bodyFor = (url: string, keys: string[]) =>
  fc.oneof(
    { weight: 5, arbitrary: mutatedValid(url, keys) },
    { weight: 6, arbitrary: fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] }) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 12 }), fieldValue, { maxKeys: 4 }))
        .map(([a, b]) => ({ ...b, ...a })),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

describe.each(databaseKinds)('fuzzing every route on %s', (kind) => {
  let server: TestServer;
  let tokens: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      seedDemo: true,
      // Loose limits so fuzzed requests get past rate limiting into the handlers.
      otpPolicy: {
        resendCooldownMs: 0,
        sendsPerAddressAndMobile: { limit: 1e6, windowMs: 60_000 },
        sendsPerMobile: { limit: 1e6, windowMs: 60_000 },
        sendsPerAddress: { limit: 1e6, windowMs: 60_000 },
        verifiesPerAddress: { limit: 1e6, windowMs: 60_000 },
      },
      authLimits: {
        loginPerAddress: { limit: 1e6, windowMs: 60_000 },
        failedLoginsPerEmailAndAddress: { limit: 1e6, windowMs: 60_000 },
        registerPerAddress: { limit: 1e6, windowMs: 60_000 },
        failedPasswordChecksPerUser: { limit: 1e6, windowMs: 60_000 },
      },
    });
    // Real tokens of every purpose, so fuzzed bodies also reach the OTP checks behind them.
    const mobile = uniqueMobile();
    const login = json(await post(server.app, '/auth/send-otp', { mobile }));
    const access = json(await post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, { authorization: `Bearer ${String(login.newToken)}` }));
    tokens = [
      String(json(await post(server.app, '/api/register', registrationPayload())).signUpToken),
      String(json(await post(server.app, '/auth/send-otp', { mobile: uniqueMobile() })).newToken),
      String(json(await post(server.app, '/inquiry/inquiry-submission', enquiryPayload())).inquiryToken),
      String(json(await post(server.app, '/auth/forgot-password', { mobile: '9876500002' })).forgotToken),
      String(json(await post(server.app, '/carrier/send-otp', { mobile: uniqueMobile() })).newToken),
      String(access.accessToken),
      ...(await staffTokens()),
      // A vendor's, so the wallet routes are reached past sign-in.
      String(json(await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' })).accessToken),
      String(json(await post(server.app, '/connector/send-otp', { name: 'Asha Pawar', mobile: uniqueMobile(), pinCode: '411030', referralCode: 'DEMOSHOP', consent: true })).newToken),
    ];
    expect(tokens.every((t) => t.split('.').length === 3)).toBe(true);
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Access tokens of the demo telecaller and banker, so fuzzed lead routes get past sign-in. */
  async function staffTokens(): Promise<string[]> {
    const tokens: string[] = [];
    for (const [role, mobile] of [['telecaller', '9876500004'], ['banker', '9876500006']] as const) {
      const sent = json(await post(server.app, `/${role}/send-otp`, { mobile }));
      const verified = json(await post(server.app, `/${role}/verify-otp`, { otp: await lastOtp(server.app, mobile) }, { 'x-flow-token': String(sent.newToken) }));
      tokens.push(String(verified.accessToken));
    }
    return tokens;
  }

  const headersArb = () =>
    fc.record(
      {
        authorization: fc.oneof(
          fc.constantFrom(...tokens).map((t) => `Bearer ${t}`),
          fc.string({ maxLength: 30 }).map((s) => `Bearer ${s}`),
          fc.constantFrom('Bearer', 'Basic dXNlcjpwYXNz', 'bearer  x.y.z', `Bearer ${'a'.repeat(5000)}`),
        ),
        'x-flow-token': fc.oneof(fc.constantFrom(...tokens), fc.stringMatching(/^[\x21-\x7e]{0,60}$/)),
        'idempotency-key': fc.stringMatching(/^[\x20-\x7e]{0,300}$/),
      },
      { requiredKeys: [] },
    );

  function check(label: string, response: LightMyRequestResponse, byStatus?: Map<number, number>) {
    byStatus?.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500) throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
    if (STACK_TRACE.test(response.body)) throw new Error(`${label} leaked internals: ${response.body.slice(0, 300)}`);
    const body = response.json() as Record<string, unknown>;
    if (typeof body.success !== 'boolean' || typeof body.message !== 'string') {
      throw new Error(`${label} answered outside the envelope: ${response.body.slice(0, 200)}`);
    }
    if (response.statusCode >= 400 && (body.success !== false || typeof body.error !== 'string')) {
      throw new Error(`${label} failed without success:false and error: ${response.body.slice(0, 200)}`);
    }
  }

  for (const [method, url, keys] of [
    ...Object.entries(POST_ROUTES).map(([u, k]) => ['POST', u, k] as const),
    ...Object.entries(PUT_ROUTES).map(([u, k]) => ['PUT', u, k] as const),
  ]) {
    it(`${method} ${url}: random bodies and headers never answer 5xx or a stack trace`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor(url, keys), headersArb(), async (body, headers) => {
          const response = await server.app.inject({
            method,
            url,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json', ...headers },
          });
          check(`${method} ${url}`, response);
          // Advancing time now and then walks OTPs and tokens through expiry as well.
          server.clock.advance(7_000);
        }),
        { numRuns: RUNS_PER_POST_ROUTE },
      );
    });
  }

  it('raw bytes with any content type never answer 5xx', async () => {
    const urls = [...Object.keys(POST_ROUTES), ...Object.keys(PUT_ROUTES)];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('{', '{"a":', '[]', 'null', '{"mobile":"9876543210"}}', '\u0000')),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/json; charset=utf-16', 'application/vnd.api+json', ''),
        fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'GET'),
        async (url, payload, contentType, method) => {
          const response = await server.app.inject({
            method: method as 'POST',
            url,
            payload,
            headers: contentType ? { 'content-type': contentType } : {},
          });
          check(`${method} ${url} (${contentType})`, response);
        },
      ),
      { numRuns: RAW_RUNS },
    );
  });

  for (const url of GET_ROUTES) {
    it(`GET ${url}: random query strings and headers never answer 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom('mobile', 'slug', 'limit', 'page', 'x', '__proto__'), fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^\d{10}$/), fc.stringMatching(/^-?\d{1,4}$/)), { maxKeys: 3 }),
          headersArb(),
          async (query, headers) => {
            const response = await server.app.inject({ method: 'GET', url, query, headers });
            check(`GET ${url}`, response);
          },
        ),
        { numRuns: RUNS_PER_GET_ROUTE },
      );
    });
  }

  it('reaches validation and the handlers behind it, not only the limits (counting only its own requests)', async () => {
    const byStatus = new Map<number, number>();
    const mobile = uniqueMobile();
    const login = json(await post(server.app, '/auth/send-otp', { mobile }));
    const verified = await post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, { authorization: `Bearer ${String(login.newToken)}` });
    const access = String(json(verified).accessToken);
    const routes = ['/auth/send-otp', '/api/get-address', '/inquiry/inquiry-submission', '/inquiry/verify-otp', '/customer/cibil'];
    const RUNS = 300;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes).chain((url) => fc.tuple(fc.constant(url), mutatedValid(url, POST_ROUTES[url]!), fc.boolean())),
        async ([url, body, signedIn]) => {
          const response = await server.app.inject({
            method: 'POST',
            url,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${access}` } : {}) },
          });
          check(`POST ${url}`, response, byStatus);
        },
      ),
      { numRuns: RUNS },
    );
    const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(RUNS);
    expect(byStatus.get(400) ?? 0).toBeGreaterThan(30);
    // Valid bodies succeed: OTPs sent, addresses found, enquiries stored.
    expect(byStatus.get(200) ?? 0).toBeGreaterThan(20);
    expect(byStatus.get(201) ?? 0).toBeGreaterThan(5);
    // The credit check without a token, and the enquiry OTP without its flow token.
    expect(byStatus.get(401) ?? 0).toBeGreaterThan(5);
    expect(byStatus.get(403) ?? 0).toBeGreaterThan(5);
    console.info(`${kind}: ${total} fuzzed requests by status`, Object.fromEntries(byStatus));
  });
});
