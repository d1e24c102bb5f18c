import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LeadStatusChange } from '../src/leads/lifecycle.ts';
import { openMissingLeads } from '../src/leads/missing-leads.ts';
import { TokenService } from '../src/security/tokens.ts';
import { bearer, databaseKinds, enquiryPayload, json, lastOtp, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

type Json = Record<string, unknown>;

const SECRET = 'lead-tests-secret';

describe.each(databaseKinds)('lead lifecycle on %s', (kind) => {
  let server: TestServer;
  let changes: LeadStatusChange[];

  beforeAll(async () => {
    server = await startTestServer(kind, {
      tokenSecret: SECRET,
      onLeadStatusChanged: [
        async (tx, change) => {
          // Runs inside the transaction: it sees the history row of the change.
          const { rows } = await tx.query('SELECT 1 FROM lead_status_history WHERE lead_id = $1 AND to_status = $2', [change.leadId, change.to]);
          expect(rows).toHaveLength(1);
          changes.push(change);
        },
      ],
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  // One server for the suite (a database per test is slow); each test starts with nobody on duty
  // but the telecallers it adds, so turns are the test's own.
  beforeEach(async () => {
    changes = [];
    await server.db.query('UPDATE telecallers SET on_duty = false');
    server.clock.advance(60_000);
  });

  async function addUser(role: 'telecaller' | 'banker' | 'vendor' | 'customer', extra: { referralCode?: string; onDuty?: boolean } = {}) {
    const id = randomUUID();
    const mobile = uniqueMobile();
    const now = server.clock.now();
    await server.db.query(
      `INSERT INTO users (id, role, username, mobile, referral_code, mobile_verified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $6)`,
      [id, role, `${role} ${mobile.slice(-4)}`, mobile, extra.referralCode ?? `R${mobile}`, now],
    );
    if (role === 'telecaller') {
      await server.db.query('INSERT INTO telecallers (user_id, on_duty, updated_at) VALUES ($1, $2, $3)', [id, extra.onDuty ?? true, now]);
    }
    return { id, mobile };
  }

  async function signIn(role: 'telecaller' | 'banker', mobile: string): Promise<string> {
    const sent = await post(server.app, `/${role}/send-otp`, { mobile });
    expect(sent.statusCode).toBe(200);
    const verified = await post(server.app, `/${role}/verify-otp`, { otp: await lastOtp(server.app, mobile) }, { 'x-flow-token': String(json(sent).newToken) });
    expect(verified.statusCode).toBe(200);
    return String(json(verified).accessToken);
  }

  async function customerToken(mobile: string): Promise<string> {
    const sent = await post(server.app, '/auth/send-otp', { mobile });
    const verified = await post(
      server.app,
      '/auth/verify-otp',
      { mobile, otp: await lastOtp(server.app, mobile) },
      { 'x-flow-token': String(json(sent).newToken) },
    );
    return String(json(verified).accessToken);
  }

  /** An enquiry through a shop's link, confirmed by OTP; answers its id. */
  async function enquiry(overrides: Json = {}): Promise<{ id: string; mobile: string }> {
    const payload = enquiryPayload(overrides);
    const submitted = await post(server.app, '/inquiry/inquiry-submission', payload);
    expect(submitted.statusCode).toBe(201);
    server.clock.advance(31_000);
    const token = String(json(submitted).inquiryToken);
    const confirmed = await post(server.app, '/inquiry/verify-otp', { otp: await lastOtp(server.app, String(payload.mobile)) }, bearer(token));
    expect(confirmed.statusCode).toBe(200);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM enquiries WHERE mobile = $1', [payload.mobile]);
    return { id: rows[0]!.id, mobile: String(payload.mobile) };
  }

  /** An access token as the server issues it (vendors sign in with a password the test does not set). */
  const tokenFor = async (userId: string, role: 'vendor') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };

  const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const outcome = (token: string, id: string, body: Json) => post(server.app, `/telecaller/leads/${id}/outcome`, body, bearer(token));

  it('telecaller login opens only accounts registered as telecallers, and the token says telecaller', async () => {
    const telecaller = await addUser('telecaller');
    const customer = await addUser('customer');
    // The same answer for any number (who is staff is not told), but no code reaches a non-telecaller.
    const other = await post(server.app, '/telecaller/send-otp', { mobile: customer.mobile });
    expect(other.statusCode).toBe(200);
    const { rows: sent } = await server.db.query(`SELECT 1 FROM sms_outbox WHERE mobile = $1`, [customer.mobile]);
    expect(sent).toEqual([]);
    expect((await post(server.app, '/telecaller/verify-otp', { otp: '123456' }, { 'x-flow-token': String(json(other).newToken) })).statusCode).toBe(400);
    const token = await signIn('telecaller', telecaller.mobile);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).role).toBe('telecaller');
    // A customer's token cannot open the console.
    server.clock.advance(31_000);
    expect((await get('/telecaller/queue', await customerToken(customer.mobile))).statusCode).toBe(403);
    expect((await get('/telecaller/queue')).statusCode).toBe(401);
  });

  it('assigns leads in turn among telecallers on duty, and hands an off-duty telecaller’s open leads to the others', async () => {
    const a = await addUser('telecaller');
    const b = await addUser('telecaller');
    const c = await addUser('telecaller');
    const away = await addUser('telecaller', { onDuty: false });
    for (let i = 0; i < 9; i += 1) await post(server.app, '/inquiry/inquiry-submission', enquiryPayload());
    const count = async () => {
      const { rows } = await server.db.query<{ assigned_to: string; n: string | number }>(
        'SELECT assigned_to, count(*) AS n FROM leads WHERE assigned_to = ANY($1::uuid[]) GROUP BY assigned_to',
        [[a.id, b.id, c.id, away.id]],
      );
      return Object.fromEntries(rows.map((r) => [r.assigned_to, Number(r.n)]));
    };
    expect(await count()).toEqual({ [a.id]: 3, [b.id]: 3, [c.id]: 3 });
    expect((await count())[away.id]).toBeUndefined();

    const tokenA = await signIn('telecaller', a.mobile);
    const offDuty = await server.app.inject({
      method: 'PUT',
      url: '/telecaller/profile',
      headers: bearer(tokenA),
      payload: { languages: ['Hindi'], shiftStart: '09:00', shiftEnd: '18:00', onDuty: false },
    });
    expect(offDuty.statusCode).toBe(200);
    expect(json(offDuty).message).toMatch(/3 open leads handed/);
    // The count goes beside the English plural, for the site to say it in Hindi or Marathi.
    expect(json(offDuty)).toMatchObject({ messageCode: 'telecaller.leads-handed', messageParams: { count: 3 } });
    const after = await count();
    expect(after[a.id]).toBeUndefined();
    expect(after[b.id]! + after[c.id]!).toBe(9);
    expect(Math.abs(after[b.id]! - after[c.id]!)).toBeLessThanOrEqual(1);
    // The next enquiry skips the off-duty telecaller too.
    await post(server.app, '/inquiry/inquiry-submission', enquiryPayload());
    expect((await count())[a.id]).toBeUndefined();
  });

  it('moves a lead only along allowed transitions and appends one history row per change', async () => {
    const telecaller = await addUser('telecaller');
    const token = await signIn('telecaller', telecaller.mobile);
    const { id, mobile } = await enquiry();

    const detail = json(await get(`/telecaller/leads/${id}`, token)).data as Json;
    expect(detail.status).toBe('new');
    expect(detail.mobile).toBe(mobile);
    expect(detail.mobileMasked).toBe(`******${mobile.slice(-4)}`);
    expect((detail.nextStatuses as Json[]).map((s) => s.status)).toEqual(['contacted', 'not_interested', 'closed']);

    // Not allowed from "new": skipping ahead, or a banker's step.
    const facts = {
      sanctionedAmount: 500000,
      interestRate: 10,
      tenureMonths: 60,
      disbursedAmount: 500000,
      disbursedOn: '2026-01-02',
      lenderReference: 'REF/1',
    };
    for (const status of ['interested', 'sanctioned', 'disbursed', 'logged_in']) {
      const refused = await outcome(token, id, { status, note: 'x', ...facts });
      expect(refused.statusCode, status).toBe(409);
    }
    expect((await outcome(token, id, { status: 'flying' })).statusCode).toBe(400);
    // Closing needs a reason.
    const noReason = await outcome(token, id, { status: 'closed' });
    expect(noReason.statusCode).toBe(400);
    expect((json(noReason).fields as Json).note).toMatch(/Say why/);

    const contacted = await outcome(token, id, { status: 'contacted', note: 'Called, wants a call back' });
    expect(contacted.statusCode).toBe(200);
    expect((json(contacted).data as Json).status).toBe('contacted');
    // The status goes as its code beside the English label, for the site to say it in the reader's language.
    expect(json(contacted)).toMatchObject({
      message: 'Status changed to Contacted',
      messageCode: 'lead.status-changed',
      messageParams: { status: 'contacted' },
    });
    expect(changes.map((c) => [c.from, c.to, c.keyStep, c.shopID])).toEqual([['new', 'contacted', true, 'SHOP42']]);
    // The customer is told by SMS.
    const { rows: sms } = await server.db.query<{ message: string }>(`SELECT message FROM sms_outbox WHERE mobile = $1 AND purpose = 'lead-status'`, [mobile]);
    expect(sms.map((s) => s.message)).toEqual([expect.stringContaining('"Contacted"')]);

    // A call without a status change is recorded, changes no status and adds no history.
    const sameStatus = await outcome(token, id, {
      status: 'contacted',
      note: 'No answer',
      nextCallAt: new Date(server.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(sameStatus.statusCode).toBe(200);
    expect(json(sameStatus).message).toBe('Call recorded');
    const history = ((json(await get(`/api/get-status-history/${id}`, token)).data as Json).history as Json[]).map((h) => [h.from, h.to, h.note]);
    expect(history).toEqual([
      [null, 'new', 'Received'],
      ['new', 'contacted', 'Called, wants a call back'],
    ]);
    // A call-back in the past is refused.
    expect((await outcome(token, id, { status: 'contacted', nextCallAt: '2000-01-01T00:00:00Z' })).statusCode).toBe(400);
  });

  it('tells the shop a lead came through of its key steps, in its notifications, and no other shop', async () => {
    await addUser('telecaller');
    const shop = await addUser('vendor', { referralCode: 'SHOP77' });
    const otherShop = await addUser('vendor', { referralCode: 'SHOP78' });
    const { id } = await enquiry({ shopID: 'shop77' });
    const { rows } = await server.db.query<{ assigned_to: string; mobile: string }>(
      'SELECT u.mobile FROM leads l JOIN users u ON u.id = l.assigned_to WHERE l.id = $1',
      [id],
    );
    const telecaller = await signIn('telecaller', rows[0]!.mobile);
    expect((await outcome(telecaller, id, { status: 'contacted', note: 'Called, wants 12 lakh' })).statusCode).toBe(200);
    const inbox = json(await get('/api/get-notification', await tokenFor(shop.id, 'vendor'))).data as { unread: number; items: Json[] };
    expect(inbox.items[0]).toMatchObject({ kind: 'lead', link: '/vender/loan-sell-history' });
    expect(String(inbox.items[0]!.body)).toMatch(/from New to Contacted: Called, wants 12 lakh\.$/);
    const elsewhere = json(await get('/api/get-notification', await tokenFor(otherShop.id, 'vendor'))).data as { items: Json[] };
    expect(elsewhere.items.filter((n) => n.kind === 'lead')).toEqual([]);
  });

  it('keeps the history append-only: updates and deletes change nothing', async () => {
    await addUser('telecaller');
    const { id } = await enquiry();
    await server.db.query(`UPDATE lead_status_history SET to_status = 'disbursed', note = 'rewritten' WHERE lead_id = $1`, [id]);
    await server.db.query('DELETE FROM lead_status_history WHERE lead_id = $1', [id]);
    const { rows } = await server.db.query<{ to_status: string; note: string }>('SELECT to_status, note FROM lead_status_history WHERE lead_id = $1', [id]);
    expect(rows).toEqual([{ to_status: 'new', note: 'Received' }]);
  });

  it('shows the history to the customer, the shop, the telecaller and the banker of the lead, and to nobody else', async () => {
    const mine = await addUser('telecaller');
    const other = await addUser('telecaller');
    const shop = await addUser('vendor', { referralCode: 'SHOP42' });
    const otherShop = await addUser('vendor', { referralCode: 'SHOP43' });
    const banker = await addUser('banker');
    const otherBanker = await addUser('banker');
    for (const [b, pincodes] of [
      [banker, ['560034']],
      [otherBanker, ['110001']],
    ] as const) {
      await server.db.query(
        `INSERT INTO bankers (user_id, bank_name, branch, ifsc, designation, products, pincodes, created_at)
         VALUES ($1, 'HDFC Bank', 'Koramangala', 'HDFC0000123', 'RM', ARRAY['Education loan'], $2, now())`,
        [b.id, pincodes],
      );
    }
    const { id, mobile } = await enquiry({ pincode: '560034', shopID: 'shop42' });
    // Turns: this lead went to whoever's turn came first.
    const { rows } = await server.db.query<{ assigned_to: string }>('SELECT assigned_to FROM leads WHERE id = $1', [id]);
    const [holder, stranger] = rows[0]!.assigned_to === mine.id ? [mine, other] : [other, mine];
    const holderToken = await signIn('telecaller', holder.mobile);
    const strangerToken = await signIn('telecaller', stranger.mobile);

    for (const status of ['contacted', 'interested', 'documents_pending', 'logged_in']) {
      expect((await outcome(holderToken, id, { status, note: `to ${status}` })).statusCode, status).toBe(200);
    }
    const { rows: routed } = await server.db.query<{ banker_id: string }>('SELECT banker_id FROM leads WHERE id = $1', [id]);
    expect(routed[0]!.banker_id).toBe(banker.id);

    const customer = await customerToken(mobile);
    const bankerToken = await signIn('banker', banker.mobile);
    const allowed = [customer, holderToken, bankerToken, await tokenFor(shop.id, 'vendor')];
    for (const token of allowed) {
      const answer = await get(`/api/get-status-history/${id}`, token);
      expect(answer.statusCode).toBe(200);
      expect(((json(answer).data as Json).history as Json[]).map((h) => h.to)).toEqual(['new', 'contacted', 'interested', 'documents_pending', 'logged_in']);
    }
    const otherBankerToken = await signIn('banker', otherBanker.mobile);
    const refused = [strangerToken, otherBankerToken, await customerToken(uniqueMobile()), await tokenFor(otherShop.id, 'vendor')];
    for (const token of refused) {
      expect((await get(`/api/get-status-history/${id}`, token)).statusCode).toBe(404);
    }
    expect((await get(`/telecaller/leads/${id}`, strangerToken)).statusCode).toBe(404);
    expect((await outcome(strangerToken, id, { status: 'closed', note: 'not mine' })).statusCode).toBe(404);
    expect((await get(`/api/get-status-history/${id}`)).statusCode).toBe(401);
    expect((await get('/api/get-status-history/not-an-id', holderToken)).statusCode).toBe(404);

    // The banker sees the lead in their list and records the bank's answer; a telecaller's step is refused.
    const list = json(await get('/banker/leads', bankerToken)).data as { items: Json[] };
    expect(list.items.map((l) => l.id)).toEqual([id]);
    expect((list.items[0]!.nextStatuses as Json[]).map((s) => s.status)).toEqual(['sanctioned', 'rejected']);
    expect((json(await get('/banker/leads', otherBankerToken)).data as { items: Json[] }).items).toEqual([]);
    expect((await post(server.app, `/banker/leads/${id}/status`, { status: 'closed', note: 'x' }, bearer(bankerToken))).statusCode).toBe(409);
    const sanction = { status: 'sanctioned', note: 'Sanctioned', sanctionedAmount: 1500000, interestRate: 9.5, tenureMonths: 84 };
    const sanctioned = await post(server.app, `/banker/leads/${id}/status`, sanction, bearer(bankerToken));
    expect(sanctioned.statusCode).toBe(200);
    expect(json(sanctioned)).toMatchObject({
      message: 'Status changed to Sanctioned',
      messageCode: 'lead.status-changed',
      messageParams: { status: 'sanctioned' },
    });
    const today = new Date(server.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const disbursal = { status: 'disbursed', note: 'Paid out', disbursedAmount: 1500000, disbursedOn: today, lenderReference: 'HDFC/EL/1' };
    expect((await post(server.app, `/banker/leads/${id}/status`, disbursal, bearer(bankerToken))).statusCode).toBe(200);
    expect(changes.at(-1)).toMatchObject({ from: 'sanctioned', to: 'disbursed', shopVendorId: shop.id, actor: { role: 'banker' } });
  });
  it('brings a scheduled call-back up under "due now" when its time comes', async () => {
    const telecaller = await addUser('telecaller');
    const token = await signIn('telecaller', telecaller.mobile);
    const { id } = await enquiry();
    const queue = async () => json(await get('/telecaller/queue', token)).data as { dueNow: Json[]; callBacks: Json[]; callsToday: number };
    expect((await queue()).dueNow.map((l) => l.id)).toContain(id);
    // Within the access token's life (2 hours), so the same sign-in reads the queue before and after.
    const callBackAt = new Date(server.clock.now().getTime() + 45 * 60_000).toISOString();
    expect((await outcome(token, id, { status: 'contacted', note: 'Asked to call after lunch', nextCallAt: callBackAt })).statusCode).toBe(200);
    let now = await queue();
    expect(now.dueNow.map((l) => l.id)).not.toContain(id);
    expect(now.callBacks.map((l) => [l.id, l.nextCallAt])).toEqual([[id, callBackAt]]);
    expect(now.callsToday).toBe(1);
    server.clock.advance(45 * 60_000);
    now = await queue();
    expect(now.dueNow.map((l) => l.id)).toContain(id);
    expect(now.callBacks).toEqual([]);
  });

  it('documents every lead route in the OpenAPI document', async () => {
    const doc = json(await get('/docs/json')) as { paths: Record<string, Record<string, unknown>> };
    const routes: Array<[string, string]> = [
      ['get', '/api/get-status-history/{id}'],
      ['post', '/telecaller/send-otp'],
      ['post', '/telecaller/verify-otp'],
      ['get', '/telecaller/queue'],
      ['get', '/telecaller/leads/{id}'],
      ['post', '/telecaller/leads/{id}/outcome'],
      ['get', '/telecaller/team'],
      ['get', '/telecaller/profile'],
      ['put', '/telecaller/profile'],
      ['post', '/banker/register'],
      ['post', '/banker/send-otp'],
      ['post', '/banker/verify-otp'],
      ['get', '/banker/profile/{id}'],
      ['get', '/banker/leads'],
      ['post', '/banker/leads/{id}/status'],
    ];
    for (const [method, path] of routes) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
  it('opens the missing lead of a request stored without one (another seed, an import)', async () => {
    const telecaller = await addUser('telecaller');
    const id = randomUUID();
    await server.db.query(
      `INSERT INTO enquiries (id, username, mobile, email, pincode, address, loan_amount, type, shop_id, status, created_at)
       VALUES ($1, 'Meera Nair', $2, 'meera@example.com', '682001', 'Kochi', 500000, 'education loan', 'SHOP42', 'submitted', $3)`,
      [id, uniqueMobile(), server.clock.now()],
    );
    expect(await server.db.transaction((tx) => openMissingLeads(tx))).toBe(1);
    expect(await server.db.transaction((tx) => openMissingLeads(tx))).toBe(0);
    const { rows } = await server.db.query<{ status: string; assigned_to: string }>('SELECT status, assigned_to FROM leads WHERE id = $1', [id]);
    expect(rows).toEqual([{ status: 'new', assigned_to: telecaller.id }]);
  });
});
