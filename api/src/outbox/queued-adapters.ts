// The old one-message-at-a-time adapter shapes, kept so a caller written against `SmsAdapter` or
// `EmailAdapter` still works, now through the outbox: `send(message, within?)` writes the message
// in `within` (the caller's transaction) or on its own, and, when on its own, delivers it at once.
// A message written in a transaction is delivered by the worker's next pass (a second or so), or
// at once when the caller passes its id to `ctx.outbox.deliver` after the commit, as the
// converted call sites do (docs/decisions/041-one-outbox-and-one-job-registry.md).
import type { Queryable } from '../db/database.ts';
import type { EmailAdapter, EmailMessage } from '../email/email.ts';
import type { SmsAdapter, SmsMessage } from '../sms/sms.ts';
import type { Outbox } from './outbox.ts';

export interface QueuedSmsAdapter extends SmsAdapter {
  send(message: SmsMessage, within?: Queryable): Promise<void>;
}

export function queuedSms(outbox: Outbox): QueuedSmsAdapter {
  return {
    name: 'outbox',
    async send(message, within) {
      const id = await outbox.enqueue(within ?? outbox.database, { channel: 'sms', message });
      if (!within) await outbox.deliver([id]);
    },
  };
}

export function queuedEmail(outbox: Outbox): EmailAdapter {
  return {
    name: 'outbox',
    async send(message: EmailMessage, within?: Queryable) {
      const id = await outbox.enqueue(within ?? outbox.database, { channel: 'email', message });
      if (!within) await outbox.deliver([id]);
    },
  };
}
