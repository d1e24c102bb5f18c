// One durable outbox for everything the platform sends (docs/decisions/041-one-outbox-and-one-job-registry.md).
// A caller writes its message with `enqueue(tx, …)` in the transaction of the change that causes
// it, so the message exists exactly when the change does; after the commit it asks for delivery
// (`outbox.deliver(ids)`), and a worker (`deliverDue`, on a timer in every API process) delivers
// whatever is left: a provider that was down, a process that died before or during delivery.
//
// Claiming is one statement (`FOR UPDATE SKIP LOCKED`): two workers never hold one message. A
// claim is a lease: a worker that dies mid-delivery leaves the message `sending` until its lease
// lapses, then it is claimed again. Delivery is therefore at least once; it is exactly once where
// the provider honours the message's id as an idempotency key (both local providers do, and the
// HTTP adapters pass it on). A provider that ignores it may receive one message twice when a
// process dies between the provider's answer and our mark, and never otherwise.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { EmailAdapter, EmailMessage } from '../email/email.ts';
import { maskEmail } from '../email/email.ts';
import { maskMobile, type SmsAdapter, type SmsMessage } from '../sms/sms.ts';
import { SmsTemplateMismatch } from '../sms/templates.ts';
import { languageOfMobile } from '../users.ts';

export type OutboxMessage = { channel: 'sms'; message: SmsMessage } | { channel: 'email'; message: EmailMessage };

export interface EnqueueOptions {
  /** Attempts before the message is given up (dead); default 8 (about six hours of backoff). */
  maxAttempts?: number;
  /** Not delivered by then: given up (an OTP is useless once its code expired). */
  expiresAt?: Date;
  /** The message's id (the provider's idempotency key); default a new UUID. */
  id?: string;
  /**
   * The caller delivers it itself right after writing it, while a person waits (an OTP), and must
   * know whether it went: the workers leave it alone this long, so a worker's pass cannot take it
   * between the write and the caller's `deliver` (the caller would think it failed while the
   * worker sends it). Past that, a worker takes it as any other: the caller died.
   */
  heldForCallerMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
/** How long a claim holds before another worker may take the message again. */
export const DEFAULT_LEASE_MS = 60_000;

/** The wait before attempt n+1 after n failed: 30 s, 1 min, 2 min … capped at 2 hours. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 2 * 60 * 60_000);
}

const secretOf = (entry: OutboxMessage): string | undefined => (entry.channel === 'sms' ? entry.message.otp : entry.message.secret);
const recipientOf = (entry: OutboxMessage): string => (entry.channel === 'sms' ? maskMobile(entry.message.mobile) : maskEmail(entry.message.to));

/**
 * Writes a message to the outbox in the caller's transaction (or statement); answers its id.
 * Nothing is sent here: the caller asks `outbox.deliver([id])` once its transaction committed.
 * An SMS whose caller did not name a language is written in the recipient's (the language the
 * person behind the mobile chose last, decision 053), decided now and kept with the message, so a
 * retry hours later sends the same text.
 */
export async function enqueue(tx: Queryable, at: Date, entry: OutboxMessage, options: EnqueueOptions = {}): Promise<string> {
  const id = options.id ?? randomUUID();
  if (entry.channel === 'sms' && !entry.message.language) {
    entry = { channel: 'sms', message: { ...entry.message, language: await languageOfMobile(tx, entry.message.mobile) } };
  }
  await tx.query(
    `INSERT INTO outbox_messages (id, channel, purpose, recipient_masked, payload, max_attempts, next_attempt_at, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      entry.channel,
      entry.message.purpose,
      recipientOf(entry),
      JSON.stringify(entry.message),
      options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      new Date(at.getTime() + (options.heldForCallerMs ?? 0)),
      options.expiresAt ?? null,
      at,
    ],
  );
  return id;
}

interface ClaimedRow {
  id: string;
  channel: OutboxMessage['channel'];
  payload: unknown;
  attempts: number;
  max_attempts: number;
  expires_at: Date | string | null;
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
  dead: number;
  /** Ids delivered in this call (the caller of `deliver` learns whether its own message went). */
  deliveredIds: string[];
}

export interface OutboxLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface OutboxChannels {
  sms: SmsAdapter;
  email: EmailAdapter;
}

/** A message that can never be delivered as it stands: no retry helps. */
const permanent = (error: unknown) => error instanceof SmsTemplateMismatch;

export class Outbox {
  constructor(
    readonly database: Database,
    private readonly clock: Clock,
    private readonly channels: OutboxChannels,
    private readonly logger: OutboxLogger,
    private readonly options: { leaseMs?: number } = {},
  ) {}

  /** `enqueue` with this outbox's clock. */
  enqueue(tx: Queryable, entry: OutboxMessage, options?: EnqueueOptions): Promise<string> {
    return enqueue(tx, this.clock.now(), entry, options);
  }

  /**
   * Delivers these messages now if they are due and nobody else holds them (right after the
   * commit that wrote them). Never throws: what fails stays for the worker's next pass.
   */
  async deliver(ids: readonly string[]): Promise<DeliveryReport> {
    if (ids.length === 0) return { delivered: 0, failed: 0, dead: 0, deliveredIds: [] };
    return this.claimAndDeliver(ids.length, ids);
  }

  /** The worker's pass: up to `limit` due messages, oldest first. */
  async deliverDue(limit = 50): Promise<DeliveryReport> {
    return this.claimAndDeliver(limit, null);
  }

  /** Gives a message up at once (an OTP the person was told failed: a late copy would confuse). */
  async giveUp(id: string, reason: string): Promise<void> {
    const payload = await this.maskedPayload(id);
    await this.database.query(`UPDATE outbox_messages SET status = 'dead', last_error = $2, payload = $3 WHERE id = $1 AND status <> 'delivered'`, [
      id,
      reason,
      payload,
    ]);
  }

  private async maskedPayload(id: string): Promise<string> {
    const { rows } = await this.database.query<{ channel: OutboxMessage['channel']; payload: unknown }>(
      'SELECT channel, payload FROM outbox_messages WHERE id = $1',
      [id],
    );
    const row = rows[0];
    return JSON.stringify(row ? masked({ channel: row.channel, message: parsePayload(row.payload) } as OutboxMessage) : {});
  }

  private async claimAndDeliver(limit: number, ids: readonly string[] | null): Promise<DeliveryReport> {
    const now = this.clock.now();
    const lease = new Date(now.getTime() + (this.options.leaseMs ?? DEFAULT_LEASE_MS));
    // One statement claims: the inner SELECT skips rows another worker has locked, the UPDATE
    // takes the rest, so of two workers each message goes to one. A `sending` row whose lease
    // lapsed belonged to a worker that died; it is taken again. A message named by its caller is
    // taken while it is still held for that caller (heldForCallerMs), never while another holds it.
    const { rows } = await this.database.query<ClaimedRow>(
      `UPDATE outbox_messages SET status = 'sending', attempts = attempts + 1, next_attempt_at = $2
        WHERE id IN (
          SELECT id FROM outbox_messages
           WHERE ((status = 'pending' AND (next_attempt_at <= $1 OR $4::uuid[] IS NOT NULL)) OR (status = 'sending' AND next_attempt_at <= $1))
             AND ($4::uuid[] IS NULL OR id = ANY($4::uuid[]))
           ORDER BY next_attempt_at, seq
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
        RETURNING id, channel, payload, attempts, max_attempts, expires_at`,
      [now, lease, limit, ids ? [...ids] : null],
    );
    const report: DeliveryReport = { delivered: 0, failed: 0, dead: 0, deliveredIds: [] };
    for (const row of rows) {
      const entry = { channel: row.channel, message: parsePayload(row.payload) } as OutboxMessage;
      if (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()) {
        await this.finish(row.id, 'dead', entry, 'expired before it could be delivered');
        report.dead += 1;
        continue;
      }
      try {
        await this.send(row.id, entry);
        await this.finish(row.id, 'delivered', entry, null);
        report.delivered += 1;
        report.deliveredIds.push(row.id);
      } catch (error) {
        const reason = (error as Error).message ?? String(error);
        if (permanent(error) || row.attempts >= row.max_attempts) {
          await this.finish(row.id, 'dead', entry, reason);
          report.dead += 1;
          this.logger.warn(
            { outbox: { id: row.id, channel: row.channel, purpose: entry.message.purpose, attempts: row.attempts }, reason },
            'outbox message given up',
          );
        } else {
          const retryAt = new Date(this.clock.now().getTime() + backoffMs(row.attempts));
          await this.database.query(
            `UPDATE outbox_messages SET status = 'pending', next_attempt_at = $2, last_error = $3 WHERE id = $1 AND status = 'sending'`,
            [row.id, retryAt, reason],
          );
          report.failed += 1;
          this.logger.warn(
            { outbox: { id: row.id, channel: row.channel, purpose: entry.message.purpose, attempts: row.attempts, retryAt: retryAt.toISOString() }, reason },
            'outbox delivery failed; will retry',
          );
        }
      }
    }
    return report;
  }

  private async send(id: string, entry: OutboxMessage): Promise<void> {
    // The message's id travels as the provider's idempotency key.
    if (entry.channel === 'sms') await this.channels.sms.send({ ...entry.message, id });
    else await this.channels.email.send({ ...entry.message, id });
  }

  private async finish(id: string, status: 'delivered' | 'dead', entry: OutboxMessage, error: string | null): Promise<void> {
    await this.database.query(
      `UPDATE outbox_messages SET status = $2, payload = $3, last_error = COALESCE($4, last_error), delivered_at = CASE WHEN $2 = 'delivered' THEN $5::timestamptz END
        WHERE id = $1`,
      [id, status, JSON.stringify(masked(entry)), error, this.clock.now()],
    );
  }
}

function parsePayload(payload: unknown): never {
  return (typeof payload === 'string' ? JSON.parse(payload) : payload) as never;
}

/** The message with its one-time code or link masked: what stays at rest once it is sent or given up. */
function masked(entry: OutboxMessage): OutboxMessage['message'] {
  const secret = secretOf(entry);
  if (!secret) return entry.message;
  const hide = (text: string) => text.split(secret).join('******');
  if (entry.channel === 'sms') {
    const variables = Object.fromEntries(Object.entries(entry.message.variables).map(([name, value]) => [name, hide(value)]));
    const { otp: _otp, ...rest } = entry.message;
    return { ...rest, variables };
  }
  const { secret: _secret, ...rest } = entry.message;
  return { ...rest, text: hide(entry.message.text) };
}
