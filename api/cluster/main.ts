// `pnpm start:cluster`: the API the way it runs on several machines, on one machine. nginx on one
// address in front of two API processes and two site servers, all on one PostgreSQL, with demo
// data. Everything that holds state lives in PostgreSQL (docs/scale-out.md), so any process may
// answer any request. Ctrl-C stops nginx, then every process cleanly.
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/loan_marketplace_cluster,
// created when missing), CLUSTER_PORT (nginx, default 8380; API processes on 4381 and 4382, site
// servers on 8381 and 8382 unless CLUSTER_API_PORTS / CLUSTER_SITE_PORTS say otherwise),
// TOKEN_SECRET (default: one kept in .data/cluster/secrets.json, the same for every process).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase } from './database.ts';
import { ensureNginx, startNginx } from './nginx.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const stateDir = resolve(process.env.CLUSTER_DIR ?? join(repoRoot, '.data/cluster'));
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/loan_marketplace_cluster';
/** The API's path on the one address: the site and the API share an origin. */
export const API_PREFIX = '/_api';

const ports = (value: string | undefined, fallback: number[]) => (value ? value.split(',').map((p) => Number(p.trim())) : fallback);
const publicPort = Number(process.env.CLUSTER_PORT ?? 8380);
const apiPorts = ports(process.env.CLUSTER_API_PORTS, [4381, 4382]);
const sitePorts = ports(process.env.CLUSTER_SITE_PORTS, [8381, 8382]);
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const address = `http://localhost:${publicPort}`;

interface Secrets {
  tokenSecret: string;
  webhookSecret: string;
}

/** One set of secrets for every process: a token signed by one API process is read by the other. */
function secrets(): Secrets {
  const file = join(stateDir, 'secrets.json');
  let kept: Secrets;
  if (existsSync(file)) kept = JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  else {
    kept = { tokenSecret: randomBytes(48).toString('base64url'), webhookSecret: randomBytes(32).toString('base64url') };
    writeFileSync(file, JSON.stringify(kept), { mode: 0o600 });
  }
  return { tokenSecret: process.env.TOKEN_SECRET || kept.tokenSecret, webhookSecret: process.env.LOCAL_PG_WEBHOOK_SECRET || kept.webhookSecret };
}

const children: Array<{ name: string; child: ChildProcess }> = [];
let stopping = false;

function launch(name: string, script: string, env: Record<string, string>): ChildProcess {
  const log = createWriteStream(join(stateDir, 'logs', `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  // Errors are shown as well as kept.
  child.stderr?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    process.stderr.write(`[${name}] ${chunk.toString()}`);
  });
  watch(name, child);
  return child;
}

function watch(name: string, child: ChildProcess) {
  children.push({ name, child });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the cluster (logs in ${join(stateDir, 'logs')})`);
      void stopAll(1);
    }
  });
}

async function waitFor(url: string, what: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) throw new Error('stopping');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000}s (logs in ${join(stateDir, 'logs')})`);
}

async function stopAll(code: number): Promise<never> {
  stopping = true;
  // nginx first (no new requests reach the processes), then every process finishes what it has.
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null).reverse();
  for (const { name, child } of running) child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  const force = setTimeout(() => {
    for (const { child } of running) if (child.exitCode === null) child.kill('SIGKILL');
  }, 20_000);
  await Promise.all(
    running.map(({ child }) => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done(null) : child.once('exit', done)))),
  );
  clearTimeout(force);
  process.exit(code);
}

async function main() {
  mkdirSync(join(stateDir, 'logs'), { recursive: true });
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  const nginx = ensureNginx();
  const database = await ensureDatabase(databaseUrl);
  console.log(`› PostgreSQL: ${new URL(databaseUrl).pathname.slice(1)} (${database})`);
  const { tokenSecret, webhookSecret } = secrets();
  const uploadsDir = join(stateDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const siteOrigins = `${address},http://127.0.0.1:${publicPort}`;

  const apiEnv = (port: number): Record<string, string> => ({
    DATABASE_URL: databaseUrl,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    TOKEN_SECRET: tokenSecret,
    LOCAL_PG_WEBHOOK_SECRET: webhookSecret,
    SEED_DEMO: '1',
    API_DEV_TOOLS: '',
    SITE_ORIGINS: siteOrigins,
    // nginx is the one proxy hop: the client address is what it saw.
    TRUST_PROXY: '1',
    API_PUBLIC_URL: `${address}${API_PREFIX}`,
    // One folder for every process on this machine; on several machines, the S3 adapter (docs/scale-out.md).
    API_UPLOADS_DIR: uploadsDir,
    // Each process holds its own embedded-database folder lock only when it uses PGlite; on
    // PostgreSQL the folder is just where a development token secret would be kept.
    API_DATA_DIR: join(stateDir, `api-${port}`),
  });

  // The first process migrates and seeds the demo data; the others start on a ready database.
  for (const [index, port] of apiPorts.entries()) {
    console.log(`› API process ${index + 1} on 127.0.0.1:${port}`);
    launch(`api-${index + 1}`, 'api/src/main.ts', apiEnv(port));
    await waitFor(`http://127.0.0.1:${port}/health`, `API process ${index + 1}`);
  }
  for (const [index, port] of sitePorts.entries()) {
    console.log(`› site server ${index + 1} on 127.0.0.1:${port}`);
    launch(`site-${index + 1}`, 'site-server/src/main.ts', {
      PORT: String(port),
      API_URL: `${address}${API_PREFIX}`,
      TRUST_PROXY: '1',
    });
  }
  for (const port of sitePorts) await waitFor(`http://127.0.0.1:${port}/`, `site server on ${port}`);

  console.log(`› nginx (${nginx}) on 127.0.0.1:${publicPort}`);
  watch(
    'nginx',
    startNginx(nginx, join(stateDir, 'nginx'), [
      {
        port: publicPort,
        routes: [
          { prefix: `${API_PREFIX}/`, upstreams: apiPorts },
          { prefix: '/', upstreams: sitePorts },
        ],
      },
    ]),
  );
  await waitFor(`${address}${API_PREFIX}/health`, 'nginx');
  console.log('');
  console.log(`cluster ready: ${address}`);
  console.log(
    `  ${apiPorts.length} API processes and ${sitePorts.length} site servers behind nginx; API at ${address}${API_PREFIX}; logs in ${join(stateDir, 'logs')}`,
  );
  console.log('  Ctrl-C stops everything cleanly.');
}

main().catch((error: unknown) => {
  if (stopping) return;
  console.error(error instanceof Error ? error.message : error);
  void stopAll(1);
});
