// The finance desk (issue 32) through the real server: who may call what; commission settlement
// (review, batch, pay, and the transfer's outcome by webhook or poll, once whatever arrives
// first); wallet withdrawals; order refunds; and the money reconciliation. The payouts simulator
// holds each transfer pending until the test decides the bank's outcome.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveCommission,
  commissionLine,
  createPayoutBatch,
  listFinanceCommissions,
  payoutBatch,
  payPayoutBatch,
  runReconciliation,
  shopPayouts,
  shopTdsSummary,
  STAFF_ROLES,
  withdrawFromWallet,
  type StaffRole,
} from '@platform/shared/contracts';
import { auditTrailOf } from '../src/audit/audit.ts';
import { newOrderId } from '../src/payments/order-id.ts';
import type { LocalGateway } from '../src/payments/local-gateway.ts';
import { creditWallet, walletBalance } from '../src/payments/wallet.ts';
import { savePayoutAccount } from '../src/payouts/accounts.ts';
import { LocalPayouts } from '../src/payouts/local-payouts.ts';
import { commissionApprovalsQueueSummary } from '../src/payouts/queue-summary.ts';
import { deriveKey, Sealer } from '../src/security/keys.ts';
import { TokenService } from '../src/security/tokens.ts';
import { addAccount, bearer, databaseKinds, dataOf, json, post, startTestServer, type TestServer } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

const SECRET = 'finance-desk-test-secret';
const DAY = 24 * 60 * 60_000;

describe.each(databaseKinds)('finance desk on %s', (kind) => {
  let server: TestServer;
  let payouts: LocalPayouts;
  const sealer = new Sealer(deriveKey(SECRET, 'sealed-data'));
  const accounts = new Map<string, { id: string; role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker' }>();

  const tokenFor = async (userId: string, role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };
  const tokenOf = async (who: string) => tokenFor(accounts.get(who)!.id, accounts.get(who)!.role);
  const get = (url: string, token: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  const finance = () => tokenOf('finance');

  /** A shop with a verified bank account (and, if asked, a verified GSTIN). */
  async function addShop(gstin: string | null = null) {
    const shop = await addAccount(server, 'vendor');
    const now = server.clock.now();
    await server.db.query(
      `INSERT INTO vendor_kyc_steps (vendor_id, step, status, masked, updated_at, verified_at) VALUES ($1, 'bank', 'verified', 'XXXXXX4321', $2, $2)`,
      [shop.id, now],
    );
    if (gstin) {
      await server.db.query(
        `INSERT INTO vendor_kyc_steps (vendor_id, step, status, masked, updated_at, verified_at) VALUES ($1, 'gst', 'verified', $2, $3, $3)`,
        [shop.id, gstin, now],
      );
    }
    await savePayoutAccount(server.db, sealer, { vendorId: shop.id, accountNumber: '50100123454321', ifsc: 'HDFC0001234', holderName: 'Shop Owner', now });
    return shop;
  }

  /** A line earned on a confirmed disbursal, its invoice submitted. */
  async function addSubmittedLine(vendorId: string, commissionPaise = 250_000, gstin: string | null = null) {
    const id = randomUUID();
    const now = server.clock.now();
    await server.db.query(
      `INSERT INTO vendor_commissions (id, vendor_id, lead_kind, lead_id, product, amount_paise, status, earned_at, base_paise, rate_label,
         invoice_number, invoice_date, invoice_gstin, invoice_key, invoice_uploaded_at)
       VALUES ($1, $2, 'application', $3, 'personal-loan', $4, 'unpaid', $5, $6, '1.00% of the disbursed amount', $7, $8, $9, NULL, $10)`,
      [
        id,
        vendorId,
        randomUUID(),
        commissionPaise,
        new Date(now.getTime() - 2 * DAY),
        commissionPaise * 100,
        `INV-${id.slice(0, 8)}`,
        '2026-01-14',
        gstin,
        now,
      ],
    );
    return id;
  }

  const approve = async (id: string) => post(server.app, `/finance/commissions/${id}/approve`, {}, bearer(await finance()));
  const createBatch = async (shopId: string) => post(server.app, '/finance/payout-batches', { shopId }, bearer(await finance()));
  const pay = async (batchId: string) => post(server.app, `/finance/payout-batches/${batchId}/pay`, {}, bearer(await finance()));
  const deliver = async () => {
    const answers = [];
    for (const hook of payouts.takeHeldWebhooks()) {
      answers.push(await server.app.inject({ method: 'POST', url: '/payouts/webhook', payload: hook.rawBody, headers: hook.headers }));
    }
    return answers;
  };
  const lineStatus = async (id: string) =>
    (
      await server.db.query<{ status: string; utr: string | null; payout_failure: string | null }>(
        'SELECT status, utr, payout_failure FROM vendor_commissions WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  /** A shop's line taken from submitted to an open batch; answers the batch id. */
  async function batchOf(shopId: string, lineIds: string[]) {
    for (const id of lineIds) expect((await approve(id)).statusCode).toBe(200);
    const created = await createBatch(shopId);
    expect(created.statusCode, created.body).toBe(201);
    return dataOf(createPayoutBatch, created).id;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {
      tokenSecret: SECRET,
      payouts: { provider: (clock) => (payouts = new LocalPayouts(clock, { mode: 'hold' })) },
    });
    for (const role of STAFF_ROLES) accounts.set(role, { id: (await addAccount(server, 'admin', { staffRoles: [role] })).id, role: 'admin' });
    for (const role of ['vendor', 'customer', 'banker', 'telecaller'] as const) accounts.set(role, { id: (await addAccount(server, role)).id, role });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('admits finance to move money and operations admins to read, and nobody else', async () => {
    const shop = await addShop();
    const line = await addSubmittedLine(shop.id);
    const readers = ['finance', 'ops_admin'];
    const movers = ['finance'];
    const none = '00000000-0000-4000-8000-000000000000';
    const endpoints: Array<[string, string[], (token: string) => ReturnType<typeof get>]> = [
      ['commission queue', readers, (t) => get('/finance/commissions', t)],
      ['batches', readers, (t) => get('/finance/payout-batches', t)],
      ['one batch', readers, (t) => get(`/finance/payout-batches/${none}`, t)],
      ['withdrawals', readers, (t) => get('/finance/withdrawals', t)],
      ['refunds', readers, (t) => get('/finance/refunds', t)],
      ['an order', readers, (t) => get('/finance/orders/OD00000000', t)],
      ['reconciliation', readers, (t) => get('/finance/reconciliation', t)],
      // Moves refused for a reason (404, 409) by those let in, so the matrix changes nothing.
      ['approve', movers, (t) => post(server.app, `/finance/commissions/${none}/approve`, {}, bearer(t))],
      ['send back', movers, (t) => post(server.app, `/finance/commissions/${none}/send-back`, { reason: 'Wrong invoice date' }, bearer(t))],
      ['create batch', movers, (t) => post(server.app, '/finance/payout-batches', { shopId: none }, bearer(t))],
      ['pay batch', movers, (t) => post(server.app, `/finance/payout-batches/${none}/pay`, {}, bearer(t))],
      ['cancel batch', movers, (t) => post(server.app, `/finance/payout-batches/${none}/cancel`, {}, bearer(t))],
      ['check batch', movers, (t) => post(server.app, `/finance/payout-batches/${none}/check`, {}, bearer(t))],
      ['refund', movers, (t) => post(server.app, '/finance/orders/OD00000000/refund', { reason: 'Service not delivered' }, bearer(t))],
    ];
    for (const [name, allowed, call] of endpoints) {
      for (const who of accounts.keys()) {
        const answer = await call(await tokenOf(who));
        const expected = allowed.includes(who) ? [200, 404, 409] : [403];
        expect(expected, `${name} as ${who}: ${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
        if (!allowed.includes(who) && STAFF_ROLES.includes(who as StaffRole)) expect(json(answer).error).toBe('Your staff role does not allow this.');
      }
    }
    // Run now is a finance move (it records a run): operations admins read it, finance runs it.
    for (const who of accounts.keys()) {
      const answer = await post(server.app, '/finance/reconciliation/run', {}, bearer(await tokenOf(who)));
      expect(answer.statusCode, `run as ${who}`).toBe(who === 'finance' ? 200 : 403);
    }
    expect((await lineStatus(line)).status).toBe('unpaid');
  });

  it('approves a submitted invoice once, refuses the other moves, and sends one back with its reason', async () => {
    const shop = await addShop();
    const first = await addSubmittedLine(shop.id);
    const second = await addSubmittedLine(shop.id);
    const queue = dataOf(
      listFinanceCommissions,
      await get(`/finance/commissions?status=review&shop=${encodeURIComponent(`vendor ${shop.mobile.slice(-4)}`)}`, await finance()),
    );
    expect(queue.items.map((i) => i.id).sort()).toEqual([first, second].sort());

    const approved = await approve(first);
    expect(approved.statusCode).toBe(200);
    expect(dataOf(approveCommission, approved)).toMatchObject({ status: 'approved', statusLabel: 'Approved' });
    expect((await approve(first)).statusCode).toBe(409);
    expect((await post(server.app, `/finance/commissions/${first}/send-back`, { reason: 'Wrong date on it' }, bearer(await finance()))).statusCode).toBe(409);

    const short = await post(server.app, `/finance/commissions/${second}/send-back`, { reason: 'no' }, bearer(await finance()));
    expect(short.statusCode).toBe(400);
    const back = await post(
      server.app,
      `/finance/commissions/${second}/send-back`,
      { reason: 'The invoice date is before the disbursal.' },
      bearer(await finance()),
    );
    expect(back.statusCode).toBe(200);
    // The shop sees its line due again, with the reason, and may invoice it again.
    const seen = dataOf(commissionLine, await get(`/vendor/commissions/${second}`, await tokenFor(shop.id, 'vendor')));
    expect(seen).toMatchObject({ stage: 'invoice_due', sentBackReason: 'The invoice date is before the disbursal.', invoice: null });
    expect((await approve(second)).statusCode).toBe(409);
    const trail = await auditTrailOf(server.db, 'vendor_commission', second);
    expect(trail.map((r) => r.action)).toEqual(['commission.send_back']);
    expect(trail[0]!.reason).toBe('The invoice date is before the disbursal.');
  });

  it('pays a batch once with TDS and GST, and the shop sees the UTR and the day', async () => {
    const gstin = '27AAPFU0939F1ZV';
    const shop = await addShop(gstin);
    const withGst = await addSubmittedLine(shop.id, 250_000, gstin);
    const withoutGst = await addSubmittedLine(shop.id, 80_000);
    const batchId = await batchOf(shop.id, [withGst, withoutGst]);
    const batch = dataOf(payoutBatch, await get(`/finance/payout-batches/${batchId}`, await finance()));
    // 2,500 + 18% GST − 2% TDS, and 800 − 2% TDS.
    expect(batch).toMatchObject({ status: 'open', commissionPaise: 330_000, gstPaise: 45_000, tdsPaise: 6_600, netPaise: 368_400, lineCount: 2 });
    expect((await createBatch(shop.id)).statusCode).toBe(409);

    // Two finance users clicking Pay at once: one transfer, the other refused.
    const [a, b] = await Promise.all([pay(batchId), pay(batchId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const sent = dataOf(payPayoutBatch, a.statusCode === 200 ? a : b);
    expect(sent.status).toBe('processing');
    expect(sent.transfer).toMatchObject({ status: 'pending', amountPaise: 368_400, accountMasked: 'XXXXXXXX4321' });
    const transferId = sent.transfer!.transferId;
    expect((await pay(batchId)).statusCode).toBe(409);
    expect((await server.db.query('SELECT 1 FROM local_payout_transfers WHERE transfer_id = $1', [transferId])).rows).toHaveLength(1);

    // The bank pays; its webhook arrives, and so does a poll: settled once.
    server.clock.advance(5 * 60_000);
    expect(await payouts.complete(transferId, 'success')).toBe(true);
    const [hook] = payouts.takeHeldWebhooks();
    const [first, again] = await Promise.all([
      server.app.inject({ method: 'POST', url: '/payouts/webhook', payload: hook!.rawBody, headers: hook!.headers }),
      server.app.payouts.poll({ olderThanMs: 0 }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(again.checked).toBeLessThanOrEqual(1);
    expect((await server.app.inject({ method: 'POST', url: '/payouts/webhook', payload: hook!.rawBody, headers: hook!.headers })).statusCode).toBe(200);
    const transferTrail = await auditTrailOf(server.db, 'payout_transfer', transferId);
    expect(transferTrail.map((r) => r.action)).toEqual(['payout.transfer.success']);
    // The batch's own trail: made and paid once, each by the finance user who did it.
    const batchTrail = await auditTrailOf(server.db, 'payout_batch', batchId);
    expect(batchTrail.map((r) => [r.action, r.actor_role])).toEqual([
      ['payout.batch.create', 'admin'],
      ['payout.batch.pay', 'admin'],
    ]);

    const utr = (await lineStatus(withGst)).utr!;
    expect(utr).toMatch(/^LOCALUTR\d+$/);
    const shopToken = await tokenFor(shop.id, 'vendor');
    const line = dataOf(commissionLine, await get(`/vendor/commissions/${withGst}`, shopToken));
    expect(line).toMatchObject({ stage: 'paid', stageLabel: 'Paid', payout: { utr, paidOn: '2026-01-15', batchId }, gstPaise: 45_000, tdsPaise: 5_000 });
    const list = dataOf(shopPayouts, await get('/vendor/payouts', shopToken));
    expect(list.items[0]).toMatchObject({ id: batchId, kind: 'commission', status: 'success', utr, amountPaise: 368_400, tdsPaise: 6_600 });
    const tds = dataOf(shopTdsSummary, await get('/vendor/payouts/tds-summary?fy=2025', shopToken));
    expect(tds.financialYear).toBe('2025-26');
    expect(tds.quarters.find((q) => q.quarter === 'Q4')).toMatchObject({ payouts: 1, tdsPaise: 6_600, label: 'Jan–Mar 2026' });
    const pdf = await get(`/vendor/payouts/${batchId}/statement`, shopToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // In the shop's language (decision 053): English by default, with the ₹ sign the old font lacked.
    const english = await pdfText(pdf.rawPayload);
    expect(english.text).toContain('Commission payout statement');
    expect(english.text).toContain('Total');
    expect(english.text).toContain('₹3,684.00');
    expect(english.text).not.toMatch(/[\u0900-\u097F]/);
    // Hindi when asked by `lang`: the labels in Devanagari, drawn in the embedded Devanagari font.
    const hindi = await pdfText((await get(`/vendor/payouts/${batchId}/statement?lang=hi`, shopToken)).rawPayload);
    expect(hindi.text).toContain('कमीशन पेआउट स्टेटमेंट');
    expect(hindi.text).toContain('कुल');
    expect(hindi.text).toContain('₹3,684.00');
    expect(hindi.text).not.toContain('Commission payout statement');
    expect(hindi.fonts.some((font) => /NotoSansDevanagari/.test(font))).toBe(true);
    // Shaped, not letters side by side: the i-matra is drawn before its consonant (copied out in that order).
    expect(hindi.text).toContain('िबक्री');
    // Marathi as the site names its language; else the language the shop keeps on its account.
    const marathi = await server.app.inject({
      method: 'GET',
      url: `/vendor/payouts/${batchId}/statement`,
      headers: { ...bearer(shopToken), 'accept-language': 'mr' },
    });
    expect((await pdfText(marathi.rawPayload)).text).toContain('एकूण');
    await server.db.query(`UPDATE users SET preferred_language = 'hi' WHERE id = $1`, [shop.id]);
    expect((await pdfText((await get(`/vendor/payouts/${batchId}/statement`, shopToken)).rawPayload)).text).toContain('कुल');
    expect((await get(`/vendor/payouts/${batchId}/statement?lang=fr`, shopToken)).statusCode).toBe(400);
    // Another shop cannot read it.
    expect((await get(`/vendor/payouts/${batchId}/statement`, await tokenOf('vendor'))).statusCode).toBe(404);
    // The shop heard of it by SMS, with the UTR.
    const sms = await server.db.query<{ text: string }>("SELECT message AS text FROM sms_outbox WHERE mobile = $1 AND purpose = 'payout-notice'", [
      shop.mobile,
    ]);
    expect(sms.rows.map((r) => r.text)).toEqual([expect.stringContaining(`UTR ${utr}`)]);
  });

  it('returns the lines to approved with the reason when the transfer fails or the bank reverses it', async () => {
    const shop = await addShop();
    const line = await addSubmittedLine(shop.id);
    const batchId = await batchOf(shop.id, [line]);
    const paid = await pay(batchId);
    expect(json(paid)).toMatchObject({ message: 'Payout sent to the bank', messageCode: 'finance.batch-sent', messageParams: {} });
    const transferId = dataOf(payPayoutBatch, paid).transfer!.transferId;
    expect(await payouts.complete(transferId, 'failure', 'Beneficiary account closed')).toBe(true);
    await deliver();
    expect(await lineStatus(line)).toEqual({ status: 'approved', utr: null, payout_failure: 'Beneficiary account closed' });
    const shopLine = dataOf(commissionLine, await get(`/vendor/commissions/${line}`, await tokenFor(shop.id, 'vendor')));
    expect(shopLine).toMatchObject({ stage: 'approved', payoutFailure: 'Beneficiary account closed', payout: null });
    expect(dataOf(payoutBatch, await get(`/finance/payout-batches/${batchId}`, await finance()))).toMatchObject({
      status: 'failed',
      failureReason: 'Beneficiary account closed',
    });

    // A new batch pays it; then the bank returns the money.
    const next = dataOf(createPayoutBatch, await createBatch(shop.id)).id;
    const nextTransfer = dataOf(payPayoutBatch, await pay(next)).transfer!.transferId;
    await payouts.complete(nextTransfer, 'success');
    await deliver();
    expect((await lineStatus(line)).status).toBe('paid');
    await payouts.complete(nextTransfer, 'reversal', 'Credit returned by the beneficiary bank');
    await deliver();
    expect(await lineStatus(line)).toEqual({ status: 'approved', utr: null, payout_failure: 'Credit returned by the beneficiary bank' });
    expect(dataOf(payoutBatch, await get(`/finance/payout-batches/${next}`, await finance())).status).toBe('reversed');
    // A failure reported for a reversed transfer changes nothing.
    expect(await payouts.complete(nextTransfer, 'failure')).toBe(false);
  });

  it('refuses webhooks without a good signature, for unknown transfers or with another amount', async () => {
    const shop = await addShop();
    const batchId = await batchOf(shop.id, [await addSubmittedLine(shop.id)]);
    const transfer = dataOf(payPayoutBatch, await pay(batchId)).transfer!;
    const good = payouts.webhookOf({ transferId: transfer.transferId, state: 'SUCCESS', amountPaise: transfer.amountPaise, utr: 'UTR123456789' });
    const forged = { ...good.headers, 'x-webhook-signature': 'AAAA' };
    expect((await server.app.inject({ method: 'POST', url: '/payouts/webhook', payload: good.rawBody, headers: forged })).statusCode).toBe(401);
    const unknown = payouts.webhookOf({ transferId: 'LSPBunknown', state: 'SUCCESS', amountPaise: 1, utr: 'UTR123456789' });
    expect((await server.app.inject({ method: 'POST', url: '/payouts/webhook', payload: unknown.rawBody, headers: unknown.headers })).statusCode).toBe(404);
    const more = payouts.webhookOf({ transferId: transfer.transferId, state: 'SUCCESS', amountPaise: transfer.amountPaise + 100, utr: 'UTR123456789' });
    expect((await server.app.inject({ method: 'POST', url: '/payouts/webhook', payload: more.rawBody, headers: more.headers })).statusCode).toBe(400);
    expect(dataOf(payoutBatch, await get(`/finance/payout-batches/${batchId}`, await finance())).status).toBe('processing');
    // The poll finds it still pending at the bank and leaves it so.
    await server.app.payouts.poll({ olderThanMs: 0 });
    expect(dataOf(payoutBatch, await get(`/finance/payout-batches/${batchId}`, await finance())).status).toBe('processing');
  });

  it('withdraws the wallet above the minimum, and credits a failed withdrawal back once', async () => {
    const shop = await addShop();
    await creditWallet(server.db, {
      userId: shop.id,
      kind: 'refund',
      amountPaise: 150_000,
      description: 'Test credit',
      reference: `test-${shop.id}`,
      now: server.clock.now(),
    });
    const token = await tokenFor(shop.id, 'vendor');
    const withdraw = (amountPaise: unknown) => post(server.app, '/wallet/withdrawals', { amountPaise }, bearer(token));
    expect((await withdraw(5_000)).statusCode).toBe(400);
    const tooMuch = await withdraw(200_000);
    expect(tooMuch.statusCode).toBe(402);
    expect(json(tooMuch).error).toContain('₹1,500');
    const sent = await withdraw(100_000);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent)).toMatchObject({ message: 'Withdrawal sent to your bank account', messageCode: 'payout.withdrawal-sent', messageParams: {} });
    const withdrawal = dataOf(withdrawFromWallet, sent);
    expect(withdrawal).toMatchObject({ kind: 'withdrawal', status: 'pending', amountPaise: 100_000, balance: 50_000 });
    await payouts.complete(withdrawal.id, 'failure', 'Account frozen');
    await deliver();
    await deliver();
    expect(await walletBalance(server.db, shop.id)).toBe(150_000);
    const kinds = await server.db.query<{ kind: string; amount_paise: string }>(
      'SELECT kind, amount_paise FROM wallet_ledger WHERE reference = $1 ORDER BY created_at, kind',
      [withdrawal.id],
    );
    expect(kinds.rows.map((r) => [r.kind, Number(r.amount_paise)])).toEqual([
      ['withdrawal', -100_000],
      ['withdrawal_reversal', 100_000],
    ]);
    // A shop without a verified account cannot withdraw.
    expect((await post(server.app, '/wallet/withdrawals', { amountPaise: 10_000 }, bearer(await tokenOf('vendor')))).statusCode).toBe(409);
  });

  it('refunds a paid customer order once, to its source, and the payer sees it', async () => {
    const gateway = server.app.payments.provider as LocalGateway;
    const created = await post(server.app, '/wallet/create-order', { purpose: 'order', item: 'credit-report-review', customer_phone: '9876543210' });
    expect(created.statusCode, created.body).toBe(200);
    const orderId = String(json(created).order_id);
    const refund = async (id: string) => post(server.app, `/finance/orders/${id}/refund`, { reason: 'The report could not be made.' }, bearer(await finance()));
    expect((await refund(orderId)).statusCode).toBe(409); // not paid yet
    await gateway.complete((await gateway.sessionOf(orderId))!, 'pay');
    await gateway.idle();
    const [one, two] = await Promise.all([refund(orderId), refund(orderId)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    // Refunded at once or on its way, the answer says which by its code.
    const done = json(one.statusCode === 200 ? one : two);
    expect(['finance.refunded', 'finance.refund-sent']).toContain(done.messageCode);
    expect(done.messageParams).toEqual({});
    const seen = await server.app.inject({ method: 'GET', url: `/payments/orders/${orderId}` });
    expect(json(seen).data).toMatchObject({ status: 'paid', refund: { status: 'success', statusLabel: 'Refunded', amount_paise: expect.any(Number) } });
    expect((await server.db.query('SELECT 1 FROM local_gateway_refunds WHERE order_id = $1', [orderId])).rows).toHaveLength(1);
    expect((await auditTrailOf(server.db, 'payment_order', orderId)).map((r) => r.action)).toEqual(['payment.refund', 'payment.refund.success']);
    expect((await refund(newOrderId())).statusCode).toBe(404);
  });

  it('lists every difference the money shows, and fixes none', async () => {
    const ran: Array<Record<string, unknown>> = [];
    const run = async () => {
      const answer = await post(server.app, '/finance/reconciliation/run', {}, bearer(await finance()));
      ran.push(json(answer));
      return dataOf(runReconciliation, answer);
    };
    const before = await run();
    expect(before.differences, JSON.stringify(before.differences)).toEqual([]);
    expect(ran[0]).toMatchObject({ messageCode: 'finance.reconciled-clean' });
    // A top-up credit with no paid order behind it, and a line marked paid with no transfer.
    const shop = await addShop();
    await creditWallet(server.db, {
      userId: shop.id,
      kind: 'topup',
      amountPaise: 10_000,
      description: 'Wallet top-up',
      reference: `stray-${shop.id}`,
      now: server.clock.now(),
    });
    const line = await addSubmittedLine(shop.id);
    await server.db.query(`UPDATE vendor_commissions SET status = 'paid', paid_at = $2 WHERE id = $1`, [line, server.clock.now()]);
    server.clock.advance(60_000);
    const after = await run();
    expect(after.differences.map((d) => [d.check, d.shop?.id])).toEqual(
      expect.arrayContaining([
        ['credit-without-order', shop.id],
        ['line-transfer', shop.id],
      ]),
    );
    expect(after.differences).toHaveLength(2);
    // The count goes beside the English plural, for the site to say it in Hindi or Marathi.
    expect(ran[1]).toMatchObject({
      message: 'Reconciliation finished: 2 differences to look into',
      messageCode: 'finance.reconciled-differences',
      messageParams: { count: 2 },
    });
    expect(await walletBalance(server.db, shop.id)).toBe(10_000);
    expect((await lineStatus(line)).status).toBe('paid');
    const latest = await get('/finance/reconciliation', await tokenOf('ops_admin'));
    expect((json(latest).data as { latest: { id: string } }).latest.id).toBe(after.id);
    await server.db.query(`UPDATE vendor_commissions SET status = 'approved', paid_at = NULL WHERE id = $1`, [line]);
    await server.db.query(`DELETE FROM wallet_ledger WHERE reference = $1`, [`stray-${shop.id}`]);
  });

  it('counts invoices waiting for review on the dashboard', async () => {
    const shop = await addShop();
    const before = await commissionApprovalsQueueSummary(server.db, server.clock.now());
    await addSubmittedLine(shop.id);
    server.clock.advance(4 * DAY);
    const after = await commissionApprovalsQueueSummary(server.db, server.clock.now());
    expect(after.size).toBe(before.size + 1);
    expect(after.pastDue).toBeGreaterThanOrEqual(1);
    expect(after.path).toBe('/ops/finance/commissions');
  });
});
