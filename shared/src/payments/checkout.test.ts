import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, setRuntimeConfig } from '@platform/shared';
import { createPaymentOrder } from '@platform/shared/contracts';
import { PAYMENT_CONSOLE_MESSAGES, PAYMENT_NOTICES, startCheckout, type CheckoutDependencies, type CreatedOrder } from './checkout';

// The contract's sample answer (a ₹500 top-up), through Cashfree with a short session id.
const order = (overrides: Partial<CreatedOrder> = {}): CreatedOrder => ({
  ...createPaymentOrder.samples[0]!.response,
  payment_session_id: 'session_abc',
  provider: 'cashfree',
  ...overrides,
});

function deps(overrides: Partial<CheckoutDependencies> = {}) {
  const consoleSpy = { error: vi.fn() };
  const navigate = vi.fn();
  const checkout = vi.fn().mockResolvedValue({ redirect: true });
  const loadSdk = vi.fn().mockResolvedValue({ checkout });
  const createOrder = vi.fn().mockResolvedValue(order());
  return { consoleSpy, navigate, checkout, loadSdk, createOrder, all: { createOrder, loadSdk, navigate, console: consoleSpy, ...overrides } };
}

afterEach(() => {
  vi.restoreAllMocks();
  setRuntimeConfig({});
});

describe('startCheckout', () => {
  it('creates the order through the API and opens Cashfree in the configured mode with the session id', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example', paymentMode: 'production' });
    const d = deps();
    const result = await startCheckout({ purpose: 'wallet_topup', amountRupees: 500 }, d.all);
    expect(d.createOrder).toHaveBeenCalledWith({ purpose: 'wallet_topup', order_amount: 500, order_id: undefined });
    expect(d.loadSdk).toHaveBeenCalledWith('production');
    expect(d.checkout).toHaveBeenCalledWith({ paymentSessionId: 'session_abc', redirectTarget: '_self' });
    expect(result).toEqual({ status: 'redirected', orderId: 'OD12345678' });
  });

  it('sends the person to the API hosted checkout in local mode, without loading the SDK', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://localhost:4000/', paymentMode: 'local' });
    const d = deps();
    await startCheckout({ purpose: 'order', item: 'gst-registration', customerPhone: '9876543210' }, d.all);
    expect(d.createOrder).toHaveBeenCalledWith({ purpose: 'order', item: 'gst-registration', customer_phone: '9876543210', order_id: undefined });
    expect(d.navigate).toHaveBeenCalledWith('http://localhost:4000/pg/checkout/session_abc');
    expect(d.loadSdk).not.toHaveBeenCalled();
  });

  it('stops when the session id is missing: the console message of docs/spec/product.md §8 and a notice', async () => {
    setRuntimeConfig({ paymentMode: 'production' });
    const notice = vi.spyOn(notify, 'error');
    const d = deps({ createOrder: vi.fn().mockResolvedValue(order({ payment_session_id: null })) });
    const result = await startCheckout({ purpose: 'wallet_topup', amountRupees: 500 }, d.all);
    expect(result).toEqual({ status: 'stopped', reason: 'session-missing', orderId: 'OD12345678' });
    expect(d.consoleSpy.error).toHaveBeenCalledWith(PAYMENT_CONSOLE_MESSAGES.sessionMissing);
    expect(PAYMENT_CONSOLE_MESSAGES.sessionMissing).toBe('session ID missing so payment cannot proceed');
    expect(notice).toHaveBeenCalledWith(PAYMENT_NOTICES.sessionMissing);
    expect(d.loadSdk).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('logs "error loading the payment SDK" and tells the person what to do when Cashfree.js does not load', async () => {
    setRuntimeConfig({ paymentMode: 'sandbox' });
    const notice = vi.spyOn(notify, 'error');
    for (const loadSdk of [vi.fn().mockRejectedValue(new Error('script blocked')), vi.fn().mockResolvedValue(null)]) {
      const d = deps({ loadSdk });
      const result = await startCheckout({ purpose: 'wallet_topup', amountRupees: 500 }, d.all);
      expect(result).toMatchObject({ status: 'stopped', reason: 'sdk-failed' });
      expect(d.consoleSpy.error.mock.calls[0]?.[0]).toBe('error loading the payment SDK');
      expect(loadSdk).toHaveBeenCalledWith('sandbox');
    }
    expect(notice).toHaveBeenCalledWith(PAYMENT_NOTICES.sdkLoad);
  });

  it('logs "payment error or popup closed" when the checkout reports an error or throws', async () => {
    setRuntimeConfig({ paymentMode: 'production' });
    const notice = vi.spyOn(notify, 'error');
    for (const checkout of [vi.fn().mockResolvedValue({ error: { message: 'popup closed' } }), vi.fn().mockRejectedValue(new Error('boom'))]) {
      const d = deps({ loadSdk: vi.fn().mockResolvedValue({ checkout }) });
      const result = await startCheckout({ purpose: 'wallet_topup', amountRupees: 500 }, d.all);
      expect(result).toMatchObject({ status: 'stopped', reason: 'payment-error' });
      expect(d.consoleSpy.error.mock.calls[0]?.[0]).toBe('payment error or popup closed');
    }
    expect(notice).toHaveBeenCalledWith(PAYMENT_NOTICES.paymentError);
  });

  it('logs "error creating session" and leaves the message to the API client when the order is refused', async () => {
    const notice = vi.spyOn(notify, 'error');
    const d = deps({ createOrder: vi.fn().mockRejectedValue(new Error('400')) });
    const result = await startCheckout({ purpose: 'wallet_topup', amountRupees: 5 }, d.all);
    expect(result).toEqual({ status: 'stopped', reason: 'create-failed' });
    expect(d.consoleSpy.error.mock.calls[0]?.[0]).toBe('error creating session');
    expect(notice).not.toHaveBeenCalled();
  });

  it('follows the server when it answers a local session in another mode', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://localhost:4283', paymentMode: 'sandbox' });
    const d = deps({ createOrder: vi.fn().mockResolvedValue(order({ provider: 'local' })) });
    await startCheckout({ purpose: 'wallet_topup', amountRupees: 500 }, d.all);
    expect(d.navigate).toHaveBeenCalledWith('http://localhost:4283/pg/checkout/session_abc');
    expect(d.loadSdk).not.toHaveBeenCalled();
  });
});
