// Money moves on what the bank decided: a sanction and a disbursal carry their facts and a note, a
// shop's commission is computed on the disbursed amount the bank reported (never the amount the
// applicant typed), and a disbursal a telecaller recorded earns nothing until the bank confirms it.
// Every sale goes the whole way through the real routes and the listeners buildServer wires.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMISSION_PAYOUTS } from '@platform/shared/schemas';
import { auditTrailOf } from '../src/audit/audit.ts';
import { openLead, type LeadStatusChange } from '../src/leads/lifecycle.ts';
import { recordShopCommission } from '../src/vendor-selling/commissions.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, addBankerDetails, bearer, databaseKinds, json, post, staffSignIn, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

type Json = Record<string, unknown>;
const SECRET = 'bank-decisions-secret';
const PINCODE = '411045';
const DISBURSED_RUPEES = 400_000;

/**
 * The commission on ₹4,00,000 disbursed, in paise, per payout-table entry: written out here, not
 * computed from the table, so a wrong rate in the table fails this test.
 */
const EXPECTED_COMMISSION_PAISE: Record<string, number> = {
  'personal-loan': 400_000, // 1.00%
  plbt: 300_000, // 0.75%
  'business-loan': 400_000,
  'professional-loan': 400_000,
  'home-loan': 140_000, // 0.35%
  hlbt: 120_000, // 0.30%
  lap: 200_000, // 0.50%
  'lap-bt': 160_000, // 0.40%
  'car-loan': 240_000, // 0.60%
  'used-car-loan': 400_000,
  'used-car-loan-bt': 300_000,
  'education-loan': 200_000,
  'education loan': 200_000,
  'motor-insurance': 45_000, // ₹450 a policy
  'health-insurance': 60_000, // ₹600 a policy
  'credit-card': 80_000, // ₹800 a card
  'card-application': 80_000,
};

const today = (server: TestServer) => new Date(server.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('bank decisions and commission on %s', (kind) => {
  let server: TestServer;
  let shop: { id: string; code: string; token: string };
  let telecaller: { id: string; token: string };
  let banker: { id: string; token: string };
  let admin: string;

  const tokenFor = async (userId: string, role: 'admin' | 'vendor') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };
  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  const outcome = (id: string, body: Json) => post(server.app, `/telecaller/leads/${id}/outcome`, body, bearer(telecaller.token));
  const decide = (id: string, body: Json, token = banker.token) => post(server.app, `/banker/leads/${id}/status`, body, bearer(token));
  const sanction = (overrides: Json = {}) => ({
    status: 'sanctioned',
    note: 'Sanctioned at 10.5% for 5 years',
    sanctionedAmount: 500_000,
    interestRate: 10.5,
    tenureMonths: 60,
    ...overrides,
  });
  const disbursal = (overrides: Json = {}) => ({
    status: 'disbursed',
    note: 'Credited to the customer',
    disbursedAmount: DISBURSED_RUPEES,
    disbursedOn: today(server),
    lenderReference: 'HDFC/PNQ/2026/0042',
    ...overrides,
  });

  /** Every commission line of the shop for this sale, loans and cards alike. */
  async function linesFor(leadId: string): Promise<Json[]> {
    const loans = (json(await get('/card/get-loan-payment', shop.token)).data as { items: Json[] }).items;
    const cards = (json(await get('/card/get-card-payment', shop.token)).data as { items: Json[] }).items;
    return [...loans, ...cards].filter((line) => line.saleId === leadId);
  }

  /** A sale of `product` through the shop, taken by the telecaller to "logged in" (routed to the banker). */
  async function loggedInSale(product: string, applicantAmount = 900_000): Promise<string> {
    const id = randomUUID();
    await server.db.transaction((tx) =>
      openLead(tx, server.clock.now(), {
        id,
        source: product === 'education loan' ? 'enquiry' : 'application',
        product,
        customerName: 'Aarav Gupta',
        mobile: uniqueMobile(),
        pincode: PINCODE,
        amount: applicantAmount,
        shopID: shop.code,
        userId: null,
      }),
    );
    for (const status of ['contacted', 'interested', 'documents_pending', 'logged_in']) {
      const moved = await outcome(id, { status, note: `to ${status}` });
      expect(moved.statusCode, `${product} ${status}: ${moved.body}`).toBe(200);
    }
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET });
    await server.db.query('UPDATE telecallers SET on_duty = false');
    const code = `SHOP${Date.now().toString(36).toUpperCase()}`;
    const shopAccount = await addAccount(server, 'vendor', { referralCode: code });
    shop = { id: shopAccount.id, code, token: await tokenFor(shopAccount.id, 'vendor') };
    const t = await addAccount(server, 'telecaller');
    telecaller = { id: t.id, token: await staffSignIn(server, 'telecaller', t.mobile) };
    const b = await addAccount(server, 'banker');
    await addBankerDetails(server, b.id, [PINCODE], ['Personal loan', 'Home loan', 'Education loan', 'Business loan', 'Credit card']);
    banker = { id: b.id, token: await staffSignIn(server, 'banker', b.mobile) };
    admin = await tokenFor((await addAccount(server, 'admin')).id, 'admin');
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    server.clock.advance(60_000);
  });

  it('covers every entry of the payout table', () => {
    expect(Object.keys(EXPECTED_COMMISSION_PAISE).sort()).toEqual(Object.keys(COMMISSION_PAYOUTS).sort());
  });

  it.each(Object.entries(EXPECTED_COMMISSION_PAISE))(
    '%s: one line, on the disbursed amount the bank reported, only at disbursal',
    async (product, expected) => {
      const id = await loggedInSale(product);
      expect((await decide(id, sanction())).statusCode).toBe(200);
      expect(await linesFor(id)).toEqual([]);
      const disbursed = await decide(id, disbursal());
      expect(disbursed.statusCode, disbursed.body).toBe(200);
      const lines = await linesFor(id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ commissionPaise: expected, stage: 'invoice_due' });
      const share = COMMISSION_PAYOUTS[product]!.kind === 'share';
      expect(lines[0]!.disbursedPaise).toBe(share ? DISBURSED_RUPEES * 100 : null);
    },
  );

  it('needs the facts of each decision and a note, and never disburses more than was sanctioned', async () => {
    const id = await loggedInSale('personal-loan');
    const bare = await decide(id, { status: 'sanctioned', note: 'ok' });
    expect(bare.statusCode).toBe(400);
    expect(json(bare).fields).toMatchObject({
      sanctionedAmount: 'Sanctioned amount is required',
      interestRate: 'Interest rate is required',
      tenureMonths: 'Tenure is required',
    });
    const noNote = await decide(id, sanction({ note: '' }));
    expect(noNote.statusCode).toBe(400);
    expect((json(noNote).fields as Json).note).toMatch(/note on the bank’s decision/);
    expect((await decide(id, sanction({ interestRate: 75 }))).statusCode).toBe(400);

    expect((await decide(id, sanction({ sanctionedAmount: 300_000 }))).statusCode).toBe(200);
    const bareDisbursal = await decide(id, { status: 'disbursed', note: 'done' });
    expect(json(bareDisbursal).fields).toMatchObject({
      disbursedAmount: 'Disbursed amount is required',
      disbursedOn: 'Disbursal date is required',
      lenderReference: 'The lender’s reference is required',
    });
    const tooMuch = await decide(id, disbursal({ disbursedAmount: 300_001 }));
    expect(tooMuch.statusCode).toBe(400);
    expect((json(tooMuch).fields as Json).disbursedAmount).toBe('At most the sanctioned ₹3,00,000');
    const future = await decide(id, disbursal({ disbursedOn: '2999-01-01' }));
    expect((json(future).fields as Json).disbursedOn).toBe('The disbursal date cannot be in the future');
    // Nor before the lead reached us: the bank cannot have paid out a loan it had not been asked for.
    const early = await decide(id, disbursal({ disbursedAmount: 300_000, disbursedOn: '2020-01-01' }));
    expect(early.statusCode).toBe(400);
    expect((json(early).fields as Json).disbursedOn).toBe('On or after the day the lead was received');
    expect(await linesFor(id)).toEqual([]);

    const rejectLead = await loggedInSale('home-loan');
    const rejectNoNote = await decide(rejectLead, { status: 'rejected' });
    expect(rejectNoNote.statusCode).toBe(400);
    expect((json(rejectNoNote).fields as Json).note).toMatch(/Say why/);
  });

  it('prices the commission on the bank’s disbursed amount, not the amount the applicant typed', async () => {
    // The applicant asked for ₹9,00,000; the bank paid out ₹2,50,000.
    const id = await loggedInSale('personal-loan', 900_000);
    expect((await decide(id, sanction({ sanctionedAmount: 250_000 }))).statusCode).toBe(200);
    expect((await decide(id, disbursal({ disbursedAmount: 250_000 }))).statusCode).toBe(200);
    expect(await linesFor(id)).toMatchObject([{ disbursedPaise: 25_000_000, commissionPaise: 250_000 }]);
    const trail = await auditTrailOf(server.db, 'lead', id);
    expect(trail.map((r) => [r.action, r.actor_id])).toEqual([
      ['lead.sanctioned', banker.id],
      ['lead.disbursed', banker.id],
    ]);
  });

  it('a disbursal a telecaller recorded awaits the bank and earns nothing; the banker’s confirmation prices it once', async () => {
    const id = await loggedInSale('business-loan', 900_000);
    const told = await outcome(id, { ...sanction({ sanctionedAmount: 800_000 }) });
    expect(told.statusCode, told.body).toBe(200);
    expect(json(told).message).toMatch(/awaits the bank’s confirmation/);
    const paid = await outcome(id, disbursal({ disbursedAmount: 800_000 }));
    expect(paid.statusCode).toBe(200);
    expect(await linesFor(id)).toMatchObject([{ stage: 'awaiting_confirmation', stageLabel: 'Awaiting bank confirmation', commissionPaise: 0, netPaise: 0 }]);
    const unpaid = (json(await get('/loans/get-unpaid-loan', shop.token)).data as { items: Json[] }).items;
    expect(unpaid.map((l) => l.saleId)).not.toContain(id);

    const routed = (json(await get('/banker/leads', banker.token)).data as { items: Json[] }).items.find((l) => l.id === id)!;
    expect(routed.awaitingConfirmation).toEqual(['sanctioned', 'disbursed']);
    expect((routed.decisions as Json[])[1]).toMatchObject({
      decision: 'disbursed',
      amountPaise: 80_000_000,
      confirmed: false,
      reportedBy: { role: 'telecaller' },
    });

    // The bank paid out less than was reported: its figure is the one that counts.
    const confirm = (body: Json) => post(server.app, `/banker/leads/${id}/confirm`, body, bearer(banker.token));
    const confirmed = await confirm({ decision: 'disbursed', disbursedAmount: 600_000, disbursedOn: today(server), lenderReference: 'HDFC/BL/77' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await linesFor(id)).toMatchObject([{ stage: 'invoice_due', disbursedPaise: 60_000_000, commissionPaise: 600_000 }]);
    expect((await confirm({ decision: 'disbursed', disbursedAmount: 600_000, disbursedOn: today(server), lenderReference: 'HDFC/BL/77' })).statusCode).toBe(
      409,
    );
    expect(await linesFor(id)).toHaveLength(1);
    const trail = await auditTrailOf(server.db, 'lead', id);
    expect(trail.map((r) => [r.action, r.actor_role])).toEqual([
      ['lead.sanctioned.reported', 'telecaller'],
      ['lead.disbursed.reported', 'telecaller'],
      ['lead.disbursed.confirm', 'banker'],
    ]);
    expect(trail[2]).toMatchObject({ before: { amountPaise: 80_000_000 }, after: { amountPaise: 60_000_000, confirmed: true } });

    // A confirmation heard again (a retried listener) never re-prices a line, paid or not.
    const priced = (await linesFor(id))[0]!;
    const again: LeadStatusChange = {
      event: 'confirmed',
      leadId: id,
      product: 'Business loan',
      customerName: 'Aarav Gupta',
      shopID: shop.code,
      shopVendorId: shop.id,
      from: 'disbursed',
      to: 'disbursed',
      note: null,
      keyStep: false,
      actor: { id: banker.id, role: 'banker', name: 'banker' },
      at: server.clock.now(),
      bankDecision: { decision: 'disbursed', amountPaise: 90_000_000, confirmed: true },
    };
    await server.db.transaction((tx) => recordShopCommission(tx, again));
    expect(await linesFor(id)).toEqual([priced]);
  });

  it('an admin confirms a reported disbursal no banker can; the invoice waits for the confirmation', async () => {
    const id = await loggedInSale('home-loan', 2_000_000);
    await server.db.query('UPDATE leads SET banker_id = NULL WHERE id = $1', [id]);
    expect((await outcome(id, sanction({ sanctionedAmount: 2_000_000 }))).statusCode).toBe(200);
    expect((await outcome(id, disbursal({ disbursedAmount: 2_000_000 }))).statusCode).toBe(200);
    const line = (await linesFor(id))[0]!;
    const invoice = await server.app.inject({
      method: 'PUT',
      url: `/api/upload-invoice/${line.id}`,
      headers: { ...bearer(shop.token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect([400, 409]).toContain(invoice.statusCode);

    const waiting = (json(await get('/admin/bank-decisions', admin)).data as { items: Json[] }).items;
    expect(waiting.map((l) => l.id)).toContain(id);
    const confirmed = await post(
      server.app,
      `/admin/leads/${id}/confirm`,
      { decision: 'disbursed', disbursedAmount: 2_000_000, disbursedOn: today(server), lenderReference: 'HDFC/HL/9' },
      bearer(admin),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // 0.35% of ₹20,00,000.
    expect(await linesFor(id)).toMatchObject([{ stage: 'invoice_due', commissionPaise: 700_000 }]);
    // The sanction still waits; the disbursal does not.
    const still = (json(await get('/admin/bank-decisions', admin)).data as { items: Json[] }).items.find((l) => l.id === id)!;
    expect((still.decisions as Json[]).map((d) => [d.decision, d.confirmed])).toEqual([
      ['sanctioned', false],
      ['disbursed', true],
    ]);
  });
});
