import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, enquiryPayload, json, lastOtp, post, registrationPayload, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';
import { GET_ROUTES, POST_ROUTES, PUT_ROUTES, VALID_BODIES } from './route-catalogue.ts';

const RUNS_PER_POST_ROUTE = 260;
const RUNS_PER_GET_ROUTE = 120;
const RAW_RUNS = 400;

const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|file:\/\/|Error: /;

/** Values a field might get: plausible ones, edge cases, wrong types, nonsense. */
const fieldValue = fc.oneof(
  fc.constantFrom(
    '9876543210',
    '0000000000',
    '123456',
    '000000',
    '110001',
    'education loan',
    'Str0ng!Pass',
    'a@b.co',
    '',
    ' ',
    '₹5,00,000',
    'NaN',
    '1e400',
    '-1',
    '__proto__',
  ),
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
        .tuple(
          fc.record(Object.fromEntries(keys.map((k) => [k, fieldValue])), { requiredKeys: [] }),
          fc.dictionary(fc.string({ maxLength: 12 }), fieldValue, { maxKeys: 4 }),
        )
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
    const access = json(
      await post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, { authorization: `Bearer ${String(login.newToken)}` }),
    );
    tokens = [
      String(json(await post(server.app, '/api/register', registrationPayload())).signUpToken),
      String(json(await post(server.app, '/auth/send-otp', { mobile: uniqueMobile() })).newToken),
      String(json(await post(server.app, '/inquiry/inquiry-submission', enquiryPayload())).inquiryToken),
      String(json(await post(server.app, '/auth/forgot-password', { mobile: '9876500002' })).forgotToken),
      String(json(await post(server.app, '/carrier/send-otp', { mobile: uniqueMobile() })).newToken),
      String(access.accessToken),
      ...(await staffTokens()),
      // The demo operations admin's, so the admin routes are reached past sign-in.
      // (password and the authenticator's current code, read from the development route).
      String(
        json(
          await post(server.app, '/ops/login', {
            email: 'ops.admin@example.com',
            password: 'Admin@2026',
            code: String((json(await server.app.inject({ method: 'GET', url: '/dev/staff-totp?email=ops.admin@example.com' })).data as { code: string }).code),
          }),
        ).accessToken,
      ),
      // A vendor's, so the wallet routes are reached past sign-in.
      String(json(await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' })).accessToken),
      String(
        json(
          await post(server.app, '/connector/send-otp', {
            name: 'Asha Pawar',
            mobile: uniqueMobile(),
            pinCode: '411030',
            referralCode: 'DEMOSHOP',
            consent: true,
          }),
        ).newToken,
      ),
    ];
    expect(tokens.every((t) => t.split('.').length === 3)).toBe(true);
  });

  afterAll(async () => {
    await server?.close();
  });

  /** Access tokens of the demo telecaller and banker, so fuzzed lead routes get past sign-in. */
  async function staffTokens(): Promise<string[]> {
    const tokens: string[] = [];
    for (const [role, mobile] of [
      ['telecaller', '9876500004'],
      ['banker', '9876500006'],
    ] as const) {
      const sent = json(await post(server.app, `/${role}/send-otp`, { mobile }));
      const verified = json(
        await post(server.app, `/${role}/verify-otp`, { otp: await lastOtp(server.app, mobile) }, { 'x-flow-token': String(sent.newToken) }),
      );
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
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.constantFrom('{', '{"a":', '[]', 'null', '{"mobile":"9876543210"}}', '\u0000'),
        ),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'application/json; charset=utf-16',
          'application/vnd.api+json',
          '',
        ),
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
          fc.dictionary(
            fc.constantFrom('mobile', 'slug', 'limit', 'page', 'x', '__proto__'),
            fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^\d{10}$/), fc.stringMatching(/^-?\d{1,4}$/)),
            { maxKeys: 3 },
          ),
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
    const verified = await post(
      server.app,
      '/auth/verify-otp',
      { mobile, otp: await lastOtp(server.app, mobile) },
      { authorization: `Bearer ${String(login.newToken)}` },
    );
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
