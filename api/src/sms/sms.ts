import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import type { OtpPurpose } from '../security/tokens.ts';
import { renderTemplate, SmsTemplateMismatch, type SmsLanguage, type SmsTemplateIn, type SmsTemplateName } from './templates.ts';

export interface SmsMessage {
  mobile: string;
  /** An OTP flow, a lead's status update, a notice to a lender's bankers, news from a service desk (complaints, job applications), or a payout notice to a shop; only the first carries a code. */
  purpose: OtpPurpose | 'lead-status' | 'lender-notice' | 'service-desk' | 'payout-notice';
  /** The registered DLT template (./templates.ts) and its variables: the text is made from them. */
  template: SmsTemplateName;
  variables: Record<string, string>;
  /**
   * The recipient's language: the template registered in it is sent. The outbox fills it in from
   * the recipient's account when the caller does not know better (api/src/outbox, `enqueue`).
   */
  language?: SmsLanguage;
  /** The code itself, so the outbox can mask it outside development. */
  otp?: string;
  /**
   * The outbox message's id (api/src/outbox): the provider's idempotency key, so a message sent
   * again after a crash between sending and marking it sent is received once.
   */
  id?: string;
}

export interface SmsAdapter {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface SmsLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn?(details: Record<string, unknown>, message: string): void;
}

export const maskMobile = (mobile: string) => `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/**
 * The message's text from its template, or a refusal: a message that does not match its
 * registered template is logged (without its variables, which may hold a code) and not sent; the
 * caller gets the SmsTemplateMismatch with the reason.
 */
export function composeSms(message: SmsMessage, logger?: SmsLogger): { template: SmsTemplateIn; text: string; values: string[] } {
  try {
    return renderTemplate(message.template, message.variables, message.language ?? 'en');
  } catch (error) {
    if (error instanceof SmsTemplateMismatch) {
      (logger?.warn ?? logger?.info)?.call(
        logger,
        {
          sms: {
            to: maskMobile(message.mobile),
            purpose: message.purpose,
            template: error.template,
            ...(message.language && message.language !== 'en' ? { language: message.language } : {}),
            reason: error.reason,
          },
        },
        'sms refused: does not match its DLT template',
      );
    }
    throw error;
  }
}

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
    const composed = composeSms(message, this.logger);
    const text = this.keepCodes || !message.otp ? composed.text : composed.text.split(message.otp).join('******');
    // The outbox message's id is this "phone's" message id: a second delivery of it is received once.
    const { rows } = await this.db.query(
      'INSERT INTO sms_outbox (id, mobile, message, purpose, otp, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING 1',
      [message.id ?? randomUUID(), message.mobile, text, message.purpose, this.keepCodes ? (message.otp ?? null) : null, this.clock.now()],
    );
    if (rows.length === 0) return;
    this.logger.info(
      {
        sms: {
          to: maskMobile(message.mobile),
          purpose: message.purpose,
          template: composed.template.id,
          language: composed.template.language,
          ...(this.keepCodes && message.otp ? { otp: message.otp } : {}),
        },
      },
      'sms queued in outbox',
    );
  }
}

export interface HttpGatewayOptions {
  url: string;
  /** The DLT header (sender id); the templates' registered header when absent. */
  sender?: string;
  apiKey?: string;
  timeoutMs?: number;
  logger?: SmsLogger;
}

/**
 * Posts to an HTTP SMS gateway with the DLT ids the operator checks. The body is JSON:
 * `{ sender, entityId, templateId, to, message, variables, unicode }` (the template registered in
 * the recipient's language, its variables as written, in template order; `unicode` for a Hindi or
 * Marathi text, which the operator sends as UCS-2), with the key as a bearer token when one is configured. Any non-2xx answer or timeout is a failed send.
 */
export class HttpGatewaySmsAdapter implements SmsAdapter {
  readonly name = 'http-gateway';

  constructor(private readonly options: HttpGatewayOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const { template, text, values } = composeSms(message, this.options.logger);
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        // Gateways that deduplicate take the outbox message's id as the key.
        ...(message.id ? { 'idempotency-key': message.id } : {}),
      },
      body: JSON.stringify({
        ...(message.id ? { reference: message.id } : {}),
        sender: this.options.sender ?? template.header,
        entityId: template.entityId,
        templateId: template.id,
        to: `91${message.mobile}`,
        message: text,
        variables: values,
        unicode: template.unicode,
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
    });
    if (!response.ok) {
      throw new Error(`SMS gateway answered ${response.status}`);
    }
  }
}

/**
 * The adapter the environment asks for: the gateway when SMS_GATEWAY_URL is set. Template ids are
 * data (./templates.ts); SMS_SENDER may name another registered header.
 */
export function gatewayFromEnv(env: NodeJS.ProcessEnv): HttpGatewaySmsAdapter | undefined {
  if (!env.SMS_GATEWAY_URL) return undefined;
  return new HttpGatewaySmsAdapter({
    url: env.SMS_GATEWAY_URL,
    ...(env.SMS_SENDER ? { sender: env.SMS_SENDER } : {}),
    ...(env.SMS_API_KEY ? { apiKey: env.SMS_API_KEY } : {}),
  });
}
