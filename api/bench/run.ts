// `pnpm bench:api`: loopback figures for a bare Fastify route, GET /api/blogs, a shop's signed-in
// GET /api/get-notification, POST /inquiry/inquiry-submission and a shop's POST /api/offers against
// 20 lenders (bench/offer-lenders.ts; the goal is p99 ≤ 50 ms) at a fixed 200 requests/s, on
// PGlite and (when DATABASE_URL is set) on PostgreSQL, for this tree and for a baseline tree
// measured in the same run (by default the tree before the API moved onto contracts; `--baseline
// <git ref>` names another, `--no-baseline` skips it; `--only offers` runs the offers call alone). The two alternate scenario by scenario, so
// the machine's noise falls on both. Prints numbers; asserts nothing. `pnpm bench:api cluster`
// measures the cluster instead (bench/cluster.ts). Each server runs in its own process
// (bench/target.ts of its tree) on 127.0.0.1 only; every run is bounded in time.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PRODUCTS, toProductPayload } from '@platform/shared/schemas';
import { enquiryBodies } from './enquiry-body.ts';

const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENQUIRY_SECONDS = Number(process.env.BENCH_ENQUIRY_SECONDS ?? 10);
const ENQUIRY_RATE = 200;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The last commit before the first endpoint was registered from a contract (decision 032). */
const BEFORE_CONTRACTS = 'c0b713f~1';
/** The demo shop (README): its notifications are read through a contract on this tree. */
const DEMO_SHOP = { email: 'demo.vendor@example.com', password: 'Vendor@2026' };

interface Tree {
  label: string;
  root: string;
}

interface Row {
  tree: string;
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
async function startTarget(tree: Tree, kind: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(tree.root, 'api/bench/target.ts'), kind], {
    cwd: tree.root,
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

async function run(tree: Tree, database: string, scenario: string, options: autocannon.Options): Promise<void> {
  const result = await autocannon(options);
  rows.push({
    tree: tree.label,
    database,
    scenario,
    requests: result.requests.total,
    non2xx: result.non2xx + result.errors + result.timeouts,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  });
  console.log(`  ${tree.label.padEnd(9)} ${database.padEnd(10)} ${scenario.padEnd(44)} done`);
}

const enquiries = enquiryBodies('9');

/** A shop's access token on a freshly seeded server (one sign-in: the login limit is per address). */
async function shopToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_SHOP) });
  const body = (await response.json()) as { token?: string; data?: { token?: string } };
  const token = body.token ?? body.data?.token;
  if (!token) throw new Error(`the demo shop could not sign in (${response.status})`);
  return token;
}

/**
 * A personal-loan application the shop files at its counter (₹3,00,000, ₹50,000 a month, Pune),
 * whose offers the scenario asks for; undefined on a tree without the offers API.
 */
async function counterApplication(url: string, token: string): Promise<string | undefined> {
  const form = await PRODUCTS['personal-loan'].formSchema.validate({
    fullName: 'Bench Customer',
    mobile: '9000000001',
    email: 'bench.customer@example.com',
    pincode: '411001',
    city: 'Pune',
    pan: 'ABCPB1234K',
    employmentType: 'salaried',
    organisationName: 'Bench Works Ltd',
    monthlyIncome: '50,000',
    purpose: 'medical',
    loanAmount: '3,00,000',
    referred: '',
    termsAccepted: true,
  });
  const filed = await fetch(`${url}/loans/personal-loans/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(toProductPayload('personal-loan', form, {})),
  });
  const { applicationId } = (await filed.json()) as { applicationId?: string };
  if (!applicationId) return undefined;
  const probe = await fetch(`${url}/api/offers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ leadId: applicationId, tenureMonths: 36, existingEmis: 0, age: 30, language: 'en' }),
  });
  if (probe.status !== 201) return undefined;
  const { data } = (await probe.json()) as { data: { offers: unknown[]; unmatched: unknown[] } };
  console.log(`  offers scenario: ${data.offers.length + data.unmatched.length} lenders asked per call`);
  return applicationId;
}

type Scenario = ((tree: Tree, database: string, url: string, token: string) => Promise<void>) & { only?: string };

const ALL_SCENARIOS: Scenario[] = [
  (tree, database, url) => run(tree, database, 'GET /api/blogs (10 connections)', { url: `${url}/api/blogs`, connections: 10, duration: THROUGHPUT_SECONDS }),
  (tree, database, url, token) =>
    run(tree, database, 'GET /api/get-notification, shop (10 conn.)', {
      url: `${url}/api/get-notification`,
      connections: 10,
      duration: THROUGHPUT_SECONDS,
      headers: { authorization: `Bearer ${token}` },
    }),
  (tree, database, url) =>
    run(tree, database, `POST /inquiry/inquiry-submission @ ${ENQUIRY_RATE}/s`, {
      url: `${url}/inquiry/inquiry-submission`,
      connections: 10,
      overallRate: ENQUIRY_RATE,
      duration: ENQUIRY_SECONDS,
      requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: enquiries.next() }) }],
    }),
  Object.assign(
    async (tree: Tree, database: string, url: string, token: string) => {
      const leadId = await counterApplication(url, token);
      if (!leadId) {
        console.log(`  ${tree.label.padEnd(9)} ${database.padEnd(10)} POST /api/offers: not on this tree, skipped`);
        return;
      }
      await run(tree, database, `POST /api/offers, 20 lenders @ ${ENQUIRY_RATE}/s`, {
        url: `${url}/api/offers`,
        connections: 10,
        overallRate: ENQUIRY_RATE,
        duration: ENQUIRY_SECONDS,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ leadId, tenureMonths: 36, existingEmis: 0, age: 30, language: 'en' }),
      });
    },
    { only: 'offers' },
  ),
];

/** `--only offers`: the scenarios so named (and no bare-Fastify run); all of them otherwise. */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const SCENARIOS = ONLY ? ALL_SCENARIOS.filter((scenario) => scenario.only === ONLY) : ALL_SCENARIOS;

/** Both trees' servers up at once (idle while the other is measured), scenarios alternating between them. */
async function benchApi(trees: Tree[], database: string) {
  const servers: Array<{ tree: Tree; url: string; child: ChildProcess; token: string }> = [];
  try {
    for (const tree of trees) {
      const { url, child } = await startTarget(tree, database);
      servers.push({ tree, url, child, token: '' });
      // Warm-up: JIT, the connection pool, PGlite's caches.
      await autocannon({ url: `${url}/api/blogs`, connections: 4, duration: 1 });
      servers[servers.length - 1]!.token = await shopToken(url);
    }
    for (const scenario of SCENARIOS) {
      for (const server of servers) await scenario(server.tree, database, server.url, server.token);
    }
  } finally {
    for (const server of servers) await stopTarget(server.child);
  }
}

/** A checkout of `ref` with its dependencies, kept under the system's temporary folder between runs. */
function baselineTree(ref: string): Tree {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const root = join(tmpdir(), `loansetu-bench-${sha}`);
  if (!existsSync(join(root, 'api/bench/target.ts'))) {
    console.log(`Checking out the baseline ${ref} (${sha}) into ${root} …`);
    execFileSync('git', ['worktree', 'add', '--force', '--detach', root, sha], { cwd: repoRoot, stdio: 'inherit' });
  }
  if (!existsSync(join(root, 'node_modules/.modules.yaml'))) {
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--filter', '@platform/api...', '--filter', '.'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  return { label: sha, root };
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const current: Tree = { label: 'this tree', root: repoRoot };
  const trees = process.argv.includes('--no-baseline') ? [current] : [baselineTree(option('--baseline') ?? BEFORE_CONTRACTS), current];
  console.log(
    `Loopback benchmark on 127.0.0.1 (autocannon; servers in their own process; ${THROUGHPUT_SECONDS}s throughput runs, ${ENQUIRY_SECONDS}s fixed-rate runs)`,
  );
  if (!ONLY) {
    const bare = await startTarget(current, 'bare');
    try {
      await autocannon({ url: `${bare.url}/bare`, connections: 4, duration: 1 });
      await run(current, '-', 'bare Fastify GET (10 connections)', { url: `${bare.url}/bare`, connections: 10, duration: THROUGHPUT_SECONDS });
    } finally {
      await stopTarget(bare.child);
    }
  }

  await benchApi(trees, 'pglite');
  if (process.env.DATABASE_URL) await benchApi(trees, 'postgres');
  else console.log('  (DATABASE_URL not set: PostgreSQL skipped)');

  console.log('');
  console.log(
    ['tree', 'database', 'scenario', 'requests', 'non-2xx', 'req/s', 'p50 ms', 'p99 ms', 'max ms']
      .map((h, i) => (i === 0 ? h.padEnd(9) : i === 1 ? h.padEnd(10) : i === 2 ? h.padEnd(44) : h.padStart(9)))
      .join(' '),
  );
  for (const r of rows) {
    console.log(
      [
        r.tree.padEnd(9),
        r.database.padEnd(10),
        r.scenario.padEnd(44),
        String(r.requests).padStart(9),
        String(r.non2xx).padStart(9),
        r.rps.toFixed(0).padStart(9),
        r.p50.toFixed(1).padStart(9),
        r.p99.toFixed(1).padStart(9),
        r.max.toFixed(1).padStart(9),
      ].join(' '),
    );
  }
  // The goal for the offers call, printed (a benchmark asserts nothing).
  for (const r of rows.filter((row) => row.scenario.startsWith('POST /api/offers'))) {
    console.log(`offers, ${r.tree}, ${r.database}: p99 ${r.p99.toFixed(1)} ms at ${ENQUIRY_RATE}/s against 20 lenders (goal: at most 50 ms)`);
  }
  if (trees.length === 2) {
    console.log('');
    console.log('this tree against the baseline (req/s and p99; the fixed-rate run shows latency, not throughput):');
    for (const r of rows.filter((row) => row.tree === current.label)) {
      const base = rows.find((row) => row.tree !== current.label && row.database === r.database && row.scenario === r.scenario);
      if (!base) continue;
      const pct = (a: number, b: number) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)}%`;
      console.log(`  ${r.database.padEnd(10)} ${r.scenario.padEnd(44)} req/s ${pct(r.rps, base.rps).padStart(7)}   p99 ${pct(r.p99, base.p99).padStart(7)}`);
    }
  }
}

// `pnpm bench:api cluster`: the same enquiry through nginx with one API process and with two (bench/cluster.ts).
const chosen = process.argv[2] === 'cluster' ? (await import('./cluster.ts')).benchCluster : main;
chosen().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
