// Aadhaar Act s.29: the API never returns or logs a full Aadhaar number. Every route of the
// catalogue (route-catalogue.ts, shared with the fuzz test) is driven with bodies, free text and
// query strings carrying Aadhaar numbers, as a shop and as a customer; then whatever was stored
// is read back through every GET route. No response body and no log line may hold the number.
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAadhaar } from '../src/kyc/adapter.ts';
import { bearer, databaseKinds, enquiryPayload, json, otpLogin, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';
import { GET_ROUTES, POST_ROUTES, PUT_ROUTES, VALID_BODIES } from './route-catalogue.ts';

// The sandbox's valid identity (its OTP step answers), and a second number only typed as text.
const AADHAAR = testAadhaar('23412341234');
const TYPED = testAadhaar('49871234567');
const writtenForms = (n: string) => [n, `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`, `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}`];
const FORBIDDEN = [...writtenForms(AADHAAR), ...writtenForms(TYPED)];
const leaks = (text: string) => FORBIDDEN.filter((form) => text.includes(form));

/** Fields that hold free text, where a person might type their Aadhaar number. */
const FREE_TEXT = new Set(['address', 'note', 'message', 'business', 'details', 'contents']);

// Routes the catalogue leaves out that take personal data, last the erasure.
const EXTRA_POST: Record<string, Record<string, unknown>> = {
  '/api/partner-leads': {
    programme: 'franchise',
    name: 'Imran Shaikh',
    mobile: '9822000411',
    email: 'i@example.com',
    city: 'Nashik',
    pinCode: '422001',
    business: `Aadhaar ${TYPED}`,
    message: `My Aadhaar is ${writtenForms(TYPED)[1]}`,
  },
  '/api/grievances': {
    name: 'Asha Rao',
    mobile: '9822000412',
    email: 'asha@example.com',
    category: 'other',
    details: `Please correct my Aadhaar ${writtenForms(AADHAAR)[1]} in your records; it was entered wrongly.`,
  },
  '/api/grievances/status': { reference: TYPED, mobile: '9822000412' },
};

describe.each(databaseKinds)('no full Aadhaar number in any answer or log line on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];
  let shop: string;
  let customer: string;
  const responses: Array<{ route: string; response: LightMyRequestResponse }> = [];

  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    server = await startTestServer(kind, { seedDemo: true, logger: { level: 'debug', stream } });
    shop = String(json(await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' })).accessToken);
    customer = String((await otpLogin(server.app, uniqueMobile())).accessToken);
    // An enquiry whose address carries the number, later read back by its customer.
    const payload = enquiryPayload({ address: `House 4, Aadhaar ${TYPED}` });
    expect((await post(server.app, '/inquiry/inquiry-submission', payload)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, body: unknown, token: string) => {
    const response = await server.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    responses.push({ route: `${method} ${url}`, response });
    server.clock.advance(31_000);
  };

  /** The valid body with Aadhaar numbers in its Aadhaar and free-text fields, and every field an Aadhaar number. */
  const bodiesFor = (url: string, keys: string[]) => {
    const valid = VALID_BODIES[url] ?? {};
    const seeded = Object.fromEntries(
      Object.entries(valid).map(([key, value]) =>
        key === 'aadhaar'
          ? [key, writtenForms(AADHAAR)[1]]
          : FREE_TEXT.has(key) && typeof value === 'string'
            ? [key, `${value} (Aadhaar ${TYPED})`]
            : [key, value],
      ),
    );
    const allAadhaar = Object.fromEntries(keys.map((key) => [key, AADHAAR]));
    return [seeded, allAadhaar];
  };

  it('drives every route with Aadhaar numbers: no response body and no log line holds one in full', async () => {
    const last = ['/auth/change-password', '/auth/logout'];
    const posts = Object.entries(POST_ROUTES).filter(([url]) => !last.includes(url));
    for (const token of [shop, customer]) {
      // The profile first: a credit check (a POST) locks it.
      for (const [url, keys] of Object.entries(PUT_ROUTES)) {
        for (const body of bodiesFor(url, keys)) await send('PUT', url, body, token);
      }
      for (const [url, keys] of posts) {
        for (const body of bodiesFor(url, keys)) await send('POST', `${url}?aadhaar=${AADHAAR}`, body, token);
      }
      for (const [url, body] of Object.entries(EXTRA_POST)) await send('POST', url, body, token);
    }
    // Everything stored above, read back by its owner.
    for (const token of [shop, customer]) {
      for (const url of [...GET_ROUTES, '/customer/consents', '/customer/my-data']) {
        await send('GET', `${url}${url.includes('?') ? '&' : '?'}aadhaar=${AADHAAR}&q=${writtenForms(TYPED)[2]}`, undefined, token);
      }
    }
    await send('POST', '/customer/erase-my-data', { confirm: true, note: TYPED }, customer);
    for (const url of last) await send('POST', url, bodiesFor(url, POST_ROUTES[url]!)[0], shop);

    // The checks were reached (not all refused at the door): the shop's Aadhaar OTP started.
    const started = responses.find((r) => r.route.startsWith('POST /auth/aadhar-otp') && r.response.statusCode === 200);
    expect(started, 'the Aadhaar OTP step was never reached').toBeDefined();
    expect(json(started!.response).message).toContain(`XXXX XXXX ${AADHAAR.slice(-4)}`);
    const profile = responses.find((r) => r.route.startsWith('PUT /customer/profile') && r.response.statusCode === 200);
    expect(profile, 'the customer profile never took the address with the number').toBeDefined();

    const leaking = responses.filter((r) => leaks(r.response.body).length > 0).map((r) => `${r.route}: ${r.response.statusCode}`);
    expect(leaking).toEqual([]);
    expect(lines.length).toBeGreaterThan(responses.length);
    expect(lines.filter((line) => leaks(line).length > 0)).toEqual([]);
    // The masked form is what shows: the free text kept its words, not the number.
    expect(responses.some((r) => r.response.body.includes(`XXXX XXXX ${TYPED.slice(-4)}`))).toBe(true);
  });
});
