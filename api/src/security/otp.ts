import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { Limit, RateLimiter } from './rate-limit.ts';
import type { OtpPurpose } from './tokens.ts';
import { OTP_ACTION_WORDS, type SmsLanguage } from '../sms/templates.ts';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@platform/shared/schemas';

export interface OtpPolicy {
  ttlMs: number;
  maxAttempts: number;
  resendCooldownMs: number;
  /**
   * OTP sends per mobile number from one client address: what one person (or attacker) may ask.
   */
  sendsPerAddressAndMobile: Limit;
  /**
   * OTP sends per mobile number from everywhere: a ceiling against SMS bombing, high enough that
   * blocking someone's login takes many addresses (each held to the limit above).
   */
  sendsPerMobile: Limit;
  /** OTP sends per client address. */
  sendsPerAddress: Limit;
  /** OTP checks per client address (wrong tries spread over many codes). */
  verifiesPerAddress: Limit;
}

export const defaultOtpPolicy: OtpPolicy = {
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  resendCooldownMs: OTP_RESEND_COOLDOWN_SECONDS * 1000,
  sendsPerAddressAndMobile: { limit: 5, windowMs: 60 * 60_000 },
  sendsPerMobile: { limit: 20, windowMs: 60 * 60_000 },
  sendsPerAddress: { limit: 30, windowMs: 60 * 60_000 },
  verifiesPerAddress: { limit: 60, windowMs: 15 * 60_000 },
};

// The action each code is for, in every language we write SMS in: the template's words by the
// flow's code (api/src/sms/templates.ts, OTP_ACTION_WORDS); every flow has its words.
const actionCodes: Record<OtpPurpose, keyof typeof OTP_ACTION_WORDS> = {
  signup: 'signup',
  login: 'login',
  enquiry: 'enquiry',
  reset: 'reset',
  careers: 'careers',
  connector: 'connector',
  'customer-lookup': 'customer-lookup',
  'sanction-kfs': 'sanction-kfs',
  'offer-choice': 'offer-choice',
};

type CheckOutcome =
  { kind: 'ok'; mobile: string } | { kind: 'none' } | { kind: 'used' } | { kind: 'expired' } | { kind: 'locked' } | { kind: 'wrong'; remaining: number };

interface OtpRow {
  id: string;
  mobile: string;
  code_hash: string;
  attempts: number;
  expires_at: Date | string;
  consumed_at: Date | string | null;
}

/**
 * Six-digit codes from the CSPRNG. Only an HMAC (keyed with a server secret, bound to the token id
 * and purpose) is stored: a slow hash would not protect a 6-digit space anyway, the key does.
 */
export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly limiter: RateLimiter,
    private readonly hmacKey: Buffer,
    readonly policy: OtpPolicy,
  ) {}

  private hashCode(tokenId: string, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.hmacKey).update(`${purpose}:${tokenId}:${code}`).digest('hex');
  }

  /**
   * Rate limits and cooldown, without sending: lets callers refuse before creating anything. The
   * cooldown is only read here; `send` claims it, so a request refused later (an unknown referral
   * code) does not make the person wait.
   */
  async checkSendAllowed(purpose: OtpPurpose, mobile: string, clientAddress: string): Promise<void> {
    // Independent reads: on PostgreSQL they go out together.
    const [byAddress, last] = await Promise.all([
      this.limiter.hit(`otp-send:addr:${clientAddress}`, this.policy.sendsPerAddress),
      this.db.query<{ sent_at: Date | string }>('SELECT sent_at FROM otp_send_claims WHERE mobile = $1 AND purpose = $2', [mobile, purpose]),
    ]);
    if (!byAddress.allowed) {
      throw tooManyRequests('Too many OTP requests from your network. Please try again later.', byAddress.retryAfterSeconds);
    }
    const now = this.clock.now();
    this.refuseWithinCooldown(now, last.rows[0]?.sent_at);
    const byAddressAndMobile = await this.limiter.hit(`otp-send:addr-mobile:${clientAddress}:${mobile}`, this.policy.sendsPerAddressAndMobile);
    const byMobile = byAddressAndMobile.allowed ? await this.limiter.hit(`otp-send:mobile:${mobile}`, this.policy.sendsPerMobile) : byAddressAndMobile;
    if (!byMobile.allowed) {
      const minutes = Math.max(1, Math.ceil(byMobile.retryAfterSeconds / 60));
      throw tooManyRequests(
        `Too many OTP requests for this mobile number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        byMobile.retryAfterSeconds,
      );
    }
  }

  private refuseWithinCooldown(now: Date, lastSentAt: Date | string | undefined): void {
    if (lastSentAt === undefined) return;
    const since = now.getTime() - new Date(lastSentAt).getTime();
    if (since < this.policy.resendCooldownMs) {
      const wait = Math.max(1, Math.ceil((this.policy.resendCooldownMs - since) / 1000));
      throw tooManyRequests(`Please wait ${wait} seconds before requesting another OTP.`, wait);
    }
  }

  /**
   * Creates and delivers a code bound to `tokenId`; earlier live codes for the mobile stop working.
   * `deliver: false` stores a code nobody receives, so a flow for an unknown account behaves (and
   * fails) exactly like one for a known account. `language`: the page's the person asked from; the
   * SMS is written in it (else in the language the mobile's account keeps, else English).
   */
  async send(
    purpose: OtpPurpose,
    mobile: string,
    tokenId: string,
    { deliver = true, language }: { deliver?: boolean; language?: SmsLanguage | null } = {},
  ): Promise<void> {
    const now = this.clock.now();
    // The cooldown, claimed in one statement: PostgreSQL locks the row of a conflicting insert and
    // re-checks the WHERE, so of two sends for one number on two API processes at once, one gets
    // the claim and the other is told to wait.
    const claimed = await this.db.query(
      `INSERT INTO otp_send_claims (mobile, purpose, sent_at) VALUES ($1, $2, $3)
       ON CONFLICT (mobile, purpose) DO UPDATE SET sent_at = EXCLUDED.sent_at WHERE otp_send_claims.sent_at <= $4
       RETURNING sent_at`,
      [mobile, purpose, now, new Date(now.getTime() - this.policy.resendCooldownMs)],
    );
    if (claimed.rows.length === 0) {
      const { rows } = await this.db.query<{ sent_at: Date | string }>('SELECT sent_at FROM otp_send_claims WHERE mobile = $1 AND purpose = $2', [
        mobile,
        purpose,
      ]);
      this.refuseWithinCooldown(now, rows[0]?.sent_at ?? now);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    // One statement, so superseding the live code and storing the new one happen together.
    await this.db.query(
      `WITH superseded AS (
         UPDATE otp_codes SET expires_at = $7
         WHERE mobile = $4 AND purpose = $3 AND consumed_at IS NULL AND expires_at > $7
       )
       INSERT INTO otp_codes (id, token_id, purpose, mobile, code_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, tokenId, purpose, mobile, this.hashCode(tokenId, purpose, code), new Date(now.getTime() + this.policy.ttlMs), now],
    );
    if (!deliver) return;
    const minutes = Math.round(this.policy.ttlMs / 60_000);
    // Through the outbox like every message (one record of everything sent), but delivered now,
    // while the person waits: one attempt, and a message nobody could deliver is given up at once.
    // Retrying later would only send a code the person was already told to ask for again. If the
    // process dies between writing and delivering, the worker delivers it after the hold below, while the code is live.
    const message = await this.outbox.enqueue(
      this.db,
      {
        channel: 'sms',
        message: {
          mobile,
          purpose,
          otp: code,
          template: 'otp',
          variables: { otp: code, action: actionCodes[purpose], minutes: String(minutes) },
          ...(language ? { language } : {}),
        },
      },
      // Held for this request: a worker's pass in between would send it while this request, finding
      // nothing to deliver, told the person it failed.
      { maxAttempts: 1, expiresAt: new Date(now.getTime() + this.policy.ttlMs), heldForCallerMs: 30_000 },
    );
    const { deliveredIds } = await this.outbox.deliver([message]);
    if (!deliveredIds.includes(message)) {
      await this.outbox.giveUp(message, 'the person was told to ask again');
      await this.db.query('DELETE FROM otp_codes WHERE id = $1', [id]);
      // Nothing reached the phone: asking again right away is allowed.
      await this.db.query('DELETE FROM otp_send_claims WHERE mobile = $1 AND purpose = $2 AND sent_at = $3', [mobile, purpose, now]);
      throw new ApiError(503, 'We could not send the OTP right now. Please try again in a moment.');
    }
  }

  /**
   * Checks a code for the token that asked for it. Succeeds once; wrong codes count towards the
   * lock-out. `mobile`, when the caller sends it, must be the number the code went to.
   */
  async verify(
    purpose: OtpPurpose,
    tokenId: string,
    code: string,
    clientAddress: string,
    { mobile, field = 'otp' }: { mobile?: string; field?: string } = {},
  ): Promise<{ mobile: string }> {
    const byAddress = await this.limiter.hit(`otp-verify:addr:${clientAddress}`, this.policy.verifiesPerAddress);
    if (!byAddress.allowed) {
      throw tooManyRequests('Too many OTP attempts from your network. Please try again later.', byAddress.retryAfterSeconds);
    }
    const now = this.clock.now();
    const outcome = await this.db.transaction<CheckOutcome>(async (tx) => {
      const { rows } = await tx.query<OtpRow>(
        `SELECT id, mobile, code_hash, attempts, expires_at, consumed_at FROM otp_codes
         WHERE token_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
        [tokenId, purpose],
      );
      const row = rows[0];
      if (!row) return { kind: 'none' };
      if (row.consumed_at !== null) return { kind: 'used' };
      if (row.attempts >= this.policy.maxAttempts) return { kind: 'locked' };
      if (new Date(row.expires_at).getTime() <= now.getTime()) return { kind: 'expired' };
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(this.hashCode(tokenId, purpose, code), 'hex');
      const matches = timingSafeEqual(expected, given) && (mobile === undefined || mobile === row.mobile);
      if (!matches) {
        await tx.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
        const remaining = this.policy.maxAttempts - row.attempts - 1;
        return remaining <= 0 ? { kind: 'locked' } : { kind: 'wrong', remaining };
      }
      const consumed = await tx.query('UPDATE otp_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id', [row.id, now]);
      return consumed.rows.length === 1 ? { kind: 'ok', mobile: row.mobile } : { kind: 'used' };
    });
    switch (outcome.kind) {
      case 'ok':
        return { mobile: outcome.mobile };
      case 'none':
        throw new ApiError(400, 'No OTP was sent for this request. Please request a new OTP.', { fields: { [field]: 'Request a new OTP' } });
      case 'used':
        throw new ApiError(400, 'This OTP has already been used. Please request a new OTP.', { fields: { [field]: 'OTP already used' } });
      case 'expired':
        throw new ApiError(400, 'This OTP has expired. Please request a new OTP.', { fields: { [field]: 'OTP has expired' } });
      case 'locked':
        throw new ApiError(429, 'Too many wrong attempts. Please request a new OTP.', { fields: { [field]: 'Too many wrong attempts' } });
      case 'wrong':
        throw new ApiError(400, `Invalid OTP. ${outcome.remaining} attempt${outcome.remaining === 1 ? '' : 's'} left.`, { fields: { [field]: 'Invalid OTP' } });
    }
  }
}
