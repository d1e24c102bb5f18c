// The chosen lender's side of a loan (issue 31): a lead whose customer chose a lender is read and
// decided by that lender's bankers only, and stays with them when rerouted; a sanction on other
// terms makes a new KFS that the customer acknowledges by OTP on their own mobile before any
// disbursal; after the disbursal the cooling-off period shows its end and the exit cost, and an
// exit request is recorded, audited and sent to the lender's bankers. Through the real routes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statusHistory } from '@platform/shared/contracts';
import { coolingOffEndsOn, coolingOffExitCost, sanctionKeyFacts } from '@platform/shared/finance';
import { auditTrailOf } from '../src/audit/audit.ts';
import { openLead } from '../src/leads/lifecycle.ts';
import { TokenService } from '../src/security/tokens.ts';
import {
  addAccount,
  addBankerDetails,
  bearer,
  dataOf,
  databaseKinds,
  json,
  lastOtp,
  post,
  staffSignIn,
  startTestServer,
  uniqueMobile,
  type TestServer,
} from './helpers.ts';

type Json = Record<string, unknown>;
const SECRET = 'lender-decisions-secret';
const PINCODE = '411046';
const LENDER = 'ganga-housing-finance';
const OTHER_LENDER = 'deccan-commercial-bank';

/** The offer the customer chose (as the offers domain stores it): ₹5,00,000 at 9 % for 60 months. */
const CHOSEN = {
  lenderId: LENDER,
  lenderName: 'Ganga Housing Finance Ltd',
  amountPaise: 50_000_000,
  rateBps: 900,
  tenureMonths: 60,
  processingFeePaise: 295_000,
  aprBps: 925,
  emiPaise: 1_037_919,
  totalCostPaise: 12_570_140,
  penalCharges: '2% a month on the overdue instalment',
  coolingOffDays: 3,
  kfsVersion: 1,
};

describe.each(databaseKinds)('the chosen lender’s decision and the cooling-off period on %s', (kind) => {
  let server: TestServer;
  let shop: { id: string; code: string; token: string };
  let telecaller: { id: string; token: string };
  let lenderBanker: { id: string; mobile: string; token: string };
  let secondLenderBanker: { id: string; token: string };
  let otherBanker: { id: string; token: string };
  let admin: string;

  const today = () => new Date(server.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const tokenFor = async (userId: string, role: 'admin' | 'vendor' | 'customer') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };
  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  /** The access tokens of the lender's bankers, by id: a chosen lead goes to any of them in turn. */
  const bankerTokens = new Map<string, string>();
  const decide = async (id: string, body: Json, token?: string) => {
    const { rows } = await server.db.query<{ banker_id: string }>('SELECT banker_id FROM leads WHERE id = $1', [id]);
    return post(server.app, `/banker/leads/${id}/status`, body, bearer(token ?? bankerTokens.get(rows[0]!.banker_id) ?? lenderBanker.token));
  };
  const journeyOf = async (id: string, token: string) => dataOf(statusHistory, await get(`/api/get-status-history/${id}`, token)).lenderJourney;
  const sanction = (overrides: Json = {}) => ({
    status: 'sanctioned',
    note: 'Sanctioned on salary slips',
    sanctionedAmount: 500_000,
    interestRate: 9,
    tenureMonths: 60,
    ...overrides,
  });
  const disbursal = (overrides: Json = {}) => ({
    status: 'disbursed',
    note: 'Credited to the customer',
    disbursedAmount: 400_000,
    disbursedOn: today(),
    lenderReference: 'GHFL/LKO/2026/0042',
    ...overrides,
  });

  async function withLenderBanker(lenderId: string | null, pincodes: string[]) {
    const account = await addAccount(server, 'banker');
    await server.db.query('UPDATE users SET lender_id = $2 WHERE id = $1', [account.id, lenderId]);
    await addBankerDetails(server, account.id, pincodes);
    const token = await staffSignIn(server, 'banker', account.mobile);
    bankerTokens.set(account.id, token);
    return { ...account, token };
  }

  /** A customer's lead through the shop, logged in at the bank, with the offer they chose from LENDER. */
  async function chosenLead(): Promise<{ id: string; customer: { id: string; mobile: string; token: string } }> {
    const account = await addAccount(server, 'customer');
    const customer = { ...account, token: await tokenFor(account.id, 'customer') };
    const id = randomUUID();
    await server.db.transaction((tx) =>
      openLead(tx, server.clock.now(), {
        id,
        source: 'application',
        product: 'home-loan',
        customerName: 'Kiran More',
        mobile: customer.mobile,
        pincode: PINCODE,
        amount: 500_000,
        shopID: shop.code,
        userId: customer.id,
      }),
    );
    // What the offers domain records when the customer chooses (their OTP on the KFS).
    await server.db.query('UPDATE leads SET lender_id = $2, chosen_offer = $3, offer_chosen_at = $4 WHERE id = $1', [
      id,
      LENDER,
      JSON.stringify({ ...CHOSEN, offerSetId: randomUUID(), acknowledgedAt: server.clock.now().toISOString() }),
      server.clock.now(),
    ]);
    for (const status of ['contacted', 'interested', 'documents_pending', 'logged_in']) {
      const moved = await post(server.app, `/telecaller/leads/${id}/outcome`, { status, note: `to ${status}` }, bearer(telecaller.token));
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return { id, customer };
  }

  /** Days pass: access tokens last two hours, so everyone signs in again. */
  async function daysLater(days: number, customer: { id: string; token: string }) {
    server.clock.advance(days * 86_400_000);
    for (const [id] of bankerTokens) {
      const { rows } = await server.db.query<{ mobile: string; approval_status: string }>('SELECT mobile, approval_status FROM users WHERE id = $1', [id]);
      if (rows[0]!.approval_status === 'approved') bankerTokens.set(id, await staffSignIn(server, 'banker', rows[0]!.mobile));
    }
    lenderBanker.token = bankerTokens.get(lenderBanker.id)!;
    telecaller.token = await staffSignIn(
      server,
      'telecaller',
      (await server.db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [telecaller.id])).rows[0]!.mobile,
    );
    shop.token = await tokenFor(shop.id, 'vendor');
    customer.token = await tokenFor(customer.id, 'customer');
  }

  async function acknowledge(id: string, customerToken: string) {
    const sent = await post(server.app, `/customer/leads/${id}/kfs/send-otp`, {}, bearer(customerToken));
    expect(sent.statusCode, sent.body).toBe(200);
    const { rows } = await server.db.query<{ mobile: string }>('SELECT mobile FROM leads WHERE id = $1', [id]);
    return post(
      server.app,
      `/customer/leads/${id}/kfs/verify-otp`,
      { otp: await lastOtp(server.app, rows[0]!.mobile) },
      { ...bearer(customerToken), 'x-flow-token': String(json(sent).newToken) },
    );
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET });
    await server.db.query('UPDATE telecallers SET on_duty = false');
    const code = `LND${Date.now().toString(36).toUpperCase()}`;
    const shopAccount = await addAccount(server, 'vendor', { referralCode: code });
    shop = { id: shopAccount.id, code, token: await tokenFor(shopAccount.id, 'vendor') };
    const t = await addAccount(server, 'telecaller');
    telecaller = { id: t.id, token: await staffSignIn(server, 'telecaller', t.mobile) };
    // Another lender's banker serves the lead's PIN code and is first in its rotation: a chosen
    // lead must still go to the chosen lender's banker, who serves elsewhere.
    otherBanker = await withLenderBanker(OTHER_LENDER, [PINCODE]);
    lenderBanker = await withLenderBanker(LENDER, ['226001']);
    admin = await tokenFor((await addAccount(server, 'admin')).id, 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    server.clock.advance(60_000);
  });

  it('routes a chosen lead to the chosen lender’s banker only; another lender’s banker neither sees nor decides it', async () => {
    const { id } = await chosenLead();
    const { rows } = await server.db.query<{ banker_id: string }>('SELECT banker_id FROM leads WHERE id = $1', [id]);
    expect(rows[0]!.banker_id).toBe(lenderBanker.id);

    const mine = dataOf((await import('@platform/shared/contracts')).routedLeads, await get('/banker/leads', lenderBanker.token)).items.find(
      (item) => item.id === id,
    );
    expect(mine?.lenderJourney).toMatchObject({ lenderId: LENDER, chosenOffer: { rateBps: 900 }, awaitingAcknowledgement: null });

    // Even routed to them by mistake, another lender's banker is refused and never sees it listed.
    await server.db.query('UPDATE leads SET banker_id = $2 WHERE id = $1', [id, otherBanker.id]);
    const listed = json(await get('/banker/leads', otherBanker.token)).data as { items: Json[] };
    expect(listed.items.map((item) => item.id)).not.toContain(id);
    const refused = await decide(id, sanction(), otherBanker.token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await get(`/api/get-status-history/${id}`, otherBanker.token)).statusCode).toBe(403);
    const { rows: after } = await server.db.query<{ status: string }>('SELECT status FROM leads WHERE id = $1', [id]);
    expect(after[0]!.status).toBe('logged_in');
    await server.db.query('UPDATE leads SET banker_id = $2 WHERE id = $1', [id, lenderBanker.id]);
  });

  it('keeps a chosen lead within its lender when its banker is suspended', async () => {
    const { id } = await chosenLead();
    secondLenderBanker = await withLenderBanker(LENDER, ['226010']);
    const leaving = await withLenderBanker(LENDER, ['226020']);
    await server.db.query('UPDATE leads SET banker_id = $2 WHERE id = $1', [id, leaving.id]);
    const suspended = await post(server.app, `/admin/staff/${leaving.id}/suspend`, { reason: 'Left the lender' }, bearer(admin));
    expect(suspended.statusCode, suspended.body).toBe(200);
    const { rows } = await server.db.query<{ banker_id: string }>('SELECT banker_id FROM leads WHERE id = $1', [id]);
    expect([lenderBanker.id, secondLenderBanker.id]).toContain(rows[0]!.banker_id);
  });

  it('needs no new acknowledgement when the sanction keeps the chosen terms', async () => {
    const { id, customer } = await chosenLead();
    expect((await decide(id, sanction())).statusCode).toBe(200);
    const journey = await journeyOf(id, customer.token);
    expect(journey).toMatchObject({ kfsVersions: [], awaitingAcknowledgement: null });
    expect((await post(server.app, `/customer/leads/${id}/kfs/send-otp`, {}, bearer(customer.token))).statusCode).toBe(409);
    const disbursed = await decide(id, disbursal({ disbursedAmount: 500_000 }));
    expect(disbursed.statusCode, disbursed.body).toBe(200);
  });

  it('makes a new KFS of changed terms, which only the customer’s own OTP acknowledges, before any disbursal', async () => {
    const { id, customer } = await chosenLead();
    const sanctioned = await decide(id, sanction({ sanctionedAmount: 400_000, interestRate: 9.5 }));
    expect(sanctioned.statusCode, sanctioned.body).toBe(200);
    const expected = sanctionKeyFacts(CHOSEN, { amountPaise: 40_000_000, rateBps: 950, tenureMonths: 60 });
    const journey = await journeyOf(id, customer.token);
    expect(journey).toMatchObject({ awaitingAcknowledgement: 2, kfsVersions: [{ version: 2, ...expected, coolingOffDays: 3, acknowledgedAt: null }] });
    // The shop and the telecaller read the same timeline.
    expect(await journeyOf(id, shop.token)).toMatchObject({ awaitingAcknowledgement: 2 });

    const early = await decide(id, disbursal());
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toContain('KFS version 2');

    // Not the shop, not another customer, not another customer's OTP.
    expect((await post(server.app, `/customer/leads/${id}/kfs/send-otp`, {}, bearer(shop.token))).statusCode).toBe(403);
    const stranger = await addAccount(server, 'customer');
    const strangerToken = await tokenFor(stranger.id, 'customer');
    expect((await post(server.app, `/customer/leads/${id}/kfs/send-otp`, {}, bearer(strangerToken))).statusCode).toBe(404);
    const other = await chosenLead();
    await decide(other.id, sanction({ tenureMonths: 48 }));
    const otherFlow = await post(server.app, `/customer/leads/${other.id}/kfs/send-otp`, {}, bearer(other.customer.token));
    const crossed = await post(
      server.app,
      `/customer/leads/${id}/kfs/verify-otp`,
      { otp: await lastOtp(server.app, other.customer.mobile) },
      { ...bearer(other.customer.token), 'x-flow-token': String(json(otherFlow).newToken) },
    );
    expect(crossed.statusCode).toBe(404);
    const borrowed = await post(
      server.app,
      `/customer/leads/${id}/kfs/verify-otp`,
      { otp: await lastOtp(server.app, other.customer.mobile) },
      { ...bearer(customer.token), 'x-flow-token': String(json(otherFlow).newToken) },
    );
    expect(borrowed.statusCode).toBe(403);
    expect(await journeyOf(id, customer.token)).toMatchObject({ awaitingAcknowledgement: 2 });

    const acknowledged = await acknowledge(id, customer.token);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(json(acknowledged).data).toMatchObject({ awaitingAcknowledgement: null, kfsVersions: [{ version: 2 }] });
    const trail = await auditTrailOf(server.db, 'lead', id);
    expect(trail.map((row) => row.action)).toEqual(expect.arrayContaining(['lead.kfs.revised', 'lead.kfs.acknowledged']));

    // More than sanctioned is refused; the sanctioned amount is disbursed, and the shop's commission follows it.
    expect((await decide(id, disbursal({ disbursedAmount: 450_000 }))).statusCode).toBe(400);
    const disbursed = await decide(id, disbursal());
    expect(disbursed.statusCode, disbursed.body).toBe(200);
    const loans = (json(await get('/card/get-loan-payment', shop.token)).data as { items: Json[] }).items;
    expect(loans.filter((line) => line.saleId === id)).toMatchObject([{ disbursedPaise: 40_000_000 }]);
  });

  it('shows the cooling-off end and exit cost, records one exit request and sends it to the lender’s bankers', async () => {
    const { id, customer } = await chosenLead();
    await decide(id, sanction({ sanctionedAmount: 400_000 }));
    expect((await acknowledge(id, customer.token)).statusCode).toBe(200);
    const day = today();
    expect((await decide(id, disbursal({ disbursedOn: day }))).statusCode).toBe(200);
    await daysLater(2, customer);

    const v2 = sanctionKeyFacts(CHOSEN, { amountPaise: 40_000_000, rateBps: 900, tenureMonths: 60 });
    const cost = coolingOffExitCost({ principalPaise: 40_000_000, aprBps: v2.aprBps, disbursedOn: day, on: today() });
    const journey = await journeyOf(id, customer.token);
    expect(journey?.coolingOff).toEqual({
      disbursedOn: day,
      days: 3,
      endsOn: coolingOffEndsOn(day, 3),
      open: true,
      exitCost: { ...cost, aprBps: v2.aprBps, asOf: today() },
    });

    expect((await post(server.app, `/customer/leads/${id}/cooling-off-exit`, {}, bearer(shop.token))).statusCode).toBe(403);
    const asked = await post(server.app, `/customer/leads/${id}/cooling-off-exit`, {}, bearer(customer.token));
    expect(asked.statusCode, asked.body).toBe(201);
    expect(json(asked).data).toMatchObject({ exitRequest: { status: 'open', totalPaise: cost.totalPaise, daysHeld: 2 } });
    const sentTo = (json(asked).data as { exitRequest: { sentToBankers: number } }).exitRequest.sentToBankers;
    expect(sentTo).toBeGreaterThanOrEqual(1);
    const { rows: outbox } = await server.db.query<{ mobile: string; message: string }>(
      "SELECT mobile, message FROM sms_outbox WHERE purpose = 'lender-notice' AND mobile = $1",
      [lenderBanker.mobile],
    );
    expect(outbox.at(-1)?.message).toContain('GHFL/LKO/2026/0042');
    expect(outbox.length).toBeGreaterThanOrEqual(1);
    expect((await auditTrailOf(server.db, 'lead', id)).map((row) => row.action)).toContain('lead.cooling_off_exit.requested');
    // The lender's banker holding the lead sees it there.
    const { rows: holder } = await server.db.query<{ banker_id: string }>('SELECT banker_id FROM leads WHERE id = $1', [id]);
    const routed = json(await get('/banker/leads', bankerTokens.get(holder[0]!.banker_id)!)).data as {
      items: Array<{ id: string; lenderJourney: Json | null }>;
    };
    expect(routed.items.find((item) => item.id === id)?.lenderJourney).toMatchObject({ exitRequest: { status: 'open' } });

    const again = await post(server.app, `/customer/leads/${id}/cooling-off-exit`, {}, bearer(customer.token));
    expect(again.statusCode).toBe(409);
    const { rows } = await server.db.query<{ n: string | number }>('SELECT count(*) AS n FROM lead_exit_requests WHERE lead_id = $1', [id]);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('lets the chosen lender’s banker close an exit request with the amount repaid and the day, shown to the customer', async () => {
    const { id, customer } = await chosenLead();
    await decide(id, sanction({ sanctionedAmount: 400_000 }));
    expect((await acknowledge(id, customer.token)).statusCode).toBe(200);
    const disbursedOn = today();
    expect((await decide(id, disbursal({ disbursedOn }))).statusCode).toBe(200);
    await daysLater(1, customer);
    const askedOn = today();
    const asked = await post(server.app, `/customer/leads/${id}/cooling-off-exit`, {}, bearer(customer.token));
    expect(asked.statusCode, asked.body).toBe(201);
    const { rows: holder } = await server.db.query<{ banker_id: string }>('SELECT banker_id FROM leads WHERE id = $1', [id]);
    const holderToken = bankerTokens.get(holder[0]!.banker_id)!;
    const close = (body: Json, token: string) => post(server.app, `/banker/leads/${id}/cooling-off-exit/close`, body, bearer(token));

    // Only the chosen lender's banker; not the customer, not another lender's banker.
    expect((await close({ repaidPaise: 40_010_000, repaidOn: askedOn }, customer.token)).statusCode).toBe(403);
    expect((await close({ repaidPaise: 40_010_000, repaidOn: askedOn }, bankerTokens.get(otherBanker.id)!)).statusCode).toBe(403);
    // Not before the request, not in the future, and a real amount.
    const early = await close({ repaidPaise: 40_010_000, repaidOn: disbursedOn }, holderToken);
    expect(early.statusCode).toBe(400);
    expect(json(early).error).toBe(`Repaid on cannot be before the customer asked to exit (${askedOn}).`);
    const future = await close({ repaidPaise: 40_010_000, repaidOn: '2099-01-01' }, holderToken);
    expect(json(future).error).toBe('Repaid on cannot be in the future.');
    expect(json(await close({ repaidPaise: 0, repaidOn: askedOn }, holderToken)).fields).toMatchObject({
      repaidPaise: 'Amount repaid must be more than nothing',
    });
    expect((await journeyOf(id, customer.token))?.exitRequest).toMatchObject({ status: 'open', repaidPaise: null, closedAt: null });

    const closed = await close({ repaidPaise: 40_010_000, repaidOn: askedOn }, holderToken);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json(closed).message).toBe(`Exit request closed: ₹4,00,100 repaid on ${askedOn}.`);
    expect((await journeyOf(id, customer.token))?.exitRequest).toMatchObject({
      status: 'closed',
      repaidPaise: 40_010_000,
      repaidOn: askedOn,
      closedAt: server.clock.now().toISOString(),
    });
    const [audit] = (await auditTrailOf(server.db, 'lead', id)).filter((row) => row.action === 'lead.cooling_off_exit.closed');
    expect(audit).toMatchObject({ actor_role: 'banker', after: { status: 'closed', repaidPaise: 40_010_000, repaidOn: askedOn } });
    const again = await close({ repaidPaise: 40_010_000, repaidOn: askedOn }, holderToken);
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe('This loan has no open exit request to close.');
  });

  it('refuses an exit after the cooling-off period and before a disbursal', async () => {
    const { id, customer } = await chosenLead();
    expect((await post(server.app, `/customer/leads/${id}/cooling-off-exit`, {}, bearer(customer.token))).statusCode).toBe(409);
    await decide(id, sanction());
    expect((await decide(id, disbursal({ disbursedAmount: 500_000 }))).statusCode).toBe(200);
    await daysLater(4, customer);
    expect((await journeyOf(id, customer.token))?.coolingOff).toMatchObject({ open: false });
    const late = await post(server.app, `/customer/leads/${id}/cooling-off-exit`, {}, bearer(customer.token));
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toContain('cooling-off period ended');
  });

  it('registers a banker for a listed lender only', async () => {
    const mobile = uniqueMobile();
    const details = {
      username: 'Kiran Bhat',
      mobile,
      email: `kiran.${mobile}@example.com`,
      lenderId: 'sahyadri-finserv',
      branch: 'Shivajinagar',
      ifsc: 'SAHY0000123',
      designation: 'Branch Manager',
      products: ['Personal loan'],
      pincodes: '411005',
    };
    const unknown = await post(server.app, '/banker/register', { ...details, lenderId: 'some-cooperative-bank' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).fields).toMatchObject({ lenderId: expect.any(String) });
    const registered = await post(server.app, '/banker/register', details);
    expect(registered.statusCode, registered.body).toBe(201);
    const { rows } = await server.db.query<{ lender_id: string; bank_name: string }>(
      'SELECT u.lender_id, b.bank_name FROM users u JOIN bankers b ON b.user_id = u.id WHERE u.mobile = $1',
      [mobile],
    );
    expect(rows[0]).toEqual({ lender_id: 'sahyadri-finserv', bank_name: 'Sahyadri Finserv Ltd' });
  });
});
