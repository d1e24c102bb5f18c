// The customer's SMS when their request reaches a key step: written to the outbox in the
// transaction of the change, delivered after it commits (and retried until it is).
import type { Queryable } from '../db/database.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { SmsAdapter, SmsMessage } from '../sms/sms.ts';
import { fitsVariable } from '../sms/templates.ts';
import type { LeadStatusChange } from './lifecycle.ts';

/**
 * The customer's SMS for a key step (nothing for other steps), as a registered DLT template. A
 * rejection or closure says why when the note fits the template's reason variable (a full sentence
 * of at most 30 characters); a longer note is on the enquiry page, and the SMS goes without it.
 */
export function customerSmsFor(change: LeadStatusChange, mobile: string): SmsMessage | null {
  if (!change.keyStep) return null;
  // A product name longer than a DLT variable allows is said as "loan" (true of every lead).
  const product = fitsVariable('lead-status', 'product', change.product.toLowerCase()) ? change.product.toLowerCase() : 'loan';
  // The status by its code: the template writes it in the customer's language.
  const variables = { product, status: change.to };
  const note = change.note?.trim() ?? '';
  const reason = /[.!?]$/.test(note) ? note : `${note}.`;
  if (note && ['rejected', 'closed'].includes(change.to) && fitsVariable('lead-status-reason', 'reason', reason)) {
    return { mobile, purpose: 'lead-status', template: 'lead-status-reason', variables: { ...variables, reason } };
  }
  return { mobile, purpose: 'lead-status', template: 'lead-status', variables };
}

/**
 * Writes the customer's SMS for a key step to the outbox in the change's transaction; answers the
 * ids to hand to `outbox.deliver` once it commits (none for a step without an SMS).
 */
export async function enqueueCustomerSms(outbox: Outbox, tx: Queryable, change: LeadStatusChange | null, mobile: string): Promise<string[]> {
  const message = change && customerSmsFor(change, mobile);
  if (!message) return [];
  return [await outbox.enqueue(tx, { channel: 'sms', message })];
}

/**
 * The earlier form, after the commit: still goes through the outbox (the adapter app.ts hands
 * out queues it), but outside the change's transaction. New code uses `enqueueCustomerSms`.
 */
export async function sendCustomerSms(
  sms: SmsAdapter,
  change: LeadStatusChange | null,
  mobile: string,
  log: (details: Record<string, unknown>, message: string) => void,
): Promise<void> {
  const message = change && customerSmsFor(change, mobile);
  if (!message) return;
  try {
    await sms.send(message);
  } catch (error) {
    log({ err: error, leadId: change.leadId }, 'lead status sms failed');
  }
}
