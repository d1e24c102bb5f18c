// The outbox drill's worker (outbox-drill.ts), in its own process so the drill can kill it with
// SIGKILL mid-delivery. `outbox-worker.ts pglite <dir>` / `postgres <schema>`: delivers every due
// message through the local SMS provider (the `sms_outbox` "phone", which deduplicates by the
// message's id as a provider honouring idempotency keys would), recording every call to the
// provider in `drill_provider_calls` first, so the drill can tell calls from messages received.
// A short wait after each send widens the window between the provider's answer and our mark,
// where a kill leaves a message sent but not marked. Prints `{"delivered":n}` after each pass;
// exits 0 when nothing is left to deliver.
import { systemClock } from '../src/clock.ts';
import { openPglite, openPostgres, type Database } from '../src/db/database.ts';
import type { EmailAdapter } from '../src/email/email.ts';
import { Outbox } from '../src/outbox/outbox.ts';
import { OutboxSmsAdapter, type SmsAdapter } from '../src/sms/sms.ts';

const [kind, where] = process.argv.slice(2);
const LEASE_MS = Number(process.env.DRILL_LEASE_MS ?? 1500);
const quiet = { info: () => undefined, warn: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const db: Database = kind === 'pglite' ? await openPglite(where) : await openPostgres({ connectionString: process.env.DATABASE_URL!, schema: where!, max: 2 });
const phone = new OutboxSmsAdapter(db, systemClock, quiet, false);
const provider: SmsAdapter = {
  name: 'drill',
  async send(message) {
    await db.query('INSERT INTO drill_provider_calls (message_id, worker) VALUES ($1, $2)', [message.id, process.pid]);
    await phone.send(message);
    await sleep(2);
  },
};
const noEmail: EmailAdapter = { name: 'none', send: async () => undefined };
const outbox = new Outbox(db, systemClock, { sms: provider, email: noEmail }, quiet, { leaseMs: LEASE_MS });

for (;;) {
  const pass = await outbox.deliverDue(10);
  if (pass.delivered > 0) console.log(JSON.stringify({ delivered: pass.delivered }));
  if (pass.delivered + pass.failed + pass.dead > 0) continue;
  const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM outbox_messages WHERE status IN ('pending', 'sending')`);
  if (Number(rows[0]!.n) === 0) break;
  // Messages held by a claim (another worker's, or one that died) wait for it to lapse.
  await sleep(100);
}
await db.close();
process.exit(0);
