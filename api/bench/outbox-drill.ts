// `pnpm drill:outbox`: writes N messages to the outbox, then delivers them with a worker process
// (outbox-worker.ts) that is killed (SIGKILL) mid-delivery again and again and started again; on
// PostgreSQL two workers compete for the messages the whole time, one of them killed in turn.
// Then it counts: every message delivered, each received by the "phone" exactly once, whatever the
// provider was asked (a kill between the provider's answer and our mark makes it ask twice, with
// the same idempotency key). Runs on PGlite, and on PostgreSQL when DATABASE_URL is set. Prints
// figures; exits 1 only when a message is missing or received twice.
//   DRILL_MESSAGES (default 2000; `--small`: 200, what `pnpm test` runs), DRILL_KILL_EVERY.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { systemClock } from '../src/clock.ts';
import { openPglite, openPostgres, quoteIdent, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { enqueue } from '../src/outbox/outbox.ts';

const small = process.argv.includes('--small');
const N = Number(process.env.DRILL_MESSAGES ?? (small ? 200 : 2000));
const KILL_EVERY = Number(process.env.DRILL_KILL_EVERY ?? Math.max(5, Math.ceil(N / 8)));
const DEADLINE_MS = Number(process.env.DRILL_DEADLINE_MS ?? 10 * 60_000);
const worker = fileURLToPath(new URL('./outbox-worker.ts', import.meta.url));

async function prepare(db: Database): Promise<string[]> {
  await migrate(db);
  await db.exec('CREATE TABLE IF NOT EXISTS drill_provider_calls (message_id uuid NOT NULL, worker integer NOT NULL)');
  const ids: string[] = [];
  const now = systemClock.now();
  for (let start = 0; start < N; start += 100) {
    await db.transaction(async (tx) => {
      for (let i = start; i < Math.min(N, start + 100); i += 1) {
        const mobile = `6${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`;
        ids.push(
          await enqueue(tx, now, {
            channel: 'sms',
            message: { mobile, purpose: 'lead-status', template: 'lead-status', variables: { product: 'home loan', status: 'Contacted' } },
          }),
        );
      }
    });
  }
  return ids;
}

interface Worker {
  child: ChildProcess;
  done: Promise<number | null>;
}

function startWorker(kind: string, where: string, onDelivered: (n: number) => void): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', worker, kind, where], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      const parsed = JSON.parse(line) as { delivered?: number };
      if (parsed.delivered) onDelivered(parsed.delivered);
    } catch {
      // not our line
    }
  });
  const done = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, done };
}

async function drill(kind: 'pglite' | 'postgres', where: string, workers: number, open: () => Promise<Database>) {
  const started = Date.now();
  const db = await open();
  const ids = await prepare(db);
  // PGlite's folder is one process's at a time: the drill lets go while the worker runs.
  if (kind === 'pglite') await db.close();

  let delivered = 0;
  let kills = 0;
  let sinceKill = 0;
  const slots: Array<Worker | null> = Array.from({ length: workers }, () => null);
  let turn = 0;
  const onDelivered = (n: number) => {
    delivered += n;
    sinceKill += n;
  };
  for (;;) {
    if (Date.now() - started > DEADLINE_MS) throw new Error('the drill ran past its deadline');
    for (let i = 0; i < workers; i += 1) if (!slots[i]) slots[i] = startWorker(kind, where, onDelivered);
    // Kill one worker (in turn) once enough was delivered since the last kill, mid-delivery.
    const finished = await Promise.race([
      ...slots.map((slot, i) => slot!.done.then((code) => ({ i, code }))),
      new Promise<null>((resolve) => {
        const timer = setInterval(() => {
          if (sinceKill >= KILL_EVERY) {
            clearInterval(timer);
            // At a random moment of the next pass, not just after a pass reported.
            setTimeout(() => resolve(null), Math.random() * 40);
          }
        }, 5);
      }),
    ]);
    if (finished === null) {
      const victim = turn % workers;
      turn += 1;
      sinceKill = 0;
      const slot = slots[victim]!;
      if (slot.child.exitCode === null && slot.child.signalCode === null) {
        slot.child.kill('SIGKILL');
        kills += 1;
      }
      await slot.done;
      slots[victim] = null;
      continue;
    }
    if (finished.code !== 0) throw new Error(`a worker exited with ${finished.code}`);
    // A worker that found nothing left: wait for the others to finish the same way.
    const rest = await Promise.all(slots.filter((slot, i) => slot && i !== finished.i).map((slot) => slot!.done));
    if (rest.some((code) => code !== 0)) throw new Error('a worker failed');
    break;
  }

  const check = kind === 'pglite' ? await open() : db;
  try {
    const received = new Map(
      (await check.query<{ id: string; n: string | number }>('SELECT id, count(*) AS n FROM sms_outbox GROUP BY id')).rows.map((r) => [r.id, Number(r.n)]),
    );
    const calls = new Map(
      (
        await check.query<{ message_id: string; n: string | number }>('SELECT message_id, count(*) AS n FROM drill_provider_calls GROUP BY message_id')
      ).rows.map((r) => [r.message_id, Number(r.n)]),
    );
    const statuses = (await check.query<{ status: string; n: string | number }>('SELECT status, count(*) AS n FROM outbox_messages GROUP BY status')).rows;
    const once = ids.filter((id) => received.get(id) === 1).length;
    const missing = ids.filter((id) => !received.has(id)).length;
    const twice = [...received.values()].filter((n) => n > 1).length;
    const askedAgain = ids.filter((id) => (calls.get(id) ?? 0) > 1).length;
    const markedDelivered = Number(statuses.find((s) => s.status === 'delivered')?.n ?? 0);
    console.log(
      `${kind.padEnd(9)} messages ${N}, workers ${workers}, kills ${kills}, reported delivered ${delivered}, marked delivered ${markedDelivered}, ` +
        `received once ${once}, twice ${twice}, missing ${missing}, provider asked again (same key) ${askedAgain}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return once === N && twice === 0 && missing === 0 && markedDelivered === N;
  } finally {
    await check.close();
  }
}

let ok = true;
const dir = await mkdtemp(join(tmpdir(), 'outbox-drill-'));
try {
  const dataDir = join(dir, 'pglite');
  ok = (await drill('pglite', dataDir, 1, () => openPglite(dataDir))) && ok;
} finally {
  await rm(dir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const schema = `outbox_drill_${process.pid}`;
  try {
    ok = (await drill('postgres', schema, 2, () => openPostgres({ connectionString: process.env.DATABASE_URL!, schema, max: 3 }))) && ok;
  } finally {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await client.end();
  }
} else {
  console.log('postgres  skipped (set DATABASE_URL to drill PostgreSQL with two competing workers)');
}
process.exit(ok ? 0 : 1);
