// `pnpm drill:durability`: posts N enquiries, each with its own Idempotency-Key, while the API is
// killed (SIGKILL) mid-traffic and restarted on the same data again and again; whatever got no answer is sent
// again with the same key and body, as a client would. Then it counts what was stored: exactly N,
// none twice. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set. Prints figures; exits 1
// only when something acknowledged was lost or stored twice. Loopback only, bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, quoteIdent } from '../src/db/database.ts';

const N = Number(process.env.DRILL_ENQUIRIES ?? 300);
const CONCURRENCY = Number(process.env.DRILL_CONCURRENCY ?? 8);
/** Kill the server after every this many acknowledged enquiries (so the drill progresses on any machine). */
const KILL_EVERY = Number(process.env.DRILL_KILL_EVERY ?? Math.max(1, Math.ceil(N / 10)));
const DEADLINE_MS = Number(process.env.DRILL_DEADLINE_MS ?? 10 * 60_000);
const target = fileURLToPath(new URL('./target.ts', import.meta.url));

function enquiry(i: number) {
  return {
    key: `drill-${randomUUID()}`,
    body: {
      username: `Drill Applicant ${i}`,
      mobile: `7${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`,
      email: `drill${i}@example.com`,
      pincode: '560034',
      address: '14, 3rd Cross, Koramangala',
      loanAmount: 100000 + i,
      type: 'education loan',
    },
  };
}

async function startTarget(kind: string, keep: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', target, kind, keep], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start`)), 90_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { url?: string };
        if (parsed.url) {
          clearTimeout(timer);
          resolve(parsed.url);
        }
      } catch {
        // not our line
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited with ${code}: ${errors}`));
    });
  });
  return { url, child };
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function drill(kind: 'pglite' | 'postgres', keep: string, count: (mobiles: string[]) => Promise<Map<string, number>>) {
  const work = Array.from({ length: N }, (_, i) => enquiry(i));
  const pending = [...work];
  let acknowledged = 0;
  let retries = 0;
  let kills = 0;
  let server = await startTarget(kind, keep);
  const started = Date.now();

  // The killer: after every KILL_EVERY acknowledged enquiries, SIGKILL the server while the other
  // workers' requests are on the wire, and start another on the same data.
  let restarting: Promise<void> | null = null;
  const killNow = () => {
    if (restarting) return;
    restarting = (async () => {
      await killed(server.child);
      kills += 1;
      server = await startTarget(kind, keep);
    })().finally(() => (restarting = null));
  };
  const worker = async () => {
    while (pending.length > 0 && Date.now() - started < DEADLINE_MS) {
      const item = pending.shift()!;
      if (restarting) await restarting;
      try {
        const response = await fetch(`${server.url}/inquiry/inquiry-submission`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': item.key },
          body: JSON.stringify(item.body),
          signal: AbortSignal.timeout(15_000),
        });
        if (response.status === 201 || response.status === 200) {
          acknowledged += 1;
          if (acknowledged % KILL_EVERY === 0 && acknowledged < N) killNow();
          continue;
        }
        throw new Error(`status ${response.status}`);
      } catch {
        // No answer (killed mid-request) or refused: the client tries again, same key, same body.
        retries += 1;
        pending.push(item);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (restarting) await restarting;
  await killed(server.child);

  const stored = await count(work.map((w) => w.body.mobile));
  const storedOnce = [...stored.values()].filter((n) => n === 1).length;
  const twice = [...stored.values()].filter((n) => n > 1).length;
  const missing = work.filter((w) => !stored.has(w.body.mobile)).length;
  console.log(
    `${kind.padEnd(9)} sent ${N}, acknowledged ${acknowledged}, retries ${retries}, kills ${kills}, ` +
      `stored once ${storedOnce}, stored twice ${twice}, missing ${missing}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return acknowledged === N && storedOnce === N && twice === 0 && missing === 0;
}

function tally(mobiles: string[], rows: { mobile: string }[]) {
  const wanted = new Set(mobiles);
  const counts = new Map<string, number>();
  for (const { mobile } of rows) if (wanted.has(mobile)) counts.set(mobile, (counts.get(mobile) ?? 0) + 1);
  return counts;
}

let ok = true;
const dir = await mkdtemp(join(tmpdir(), 'api-drill-'));
try {
  const dataDir = join(dir, 'pglite');
  ok =
    (await drill('pglite', dataDir, async (mobiles) => {
      const db = await openPglite(dataDir);
      try {
        return tally(mobiles, (await db.query<{ mobile: string }>('SELECT mobile FROM enquiries')).rows);
      } finally {
        await db.close();
      }
    })) && ok;
} finally {
  await rm(dir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const schema = `api_drill_${process.pid}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    ok =
      (await drill('postgres', schema, async (mobiles) => {
        const { rows } = await client.query<{ mobile: string }>(`SELECT mobile FROM ${quoteIdent(schema)}.enquiries`);
        return tally(mobiles, rows);
      })) && ok;
  } finally {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
    await client.end();
  }
} else {
  console.log('postgres  skipped (set DATABASE_URL to drill PostgreSQL too)');
}
process.exit(ok ? 0 : 1);
