// `pnpm bench:api cluster`: enquiry throughput through nginx at p99 ≤ 50 ms, with one API process
// behind it and with two, printed side by side. The processes are the real server (src/main.ts,
// as `pnpm start:cluster` runs them) on one PostgreSQL database (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/loan_marketplace_bench, created when missing; the bench
// schema in it is dropped after). Prints; asserts nothing.
//
// The benchmark stands in for a load balancer in front of nginx: each request carries a client
// address of its own in X-Forwarded-For and the API trusts two hops (TRUST_PROXY=2), so the
// per-address OTP limits see many people, as in real traffic, and every enquiry still runs them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureDatabase } from '../cluster/database.ts';
import { enquiryBodies } from './enquiry-body.ts';
import { ensureNginx, startNginx } from '../cluster/nginx.ts';

const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
const RATES = (process.env.BENCH_RATES ?? '25,50,100,150,200,300,400,500,600,800,1000').split(',').map(Number);
const P99_BUDGET_MS = 50;
const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

interface Step {
  rate: number;
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
}

/** A free port on 127.0.0.1 in 4300-4399 (the range this machine keeps for cluster runs). */
async function freePort(taken: Set<number>): Promise<number> {
  for (let port = 4390; port >= 4300; port -= 1) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port in 4300-4399');
}

async function waitFor(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

const enquiries = enquiryBodies('8');
// A client address per request, so the per-address OTP limit does not cap the benchmark.
const clientAddress = () => {
  const n = enquiries.count;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function step(url: string, rate: number, seconds = STEP_SECONDS): Promise<Step> {
  const result = await autocannon({
    url: `${url}/inquiry/inquiry-submission`,
    // Enough connections that latency, not the connection count, bounds the rate.
    connections: Math.max(16, Math.ceil(rate / 10)),
    overallRate: rate,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const body = enquiries.next();
          return { ...request, body, headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() } };
        },
      },
    ],
  });
  return {
    rate,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** Steps the rate up until p99 passes the budget (or requests fail, or the rate is not reached). */
async function search(label: string, url: string): Promise<{ best: Step | undefined; steps: Step[] }> {
  await step(url, 50, 2); // warm-up: JIT, pools, nginx keep-alive
  const steps: Step[] = [];
  let best: Step | undefined;
  for (const rate of RATES) {
    const s = await step(url, rate);
    steps.push(s);
    const ok = s.p99 <= P99_BUDGET_MS && s.failed === 0 && s.rps >= rate * 0.95;
    console.log(
      `  ${label.padEnd(12)} ${String(rate).padStart(5)}/s  got ${s.rps.toFixed(0).padStart(5)}/s  p50 ${s.p50.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(6)} ms  failed ${s.failed}${ok ? '' : '  (over budget)'}`,
    );
    if (!ok) break;
    best = s;
  }
  return { best, steps };
}

export async function benchCluster(): Promise<void> {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/loan_marketplace_bench';
  if (!process.env.DATABASE_URL) await ensureDatabase(base);
  const schema = `api_bench_cluster_${process.pid}`;
  // Every connection of both processes works in the bench's own schema.
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);

  const dir = await mkdtemp(join(tmpdir(), 'api-bench-cluster-'));
  const taken = new Set<number>();
  const apiPorts = [await freePort(taken), await freePort(taken)];
  const [onePort, twoPort] = [await freePort(taken), await freePort(taken)];
  const children: ChildProcess[] = [];
  let nginx: ChildProcess | undefined;
  const tokenSecret = randomBytes(48).toString('base64url');
  try {
    for (const [index, port] of apiPorts.entries()) {
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATABASE_URL: url.toString(),
          API_PORT: String(port),
          API_HOST: '127.0.0.1',
          TOKEN_SECRET: tokenSecret,
          TRUST_PROXY: '2',
          API_DATA_DIR: join(dir, `api-${index + 1}`),
          API_DEV_TOOLS: '',
          SEED_DEMO: '',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      // One after the other: the first applies the migrations.
      await waitFor(`http://127.0.0.1:${port}/health`);
    }
    nginx = startNginx(ensureNginx(), join(dir, 'nginx'), [
      { port: onePort, routes: [{ prefix: '/', upstreams: [apiPorts[0]!] }] },
      { port: twoPort, routes: [{ prefix: '/', upstreams: apiPorts }] },
    ]);
    await waitFor(`http://127.0.0.1:${twoPort}/health`);

    console.log(
      `Enquiry throughput at p99 ≤ ${P99_BUDGET_MS} ms: POST /inquiry/inquiry-submission through nginx, PostgreSQL, ${STEP_SECONDS}s per rate (autocannon, 127.0.0.1)`,
    );
    // The figures depend on what else the machine is doing: say so beside them.
    console.log(
      `  machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} before the runs`,
    );
    const one = await search('1 process', `http://127.0.0.1:${onePort}`);
    const two = await search('2 processes', `http://127.0.0.1:${twoPort}`);

    console.log('');
    const cell = (s: Step | undefined, pick: (s: Step) => string) => (s ? pick(s) : 'none').padStart(14);
    console.log(`${''.padEnd(30)}${'1 process'.padStart(14)}${'2 processes'.padStart(14)}`);
    console.log(`${'highest rate within budget'.padEnd(30)}${cell(one.best, (s) => `${s.rate}/s`)}${cell(two.best, (s) => `${s.rate}/s`)}`);
    console.log(`${'enquiries/s served'.padEnd(30)}${cell(one.best, (s) => s.rps.toFixed(0))}${cell(two.best, (s) => s.rps.toFixed(0))}`);
    console.log(`${'p50 ms'.padEnd(30)}${cell(one.best, (s) => s.p50.toFixed(1))}${cell(two.best, (s) => s.p50.toFixed(1))}`);
    console.log(`${'p99 ms'.padEnd(30)}${cell(one.best, (s) => s.p99.toFixed(1))}${cell(two.best, (s) => s.p99.toFixed(1))}`);
    const over = (r: { steps: Step[]; best: Step | undefined }) => r.steps.find((s) => s !== r.best && s.rate > (r.best?.rate ?? 0));
    console.log(
      `${'first rate over budget'.padEnd(30)}${cell(over(one), (s) => `${s.rate}/s p99 ${s.p99.toFixed(0)}`)}${cell(over(two), (s) => `${s.rate}/s p99 ${s.p99.toFixed(0)}`)}`,
    );
  } finally {
    if (nginx) await stop(nginx, 'SIGQUIT');
    for (const child of children) await stop(child);
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    await rm(dir, { recursive: true, force: true });
  }
}
