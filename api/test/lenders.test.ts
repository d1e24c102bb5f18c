// Lender management in the operations console (issue 31): only an operations admin lists, reads,
// adds and edits lenders; every change is audited in its transaction with before and after, is
// used by the very next set of offers, and leaves the sets already shown as they were; a stale
// page or bad terms change nothing; a paused lender makes no offers and is not quoted on the site;
// a restart does not undo an edit; a product removed makes no offers and is kept on the audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLender,
  getLender,
  getOfferSet,
  listLenders,
  listLendingPartners,
  removeLenderProduct,
  saveLenderProduct,
  showOffers,
  STAFF_ROLES,
  updateLender,
  type StaffRole,
} from '@platform/shared/contracts';
import { PRODUCTS, toProductPayload } from '@platform/shared/schemas';
import { PRODUCT_SAMPLES } from '../../shared/src/schemas/product-samples.ts';
import { auditTrailOf } from '../src/audit/audit.ts';
import { loadContent } from '../src/content/load-content.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, bearer, databaseKinds, dataOf, demoStaffToken, json, otpLogin, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

const SECRET = 'lenders-test-secret';
const DECCAN = 'deccan-commercial-bank';
const ASK = { tenureMonths: 36, existingEmis: 0, age: 30, language: 'en' };

describe.each(databaseKinds)('lender management on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const accounts = new Map<string, { id: string; role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker' }>();

  const tokenOf = async (who: string) => {
    const { id, role } = accounts.get(who)!;
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [id]);
    return (await new TokenService(SECRET, server.clock).issue('access', id, { role, ver: rows[0]!.token_version })).token;
  };
  const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const put = (url: string, body: unknown, token: string) => server.app.inject({ method: 'PUT', url, payload: body as object, headers: bearer(token) });
  const lender = async (id = DECCAN) => dataOf(getLender, await get(`/ops/lenders/${id}`, admin));

  /** The lender's personal-loan terms as the console sends them back, with `change` applied. */
  async function personalLoanEdit(change: (terms: Record<string, unknown>) => Record<string, unknown>, id = DECCAN) {
    const current = await lender(id);
    const { product: _product, ...terms } = current.products.find((p) => p.product === 'personal-loan')!;
    return { version: current.version, body: { ...change(terms), seenVersion: current.version } };
  }

  /** A new customer's personal-loan application (₹3,00,000, ₹50,000 a month, Pune); its token and lead. */
  async function application() {
    const mobile = uniqueMobile();
    const token = String((await otpLogin(server.app, mobile)).accessToken);
    const form = await PRODUCTS['personal-loan'].formSchema.validate({
      ...PRODUCT_SAMPLES['personal-loan'],
      pincode: '411001',
      city: 'Pune',
      monthlyIncome: '50,000',
      loanAmount: '3,00,000',
      termsAccepted: true,
    });
    const filed = await post(server.app, '/loans/personal-loans/submit', { ...toProductPayload('personal-loan', form, {}), mobile }, bearer(token));
    expect(filed.statusCode, filed.body).toBe(201);
    return { token, leadId: String(json(filed).applicationId) };
  }
  const offers = async (customer: { token: string; leadId: string }) => {
    const answer = await post(server.app, '/api/offers', { ...ASK, leadId: customer.leadId }, bearer(customer.token));
    expect(answer.statusCode, answer.body).toBe(201);
    return dataOf(showOffers, answer);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true, tokenSecret: SECRET });
    admin = await demoStaffToken(server);
    for (const role of STAFF_ROLES) accounts.set(role, { id: (await addAccount(server, 'admin', { staffRoles: [role] })).id, role: 'admin' });
    for (const role of ['vendor', 'customer', 'banker', 'telecaller'] as const) accounts.set(role, { id: (await addAccount(server, role)).id, role });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('admits only an operations admin, and no other staff role, shop, customer, banker or telecaller', async () => {
    const { body: product } = await personalLoanEdit((terms) => terms);
    const details = await lender();
    const { id: _id, demo: _demo, managedAt: _m, version: _v, products: _p, bankers: _b, ...detailsBody } = details;
    // For those let in, each write is refused for a reason of its own (an id taken, a stale
    // version), so the matrix changes nothing.
    const endpoints: Array<[string, (token: string) => ReturnType<typeof get>]> = [
      ['list', (t) => get('/ops/lenders', t)],
      ['one', (t) => get(`/ops/lenders/${DECCAN}`, t)],
      ['add', (t) => post(server.app, '/ops/lenders', { ...detailsBody, id: DECCAN }, bearer(t))],
      ['update', (t) => put(`/ops/lenders/${DECCAN}`, { ...detailsBody, seenVersion: 999 }, t)],
      ['save product', (t) => put(`/ops/lenders/${DECCAN}/products/personal-loan`, { ...product, seenVersion: 999 }, t)],
      ['remove product', (t) => post(server.app, `/ops/lenders/${DECCAN}/products/personal-loan/remove`, { seenVersion: 999, reason: 'Withdrawn' }, bearer(t))],
    ];
    for (const [name, call] of endpoints) {
      for (const who of accounts.keys()) {
        const answer = await call(await tokenOf(who));
        const expected = who === 'ops_admin' ? [200, 409] : [403];
        expect(expected, `${name} as ${who}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
        if (who !== 'ops_admin' && STAFF_ROLES.includes(who as StaffRole)) expect(json(answer).error).toBe('Your staff role does not allow this.');
      }
      expect((await call('')).statusCode, `${name} signed out`).toBe(401);
    }
    expect(await auditTrailOf(server.db, 'lender', DECCAN)).toEqual([]);
    expect((await lender()).version).toBe(details.version);
  });

  it('lists the lenders with their products and bankers, and one lender with its terms in rupees and %', async () => {
    const list = dataOf(listLenders, await get('/ops/lenders', admin));
    expect(list.items.map((l) => l.id)).toContain(DECCAN);
    const deccan = list.items.find((l) => l.id === DECCAN)!;
    expect(deccan).toMatchObject({ kind: 'bank', active: true, demo: true });
    expect(deccan.products).toContain('Personal loan');

    const one = await lender();
    const personal = one.products.find((p) => p.product === 'personal-loan')!;
    // As lending-partners.json publishes it: ₹50,000 to ₹40,00,000, 12.25 % for the Good band.
    expect(personal).toMatchObject({ minAmount: 50_000, maxAmount: 4_000_000, processingFeePercent: 2 });
    expect(personal.rates).toContainEqual({ band: 'Good', minMonthlyIncome: 0, ratePercent: 12.25 });
    // The demo's banker of this lender (README), read only here.
    expect(one.bankers.length).toBeGreaterThan(0);
    expect(one.bankers.every((b) => typeof b.mobile === 'string')).toBe(true);
    expect((await get('/ops/lenders/no-such-lender', admin)).statusCode).toBe(404);
  });

  it('uses a changed rate grid for the next offers only, audited with before and after, and kept over a restart', async () => {
    const customer = await application();
    const earlier = await offers(customer);
    const earlierDeccan = earlier.offers.find((o) => o.lenderId === DECCAN)!;
    expect(earlierDeccan.rateBps).toBe(1225);

    const { version, body } = await personalLoanEdit((terms) => ({
      ...terms,
      rates: (terms.rates as Array<{ band: string; minMonthlyIncome: number; ratePercent: number }>).map((cell) =>
        cell.band === 'Good' && cell.minMonthlyIncome === 0 ? { ...cell, ratePercent: 9.99 } : cell,
      ),
    }));
    const saved = await put(`/ops/lenders/${DECCAN}/products/personal-loan`, body, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).message).toBe('Personal loan of Deccan Commercial Bank Ltd saved. New offers use it from now on.');
    // The product goes as its code, for the site to name it in the reader's language.
    expect(json(saved)).toMatchObject({
      messageCode: 'lender.product-saved',
      messageParams: { product: 'personal-loan', lender: 'Deccan Commercial Bank Ltd' },
    });
    const after = dataOf(saveLenderProduct, saved);
    expect(after.version).toBe(version + 1);
    expect(after.managedAt).not.toBeNull();

    // The next set has the new rate at once; the set shown before is unchanged.
    const next = await offers(customer);
    expect(next.offers.find((o) => o.lenderId === DECCAN)!.rateBps).toBe(999);
    const again = dataOf(getOfferSet, await get(`/api/offers/${earlier.id}`, customer.token));
    expect(again.offers).toEqual(earlier.offers);
    expect(again.offers.find((o) => o.lenderId === DECCAN)!.rateBps).toBe(1225);

    // The site's "from x % p.a." reads the same rows.
    const partners = dataOf(listLendingPartners, await get('/api/lending-partners'));
    expect(partners.find((p) => p.id === DECCAN)!.products.find((p) => p.product === 'personal-loan')!.fromRate).toBe(9.99);

    const trail = await auditTrailOf(server.db, 'lender', DECCAN);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'lender.product.update', actor_role: 'admin' });
    const before = trail[0]!.before as { product: { rates: Array<{ band: string; ratePercent: number }> } };
    const afterAudit = trail[0]!.after as { product: { rates: Array<{ band: string; ratePercent: number }> } };
    expect(before.product.rates).toContainEqual({ band: 'Good', minMonthlyIncome: 0, ratePercent: 12.25 });
    expect(afterAudit.product.rates).toContainEqual({ band: 'Good', minMonthlyIncome: 0, ratePercent: 9.99 });

    // The seed file is loaded again at every start; it no longer rewrites an edited lender.
    await loadContent(server.db);
    expect((await offers(customer)).offers.find((o) => o.lenderId === DECCAN)!.rateBps).toBe(999);
  });

  it('refuses bad terms field by field and a stale page, changing nothing', async () => {
    const start = await lender();
    const { body } = await personalLoanEdit((terms) => ({
      ...terms,
      minAmount: '5,00,000',
      maxAmount: '1,00,000',
      rates: [{ band: 'Excellent', minMonthlyIncome: 0, ratePercent: '9.999' }],
      coolingOffDays: '',
    }));
    const refused = await put(`/ops/lenders/${DECCAN}/products/personal-loan`, body, admin);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).fields).toMatchObject({
      maxAmount: 'Largest amount must be at least the smallest',
      'rates[0].ratePercent': 'Rate may have at most two decimals',
      rates: 'The rate grid needs a rate for the Good (700-749) band from income 0: offers without a credit check are priced at it',
      coolingOffDays: 'Cooling-off days is required',
    });

    const { id: _id, demo: _demo, managedAt: _m, version: _v, products: _p, bankers: _b, ...details } = start;
    const badDetails = await put(`/ops/lenders/${DECCAN}`, { ...details, pincodes: '41, 0411', website: 'http://x.in', seenVersion: start.version }, admin);
    expect(badDetails.statusCode).toBe(400);
    expect(json(badDetails).fields).toMatchObject({
      'pincodes[1]': 'PIN codes served: each is a PIN code or its first digits, e.g. 41 or 411001',
      website: 'Website must be an https:// address',
    });

    const stale = await put(`/ops/lenders/${DECCAN}`, { ...details, name: 'Someone else’s name', seenVersion: start.version - 1 }, admin);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toBe('Someone changed this lender since you opened it. Reload the page to see their change, then make yours again.');
    expect(await lender()).toEqual(start);
  });

  it('pauses a lender: no offers from it, not quoted on the site, until it is active again', async () => {
    const start = await lender('vindhya-digital-finance');
    const { id: _id, demo: _demo, managedAt: _m, version: _v, products: _p, bankers: _b, ...details } = start;
    const paused = await put('/ops/lenders/vindhya-digital-finance', { ...details, active: false, seenVersion: start.version }, admin);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(dataOf(updateLender, paused).active).toBe(false);

    const customer = await application();
    const set = await offers(customer);
    const named = [...set.offers.map((o) => o.lenderId), ...set.unmatched.map((u) => u.lenderId)];
    expect(named).not.toContain('vindhya-digital-finance');
    expect(named).toContain(DECCAN);
    expect(dataOf(listLendingPartners, await get('/api/lending-partners')).map((p) => p.id)).not.toContain('vindhya-digital-finance');
    const [trail] = await auditTrailOf(server.db, 'lender', 'vindhya-digital-finance');
    expect(trail).toMatchObject({ action: 'lender.pause', before: { active: true }, after: { active: false } });

    const resumed = await put('/ops/lenders/vindhya-digital-finance', { ...details, active: true, seenVersion: start.version + 1 }, admin);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const back = await offers(customer);
    expect([...back.offers.map((o) => o.lenderId), ...back.unmatched.map((u) => u.lenderId)]).toContain('vindhya-digital-finance');
  });

  it('adds a lender, which makes offers once it has a product', async () => {
    const details = {
      id: 'tapti-finance',
      name: 'Tapti Finance Ltd',
      kind: 'nbfc',
      rbiRegistration: 'NBFC-ICC, CoR N-13.02345',
      registrationStatus: 'Registered with the RBI, in force',
      website: 'https://tapti-finance.example.in',
      active: true,
      pincodes: '41, 40',
      grievanceName: 'Sunita Patil',
      grievancePhone: '020-6100-2000',
      grievanceEmail: 'grievance@tapti-finance.example.in',
    };
    const added = await post(server.app, '/ops/lenders', details, bearer(admin));
    expect(added.statusCode, added.body).toBe(201);
    expect(dataOf(addLender, added)).toMatchObject({ id: 'tapti-finance', pincodes: ['41', '40'], products: [], demo: false });
    expect((await post(server.app, '/ops/lenders', details, bearer(admin))).statusCode).toBe(409);

    const { body } = await personalLoanEdit((terms) => ({
      ...terms,
      name: 'Personal loan',
      rates: [{ band: 'Good', minMonthlyIncome: 0, ratePercent: 11 }],
    }));
    const product = await put('/ops/lenders/tapti-finance/products/personal-loan', { ...body, seenVersion: 1 }, admin);
    expect(product.statusCode, product.body).toBe(200);
    const set = await offers(await application());
    expect(set.offers.find((o) => o.lenderId === 'tapti-finance')).toMatchObject({ lenderName: 'Tapti Finance Ltd', rateBps: 1100 });
    expect((await auditTrailOf(server.db, 'lender', 'tapti-finance')).map((row) => row.action)).toEqual(['lender.add', 'lender.product.add']);
    expect((await put('/ops/lenders/tapti-finance/products/credit-card', { ...body, seenVersion: 2 }, admin)).statusCode).toBe(404);
  });

  it('removes a product: no offers from the lender for it, not quoted on the site, audited with its terms and the reason', async () => {
    const customer = await application();
    const earlier = await offers(customer);
    expect(earlier.offers.map((o) => o.lenderId)).toContain(DECCAN);
    const start = await lender();
    const terms = start.products.find((p) => p.product === 'personal-loan')!;
    const remove = (body: unknown, product = 'personal-loan') => post(server.app, `/ops/lenders/${DECCAN}/products/${product}/remove`, body, bearer(admin));

    // No reason, a stale page, a product the lender does not have or no lender offers: nothing changes.
    const noReason = await remove({ seenVersion: start.version, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).fields).toMatchObject({ reason: 'Say why the product is removed' });
    const stale = await remove({ seenVersion: start.version - 1, reason: 'Withdrawn by the bank' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toBe('Someone changed this lender since you opened it. Reload the page to see their change, then make yours again.');
    const notItsOwn = await remove({ seenVersion: start.version, reason: 'Withdrawn by the bank' }, 'used-car-loan');
    expect(notItsOwn.statusCode).toBe(404);
    expect(json(notItsOwn).error).toBe('Deccan Commercial Bank Ltd has no used car loan to remove.');
    expect((await remove({ seenVersion: start.version, reason: 'Withdrawn by the bank' }, 'credit-card')).statusCode).toBe(404);
    expect(await lender()).toEqual(start);

    const removed = await remove({ seenVersion: start.version, reason: 'Withdrawn by the bank' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed).message).toBe('Personal loan of Deccan Commercial Bank Ltd removed. New offers no longer include it.');
    expect(json(removed)).toMatchObject({
      messageCode: 'lender.product-removed',
      messageParams: { product: 'personal-loan', lender: 'Deccan Commercial Bank Ltd' },
    });
    const after = dataOf(removeLenderProduct, removed);
    expect(after.version).toBe(start.version + 1);
    expect(after.products.map((p) => p.product)).not.toContain('personal-loan');
    expect((await remove({ seenVersion: after.version, reason: 'Again' })).statusCode).toBe(404);

    // The very next set neither offers it nor names the lender unmatched; the set shown before is as it was.
    const next = await offers(customer);
    expect([...next.offers.map((o) => o.lenderId), ...next.unmatched.map((u) => u.lenderId)]).not.toContain(DECCAN);
    expect(next.offers.length).toBeGreaterThan(0);
    expect(dataOf(getOfferSet, await get(`/api/offers/${earlier.id}`, customer.token)).offers).toEqual(earlier.offers);
    const site = dataOf(listLendingPartners, await get('/api/lending-partners')).find((p) => p.id === DECCAN);
    expect(site?.products.map((p) => p.product) ?? []).not.toContain('personal-loan');

    const trail = await auditTrailOf(server.db, 'lender', DECCAN);
    expect(trail.at(-1)).toMatchObject({ action: 'lender.product.remove', actor_role: 'admin', reason: 'Withdrawn by the bank', after: { product: null } });
    expect((trail.at(-1)!.before as { product: unknown }).product).toEqual(terms);

    // Loading the seed file again (every start) does not bring it back.
    await loadContent(server.db);
    expect((await lender()).products.map((p) => p.product)).not.toContain('personal-loan');
  });
});
