// `pnpm bench:api`: loopback figures for a bare Fastify route, GET /api/blogs and
// POST /inquiry/inquiry-submission at a fixed 200 requests/s, on PGlite and (when DATABASE_URL
// is set) on PostgreSQL. Prints numbers; asserts nothing. `pnpm bench:api cluster` measures the
// cluster instead (bench/cluster.ts). Each server runs in its own process
// (bench/target.ts) on 127.0.0.1 only; every run is bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { enquiryBodies } from './enquiry-body.ts';

const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENQUIRY_SECONDS = Number(process.env.BENCH_ENQUIRY_SECONDS ?? 10);
const ENQUIRY_RATE = 200;
const target = fileURLToPath(new URL('./target.ts', import.meta.url));

interface Row {
  database: string;
  scenario: string;
  requests: number;
  non2xx: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

const rows: Row[] = [];

/** Starts bench/target.ts for `kind` and waits for its URL (at most 60 s). */
async function startTarget(kind: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', target, kind], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: process.env,
  });
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start`)), 60_000);
    lines.on('line', (line) => {
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
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { url, child };
}

async function stopTarget(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function run(database: string, scenario: string, options: autocannon.Options): Promise<void> {
  const result = await autocannon(options);
  rows.push({
    database,
    scenario,
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  });
  console.log(`  ${database.padEnd(10)} ${scenario.padEnd(42)} done`);
}

const enquiries = enquiryBodies('9');

async function benchApi(database: string) {
  const { url, child } = await startTarget(database);
  try {
    // Warm-up: JIT, the connection pool, PGlite's caches.
    await autocannon({ url: `${url}/api/blogs`, connections: 4, duration: 1 });
    await run(database, 'GET /api/blogs (10 connections)', { url: `${url}/api/blogs`, connections: 10, duration: THROUGHPUT_SECONDS });
    await run(database, `POST /inquiry/inquiry-submission @ ${ENQUIRY_RATE}/s`, {
      url: `${url}/inquiry/inquiry-submission`,
      connections: 10,
      overallRate: ENQUIRY_RATE,
      duration: ENQUIRY_SECONDS,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: enquiries.next() }),
        },
      ],
    });
  } finally {
    await stopTarget(child);
  }
}

async function main() {
  console.log(
    `Loopback benchmark on 127.0.0.1 (autocannon; servers in their own process; ${THROUGHPUT_SECONDS}s throughput runs, ${ENQUIRY_SECONDS}s fixed-rate runs)`,
  );
  const bare = await startTarget('bare');
  try {
    await autocannon({ url: `${bare.url}/bare`, connections: 4, duration: 1 });
    await run('-', 'bare Fastify GET (10 connections)', { url: `${bare.url}/bare`, connections: 10, duration: THROUGHPUT_SECONDS });
  } finally {
    await stopTarget(bare.child);
  }

  await benchApi('pglite');
  if (process.env.DATABASE_URL) await benchApi('postgres');
  else console.log('  (DATABASE_URL not set: PostgreSQL skipped)');

  console.log('');
  console.log(
    ['database', 'scenario', 'requests', 'non-2xx', 'req/s', 'p50 ms', 'p99 ms', 'max ms']
      .map((h, i) => (i === 0 ? h.padEnd(10) : i === 1 ? h.padEnd(42) : h.padStart(9)))
      .join(' '),
  );
  for (const r of rows) {
    console.log(
      [
        r.database.padEnd(10),
        r.scenario.padEnd(42),
        String(r.requests).padStart(9),
        String(r.non2xx).padStart(9),
        r.rps.toFixed(0).padStart(9),
        r.p50.toFixed(1).padStart(9),
        r.p99.toFixed(1).padStart(9),
        r.max.toFixed(1).padStart(9),
      ].join(' '),
    );
  }
}

// `pnpm bench:api cluster`: the same enquiry through nginx with one API process and with two (bench/cluster.ts).
const chosen = process.argv[2] === 'cluster' ? (await import('./cluster.ts')).benchCluster : main;
chosen().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
