import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import type { OtpPurpose } from '../security/tokens.ts';

export interface SmsMessage {
  mobile: string;
  text: string;
  /** An OTP flow, or a lead's status update (issue 13), which carries no code. */
  purpose: OtpPurpose | 'lead-status';
  /** The code itself, for adapters that fill a DLT template variable (and the local outbox). */
  otp?: string;
}

export interface SmsAdapter {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface SmsLogger {
  info(details: Record<string, unknown>, message: string): void;
}

export const maskMobile = (mobile: string) => `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/**
 * Local default: nothing leaves the machine. Each message lands in the `sms_outbox` table (which
 * the development route `/dev/last-otp` reads) and in one log line. Only outside production
 * (`keepCodes`) are codes kept and logged; in production the outbox holds the text with the code
 * masked, so no usable code is ever at rest.
 */
export class OutboxSmsAdapter implements SmsAdapter {
  readonly name = 'outbox';

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly logger: SmsLogger,
    private readonly keepCodes: boolean,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const text = this.keepCodes || !message.otp ? message.text : message.text.split(message.otp).join('******');
    await this.db.query(
      'INSERT INTO sms_outbox (id, mobile, message, purpose, otp, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [randomUUID(), message.mobile, text, message.purpose, this.keepCodes ? (message.otp ?? null) : null, this.clock.now()],
    );
    this.logger.info(
      { sms: { to: maskMobile(message.mobile), purpose: message.purpose, ...(this.keepCodes && message.otp ? { otp: message.otp } : {}) } },
      'sms queued in outbox',
    );
  }
}

export interface HttpGatewayOptions {
  url: string;
  sender: string;
  templateId: string;
  apiKey?: string;
  timeoutMs?: number;
}

/**
 * Posts to an HTTP SMS gateway (Indian DLT-style: a registered sender id and template id). The body
 * is JSON: `{ sender, templateId, to, message, variables: { otp } }`, with the key as a bearer
 * token when one is configured. Any non-2xx answer or timeout is a failed send.
 */
export class HttpGatewaySmsAdapter implements SmsAdapter {
  readonly name = 'http-gateway';

  constructor(private readonly options: HttpGatewayOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        sender: this.options.sender,
        templateId: this.options.templateId,
        to: `91${message.mobile}`,
        message: message.text,
        variables: message.otp ? { otp: message.otp } : {},
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    if (!response.ok) {
      throw new Error(`SMS gateway answered ${response.status}`);
    }
  }
}

/** The adapter the environment asks for: the gateway when SMS_GATEWAY_URL is set. */
export function gatewayFromEnv(env: NodeJS.ProcessEnv): HttpGatewaySmsAdapter | undefined {
  if (!env.SMS_GATEWAY_URL) return undefined;
  if (!env.SMS_SENDER || !env.SMS_TEMPLATE_ID) {
    throw new Error('SMS_GATEWAY_URL needs SMS_SENDER and SMS_TEMPLATE_ID');
  }
  return new HttpGatewaySmsAdapter({
    url: env.SMS_GATEWAY_URL,
    sender: env.SMS_SENDER,
    templateId: env.SMS_TEMPLATE_ID,
    ...(env.SMS_API_KEY ? { apiKey: env.SMS_API_KEY } : {}),
  });
}
