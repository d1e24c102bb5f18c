import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PAN_REPORTS } from '../src/cibil/local-bureau.ts';
import { bandOf, factorsOf } from '../src/cibil/bureau.ts';
import { maskedName, REFERRAL_REWARDS } from '../src/customer/mappers.ts';
import { referralEarnings, type ResponseOf } from '@platform/shared/contracts';
import { PRODUCTS, toProductPayload } from '@platform/shared/schemas';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples.ts';
import {
  bearer,
  databaseKinds,
  enquiryPayload,
  json,
  lastOtp,
  post,
  registrationPayload,
  startTestServer,
  uniqueMobile,
  uniquePan,
  type TestServer,
} from './helpers.ts';

const CUSTOMER_ROUTES = ['/customer/profile', '/customer/referral', '/customer/inquiry-history', '/customer/earn-history', '/customer/cibil'];

describe('credit bureau rules', () => {
  it('reads scores in the bands lenders use', () => {
    expect([900, 750, 749, 700, 699, 650, 649, 550, 549, 300].map(bandOf)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Good',
      'Fair',
      'Fair',
      'Poor',
      'Poor',
      'Very poor',
      'Very poor',
    ]);
    expect(bandOf(null)).toBe('No credit history');
  });

  it('has one test PAN per band and explains each score by its factors', () => {
    const bands = Object.values(TEST_PAN_REPORTS).map((r) => bandOf(r.score));
    expect(new Set(bands)).toEqual(new Set(['Excellent', 'Good', 'Fair', 'Poor', 'Very poor']));
    const best = factorsOf(TEST_PAN_REPORTS.ABCPE1234F!.summary);
    expect(best.map((f) => f.factor)).toEqual(['Payment history', 'Credit utilisation', 'Length of credit history', 'Recent credit enquiries', 'Credit mix']);
    expect(best.every((f) => f.impact === 'positive')).toBe(true);
    expect(factorsOf(TEST_PAN_REPORTS.EHKPT9012H!.summary).filter((f) => f.impact === 'negative').length).toBeGreaterThanOrEqual(4);
    expect(factorsOf(null)).toEqual([expect.objectContaining({ factor: 'Credit history', impact: 'neutral' })]);
  });

  it('masks names to a first name and an initial', () => {
    expect(maskedName('Aarav Gupta')).toBe('Aarav G.');
    expect(maskedName('  Meera  ')).toBe('Meera');
    expect(maskedName('')).toBe('A new customer');
  });
});

describe.each(databaseKinds)('customer area on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, token?: unknown) => server.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });
  const put = (url: string, body: unknown, token: unknown) => server.app.inject({ method: 'PUT', url, payload: body as object, headers: bearer(token) });
  /** The referral earnings ledger as its contract types it. */
  const ledger = async (token: string) => (await get('/customer/earn-history', token)).json<ResponseOf<typeof referralEarnings>>().data;

  /** A customer signed in by mobile OTP, as /customer/login does it. */
  async function customer(mobile = uniqueMobile()) {
    const sent = json(await post(server.app, '/auth/send-otp', { mobile }));
    const verified = await post(server.app, '/auth/verify-otp', { mobile, otp: await lastOtp(server.app, mobile) }, bearer(sent.newToken));
    expect(verified.statusCode).toBe(200);
    const token = String(json(verified).accessToken);
    const profile = json(await get('/customer/profile', token)).data as Record<string, unknown>;
    return { mobile, token, code: String(profile.referralCode), id: String(profile.id) };
  }

  /** An enquiry made with a mobile and confirmed by its OTP; answers the enquiry id. */
  async function verifiedEnquiry(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const payload = enquiryPayload(overrides);
    const submitted = await post(server.app, '/inquiry/inquiry-submission', payload, headers);
    expect(submitted.statusCode).toBe(201);
    const token = json(submitted).inquiryToken;
    const verified = await post(server.app, '/inquiry/verify-otp', { otp: await lastOtp(server.app, payload.mobile) }, { 'x-flow-token': String(token) });
    expect(verified.statusCode).toBe(200);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM enquiries WHERE mobile = $1 ORDER BY created_at DESC LIMIT 1', [payload.mobile]);
    return rows[0]!.id;
  }

  it.each(CUSTOMER_ROUTES)('GET %s needs a valid customer access token', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, 'not.a.token')).statusCode).toBe(401);
    const vendor = json(await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' }));
    const refused = await get(url, vendor.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ success: false, error: expect.stringMatching(/customers/) });
    // A flow token is not an access token.
    const flow = json(await post(server.app, '/auth/send-otp', { mobile: uniqueMobile() })).newToken;
    expect((await get(url, flow)).statusCode).toBe(403);
  });

  it('an access token stops working when its account is gone', async () => {
    const { token, id } = await customer();
    await server.db.query('DELETE FROM users WHERE id = $1', [id]);
    expect((await get('/customer/profile', token)).statusCode).toBe(401);
  });

  describe('profile', () => {
    const details = {
      username: 'Kavya Reddy',
      email: `kavya.${Date.now()}@example.com`,
      state: 'Telangana',
      city: 'Hyderabad',
      pinCode: '500001',
      address: '8-2-293, Road No. 10, Banjara Hills',
    };

    it('shows the profile and lets the customer complete it while no credit report exists', async () => {
      const { token, mobile } = await customer();
      const before = json(await get('/customer/profile', token)).data as Record<string, unknown>;
      expect(before).toMatchObject({ mobile, role: 'customer', permissionToChangeProfile: true });
      const updated = await put('/customer/profile', details, token);
      expect(updated.statusCode).toBe(200);
      expect(json(updated).data).toMatchObject({ ...details, mobile, permissionToChangeProfile: true });
    });

    it('answers 400 with field messages for bad details, and never changes the mobile number', async () => {
      const { token, mobile } = await customer();
      const bad = await put('/customer/profile', { ...details, email: 'nope', pinCode: '12', mobile: '9999999999' }, token);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).fields).toMatchObject({ email: 'Invalid email address', pinCode: expect.any(String) });
      const ok = await put('/customer/profile', { ...details, email: `k.${mobile}@example.com`, mobile: '9999999999' }, token);
      expect(ok.statusCode).toBe(200);
      expect((json(ok).data as Record<string, unknown>).mobile).toBe(mobile);
    });

    it('refuses an email another account holds without saying it is registered', async () => {
      const { token } = await customer();
      const taken = await put('/customer/profile', { ...details, email: 'demo.vendor@example.com' }, token);
      expect(taken.statusCode).toBe(409);
      expect(json(taken).fields).toEqual({ email: 'This email address cannot be used. Please enter another one.' });
      expect(taken.body).not.toMatch(/registered|exists/i);
    });

    it('limits profile changes to 10 an hour, so emails cannot be tried one by one', async () => {
      const { token } = await customer();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await put('/customer/profile', { ...details, email: `probe${i}.${Date.now()}@example.com` }, token)).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    });

    it('locks the profile once a credit report is fetched, taking the PAN name when none was given', async () => {
      const { token } = await customer();
      const checked = await post(server.app, '/customer/cibil', { pan: uniquePan().toLowerCase(), fullName: 'Ishaan Kapoor', consent: true }, bearer(token));
      expect(checked.statusCode).toBe(201);
      const profile = json(await get('/customer/profile', token)).data as Record<string, unknown>;
      expect(profile).toMatchObject({ username: 'Ishaan Kapoor', permissionToChangeProfile: false });
      const refused = await put('/customer/profile', details, token);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).error).toMatch(/locked/);
    });
  });

  describe('enquiry history', () => {
    it('lists the customer’s own enquiries newest first, paged, with their status', async () => {
      const { token, mobile } = await customer();
      const first = await verifiedEnquiry({ mobile, loanAmount: 500000 });
      server.clock.advance(60_000);
      const second = await verifiedEnquiry({ mobile, loanAmount: 900000 });
      server.clock.advance(60_000);
      // Made signed in, not yet confirmed: still theirs.
      const submitted = await post(server.app, '/inquiry/inquiry-submission', enquiryPayload({ loanAmount: 300000 }), bearer(token));
      expect(submitted.statusCode).toBe(201);
      // Someone else typing this mobile and never confirming it: not theirs.
      server.clock.advance(60_000);
      expect((await post(server.app, '/inquiry/inquiry-submission', enquiryPayload({ mobile, username: 'Not Them' }))).statusCode).toBe(201);

      const page1 = json(await get('/customer/inquiry-history?limit=2', token)).data as Record<string, unknown>;
      expect(page1).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
      const items = page1.items as Array<Record<string, unknown>>;
      expect(items.map((i) => i.loanAmount)).toEqual([300000, 900000]);
      expect(items[0]).toMatchObject({ status: 'submitted', type: 'education loan' });
      expect(items[1]).toMatchObject({ id: second, status: 'verified' });
      const page2 = json(await get('/customer/inquiry-history?page=2&limit=2', token)).data as Record<string, unknown>;
      expect((page2.items as Array<Record<string, unknown>>).map((i) => i.id)).toEqual([first]);
      expect(json(await get(`/customer/inquiry-history/${first}`, token)).data).toMatchObject({ id: first, loanAmount: 500000 });
    });

    it('includes the product applications made signed in, under the product’s name, and no one else’s', async () => {
      const { token, mobile } = await customer();
      const other = await customer();
      // The body the site sends: the sample form validated and mapped.
      const form = await PRODUCTS['home-loan'].formSchema.validate({ ...PRODUCT_SAMPLES['home-loan'], referred: '', termsAccepted: true });
      const application = { ...toProductPayload('home-loan', form, {}), mobile };
      const endpoint = PRODUCTS['home-loan'].endpointFor(application);
      const applied = await post(server.app, endpoint, application, bearer(token));
      expect(applied.statusCode, applied.body).toBe(201);
      // The same product applied for signed out with this mobile: not provably theirs.
      expect((await post(server.app, endpoint, { ...application, fullName: 'Someone Else' })).statusCode).toBe(201);

      const history = json(await get('/customer/inquiry-history', token)).data as { items: Array<Record<string, unknown>>; total: number };
      expect(history.total).toBe(1);
      expect(history.items[0]).toMatchObject({ kind: 'application', type: PRODUCTS['home-loan'].label, status: 'submitted', loanAmount: 60_00_000 });
      const id = String(history.items[0]!.id);
      expect(json(await get(`/customer/inquiry-history/${id}`, token)).data).toMatchObject({ id, kind: 'application' });
      expect((await get(`/customer/inquiry-history/${id}`, other.token)).statusCode).toBe(404);
      expect((json(await get('/customer/inquiry-history', other.token)).data as { total: number }).total).toBe(0);
    });

    it.each(['?page=0', '?limit=500', '?page=abc', '?limit=2.5'])('answers 400 for a bad page query %s', async (query) => {
      const { token } = await customer();
      const response = await get(`/customer/inquiry-history${query}`, token);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ success: false, fields: expect.any(Object) });
    });
  });

  describe('referrals and earnings', () => {
    it('lists the people who used the code and credits a reward once each verifies', async () => {
      const referrer = await customer();
      const friendMobile = uniqueMobile();
      await verifiedEnquiry({ mobile: friendMobile, username: 'Rohan Desai', referred: referrer.code.toLowerCase() });
      // Submitted but never confirmed: listed as pending, no reward.
      expect((await post(server.app, '/inquiry/inquiry-submission', enquiryPayload({ username: 'Sneha Pillai', referred: referrer.code }))).statusCode).toBe(
        201,
      );
      // A partner shop that signed up with the code and verified its mobile.
      const shop = registrationPayload({ username: 'Balaji Mobiles', referral: referrer.code });
      const registered = json(await post(server.app, '/api/register', shop));
      await post(server.app, '/auth/mobile-verify', { otp: await lastOtp(server.app, shop.mobile) }, bearer(registered.signUpToken));

      const referral = json(await get('/customer/referral', referrer.token)).data as Record<string, unknown>;
      expect(referral.referralCode).toBe(referrer.code);
      const people = referral.referred as Array<Record<string, unknown>>;
      expect(people.map((p) => [p.name, p.status]).sort()).toEqual([
        ['Balaji M.', 'verified'],
        ['Rohan D.', 'verified'],
        ['Sneha P.', 'pending'],
      ]);
      expect(JSON.stringify(referral)).not.toContain(friendMobile);
      expect(referral.summary).toEqual({ total: 3, verified: 2 });

      const earnings = json(await get('/customer/earn-history', referrer.token)).data as Record<string, unknown>;
      const expected = REFERRAL_REWARDS.enquiry + REFERRAL_REWARDS.partner;
      expect(earnings.totals).toEqual({ entries: 2, earned: expected, paid: 0, balance: expected });
      expect((earnings.items as Array<Record<string, unknown>>).map((i) => i.amount).sort()).toEqual(
        [REFERRAL_REWARDS.enquiry, REFERRAL_REWARDS.partner].sort(),
      );
      // Reading again credits nothing twice.
      const again = json(await get('/customer/earn-history', referrer.token)).data as Record<string, unknown>;
      expect(again.totals).toEqual(earnings.totals);
    });

    it('one reward per referred person: three enquiries from one mobile earn once, for the first referrer only', async () => {
      const referrer = await customer();
      const rival = await customer();
      const friend = uniqueMobile();
      for (let i = 0; i < 3; i += 1) {
        await verifiedEnquiry({ mobile: friend, referred: referrer.code });
        // Past the OTP resend wait of that mobile.
        server.clock.advance(10 * 60_000);
      }
      const earnings = json(await get('/customer/earn-history', referrer.token)).data as Record<string, unknown>;
      expect(earnings.totals).toEqual({ entries: 1, earned: REFERRAL_REWARDS.enquiry, paid: 0, balance: REFERRAL_REWARDS.enquiry });
      // The same person later quoting another code earns that code nothing either.
      await verifiedEnquiry({ mobile: friend, referred: rival.code });
      server.clock.advance(10 * 60_000);
      expect((await ledger(rival.token)).totals).toMatchObject({ entries: 0, earned: 0 });
      expect((await ledger(referrer.token)).totals).toMatchObject({ entries: 1, earned: REFERRAL_REWARDS.enquiry });
    });

    it('a self-referral earns nothing, and does not use up the reward of the person who really referred the mobile', async () => {
      const me = await customer();
      const friend = await customer();
      await verifiedEnquiry({ mobile: me.mobile, referred: me.code });
      expect((await ledger(me.token)).totals).toMatchObject({ entries: 0, earned: 0 });
      server.clock.advance(10 * 60_000);
      await verifiedEnquiry({ mobile: me.mobile, referred: friend.code });
      expect((await ledger(friend.token)).totals).toMatchObject({ entries: 1, earned: REFERRAL_REWARDS.enquiry });
    });

    it('a customer does not earn from their own enquiry', async () => {
      const me = await customer();
      await verifiedEnquiry({ mobile: me.mobile, referred: me.code });
      const earnings = json(await get('/customer/earn-history', me.token)).data as Record<string, unknown>;
      expect(earnings.totals).toMatchObject({ entries: 0, earned: 0 });
      expect((json(await get('/customer/referral', me.token)).data as Record<string, unknown>).referred).toEqual([]);
    });
  });

  describe('credit score', () => {
    it('needs explicit consent and an individual’s PAN', async () => {
      const { token, id } = await customer();
      const noConsent = await post(server.app, '/customer/cibil', { pan: 'ABCPE1234F', fullName: 'Asha Rao', consent: false }, bearer(token));
      expect(noConsent.statusCode).toBe(400);
      expect(json(noConsent).fields).toEqual({ consent: 'Please give your consent to fetch your credit report' });
      const stringConsent = await post(server.app, '/customer/cibil', { pan: 'ABCPE1234F', fullName: 'Asha Rao', consent: 'true' }, bearer(token));
      expect(stringConsent.statusCode).toBe(400);
      const company = await post(server.app, '/customer/cibil', { pan: 'AAACR5055K', fullName: 'Asha Rao', consent: true }, bearer(token));
      expect(json(company).fields).toEqual({ pan: 'Enter your personal PAN: its 4th character is P' });
      // Nothing was fetched for any of the refused requests.
      const { rows } = await server.db.query('SELECT 1 FROM credit_reports WHERE user_id = $1', [id]);
      expect(rows).toHaveLength(0);
    });

    it.each(Object.entries(TEST_PAN_REPORTS))('answers the same report for test PAN %s every time', async (pan, expected) => {
      const { token } = await customer();
      const first = json(await post(server.app, '/customer/cibil', { pan, fullName: 'Asha Rao', consent: true }, bearer(token))).data as Record<
        string,
        unknown
      >;
      server.clock.advance(1_000);
      const second = json(await post(server.app, '/customer/cibil', { pan, fullName: 'Asha Rao', consent: true }, bearer(token))).data as Record<
        string,
        unknown
      >;
      expect(first).toMatchObject({ score: expected.score, band: bandOf(expected.score), pan: `XXXXXX${pan.slice(-4)}`, bureau: 'Local test bureau' });
      expect(second.factors).toEqual(first.factors);
      expect(first.consent).toMatchObject({ text: expect.stringMatching(/authorise/) });
      const listed = json(await get('/customer/cibil', token)).data as Record<string, unknown>;
      expect((listed.latest as Record<string, unknown>).id).toBe(second.id);
      expect(listed.reports).toHaveLength(2);
    });

    it('answers “no credit history” for a PAN the bureau has no record of', async () => {
      const { token } = await customer();
      const report = json(await post(server.app, '/customer/cibil', { pan: 'FGHPK4321L', fullName: 'New Customer', consent: true }, bearer(token))).data;
      expect(report).toMatchObject({ score: null, band: 'No credit history' });
    });

    it('allows five checks a day', async () => {
      const { token } = await customer();
      const pan = uniquePan();
      for (let i = 0; i < 5; i += 1) {
        expect((await post(server.app, '/customer/cibil', { pan, fullName: 'Asha Rao', consent: true }, bearer(token))).statusCode).toBe(201);
      }
      const sixth = await post(server.app, '/customer/cibil', { pan, fullName: 'Asha Rao', consent: true }, bearer(token));
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
    });
  });

  it('a customer cannot read another customer’s enquiries or reports by id', async () => {
    const owner = await customer();
    const other = await customer();
    const enquiryId = await verifiedEnquiry({ mobile: owner.mobile });
    const report = json(await post(server.app, '/customer/cibil', { pan: uniquePan(), fullName: 'Owner Name', consent: true }, bearer(owner.token)))
      .data as Record<string, unknown>;
    expect((await get(`/customer/inquiry-history/${enquiryId}`, owner.token)).statusCode).toBe(200);
    expect((await get(`/customer/cibil/${String(report.id)}`, owner.token)).statusCode).toBe(200);
    for (const url of [`/customer/inquiry-history/${enquiryId}`, `/customer/cibil/${String(report.id)}`, '/customer/inquiry-history/not-a-uuid']) {
      const refused = await get(url, other.token);
      expect(refused.statusCode).toBe(404);
      expect(json(refused)).toMatchObject({ success: false });
    }
    const lists = await Promise.all(['/customer/inquiry-history', '/customer/cibil', '/customer/earn-history'].map((u) => get(u, other.token)));
    for (const list of lists) expect(list.body).not.toContain(enquiryId);
    expect(lists[1]!.body).not.toContain(String(report.id));
  });

  it('documents every customer route in OpenAPI', async () => {
    const doc = json(await get('/docs/json')) as { paths: Record<string, Record<string, unknown>> };
    for (const url of CUSTOMER_ROUTES) expect(doc.paths[url]?.get).toBeDefined();
    expect(doc.paths['/customer/profile']?.put).toBeDefined();
    expect(doc.paths['/customer/cibil']?.post).toBeDefined();
    expect(doc.paths['/customer/inquiry-history/{id}']?.get).toBeDefined();
  });
});
