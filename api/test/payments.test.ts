import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocalGateway, type WebhookDelivery } from '../src/payments/local-gateway.ts';
import { signWebhook } from '../src/payments/signature.ts';
import { debitServiceFee, InsufficientBalanceError, walletBalance } from '../src/payments/wallet.ts';
import { bearer, databaseKinds, json, post, SITE_ORIGIN, startTestServer, type TestServer } from './helpers.ts';

async function login(app: FastifyInstance, email: string, password: string) {
  const response = await post(app, '/api/login', { email, password });
  expect(response.statusCode).toBe(200);
  const body = json(response);
  return { token: String(body.accessToken), userId: String((body.user as { id: string }).id) };
}

describe.each(databaseKinds)('payments and the vendor wallet on %s', (kind) => {
  let server: TestServer;
  let gateway: LocalGateway;
  let vendor: { token: string; userId: string };
  let telecaller: { token: string; userId: string };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      seedDemo: true,
      // Webhooks are held so each test decides when (and how often) they arrive.
      payments: { provider: (clock) => (gateway = new LocalGateway(clock, { webhooks: 'hold' })) },
    });
    vendor = await login(server.app, 'demo.vendor@example.com', 'Vendor@2026');
    telecaller = await login(server.app, 'demo.telecaller@example.com', 'Telecaller@2026');
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    gateway.takeHeldWebhooks();
  });

  const balance = async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wallet/balance', headers: bearer(vendor.token) });
    expect(response.statusCode).toBe(200);
    return json(response).balance as number;
  };
  const topUp = async (rupees: unknown, headers: Record<string, string> = bearer(vendor.token)) =>
    post(server.app, '/wallet/create-order', { order_amount: rupees }, { ...headers, origin: SITE_ORIGIN });
  const orderStatus = async (orderId: string, token = vendor.token) =>
    server.app.inject({ method: 'GET', url: `/payments/orders/${orderId}`, headers: bearer(token) });
  /** The person's choice on the hosted checkout page; answers where they are sent. */
  const choose = async (sessionId: string, outcome: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/pg/checkout/${sessionId}`,
      payload: `outcome=${outcome}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return response;
  };
  const deliver = (delivery: WebhookDelivery) =>
    server.app.inject({ method: 'POST', url: '/payments/webhook', payload: delivery.rawBody, headers: delivery.headers });

  async function newTopUp(rupees = 500) {
    const response = await topUp(rupees);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    return { orderId: String(body.order_id), sessionId: String(body.payment_session_id) };
  }

  it('GET /wallet/balance answers { success, balance } in paise for the vendor, 401 without a token, 403 for others', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wallet/balance', headers: bearer(vendor.token) });
    expect(json(response)).toMatchObject({ success: true, balance: expect.any(Number) });
    expect((await server.app.inject({ method: 'GET', url: '/wallet/balance' })).statusCode).toBe(401);
    const refused = await server.app.inject({ method: 'GET', url: '/wallet/balance', headers: bearer(telecaller.token) });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Only partner accounts have a wallet.');
  });

  it('demo vendor starts with the seeded history: ₹2,000 and ₹1,000 top-ups, ₹499 and ₹299 fees, ₹299 refunded, ₹2,501 left', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/wallet/ledger?limit=50', headers: bearer(vendor.token) });
    const data = json(response).data as { items: Array<{ amountPaise: number; kind: string }>; total: number };
    expect(data.total).toBe(5);
    expect(data.items.map((i) => [i.kind, i.amountPaise]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['service_fee', -49_900],
      ['service_fee', -29_900],
      ['refund', 29_900],
      ['topup', 100_000],
      ['topup', 200_000],
    ]);
    expect(await balance()).toBe(250_100);
  });

  it('only a wallet top-up credits the wallet: a service fee paid by card leaves the balance as it was', async () => {
    const before = await balance();
    const fee = await post(
      server.app,
      '/wallet/create-order',
      { purpose: 'service_fee', item: 'partner-onboarding' },
      { ...bearer(vendor.token), origin: SITE_ORIGIN },
    );
    expect(fee.statusCode, fee.body).toBe(200);
    const feeOrder = json(fee);
    expect(feeOrder.amount_paise).toBe(117_882);
    expect((await choose(String(feeOrder.payment_session_id), 'pay')).statusCode).toBe(303);
    for (const hook of gateway.takeHeldWebhooks()) expect((await deliver(hook)).statusCode).toBe(200);
    expect(json(await orderStatus(String(feeOrder.order_id))).data).toMatchObject({ status: 'paid' });
    expect(await balance()).toBe(before);

    const { orderId, sessionId } = await newTopUp(250);
    await choose(sessionId, 'pay');
    for (const hook of gateway.takeHeldWebhooks()) expect((await deliver(hook)).statusCode).toBe(200);
    expect(json(await orderStatus(orderId)).data).toMatchObject({ status: 'paid' });
    expect(await balance()).toBe(before + 25_000);
  });

  it('a top-up takes the amount only within ₹100 to ₹2,00,000, whole rupees, and only from a signed-in vendor', async () => {
    expect((await topUp(500, {})).statusCode).toBe(401);
    expect((await topUp(500, bearer(telecaller.token))).statusCode).toBe(403);
    for (const [amount, message] of [
      [99, 'The smallest top-up is ₹100'],
      [200_001, 'The largest top-up is ₹2,00,000'],
      [500.5, 'Enter a whole number of rupees'],
      ['lots', 'Enter the amount to add'],
      [undefined, 'Enter the amount to add'],
    ] as const) {
      const response = await topUp(amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(json(response).error).toBe(message);
    }
    const ok = json(await topUp(200_000));
    expect(ok).toMatchObject({ success: true, order_amount: 200_000, amount_paise: 20_000_000, provider: 'local' });
    expect(String(ok.order_id)).toMatch(/^OD\d{8}$/);
    expect(String(ok.payment_session_id)).not.toBe('');
  });

  it('created → active → paid: Pay on the hosted page returns to /vender/services and credits once, after the provider confirms', async () => {
    const before = await balance();
    const { orderId, sessionId } = await newTopUp(500);
    expect(json(await orderStatus(orderId)).data).toMatchObject({ status: 'active', amount_paise: 50_000, balance: before });

    const page = await server.app.inject({ method: 'GET', url: `/pg/checkout/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(orderId);
    expect(page.body).toContain('₹500');

    const paid = await choose(sessionId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${SITE_ORIGIN}/vender/services?order_id=${orderId}`);
    // Nothing credited yet: no one has asked the provider and no webhook arrived.
    expect(await balance()).toBe(before);

    const status = json(await orderStatus(orderId)).data as Record<string, unknown>;
    expect(status).toMatchObject({ status: 'paid', balance: before + 50_000 });
    // The reloaded return page and the late webhook change nothing.
    expect(json(await orderStatus(orderId)).data).toMatchObject({ status: 'paid', balance: before + 50_000 });
    for (const hook of gateway.takeHeldWebhooks()) expect((await deliver(hook)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 50_000);
  });

  it('Fail and Cancel leave the balance unchanged and say so', async () => {
    const before = await balance();
    const failed = await newTopUp(700);
    expect((await choose(failed.sessionId, 'fail')).statusCode).toBe(303);
    for (const hook of gateway.takeHeldWebhooks()) expect((await deliver(hook)).statusCode).toBe(200);
    expect(json(await orderStatus(failed.orderId)).data).toMatchObject({ status: 'failed', balance: before });

    const cancelled = await newTopUp(700);
    await choose(cancelled.sessionId, 'cancel');
    expect(json(await orderStatus(cancelled.orderId)).data).toMatchObject({ status: 'cancelled', balance: before });
    expect(await balance()).toBe(before);
  });

  it('a payment the provider confirms after the order failed is still credited, once (money taken is honoured)', async () => {
    const before = await balance();
    const { orderId, sessionId } = await newTopUp(120);
    await choose(sessionId, 'fail');
    for (const hook of gateway.takeHeldWebhooks()) await deliver(hook);
    expect(json(await orderStatus(orderId)).data).toMatchObject({ status: 'failed', balance: before });
    // The person retried on the provider's page and paid: the provider reports success.
    const late = await gateway.webhookFor(orderId, 'pay', '5114915000777');
    expect((await deliver(late)).statusCode).toBe(200);
    expect((await deliver(late)).statusCode).toBe(200);
    expect(json(await orderStatus(orderId)).data).toMatchObject({ status: 'paid', balance: before + 12_000 });
    // A late failure report never undoes a payment.
    expect((await deliver(await gateway.webhookFor(orderId, 'fail'))).statusCode).toBe(200);
    expect(json(await orderStatus(orderId)).data).toMatchObject({ status: 'paid', balance: before + 12_000 });
  });

  it('a webhook delivered twice credits once', async () => {
    const before = await balance();
    const { orderId, sessionId } = await newTopUp(300);
    await choose(sessionId, 'pay');
    const [hook] = gateway.takeHeldWebhooks();
    const answers = await Promise.all([deliver(hook!), deliver(hook!)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await deliver(hook!)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 30_000);
    expect(json(await orderStatus(orderId)).data).toMatchObject({ status: 'paid' });
    // The shop is told once, with the amount, as the money is credited.
    const inbox = json(await server.app.inject({ method: 'GET', url: '/api/get-notification', headers: bearer(vendor.token) })).data as {
      items: Record<string, unknown>[];
    };
    const told = inbox.items.filter((n) => n.kind === 'payment' && String(n.body).includes(orderId));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: '₹300.00 added to your wallet', link: '/vender/services' });
  });

  it('the return racing its webhook credits once', async () => {
    const before = await balance();
    const { orderId, sessionId } = await newTopUp(400);
    await choose(sessionId, 'pay');
    const [hook] = gateway.takeHeldWebhooks();
    const [returned, notified, reloaded] = await Promise.all([orderStatus(orderId), deliver(hook!), orderStatus(orderId)]);
    expect([returned.statusCode, notified.statusCode, reloaded.statusCode]).toEqual([200, 200, 200]);
    expect(await balance()).toBe(before + 40_000);
    const ledger = json(await server.app.inject({ method: 'GET', url: '/wallet/ledger?limit=50', headers: bearer(vendor.token) })).data as {
      items: Array<{ orderId: string | null }>;
    };
    expect(ledger.items.filter((i) => i.orderId === orderId)).toHaveLength(1);
  });

  it('refuses a bad signature, a stale timestamp, an unknown order and a wrong amount or currency: 4xx, nothing changes, logged', async () => {
    const before = await balance();
    const { orderId, sessionId } = await newTopUp(250);
    await choose(sessionId, 'pay');
    const [hook] = gateway.takeHeldWebhooks();
    const timestamp = hook!.headers['x-webhook-timestamp']!;
    const resign = (rawBody: string, ts = timestamp, secret = gateway.webhookSecret) => ({
      rawBody,
      headers: { ...hook!.headers, 'x-webhook-timestamp': ts, 'x-webhook-signature': signWebhook(secret, ts, rawBody) },
    });

    expect((await deliver({ ...hook!, headers: { ...hook!.headers, 'x-webhook-signature': 'AAAA' } })).statusCode).toBe(401);
    expect((await deliver(resign(hook!.rawBody, timestamp, 'not-the-secret'))).statusCode).toBe(401);
    expect((await deliver({ rawBody: hook!.rawBody.replace('"SUCCESS"', '"SUCCESS" '), headers: hook!.headers })).statusCode).toBe(401);
    const { 'x-webhook-signature': _dropped, ...unsigned } = hook!.headers;
    expect((await deliver({ rawBody: hook!.rawBody, headers: unsigned })).statusCode).toBe(401);
    const stale = String(server.clock.now().getTime() - 11 * 60 * 1000);
    expect((await deliver(resign(hook!.rawBody, stale))).statusCode).toBe(401);
    expect((await deliver(resign(hook!.rawBody.replaceAll(orderId, 'OD00000000')))).statusCode).toBe(404);
    expect((await deliver(resign(hook!.rawBody.replace('"payment_amount":250', '"payment_amount":2.5')))).statusCode).toBe(400);
    expect((await deliver(resign(hook!.rawBody.replace('"payment_currency":"INR"', '"payment_currency":"USD"')))).statusCode).toBe(400);

    expect(await balance()).toBe(before);
    const { rows } = await server.db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_events WHERE source = 'webhook' AND outcome LIKE 'refused:%' ORDER BY created_at`,
    );
    expect(rows.map((r) => r.outcome)).toEqual(
      expect.arrayContaining(['refused:signature', 'refused:missing', 'refused:stale', 'refused:unknown-order', 'refused:mismatch']),
    );
    // The genuine webhook still settles the order afterwards.
    expect((await deliver(hook!)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 25_000);
  });

  it('a service fee debit never takes the balance below zero, and two at once cannot overspend', async () => {
    const start = await balance();
    await expect(
      server.db.transaction((tx) =>
        debitServiceFee(tx, { userId: vendor.userId, amountPaise: start + 1, description: 'GST filing', reference: 'fee-too-big', now: server.clock.now() }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balance()).toBe(start);

    // Spend down to an exact figure, then race two debits that only fit one at a time.
    const keep = 60_000;
    if (start > keep) {
      await server.db.transaction((tx) =>
        debitServiceFee(tx, {
          userId: vendor.userId,
          amountPaise: start - keep,
          description: 'Company registration',
          reference: 'fee-spend',
          now: server.clock.now(),
        }),
      );
    }
    const current = await walletBalance(server.db, vendor.userId);
    // Eight debits at once, each a little over a third of the balance: exactly two fit.
    const each = Math.floor(current / 3) + 1;
    const references = Array.from({ length: 8 }, (_, i) => `race-${i}`);
    const results = await Promise.allSettled(
      references.map((reference) =>
        server.db.transaction((tx) =>
          debitServiceFee(tx, { userId: vendor.userId, amountPaise: each, description: 'Trademark filing', reference, now: server.clock.now() }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r).toMatchObject({ reason: expect.any(InsufficientBalanceError) });
    expect(await balance()).toBe(current - 2 * each);

    // A debit whose transaction is still open holds the wallet: a second one waits for it and then
    // sees the lower balance (without the row lock it would read the old balance and overspend).
    const left = await walletBalance(server.db, vendor.userId);
    const half = Math.floor(left / 2) + 1;
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstDebited!: () => void;
    const firstHasDebited = new Promise<void>((resolve) => (firstDebited = resolve));
    const first = server.db.transaction(async (tx) => {
      await debitServiceFee(tx, { userId: vendor.userId, amountPaise: half, description: 'DSC', reference: 'held-1', now: server.clock.now() });
      firstDebited();
      await firstMayCommit;
    });
    await firstHasDebited;
    const second = server.db
      .transaction((tx) => debitServiceFee(tx, { userId: vendor.userId, amountPaise: half, description: 'DSC', reference: 'held-2', now: server.clock.now() }))
      .then(
        () => 'debited',
        (error: unknown) => error,
      );
    // Give the second debit round trips to the database in which it could (wrongly) finish.
    if (kind === 'postgres') for (let i = 0; i < 20; i += 1) await server.db.query('SELECT 1');
    releaseFirst();
    await first;
    expect(await second).toBeInstanceOf(InsufficientBalanceError);
    expect(await balance()).toBe(left - half);

    // The same reference is never charged twice.
    const charged = references[results.findIndex((r) => r.status === 'fulfilled')]!;
    const again = await server.db.transaction((tx) =>
      debitServiceFee(tx, { userId: vendor.userId, amountPaise: 1, description: 'Trademark filing', reference: charged, now: server.clock.now() }),
    );
    expect(again).toBe(false);
  });

  it('POST /api/update-wallet never sets the balance: 200 when the figure matches, 409 with the real balance when not', async () => {
    const real = await balance();
    const same = await post(server.app, '/api/update-wallet', { walletBalance: real }, bearer(vendor.token));
    expect(same.statusCode).toBe(200);
    expect(json(same)).toMatchObject({ success: true, balance: real });
    const differs = await post(server.app, '/api/update-wallet', { walletBalance: real + 1_000_000 }, bearer(vendor.token));
    expect(differs.statusCode).toBe(409);
    expect(json(differs)).toMatchObject({ success: false, balance: real });
    expect((await post(server.app, '/api/update-wallet', { walletBalance: '1e9' }, bearer(vendor.token))).statusCode).toBe(400);
    expect((await post(server.app, '/api/update-wallet', { walletBalance: 1 })).statusCode).toBe(401);
    expect(await balance()).toBe(real);
  });

  it('reconciliation settles an order whose return and webhook never came, and expires one left open', async () => {
    const before = await balance();
    const paid = await newTopUp(150);
    await choose(paid.sessionId, 'pay');
    gateway.takeHeldWebhooks(); // lost
    const abandoned = await newTopUp(150);

    server.clock.advance(3 * 60 * 1000);
    const first = json(await post(server.app, '/dev/payments/reconcile', {}));
    expect(first).toMatchObject({ success: true, settled: 1 });
    expect(await balance()).toBe(before + 15_000);
    expect(json(await orderStatus(abandoned.orderId)).data).toMatchObject({ status: 'active' });

    server.clock.advance(30 * 60 * 1000);
    const second = json(await post(server.app, '/dev/payments/reconcile', {}));
    expect(second.expired).toBeGreaterThanOrEqual(1);
    expect(json(await orderStatus(abandoned.orderId)).data).toMatchObject({ status: 'expired' });
    // Pay on a closed order's page changes nothing.
    await choose(abandoned.sessionId, 'pay');
    expect(await balance()).toBe(before + 15_000);
  });

  it('reconciliation expires an order the provider never received (left created) once its window has passed', async () => {
    const { insertOrder } = await import('../src/payments/orders.ts');
    const stuck = await insertOrder(server.db, {
      purpose: 'wallet_topup',
      item: null,
      description: 'Wallet top-up',
      ownerId: vendor.userId,
      customerId: vendor.userId,
      customerPhone: '9876500002',
      amountPaise: 10_000,
      provider: 'local',
      returnUrlTemplate: `${SITE_ORIGIN}/vender/services?order_id={order_id}`,
      now: server.clock.now(),
    });
    expect(stuck.status).toBe('created');
    server.clock.advance(3 * 60 * 1000);
    await post(server.app, '/dev/payments/reconcile', {});
    expect(json(await orderStatus(stuck.orderId)).data).toMatchObject({ status: 'created' });
    server.clock.advance(30 * 60 * 1000);
    await post(server.app, '/dev/payments/reconcile', {});
    expect(json(await orderStatus(stuck.orderId)).data).toMatchObject({ status: 'expired' });
  });

  it('documents the payment and wallet routes in OpenAPI', async () => {
    const doc = json(await server.app.inject({ method: 'GET', url: '/docs/json' })) as { paths: Record<string, unknown> };
    for (const path of ['/wallet/create-order', '/wallet/balance', '/wallet/ledger', '/api/update-wallet', '/payments/webhook', '/payments/orders/{orderId}']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('a guest order: the server prices the item with GST, uses the placeholder customer id and returns to /thank-you', async () => {
    const noPhone = await post(server.app, '/wallet/create-order', { purpose: 'order', item: 'gst-registration' });
    expect(noPhone.statusCode).toBe(400);
    const unknown = await post(server.app, '/wallet/create-order', { purpose: 'order', item: 'free-money', customer_phone: '9876543210' });
    expect(unknown.statusCode).toBe(400);
    const response = await post(server.app, '/wallet/create-order', {
      purpose: 'order',
      item: 'gst-registration',
      customer_phone: '9876543210',
      order_amount: 1,
    });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    // ₹1,499 + 18% GST, whatever order_amount the client sent.
    expect(body).toMatchObject({ amount_paise: 176_882 });
    const orderId = String(body.order_id);
    const { rows } = await server.db.query<{ customer_id: string; return_url: string }>(
      'SELECT customer_id, return_url FROM payment_orders WHERE order_id = $1',
      [orderId],
    );
    expect(rows[0]).toEqual({ customer_id: 'guest_customer', return_url: `${SITE_ORIGIN}/thank-you?order_id=${orderId}` });

    // Resuming with the order id answers the same session rather than a new order.
    const again = json(
      await post(server.app, '/wallet/create-order', { purpose: 'order', item: 'gst-registration', customer_phone: '9876543210', order_id: orderId }),
    );
    expect(again).toMatchObject({ order_id: orderId, payment_session_id: body.payment_session_id });

    const anonymous = await server.app.inject({ method: 'GET', url: `/payments/orders/${orderId}` });
    expect(json(anonymous).data).toMatchObject({ status: 'active', purpose: 'order', description: 'GST registration' });
    expect(json(anonymous).data).not.toHaveProperty('balance');
    // A vendor's order is not shown to anyone else.
    const vendorOrder = await newTopUp(100);
    expect((await server.app.inject({ method: 'GET', url: `/payments/orders/${vendorOrder.orderId}` })).statusCode).toBe(401);
    expect((await orderStatus(vendorOrder.orderId, telecaller.token)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/payments/orders/OD1' })).statusCode).toBe(404);
  });
});

describe('when the provider is down', () => {
  it('answers 502, marks the order failed and credits nothing', async () => {
    const server = await startTestServer('pglite', {
      seedDemo: true,
      payments: {
        provider: {
          name: 'cashfree',
          webhookSecret: 'x',
          createOrder: async () => {
            const { ProviderError } = await import('../src/payments/provider.ts');
            throw new ProviderError('connect ECONNREFUSED');
          },
          fetchOrder: async () => null,
          createRefund: async () => {
            throw new Error('not used');
          },
          fetchRefund: async () => null,
        },
      },
    });
    try {
      const vendor = await login(server.app, 'demo.vendor@example.com', 'Vendor@2026');
      const response = await post(server.app, '/wallet/create-order', { order_amount: 500 }, bearer(vendor.token));
      expect(response.statusCode).toBe(502);
      expect(json(response).error).toBe('The payment service is not answering. Please try again in a few minutes.');
      const { rows } = await server.db.query<{ status: string }>("SELECT status FROM payment_orders WHERE provider = 'cashfree'");
      expect(rows.map((r) => r.status)).toEqual(['failed']);
    } finally {
      await server.close();
    }
  });
});
