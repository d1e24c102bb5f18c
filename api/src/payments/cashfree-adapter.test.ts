// The Cashfree adapter against recorded answers of the documented shapes (API version
// 2023-08-01), through an injected fetch: no network.
import { describe, expect, it } from 'vitest';
import { CashfreeProvider } from './cashfree-adapter.ts';
import { ProviderError } from './provider.ts';

const createOrderAnswer = {
  cart_details: null,
  cf_order_id: '2149460581',
  created_at: '2026-01-15T15:30:00+05:30',
  customer_details: { customer_id: 'guest_customer', customer_name: null, customer_email: null, customer_phone: '9876543210', customer_uid: null },
  entity: 'order',
  order_amount: 500.0,
  order_currency: 'INR',
  order_expiry_time: '2026-02-14T15:30:00+05:30',
  order_id: 'OD12345678',
  order_meta: {
    return_url: 'https://site.example/vender/services?order_id=OD12345678',
    notify_url: 'https://api.example/payments/webhook',
    payment_methods: null,
  },
  order_note: 'Wallet top-up',
  order_splits: [],
  order_status: 'ACTIVE',
  order_tags: null,
  payment_session_id: 'session_a1b2c3d4e5f6g7h8i9j0payment',
  terminal_data: null,
};

const payment = (status: string, id = '5114915000001') => ({
  auth_id: null,
  authorization: null,
  bank_reference: '1234567890',
  cf_payment_id: id,
  entity: 'payment',
  is_captured: status === 'SUCCESS',
  order_amount: 500.0,
  order_id: 'OD12345678',
  payment_amount: 500.0,
  payment_currency: 'INR',
  payment_group: 'upi',
  payment_message: status === 'FAILED' ? 'Transaction declined by bank' : 'Transaction successful',
  payment_method: { upi: { channel: 'collect', upi_id: 'shop@upi' } },
  payment_status: status,
  payment_time: '2026-01-15T15:31:00+05:30',
});

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function recorded(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchStub = (async (url: string | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(url)}`;
    calls.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[key];
    if (!answer) throw new TypeError(`fetch failed: no recording for ${key}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchStub, calls };
}

const base = 'https://sandbox.cashfree.com/pg';
const provider = (fetchStub: typeof fetch, environment: 'sandbox' | 'production' = 'sandbox') =>
  new CashfreeProvider({ clientId: 'TEST_APP_ID', clientSecret: 'TEST_SECRET', environment, fetch: fetchStub });

describe('Cashfree adapter', () => {
  it('creates an order with x-api-version, credentials, rupee amount and order_meta return and notify URLs', async () => {
    const { fetchStub, calls } = recorded({ [`POST ${base}/orders`]: { status: 200, body: createOrderAnswer } });
    const session = await provider(fetchStub).createOrder({
      orderId: 'OD12345678',
      amountPaise: 50_000,
      currency: 'INR',
      customerId: 'guest_customer',
      customerPhone: '9876543210',
      returnUrl: 'https://site.example/vender/services?order_id=OD12345678',
      notifyUrl: 'https://api.example/payments/webhook',
      note: 'Wallet top-up',
    });
    expect(session).toEqual({ providerOrderId: '2149460581', paymentSessionId: 'session_a1b2c3d4e5f6g7h8i9j0payment' });
    expect(calls[0]!.headers).toMatchObject({ 'x-api-version': '2023-08-01', 'x-client-id': 'TEST_APP_ID', 'x-client-secret': 'TEST_SECRET' });
    expect(calls[0]!.body).toMatchObject({
      order_id: 'OD12345678',
      order_amount: 500,
      order_currency: 'INR',
      customer_details: { customer_id: 'guest_customer', customer_phone: '9876543210' },
      order_meta: { return_url: 'https://site.example/vender/services?order_id=OD12345678', notify_url: 'https://api.example/payments/webhook' },
    });
  });

  it('uses the production host in production', async () => {
    const { fetchStub, calls } = recorded({ 'POST https://api.cashfree.com/pg/orders': { status: 200, body: createOrderAnswer } });
    await provider(fetchStub, 'production').createOrder({
      orderId: 'OD12345678',
      amountPaise: 50_000,
      currency: 'INR',
      customerId: 'c',
      customerPhone: '9876543210',
      returnUrl: 'r',
      notifyUrl: 'n',
      note: 'x',
    });
    expect(calls[0]!.url).toBe('https://api.cashfree.com/pg/orders');
  });

  it('turns a refusal or an unreachable provider into a ProviderError', async () => {
    const refused = recorded({
      [`POST ${base}/orders`]: {
        status: 400,
        body: { message: 'order_amount : invalid value provided', code: 'order_amount_invalid', type: 'invalid_request_error' },
      },
    });
    const order = {
      orderId: 'OD12345678',
      amountPaise: 1,
      currency: 'INR' as const,
      customerId: 'c',
      customerPhone: '9876543210',
      returnUrl: 'r',
      notifyUrl: 'n',
      note: 'x',
    };
    await expect(provider(refused.fetchStub).createOrder(order)).rejects.toThrow(/order_amount : invalid value/);
    await expect(provider(recorded({}).fetchStub).createOrder(order)).rejects.toBeInstanceOf(ProviderError);
  });

  it('reads PAID with the successful payment id, and amounts back in paise', async () => {
    const { fetchStub } = recorded({
      [`GET ${base}/orders/OD12345678`]: { status: 200, body: { ...createOrderAnswer, order_status: 'PAID' } },
      [`GET ${base}/orders/OD12345678/payments`]: { status: 200, body: [payment('SUCCESS', '5114915000042'), payment('FAILED')] },
    });
    expect(await provider(fetchStub).fetchOrder('OD12345678')).toEqual({ state: 'PAID', amountPaise: 50_000, currency: 'INR', paymentId: '5114915000042' });
  });

  it('reads an ACTIVE order by its latest attempt: failed, dropped, or none yet', async () => {
    const withAttempts = (attempts: unknown[]) =>
      recorded({
        [`GET ${base}/orders/OD12345678`]: { status: 200, body: createOrderAnswer },
        [`GET ${base}/orders/OD12345678/payments`]: { status: 200, body: attempts },
      }).fetchStub;
    expect((await provider(withAttempts([payment('FAILED')])).fetchOrder('OD12345678'))?.state).toBe('FAILED');
    expect((await provider(withAttempts([payment('USER_DROPPED')])).fetchOrder('OD12345678'))?.state).toBe('CANCELLED');
    expect((await provider(withAttempts([])).fetchOrder('OD12345678'))?.state).toBe('ACTIVE');
  });

  it('reads EXPIRED and TERMINATED as expired, and an unknown order as null', async () => {
    for (const status of ['EXPIRED', 'TERMINATED']) {
      const { fetchStub } = recorded({ [`GET ${base}/orders/OD12345678`]: { status: 200, body: { ...createOrderAnswer, order_status: status } } });
      expect((await provider(fetchStub).fetchOrder('OD12345678'))?.state).toBe('EXPIRED');
    }
    const missing = recorded({
      [`GET ${base}/orders/OD00000000`]: { status: 404, body: { message: 'order not found', code: 'order_not_found', type: 'invalid_request_error' } },
    });
    expect(await provider(missing.fetchStub).fetchOrder('OD00000000')).toBeNull();
  });

  it('needs credentials', () => {
    expect(() => new CashfreeProvider({ clientId: '', clientSecret: '', environment: 'sandbox' })).toThrow(/CASHFREE_CLIENT_ID/);
  });
});
