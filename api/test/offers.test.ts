import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseOffer,
  chosenOfferSchema,
  confirmOfferChoice,
  DEMO_OFFER_LEAD_ID,
  DEMO_OFFER_SET_ID,
  getOfferSet,
  showOffers,
  type OfferSet,
} from '@platform/shared/contracts';
import { PRODUCTS, toProductPayload } from '@platform/shared/schemas';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples.ts';
import { addBenchLenders } from '../bench/offer-lenders.ts';
import { auditTrailOf } from '../src/audit/audit.ts';
import {
  addAccount,
  addBankerDetails,
  answerOf,
  bearer,
  databaseKinds,
  json,
  lastOtp,
  otpLogin,
  post,
  staffSignIn,
  startTestServer,
  uniqueMobile,
  type TestServer,
} from './helpers.ts';

/** A personal-loan application as the form sends it: ₹3,00,000, salaried, ₹50,000 a month, Pune. */
async function personalLoan(mobile: string, overrides: Record<string, unknown> = {}) {
  const form = await PRODUCTS['personal-loan'].formSchema.validate({
    ...PRODUCT_SAMPLES['personal-loan'],
    pincode: '411001',
    city: 'Pune',
    monthlyIncome: '50,000',
    loanAmount: '3,00,000',
    termsAccepted: true,
  });
  return { ...toProductPayload('personal-loan', form, {}), mobile, ...overrides };
}

const ASK = { tenureMonths: 36, existingEmis: 0, age: 30, language: 'en' };

describe.each(databaseKinds)('lenders’ offers on %s', (kind) => {
  let server: TestServer;
  let priya: string;
  let shop: string;
  let otherShop: string;

  const login = async (email: string, password: string) => String(json(await post(server.app, '/api/login', { email, password })).accessToken);
  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  const leadOf = async (id: string) =>
    (
      await server.db.query<{ lender_id: string | null; chosen_offer: unknown; offer_chosen_at: Date | null; banker_id: string | null }>(
        'SELECT lender_id, chosen_offer, offer_chosen_at, banker_id FROM leads WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  /** An approved banker of `lenderId` serving `pincodes`. */
  async function lenderBanker(lenderId: string, pincodes: string[]) {
    const banker = await addAccount(server, 'banker');
    await addBankerDetails(server, banker.id, pincodes);
    await server.db.query('UPDATE users SET lender_id = $2 WHERE id = $1', [banker.id, lenderId]);
    return banker.id;
  }

  /** A new customer's own application, filed signed in; answers their token, mobile and the lead. */
  async function customerApplication(overrides: Record<string, unknown> = {}) {
    const mobile = uniqueMobile();
    const token = String((await otpLogin(server.app, mobile)).accessToken);
    const filed = await post(server.app, '/loans/personal-loans/submit', await personalLoan(mobile, overrides), bearer(token));
    expect(filed.statusCode, filed.body).toBe(201);
    return { token, mobile, leadId: String(json(filed).applicationId) };
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    priya = String((await otpLogin(server.app, '9876500001')).accessToken);
    shop = await login('demo.vendor@example.com', 'Vendor@2026');
    otherShop = await login('demo.vendor2@example.com', 'Vendor2@2026');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the documented example against the demo data, and stores the set as shown', async () => {
    const sample = showOffers.samples[0]!;
    const response = await post(server.app, '/api/offers', sample.request!.body, bearer(priya));
    expect(response.statusCode, response.body).toBe(201);
    const answer = answerOf(showOffers, response);
    const { id, createdAt, ...rest } = answer.data;
    const { id: _id, createdAt: _at, ...expected } = sample.response.data;
    expect(rest).toEqual(expected);
    expect(answer.message).toBe('3 offers from 5 lenders');
    // The counts go beside the English plurals, for the site to say them in Hindi or Marathi.
    expect(answer).toMatchObject({ messageCode: 'offers.shown', messageParams: { count: 3, lenders: 5 } });
    expect(answer.data.offers.map((o) => o.lenderName)).toEqual(['Deccan Commercial Bank Ltd', 'Sahyadri Finserv Ltd', 'Vindhya Digital Finance Pvt Ltd']);
    expect(answer.data.unmatched.map((u) => u.lenderName)).toEqual(['Kaveri Credit Pvt Ltd', 'Narmada Small Finance Bank Ltd']);
    expect(createdAt).toBe(server.clock.now().toISOString());

    const { rows } = await server.db.query<{
      lead_id: string;
      asked_by_role: string;
      language: string;
      inputs_sealed: string;
      unmatched: unknown;
      indicative: boolean;
    }>('SELECT lead_id, asked_by_role, language, inputs_sealed, unmatched, indicative FROM offer_sets WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({ lead_id: DEMO_OFFER_LEAD_ID, asked_by_role: 'customer', language: 'en', indicative: true });
    // The income is sealed, as in the application itself.
    expect(rows[0]!.inputs_sealed).not.toContain('5000000');
    expect(answerOf(getOfferSet, await get(`/api/offers/${id}`, priya)).data).toEqual(answer.data);

    // The examples naming the demo's stored set work too.
    const stored = answerOf(getOfferSet, await get(`/api/offers/${DEMO_OFFER_SET_ID}`, priya));
    expect({ ...stored.data, createdAt: 'then' }).toEqual({ ...getOfferSet.samples[0]!.response.data, createdAt: 'then' });
    const choose = chooseOffer.samples[0]!;
    const started = answerOf(chooseOffer, await post(server.app, `/api/offers/${DEMO_OFFER_SET_ID}/choose`, choose.request!.body, bearer(priya)));
    expect({ ...started, choiceToken: 'token' }).toEqual({ ...choose.response, choiceToken: 'token' });
  });

  it('gives the same offers for the same application every time, and keeps each set shown', async () => {
    const { token, leadId } = await customerApplication();
    const first = answerOf(showOffers, await post(server.app, '/api/offers', { leadId, ...ASK, language: 'hi' }, bearer(token))).data;
    const second = answerOf(showOffers, await post(server.app, '/api/offers', { leadId, ...ASK, language: 'hi' }, bearer(token))).data;
    expect(second.offers).toEqual(first.offers);
    expect(second.unmatched).toEqual(first.unmatched);
    expect(second.id).not.toBe(first.id);
    expect(first.language).toBe('hi');
    const { rows } = await server.db.query('SELECT id FROM offer_sets WHERE lead_id = $1', [leadId]);
    expect(rows).toHaveLength(2);
  });

  it('asked in Marathi (or Hindi), stores and answers the reasons in its words, with each reason’s rule for a page in another language', async () => {
    const marathi = await post(server.app, '/api/offers', { leadId: DEMO_OFFER_LEAD_ID, ...ASK, language: 'mr' }, bearer(priya));
    expect(marathi.statusCode, marathi.body).toBe(201);
    const set = answerOf(showOffers, marathi).data;
    expect(set.language).toBe('mr');
    const words = {
      mr: [
        'Kaveri Credit Pvt Ltd पिन कोड 411001 मध्ये कर्ज देत नाही.',
        'Narmada Small Finance Bank Ltd चे पर्सनल लोन 6 ते 24 महिन्यांसाठी असते; अर्जात 36 महिने मागितले आहेत.',
      ],
      hi: [
        'Kaveri Credit Pvt Ltd पिन कोड 411001 में लोन नहीं देता।',
        'Narmada Small Finance Bank Ltd का पर्सनल लोन 6 से 24 महीने के लिए होता है; आवेदन में 36 महीने माँगे गए हैं।',
      ],
    };
    expect(set.unmatched.map((u) => u.reason)).toEqual(words.mr);
    // The rules are those of the English example: the offers themselves do not depend on the language.
    const sample = showOffers.samples[0]!.response.data;
    expect(set.unmatched.map((u) => u.rule)).toEqual(sample.unmatched.map((u) => u.rule));
    expect(set.offers).toEqual(sample.offers);
    expect(set.method[0]).toBe('हे कर्ज देणाऱ्या आमच्या पॅनलवरील प्रत्येक कर्जदात्याकडे आम्ही तुमच्या अर्जातील तेच तपशील देऊन विचारणा करतो.');

    // Stored as shown, in Marathi, and answered again so.
    const { rows } = await server.db.query<{ language: string; unmatched: { reason: string }[] | string }>(
      'SELECT language, unmatched FROM offer_sets WHERE id = $1',
      [set.id],
    );
    expect(rows[0]!.language).toBe('mr');
    const stored = typeof rows[0]!.unmatched === 'string' ? (JSON.parse(rows[0]!.unmatched) as { reason: string }[]) : rows[0]!.unmatched;
    expect(stored.map((u) => u.reason)).toEqual(words.mr);
    expect(answerOf(getOfferSet, await get(`/api/offers/${set.id}`, priya)).data).toEqual(set);

    const hindi = answerOf(showOffers, await post(server.app, '/api/offers', { leadId: DEMO_OFFER_LEAD_ID, ...ASK, language: 'hi' }, bearer(priya))).data;
    expect(hindi.unmatched.map((u) => u.reason)).toEqual(words.hi);

    const other = await post(server.app, '/api/offers', { leadId: DEMO_OFFER_LEAD_ID, ...ASK, language: 'ta' }, bearer(priya));
    expect(other.statusCode).toBe(400);
    expect(JSON.stringify(json(other))).toContain('Language must be en, hi or mr');
  });

  it('prices by the customer’s own consented credit check, and says so (not indicative)', async () => {
    const { token, leadId } = await customerApplication();
    const { rows } = await server.db.query<{ user_id: string }>('SELECT user_id FROM leads WHERE id = $1', [leadId]);
    await server.db.query(
      `INSERT INTO credit_reports (id, user_id, pan_masked, full_name, bureau, score, band, factors, consent_text, consent_at, created_at)
       VALUES (gen_random_uuid(), $1, 'XXXXXX234K', 'Aarav Gupta', 'Test bureau', 790, 'Excellent', '[]'::jsonb, 'I agree to a credit check', $2, $2)`,
      [rows[0]!.user_id, server.clock.now()],
    );
    const set = answerOf(showOffers, await post(server.app, '/api/offers', { leadId, ...ASK }, bearer(token))).data;
    expect(set).toMatchObject({ indicative: false, pricedBand: 'Excellent', inputs: { creditBand: 'Excellent' } });
    expect(set.offers.find((o) => o.lenderId === 'deccan-commercial-bank')!.rateBps).toBe(1099);
  });

  it('refuses what is not the caller’s, what is not a loan application, and bad input naming the field', async () => {
    const { leadId } = await customerApplication();
    const stranger = String((await otpLogin(server.app, uniqueMobile())).accessToken);
    expect((await post(server.app, '/api/offers', { leadId, ...ASK }, bearer(stranger))).statusCode).toBe(404);
    expect((await post(server.app, '/api/offers', { leadId, ...ASK }, bearer(shop))).statusCode).toBe(404);
    expect((await post(server.app, '/api/offers', { leadId, ...ASK })).statusCode).toBe(401);
    const bad = await post(server.app, '/api/offers', { leadId, age: 30 }, bearer(priya));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(json(bad))).toContain('tenureMonths');
    const enquiry = await server.db.query<{ id: string }>(
      "SELECT id FROM leads WHERE source = 'enquiry' AND mobile = '9876500001' AND status <> 'sanctioned' LIMIT 1",
    );
    const refused = await post(server.app, '/api/offers', { leadId: enquiry.rows[0]!.id, ...ASK }, bearer(priya));
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toMatch(/enquiry/);
  });

  it('chooses with the OTP on the customer’s own mobile only: the lead gets the lender and the offer, and that lender’s banker, in one audited step', async () => {
    const { token, mobile, leadId } = await customerApplication();
    const sahyadriBanker = await lenderBanker('sahyadri-finserv', ['411001']);
    await lenderBanker('deccan-commercial-bank', ['411001']);
    const set = answerOf(showOffers, await post(server.app, '/api/offers', { leadId, ...ASK }, bearer(token))).data;

    const started = await post(server.app, `/api/offers/${set.id}/choose`, { lenderId: 'sahyadri-finserv' }, bearer(token));
    expect(started.statusCode, started.body).toBe(200);
    const choice = answerOf(chooseOffer, started);
    expect(choice.sentTo).toBe(`******${mobile.slice(-4)}`);
    expect(choice.offer.lenderId).toBe('sahyadri-finserv');

    // Someone else's code (another customer's choice) is a wrong code here, and changes nothing.
    const other = await customerApplication();
    const otherSet = answerOf(showOffers, await post(server.app, '/api/offers', { leadId: other.leadId, ...ASK }, bearer(other.token))).data;
    await post(server.app, `/api/offers/${otherSet.id}/choose`, { lenderId: 'deccan-commercial-bank' }, bearer(other.token));
    const wrong = await post(
      server.app,
      `/api/offers/${set.id}/confirm`,
      { otp: await lastOtp(server.app, other.mobile) },
      { ...bearer(token), 'x-flow-token': choice.choiceToken },
    );
    expect(wrong.statusCode).toBe(400);
    expect((await leadOf(leadId)).lender_id).toBeNull();
    // Without the choice token, no choice at all.
    expect((await post(server.app, `/api/offers/${set.id}/confirm`, { otp: '123456' }, bearer(token))).statusCode).toBe(403);

    const code = await lastOtp(server.app, mobile);
    const confirmed = await post(server.app, `/api/offers/${set.id}/confirm`, { otp: code }, { ...bearer(token), 'x-flow-token': choice.choiceToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const chosen = answerOf(confirmOfferChoice, confirmed).data;
    const offer = set.offers.find((o) => o.lenderId === 'sahyadri-finserv')!;
    expect(chosen).toEqual({
      offerSetId: set.id,
      lenderId: 'sahyadri-finserv',
      lenderName: 'Sahyadri Finserv Ltd',
      amountPaise: offer.amountPaise,
      rateBps: offer.rateBps,
      tenureMonths: 36,
      processingFeePaise: offer.processingFeePaise,
      aprBps: offer.aprBps,
      emiPaise: offer.emiPaise,
      totalCostPaise: offer.totalCostPaise,
      penalCharges: offer.penalCharges,
      coolingOffDays: 3,
      kfsVersion: 1,
      acknowledgedAt: server.clock.now().toISOString(),
    });
    const lead = await leadOf(leadId);
    expect(lead).toMatchObject({ lender_id: 'sahyadri-finserv', banker_id: sahyadriBanker });
    expect(chosenOfferSchema.validateSync(typeof lead.chosen_offer === 'string' ? JSON.parse(lead.chosen_offer) : lead.chosen_offer, { strict: true })).toEqual(
      chosen,
    );
    const trail = await auditTrailOf(server.db, 'lead', leadId);
    expect(trail.map((row) => row.action)).toEqual(['offer.choose']);
    expect(answerOf(getOfferSet, await get(`/api/offers/${set.id}`, token)).data.chosen).toEqual(chosen);

    // Once chosen, the application is not chosen again.
    const again = await post(server.app, `/api/offers/${set.id}/choose`, { lenderId: 'deccan-commercial-bank' }, bearer(token));
    expect(again.statusCode).toBe(409);
  });

  it('at a counter: the shop starts the choice, the code goes to the customer’s mobile, and only that code completes it', async () => {
    const customerMobile = uniqueMobile();
    const filed = await post(server.app, '/loans/personal-loans/submit', await personalLoan(customerMobile), bearer(shop));
    expect(filed.statusCode, filed.body).toBe(201);
    const leadId = String(json(filed).applicationId);
    const set = answerOf(showOffers, await post(server.app, '/api/offers', { leadId, ...ASK }, bearer(shop))).data;
    expect(set.indicative).toBe(true);
    expect(set.offers).toHaveLength(3);
    const { rows } = await server.db.query('SELECT asked_by_role FROM offer_sets WHERE id = $1', [set.id]);
    expect(rows[0]).toEqual({ asked_by_role: 'vendor' });
    // Another shop cannot see it, let alone choose.
    expect((await post(server.app, `/api/offers/${set.id}/choose`, { lenderId: 'vindhya-digital-finance' }, bearer(otherShop))).statusCode).toBe(404);

    const choice = answerOf(chooseOffer, await post(server.app, `/api/offers/${set.id}/choose`, { lenderId: 'vindhya-digital-finance' }, bearer(shop)));
    const code = await lastOtp(server.app, customerMobile);
    // The shop's own mobile received nothing for this choice.
    const shopMobile = (await server.db.query<{ mobile: string }>("SELECT mobile FROM users WHERE referral_code = 'DEMOSHOP'")).rows[0]!.mobile;
    const shopCodes = await server.db.query("SELECT 1 FROM otp_codes WHERE mobile = $1 AND purpose = 'offer-choice'", [shopMobile]);
    expect(shopCodes.rows).toHaveLength(0);
    // The other shop holding the token gets nowhere.
    const stolen = await post(server.app, `/api/offers/${set.id}/confirm`, { otp: code }, { ...bearer(otherShop), 'x-flow-token': choice.choiceToken });
    expect(stolen.statusCode).toBe(403);
    const guessed = await post(
      server.app,
      `/api/offers/${set.id}/confirm`,
      { otp: code === '000000' ? '111111' : '000000' },
      { ...bearer(shop), 'x-flow-token': choice.choiceToken },
    );
    expect(guessed.statusCode).toBe(400);
    expect((await leadOf(leadId)).lender_id).toBeNull();

    const typed = await post(server.app, `/api/offers/${set.id}/confirm`, { otp: code }, { ...bearer(shop), 'x-flow-token': choice.choiceToken });
    expect(typed.statusCode, typed.body).toBe(200);
    // Vindhya has no banker here: the lead waits for one rather than going to another lender's banker.
    expect(await leadOf(leadId)).toMatchObject({ lender_id: 'vindhya-digital-finance', banker_id: null });
    const trail = await auditTrailOf(server.db, 'lead', leadId);
    expect(trail[0]).toMatchObject({ action: 'offer.choose', actor_role: 'vendor' });
  });

  it('keeps a chosen lead with its lender’s bankers when its telecaller later logs it in at the bank', async () => {
    const { token, mobile, leadId } = await customerApplication();
    const vindhyaBanker = await lenderBanker('vindhya-digital-finance', ['411001']);
    // A banker of the PIN code with no lender, and another lender's: routing by PIN alone could pick either.
    const pinOnly = await addAccount(server, 'banker');
    await addBankerDetails(server, pinOnly.id, ['411001']);
    await lenderBanker('deccan-commercial-bank', ['411001']);
    const set = answerOf(showOffers, await post(server.app, '/api/offers', { leadId, ...ASK }, bearer(token))).data;
    const choice = answerOf(chooseOffer, await post(server.app, `/api/offers/${set.id}/choose`, { lenderId: 'vindhya-digital-finance' }, bearer(token)));
    const confirmed = await post(
      server.app,
      `/api/offers/${set.id}/confirm`,
      { otp: await lastOtp(server.app, mobile) },
      { ...bearer(token), 'x-flow-token': choice.choiceToken },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await leadOf(leadId)).banker_id).toBe(vindhyaBanker);

    const { rows } = await server.db.query<{ mobile: string }>('SELECT u.mobile FROM leads l JOIN users u ON u.id = l.assigned_to WHERE l.id = $1', [leadId]);
    const telecaller = await staffSignIn(server, 'telecaller', rows[0]!.mobile);
    for (const status of ['contacted', 'interested', 'documents_pending', 'logged_in']) {
      const moved = await post(server.app, `/telecaller/leads/${leadId}/outcome`, { status, note: `to ${status}` }, bearer(telecaller));
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const { rows: routed } = await server.db.query<{ lender_id: string | null }>(
      'SELECT u.lender_id FROM leads l JOIN users u ON u.id = l.banker_id WHERE l.id = $1',
      [leadId],
    );
    expect(routed).toEqual([{ lender_id: 'vindhya-digital-finance' }]);
  });

  it('refuses a lender that made no offer in the set, and a set more than a day old', async () => {
    const { token, mobile, leadId } = await customerApplication();
    const set = answerOf(showOffers, await post(server.app, '/api/offers', { leadId, ...ASK }, bearer(token))).data as OfferSet;
    const unmatched = await post(server.app, `/api/offers/${set.id}/choose`, { lenderId: 'kaveri-credit' }, bearer(token));
    expect(unmatched.statusCode).toBe(400);
    expect(JSON.stringify(json(unmatched))).toContain('lenderId');
    server.clock.advance(25 * 60 * 60 * 1000);
    const tomorrow = String((await otpLogin(server.app, mobile)).accessToken);
    const stale = await post(server.app, `/api/offers/${set.id}/choose`, { lenderId: 'deccan-commercial-bank' }, bearer(tomorrow));
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toMatch(/more than a day old/);
  });

  // Last: it adds lenders to this server's panel. The benchmark's panel (pnpm bench:api) works.
  it('matches against the benchmark’s 20 lenders, ordered by APR then name', async () => {
    await addBenchLenders(server.db);
    const { token, leadId } = await customerApplication();
    const set = answerOf(showOffers, await post(server.app, '/api/offers', { leadId, ...ASK }, bearer(token))).data;
    expect(set.offers.length + set.unmatched.length).toBe(20);
    const order = set.offers.map((o) => [o.aprBps, o.lenderName] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)));
  });
});
