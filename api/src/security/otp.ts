import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { Limit, RateLimiter } from './rate-limit.ts';
import type { OtpPurpose } from './tokens.ts';
import { OTP_ACTION_WORDS, type SmsLanguage } from '../sms/templates.ts';
import { languageOfMobile } from '../users.ts';
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
    const now = this.clock.now();
    // One statement, counted in this order as ever: the address's sends; then, unless a code went
    // to this number within the cooldown, the address's sends to it; then, if that is within its
    // limit, the number's sends from everywhere. A refused step leaves the later ones uncounted, so
    // a refused request never spends the number's ceiling (someone else's login).
    const lastClaim = sql<Date | string>`(SELECT sent_at FROM otp_send_claims WHERE mobile = ${mobile} AND purpose = ${purpose})`;
    const {
      results: [byAddress, byAddressAndMobile, byMobile],
      reading: lastSentAt,
    } = await this.limiter.hitInTurn(
      [
        { bucket: `otp-send:addr:${clientAddress}`, limit: this.policy.sendsPerAddress },
        {
          bucket: `otp-send:addr-mobile:${clientAddress}:${mobile}`,
          limit: this.policy.sendsPerAddressAndMobile,
          onlyIf: sql<SqlBool>`NOT EXISTS (SELECT 1 FROM otp_send_claims WHERE mobile = ${mobile} AND purpose = ${purpose}
            AND sent_at > ${new Date(now.getTime() - this.policy.resendCooldownMs)}::timestamptz)`,
        },
        { bucket: `otp-send:mobile:${mobile}`, limit: this.policy.sendsPerMobile },
      ],
      lastClaim,
    );
    // The first bucket is always counted.
    if (!byAddress!.allowed) {
      throw tooManyRequests('Too many OTP requests from your network. Please try again later.', byAddress!.retryAfterSeconds);
    }
    // Not counted past the address: the cooldown refused it.
    if (!byAddressAndMobile) throw this.coolingDown(now, lastSentAt ?? now);
    // Counted only while the one before it was within its limit.
    const refused = byAddressAndMobile.allowed ? byMobile! : byAddressAndMobile;
    if (!refused.allowed) {
      const minutes = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60));
      throw tooManyRequests(
        `Too many OTP requests for this mobile number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        refused.retryAfterSeconds,
      );
    }
  }

  /**
   * The refusal of a send within the cooldown of the one at `lastSentAt`. Called once the
   * database said the cooldown holds, so it refuses whatever the time read (one read after the
   * refusal, in `send`, may find the claim dropped or taken again since: then the full wait).
   */
  private coolingDown(now: Date, lastSentAt: Date | string): ApiError {
    const since = now.getTime() - new Date(lastSentAt).getTime();
    const left = since < this.policy.resendCooldownMs ? this.policy.resendCooldownMs - since : this.policy.resendCooldownMs;
    const wait = Math.max(1, Math.ceil(left / 1000));
    return tooManyRequests(`Please wait ${wait} seconds before requesting another OTP.`, wait);
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
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    // The cooldown claimed and the code stored in one statement, the code only with the claim.
    // PostgreSQL locks the row of a conflicting insert and re-checks the WHERE, so of two sends for
    // one number on two API processes at once, one gets the claim (and stores its code) and the
    // other stores nothing and is told to wait: at most one code per cooldown. Superseding the
    // live code goes with it; the UPDATE does not see the row the INSERT beside it adds.
    const claimAndStore = sql<{ id: string }>`
      WITH claimed AS (
        INSERT INTO otp_send_claims (mobile, purpose, sent_at) VALUES (${mobile}, ${purpose}, ${now})
        ON CONFLICT (mobile, purpose) DO UPDATE SET sent_at = EXCLUDED.sent_at
          WHERE otp_send_claims.sent_at <= ${new Date(now.getTime() - this.policy.resendCooldownMs)}::timestamptz
        RETURNING sent_at
      ), superseded AS (
        UPDATE otp_codes SET expires_at = ${now}
        WHERE mobile = ${mobile} AND purpose = ${purpose} AND consumed_at IS NULL AND expires_at > ${now}::timestamptz
          AND EXISTS (SELECT 1 FROM claimed)
      )
      INSERT INTO otp_codes (id, token_id, purpose, mobile, code_hash, expires_at, created_at)
      SELECT ${id}::uuid, ${tokenId}::text, ${purpose}::text, ${mobile}::text, ${this.hashCode(tokenId, purpose, code)}::text,
             ${new Date(now.getTime() + this.policy.ttlMs)}::timestamptz, ${now}::timestamptz
      FROM claimed
      RETURNING id`.execute(kyselyOf(this.db));
    // The language of a message whose caller named none (the number's account's), as the outbox
    // would read it when writing the message: read beside the claim instead of after it.
    const [stored, recipientLanguage] = await Promise.all([claimAndStore, deliver && !language ? languageOfMobile(this.db, mobile) : language]);
    if (stored.rows.length === 0) {
      // Refused: how long is left takes a second read, on this rare path only.
      const { rows } = await this.db.query<{ sent_at: Date | string }>('SELECT sent_at FROM otp_send_claims WHERE mobile = $1 AND purpose = $2', [
        mobile,
        purpose,
      ]);
      throw this.coolingDown(now, rows[0]?.sent_at ?? now);
    }
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
          ...(recipientLanguage ? { language: recipientLanguage } : {}),
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
