#!/usr/bin/env node
// The two commands a newcomer needs, runnable on a fresh machine before any install:
//   npm start  (or pnpm start)  install, build and publish every app, serve site + API with demo data
//   npm test   (or pnpm test)   install, then every typecheck, unit, API and end-to-end test
// Plain JavaScript on purpose: it runs before dependencies (and TypeScript tooling) exist.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const APPS = ['shell', 'mf-public', 'mf-b2c', 'mf-customer', 'mf-vendor', 'mf-ca-services', 'mf-telecaller', 'mf-ops'];
const PNPM_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** pnpm as pinned in package.json, through corepack (or npx when corepack is unavailable). */
function pnpm(args) {
  const env = { COREPACK_INTEGRITY_KEYS: '0', COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', CI: process.env.CI ?? '' };
  const viaCorepack = spawnSync('corepack', ['pnpm', '--version'], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (viaCorepack.status === 0) return run('corepack', ['pnpm', ...args], { env });
  return run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], { env });
}

function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.pnpm/lock.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs && existsSync(bin('tsx'))) return;
  console.log('› installing dependencies (pnpm install --frozen-lockfile)');
  if (pnpm(['install', '--frozen-lockfile']) !== 0) process.exit(1);
}

const tsx = (script, args = [], options) => mustRun(bin('tsx'), [script, ...args], options);

function startChildren(children) {
  const processes = children.map(({ name, command, args, env, cwd }) => {
    const child = spawn(command, args, { cwd: cwd ?? root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => {
      if (!stopping && signal !== 'SIGTERM' && signal !== 'SIGINT') {
        console.error(`${name} stopped (${signal ?? code}); stopping everything`);
        stopAll(code ?? 1);
      }
    });
    return child;
  });
  // Ctrl-C: every child gets SIGTERM and is waited for (the API finishes its requests and closes
  // its database), so nothing is left half-written; a child still running after 20 s is killed.
  let stopping = false;
  const stopAll = (code = 0) => {
    if (stopping) return;
    stopping = true;
    const running = processes.filter((child) => child.exitCode === null && child.signalCode === null);
    for (const child of running) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
      process.exit(code || 1);
    }, 20_000);
    Promise.all(running.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve))))).then(() => {
      clearTimeout(force);
      process.exit(code);
    });
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
}

const sitePort = process.env.PORT ?? '8080';

function apiChild(extraEnv = {}) {
  return {
    name: 'api',
    command: bin('tsx'),
    args: ['api/src/main.ts'],
    env: {
      SEED_DEMO: '1',
      // Local commands only: /dev/last-otp and OTPs in the log, so the demo logins work without a
      // phone. The API refuses this anywhere but a loopback address on the embedded database.
      API_DEV_TOOLS: '1',
      API_PORT: process.env.API_PORT ?? '4000',
      // The API answers the site's origin only (CORS), wherever PORT put the site.
      SITE_ORIGINS: process.env.SITE_ORIGINS ?? `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
      ...extraEnv,
    },
  };
}

function start() {
  ensureInstalled();
  console.log('› building and publishing every app into the release store');
  tsx('release/src/cli.ts', ['publish', '--all']);
  // Development overrides on: `pnpm dev:area <app>` can show one area from its dev server inside
  // this site, in the browser that opens its link (decision 044). Never set where the site is served.
  startChildren([apiChild(), { name: 'site', command: bin('tsx'), args: ['site-server/src/main.ts'], env: { SITE_DEV_OVERRIDES: '1' } }]);
}

function dev() {
  ensureInstalled();
  const storeDir = path.join(root, '.release-dev');
  startChildren([
    // Every app rebuilds on change into its dist/; the dev server serves those folders directly.
    ...APPS.map((app) => ({
      name: `build ${app}`,
      command: bin('rspack'),
      args: ['build', '--watch'],
      cwd: path.join(root, app),
      env: { NODE_ENV: 'development', PUBLIC_PATH: app === 'shell' ? '/apps/shell/dev/' : '' },
    })),
    apiChild({ NODE_ENV: 'development' }),
    { name: 'site', command: bin('tsx'), args: ['site-server/src/dev.ts'], env: { RELEASE_DIR: storeDir } },
  ]);
}

/** Every package's own tsconfig (each app, shared, the build config, release, site server, scripts, api, e2e). */
/**
 * The typecheck: the shells, areas and Node tooling share their compiler options, so they are one
 * program (tsconfig.checks.json: shared/src checked once, not once per package: 53 s instead of
 * about 5 min); shared (no Node types) and the API (no DOM) keep their own.
 * scripts/typecheck-programs.test.ts fails when a package's options part from the shared program's.
 */
function typecheckSteps() {
  return ['api/tsconfig.json', 'tsconfig.checks.json', 'shared/tsconfig.json'].map((project) => ({
    label: `typecheck ${project}`,
    command: bin('tsc'),
    args: ['-p', project, '--noEmit'],
  }));
}

/** ESLint over every workspace (eslint.config.js), zero problems allowed, then Prettier's check. */
function lintSteps() {
  return [
    { label: 'ESLint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
    { label: 'Prettier', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  ];
}

/**
 * Runs independent checks two at a time (tsc and ESLint use one core each; the machines have two),
 * each one's output printed whole when it ends so two never interleave; exits on any failure, after
 * every check has run, naming the ones that failed.
 */
async function runChecks(title, steps) {
  console.log(`› ${title}`);
  const lanes = Math.max(1, Math.min(2, availableParallelism()));
  const failed = [];
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const step = steps[next++];
      const started = Date.now();
      const { status, output } = await captured(step.command, step.args);
      process.stdout.write(output);
      console.log(`${status === 0 ? '✓' : '✗'} ${step.label} (${Math.round((Date.now() - started) / 1000)} s)`);
      if (status !== 0) failed.push(step.label);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  if (failed.length > 0) {
    console.error(`\n✗ failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

function captured(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

async function test() {
  ensureInstalled();
  const reports = path.join(root, 'test-results');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });

  await runChecks('typecheck, lint (ESLint) and format check (Prettier), two at a time', [...typecheckSteps(), ...lintSteps()]);

  console.log('› unit and API tests (vitest)');
  const unitStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(reports, 'vitest.json')}`]);

  // The recovery drills at a small scale (a few hundred rows; by hand without --small for full
  // scale): the outbox delivers every message once though its worker is killed mid-delivery, and a
  // backup restored into a fresh database and folder holds everything acknowledged before it.
  console.log('› drills: outbox (worker killed mid-delivery) and restore (backup, destroy, restore)');
  const drills = ['api/bench/outbox-drill.ts', 'api/bench/restore-drill.ts'].map((drill) => ({ drill, status: run(bin('tsx'), [drill, '--small']) }));
  for (const { drill, status } of drills) if (status !== 0) console.error(`✗ ${drill} failed (exit ${status})`);
  const drillStatus = drills.some(({ status }) => status !== 0) ? 1 : 0;

  console.log('› end-to-end tests (Playwright, Chromium, built site, real API)');
  const e2eStatus = run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
  });

  const tally = { passed: 0, failed: 0, skipped: 0 };
  try {
    const vitest = JSON.parse(readFileSync(path.join(reports, 'vitest.json'), 'utf8'));
    tally.passed += vitest.numPassedTests;
    tally.failed += vitest.numFailedTests;
    tally.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  } catch {
    tally.failed += 1;
  }
  try {
    const e2e = JSON.parse(readFileSync(path.join(reports, 'e2e.json'), 'utf8'));
    tally.passed += e2e.stats.expected;
    tally.failed += e2e.stats.unexpected + e2e.stats.flaky;
    tally.skipped += e2e.stats.skipped;
  } catch {
    tally.failed += 1;
  }
  tally.passed += drills.filter(({ status }) => status === 0).length;
  tally.failed += drills.filter(({ status }) => status !== 0).length;
  console.log(`\ntotal: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  process.exit(unitStatus !== 0 || drillStatus !== 0 || e2eStatus !== 0 || tally.failed > 0 ? 1 : 0);
}

// `pnpm start:cluster`: nginx in front of two API processes and two site servers on one PostgreSQL
// (api/cluster/main.ts, docs/scale-out.md). CLUSTER_REUSE_RELEASE=1 serves the release store as it is.
function cluster() {
  ensureInstalled();
  if (process.env.CLUSTER_REUSE_RELEASE === '1' && existsSync(path.join(process.env.RELEASE_DIR ?? path.join(root, '.release'), 'release.json'))) {
    console.log('› serving the release store as it is (CLUSTER_REUSE_RELEASE=1)');
  } else {
    console.log('› building and publishing every app into the release store');
    tsx('release/src/cli.ts', ['publish', '--all']);
  }
  startChildren([{ name: 'cluster', command: bin('tsx'), args: ['api/cluster/main.ts'] }]);
}

const command = process.argv[2];
const commands = {
  start,
  dev,
  test,
  typecheck: () => runChecks('typecheck', typecheckSteps()),
  lint: () => (ensureInstalled(), runChecks('lint (ESLint) and format check (Prettier)', lintSteps())),
  cluster,
  build: () => (ensureInstalled(), tsx('release/src/cli.ts', ['publish', '--all'])),
};
if (!commands[command]) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
commands[command]();
