import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './signature.ts';

const secret = 'cfsk_ma_test_secret';
const body = '{"data":{"order":{"order_id":"OD12345678","order_amount":500}},"type":"PAYMENT_SUCCESS_WEBHOOK"}';
const now = new Date(Date.UTC(2026, 0, 15, 10, 0, 0));
const ts = String(now.getTime());

describe('webhook signature', () => {
  it('is base64 HMAC-SHA256 of timestamp + raw body (Cashfree)', () => {
    const expected = createHmac('sha256', secret)
      .update(ts + body)
      .digest('base64');
    expect(signWebhook(secret, ts, body)).toBe(expected);
    expect(verifyWebhook(secret, body, { signature: expected, timestamp: ts }, now)).toEqual({ ok: true });
  });

  it('refuses a changed body, another secret, a truncated signature and missing headers', () => {
    const signature = signWebhook(secret, ts, body);
    expect(verifyWebhook(secret, body.replace('500', '5000'), { signature, timestamp: ts }, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhook('other', body, { signature, timestamp: ts }, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhook(secret, body, { signature: signature.slice(0, -2), timestamp: ts }, now)).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhook(secret, body, { signature, timestamp: undefined }, now)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyWebhook(secret, body, { signature: ['a'], timestamp: ts }, now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses stale or future timestamps beyond the tolerance, in milliseconds or seconds', () => {
    const old = String(now.getTime() - 11 * 60 * 1000);
    expect(verifyWebhook(secret, body, { signature: signWebhook(secret, old, body), timestamp: old }, now)).toEqual({ ok: false, reason: 'stale' });
    const future = String(now.getTime() + 11 * 60 * 1000);
    expect(verifyWebhook(secret, body, { signature: signWebhook(secret, future, body), timestamp: future }, now)).toEqual({ ok: false, reason: 'stale' });
    const seconds = String(Math.floor(now.getTime() / 1000) - 60);
    expect(verifyWebhook(secret, body, { signature: signWebhook(secret, seconds, body), timestamp: seconds }, now)).toEqual({ ok: true });
    expect(verifyWebhook(secret, body, { signature: 'x', timestamp: 'yesterday' }, now)).toEqual({ ok: false, reason: 'stale' });
  });
});
