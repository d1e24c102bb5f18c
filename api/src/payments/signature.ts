import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a webhook's timestamp may be (either way, for clock skew) before it is refused. */
export const WEBHOOK_TOLERANCE_MS = 10 * 60 * 1000;

/**
 * Cashfree's webhook signature: base64 of HMAC-SHA256 over `timestamp + rawBody`, keyed by the
 * merchant secret, sent in `x-webhook-signature` with the timestamp in `x-webhook-timestamp`.
 */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(timestamp + rawBody)
    .digest('base64');
}

export type WebhookCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'signature' };

/** Timestamps are epoch milliseconds (Cashfree) or seconds; both are accepted. */
function timestampMs(value: string): number | null {
  if (!/^\d{9,14}$/.test(value)) return null;
  const n = Number(value);
  return n < 1e12 ? n * 1000 : n;
}

/** Checks signature (constant time) and freshness. The raw body must be the bytes received. */
export function verifyWebhook(
  secret: string,
  rawBody: string,
  headers: { signature?: unknown; timestamp?: unknown },
  now: Date,
  toleranceMs = WEBHOOK_TOLERANCE_MS,
): WebhookCheck {
  const { signature, timestamp } = headers;
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || !signature || !timestamp) {
    return { ok: false, reason: 'missing' };
  }
  const at = timestampMs(timestamp);
  if (at === null || Math.abs(now.getTime() - at) > toleranceMs) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time independent of
  // where a wrong signature differs.
  const sameLength = expected.length === given.length;
  const equal = timingSafeEqual(expected, sameLength ? given : expected) && sameLength;
  return equal ? { ok: true } : { ok: false, reason: 'signature' };
}
