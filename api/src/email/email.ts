// E-mail the platform sends (staff invitations, issue 30), as the SMS adapters do for texts
// (../sms/sms.ts): an interface, a local outbox that keeps everything on this machine (the
// default), and a transactional-email provider's HTTP API for production, chosen by environment.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text: what every mail client shows. */
  text: string;
  /** What the message is for (`staff-invitation`), for the outbox and the logs. */
  purpose: string;
  /** A one-time link or code in the text, masked where the outbox must not keep it. */
  secret?: string;
  /** The outbox message's id (api/src/outbox): the provider's idempotency key. */
  id?: string;
}

export interface EmailAdapter {
  readonly name: string;
  /**
   * Sends, or fails. `within` is the transaction of the action that sends it: the outbox writes
   * its row there (an action rolled back leaves no message, and one connection is enough).
   */
  send(message: EmailMessage, within?: Queryable): Promise<void>;
}

export interface EmailLogger {
  info(details: Record<string, unknown>, message: string): void;
}

/** `a***@example.com`: enough to tell messages apart in a log, not to read the address. */
export const maskEmail = (address: string) => address.replace(/^(.)[^@]*/, '$1***');

/**
 * Local default: nothing leaves the machine. Each message lands in `email_outbox` (the development
 * route `/dev/last-email` reads it) and one log line. Only in development (`keepSecrets`) is a
 * one-time link kept; otherwise it is masked, so no usable link is at rest.
 */
export class OutboxEmailAdapter implements EmailAdapter {
  readonly name = 'outbox';

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly logger: EmailLogger,
    private readonly keepSecrets: boolean,
  ) {}

  async send(message: EmailMessage, within?: Queryable): Promise<void> {
    const body = this.keepSecrets || !message.secret ? message.text : message.text.split(message.secret).join('******');
    // The outbox message's id is this mailbox's message id: a second delivery is received once.
    const { rows } = await (within ?? this.db).query(
      'INSERT INTO email_outbox (id, to_address, subject, body, purpose, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING 1',
      [message.id ?? randomUUID(), message.to, message.subject, body, message.purpose, this.clock.now()],
    );
    if (rows.length === 0) return;
    this.logger.info({ email: { to: maskEmail(message.to), purpose: message.purpose } }, 'email queued in outbox');
  }
}

export interface HttpEmailOptions {
  url: string;
  /** The sender, `LoanSetu <no-reply@loansetu.in>`. */
  from: string;
  apiKey?: string;
  timeoutMs?: number;
}

/**
 * Posts each message to a transactional-email provider's HTTP API as JSON
 * `{ from, to: [address], subject, text }`, with the key as a bearer token (the shape most
 * providers accept; a provider needing another is one more adapter). Any non-2xx answer or a
 * timeout is a failed send, and the action that sent it fails with it.
 */
export class HttpEmailAdapter implements EmailAdapter {
  readonly name = 'http-api';

  constructor(private readonly options: HttpEmailOptions) {}

  async send(message: EmailMessage): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        ...(message.id ? { 'idempotency-key': message.id } : {}),
      },
      body: JSON.stringify({ from: this.options.from, to: [message.to], subject: message.subject, text: message.text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`E-mail API answered ${response.status}`);
  }
}

/** The provider the environment names (EMAIL_API_URL, EMAIL_FROM, EMAIL_API_KEY), else none. */
export function emailApiFromEnv(env: NodeJS.ProcessEnv): HttpEmailAdapter | undefined {
  if (!env.EMAIL_API_URL) return undefined;
  return new HttpEmailAdapter({
    url: env.EMAIL_API_URL,
    from: env.EMAIL_FROM ?? 'LoanSetu <no-reply@loansetu.in>',
    ...(env.EMAIL_API_KEY ? { apiKey: env.EMAIL_API_KEY } : {}),
  });
}
