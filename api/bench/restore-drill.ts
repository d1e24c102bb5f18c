// `pnpm drill:restore`: seed, take traffic, back up, destroy, restore into a fresh database and
// folder, start, and prove that nothing acknowledged before the backup is missing and that the
// wallet ledger reconciles. Runs on PGlite (backed up with the API stopped, as its folder is one
// process's), and on PostgreSQL when DATABASE_URL is set (backed up while traffic goes on: what
// was acknowledged before the backup began must be there; what came during it may or may not).
//   DRILL_ENQUIRIES (default 1000; `--small`: 150, what `pnpm test` runs).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/database.ts';

const small = process.argv.includes('--small');
const N = Number(process.env.DRILL_ENQUIRIES ?? (small ? 150 : 1000));
const CONCURRENCY = 8;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const cli = here('../src/backup/cli.ts');

// A 1×1 PNG and a one-page PDF header: real file types by content, as the upload route checks.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const sha = (bytes: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

async function startServer(kind: string, where: string, uploads: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', here('./restore-target.ts'), kind, where, uploads], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start')), 120_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { url?: string };
        if (parsed.url) {
          clearTimeout(timer);
          resolve(parsed.url);
        }
      } catch {
        // a log line
      }
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}: ${errors}`)));
  });
  return { url, child };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

function runCli(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    // Only what the place names: the drill's own DATABASE_URL must not reach an embedded-database run.
    const { DATABASE_URL: _drillDatabase, API_DATA_DIR: _dataDir, API_UPLOADS_DIR: _uploads, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`${args[0]} failed: ${out}`))));
  });
}

async function call(url: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const login = async (url: string, email: string, password: string) => {
  const answer = await call(url, 'POST', '/api/login', { email, password });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`);
  return String(answer.body.accessToken);
};

/** Enquiries, each with its own Idempotency-Key; answers the mobiles acknowledged. */
async function enquiries(url: string, from: number, count: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = from;
  const worker = async () => {
    while (next < from + count) {
      const i = next++;
      const mobile = `8${String(process.pid % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`;
      const body = {
        username: `Restore Drill ${i}`,
        mobile,
        email: `restore${i}@example.com`,
        pincode: '560034',
        address: '14, 3rd Cross',
        loanAmount: 100000 + i,
        type: 'education loan',
      };
      const answer = await call(url, 'POST', '/inquiry/inquiry-submission', body, undefined, { 'idempotency-key': `restore-${randomUUID()}` });
      if (answer.status === 201 || answer.status === 200) acknowledged.push(mobile);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return acknowledged;
}

interface LedgerFacts {
  digest: string;
  rows: number;
  /** Paid top-ups without exactly one credit of their amount, or credits without a paid top-up. */
  unreconciled: number;
  negativeWallets: number;
}

async function ledgerOf(db: Database): Promise<LedgerFacts> {
  const { rows } = await db.query<{ id: string; user_id: string; kind: string; amount_paise: string | number; reference: string }>(
    'SELECT id, user_id, kind, amount_paise, reference FROM wallet_ledger ORDER BY id',
  );
  const unpaired = await db.query<{ n: string | number }>(
    `SELECT (SELECT count(*) FROM payment_orders o WHERE o.purpose = 'wallet_topup' AND o.status = 'paid'
               AND (SELECT count(*) FROM wallet_ledger l WHERE l.order_id = o.order_id AND l.kind = 'topup' AND l.amount_paise = o.amount_paise) <> 1)
          + (SELECT count(*) FROM wallet_ledger l LEFT JOIN payment_orders o ON o.order_id = l.order_id
              WHERE l.kind = 'topup' AND l.order_id IS NOT NULL AND (o.status IS DISTINCT FROM 'paid' OR o.amount_paise <> l.amount_paise)) AS n`,
  );
  const negative = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM (SELECT user_id FROM wallet_ledger GROUP BY user_id HAVING sum(amount_paise) < 0) w',
  );
  return {
    digest: sha(Buffer.from(rows.map((r) => `${r.id}:${r.user_id}:${r.kind}:${r.amount_paise}:${r.reference}`).join('\n'))),
    rows: rows.length,
    unreconciled: Number(unpaired.rows[0]!.n),
    negativeWallets: Number(negative.rows[0]!.n),
  };
}

async function presentOf(db: Database, mobiles: string[]): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(DISTINCT mobile) AS n FROM enquiries WHERE mobile = ANY($1::text[])', [mobiles]);
  return Number(rows[0]!.n);
}

interface Place {
  where: string;
  uploads: string;
  open: () => Promise<Database>;
  env: Record<string, string>;
}

async function drill(kind: 'pglite' | 'postgres', source: Place, restored: Place, destroy: () => Promise<void>, backupFile: string): Promise<boolean> {
  const started = Date.now();
  // Seed and take traffic: documents uploaded by a shop, enquiries, the demo wallet's balance.
  let server = await startServer(kind, source.where, source.uploads);
  const shop = await login(server.url, 'demo.vendor2@example.com', 'Vendor2@2026');
  const form = new FormData();
  form.append('shopPhoto', new Blob([PNG], { type: 'image/png' }), 'shop.png');
  form.append('addressProof', new Blob([PDF], { type: 'application/pdf' }), 'proof.pdf');
  const uploaded = await fetch(`${server.url}/api/upload-docs`, { method: 'PUT', headers: { authorization: `Bearer ${shop}` }, body: form });
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const documents = ((await uploaded.json()) as { data: { documents: Array<{ id: string; kind: string }> } }).data.documents;
  const wallet = await login(server.url, 'demo.vendor@example.com', 'Vendor@2026');
  const balanceBefore = (await call(server.url, 'GET', '/wallet/balance', undefined, wallet)).body;
  const acknowledged = await enquiries(server.url, 0, N);

  // Back up: the embedded database with its API stopped; PostgreSQL while enquiries keep coming.
  let during: Promise<string[]> = Promise.resolve([]);
  let ledgerAtBackup: LedgerFacts;
  if (kind === 'pglite') {
    await stopped(server.child);
    const db = await source.open();
    ledgerAtBackup = await ledgerOf(db);
    await db.close();
  } else {
    const db = await source.open();
    ledgerAtBackup = await ledgerOf(db);
    await db.close();
    during = enquiries(server.url, N, Math.ceil(N / 5));
  }
  const backedUp = await runCli(['backup', '--out', backupFile], source.env);
  const duringAcknowledged = await during;
  await stopped(server.child);

  // Destroy everything, restore into a fresh database and folder, start on it.
  await destroy();
  await runCli(['restore', backupFile], restored.env);
  server = await startServer(kind, restored.where, restored.uploads);
  const shopAgain = await login(server.url, 'demo.vendor2@example.com', 'Vendor2@2026');
  let filesIntact = 0;
  for (const document of documents) {
    const answer = await fetch(`${server.url}/api/vendor-docs/${document.id}`, { headers: { authorization: `Bearer ${shopAgain}` } });
    const expected = document.kind === 'shopPhoto' ? PNG : PDF;
    if (answer.ok && sha(await answer.arrayBuffer()) === sha(expected)) filesIntact += 1;
    else console.log(`          ${document.kind} ${document.id}: ${answer.status}`);
  }
  const walletAgain = await login(server.url, 'demo.vendor@example.com', 'Vendor@2026');
  const balanceAfter = (await call(server.url, 'GET', '/wallet/balance', undefined, walletAgain)).body;
  const stillAnswers = (await enquiries(server.url, N * 2, 5)).length === 5;
  await stopped(server.child);

  const db = await restored.open();
  let ok: boolean;
  try {
    const present = await presentOf(db, acknowledged);
    const presentDuring = await presentOf(db, duringAcknowledged);
    const ledger = await ledgerOf(db);
    const balanceSame = JSON.stringify(balanceBefore.balance ?? balanceBefore.data) === JSON.stringify(balanceAfter.balance ?? balanceAfter.data);
    ok =
      present === acknowledged.length &&
      acknowledged.length === N &&
      documents.length === 2 &&
      filesIntact === documents.length &&
      ledger.digest === ledgerAtBackup.digest &&
      ledger.unreconciled === 0 &&
      ledger.negativeWallets === 0 &&
      balanceSame &&
      stillAnswers;
    console.log(
      `${kind.padEnd(9)} acknowledged before the backup ${acknowledged.length}, present after restore ${present}, missing ${acknowledged.length - present}; ` +
        `during the backup ${duringAcknowledged.length} (${presentDuring} in it); files ${filesIntact}/${documents.length} intact; ` +
        `ledger ${ledger.rows} rows ${ledger.digest === ledgerAtBackup.digest ? 'identical' : 'DIFFERENT'}, unreconciled ${ledger.unreconciled}, ` +
        `wallet balance ${balanceSame ? 'the same' : 'DIFFERENT'}; answers after restore ${stillAnswers ? 'yes' : 'NO'}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(`          ${backedUp.split('\n')[0]}`);
  } finally {
    await db.close();
  }
  return ok;
}

let ok = true;
const dir = await mkdtemp(join(tmpdir(), 'restore-drill-'));
try {
  const place = (name: string): Place => ({
    where: join(dir, name),
    uploads: join(dir, `${name}-uploads`),
    open: () => openPglite(join(dir, name)),
    env: { API_DATA_DIR: join(dir, name), API_UPLOADS_DIR: join(dir, `${name}-uploads`) },
  });
  const source = place('pglite');
  ok =
    (await drill(
      'pglite',
      source,
      place('restored'),
      async () => {
        await rm(source.where, { recursive: true, force: true });
        await rm(source.uploads, { recursive: true, force: true });
      },
      join(dir, 'backup.tar'),
    )) && ok;

  if (process.env.DATABASE_URL) {
    const base = new URL(process.env.DATABASE_URL);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const names = { source: `restore_drill_${process.pid}_src`, restored: `restore_drill_${process.pid}_dst` };
    const urlOf = (name: string) => Object.assign(new URL(base.href), { pathname: `/${name}` }).href;
    const pgPlace = (name: string, uploads: string): Place => ({
      where: urlOf(name),
      uploads,
      open: () => openPostgres({ connectionString: urlOf(name), max: 2 }),
      env: { DATABASE_URL: urlOf(name), API_UPLOADS_DIR: uploads },
    });
    try {
      await admin.query(`CREATE DATABASE ${names.source}`);
      await admin.query(`CREATE DATABASE ${names.restored}`);
      const pgSource = pgPlace(names.source, join(dir, 'pg-uploads'));
      ok =
        (await drill(
          'postgres',
          pgSource,
          pgPlace(names.restored, join(dir, 'pg-restored-uploads')),
          async () => {
            await admin.query(`DROP DATABASE ${names.source} WITH (FORCE)`);
            await rm(pgSource.uploads, { recursive: true, force: true });
          },
          join(dir, 'pg-backup.tar'),
        )) && ok;
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${names.source} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${names.restored} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('postgres  skipped (set DATABASE_URL to drill pg_dump and pg_restore too)');
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
