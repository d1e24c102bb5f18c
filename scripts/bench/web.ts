// pnpm bench:web — compressed bytes of JavaScript fetched before `/` is interactive, federated
// (split into shell, federation runtime, shared libraries and remote) against a single-bundle
// build of the same pages; then Lighthouse (LCP, TBT, CLS, score) on a few pages of the federated
// site served like production, with the API. Prints figures; asserts nothing (the machines are
// shared and noisy, but byte counts are not: these figures repeat exactly for the same sources).
// `pnpm bench:web --lighthouse-only` skips the builds and measures the release store at
// RELEASE_DIR (default .release, what `npm start` publishes); LIGHTHOUSE_RUNS=0 skips Lighthouse;
// BENCH_FILES=1 also lists each file fetched before `/` is interactive.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APPS, defaultStoreDir, publishApp, repoRoot } from '@platform/release/publish';
import { ReleaseStore } from '@platform/release/store';
import { createSiteServer } from '@platform/site-server';
import { lighthouseFigures, printFigures } from './lighthouse';

const work = path.join(repoRoot, '.bench');
const statsDir = path.join(work, 'stats');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Category = 'shell' | 'federation runtime' | 'shared libraries' | 'remote' | 'single bundle';

interface StatsModule {
  name?: string;
  identifier?: string;
  size?: number;
  moduleType?: string;
  modules?: StatsModule[];
}
interface Stats {
  chunks: { files?: string[]; modules?: StatsModule[] }[];
}

function categoryOfModule(module: StatsModule): Exclude<Category, 'remote' | 'single bundle'> {
  const name = `${module.identifier ?? ''} ${module.name ?? ''}`;
  if (
    /@module-federation|federation|sharing|remotes? loading|consumes|provide shared|consume shared|webpack\/runtime\/(remotes|consumes|sharing|initialize_sharing)/i.test(
      name,
    )
  )
    return 'federation runtime';
  if (/node_modules|[\\/]shared[\\/]src[\\/]/.test(name)) return 'shared libraries';
  return 'shell';
}

/** For each file of the shell build: the share of its bytes that belongs to each category. */
function shellFileShares(): Map<string, Map<Category, number>> {
  const stats = JSON.parse(readFileSync(path.join(statsDir, 'shell.stats.json'), 'utf8')) as Stats;
  const shares = new Map<string, Map<Category, number>>();
  for (const chunk of stats.chunks) {
    const sizes = new Map<Category, number>();
    // Concatenated modules list their parts without names: a part belongs where its parent does.
    const visit = (module: StatsModule, parent?: StatsModule) => {
      const named = module.name || module.identifier ? module : (parent ?? module);
      if (module.modules?.length) module.modules.forEach((inner) => visit(inner, named));
      else {
        const category = categoryOfModule(named);
        sizes.set(category, (sizes.get(category) ?? 0) + (module.size ?? 0));
      }
    };
    chunk.modules?.forEach((module) => visit(module));
    const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const file of chunk.files ?? []) {
      if (!file.endsWith('.js')) continue;
      shares.set(file, new Map([...sizes].map(([category, size]) => [category, size / total])));
    }
  }
  return shares;
}

function compressedSizes(file: string) {
  return { gzip: statSync(`${file}.gz`).size, brotli: statSync(`${file}.br`).size, raw: statSync(file).size };
}

async function serve(storeDir: string) {
  const server = createSiteServer({ storeDir, appConfig: { apiBaseUrl: 'http://127.0.0.1:9' } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Loads `/` in a fresh browser profile; returns the JS files fetched until its h1 is on screen. */
async function scriptsBeforeInteractive(siteUrl: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(siteUrl);
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    // A prerendered page shows its heading before any script has run, and fetches the shell only
    // after its first paint (decision 026): interactive is when the shell has adopted the page.
    await page.waitForFunction(() => document.readyState === 'complete' && !document.getElementById('root')?.hasAttribute('data-prerendered'));
    return [...scripts];
  } finally {
    await browser.close();
  }
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
}

const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 8382);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4382);

/** The API on a fresh embedded database with demo data, as `npm start` runs it. */
async function startApi(): Promise<ChildProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      API_DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      SITE_ORIGINS: `http://localhost:${SITE_PORT},http://127.0.0.1:${SITE_PORT}`,
    },
  });
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${API_PORT}/api/blogs`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the API did not start on ${API_PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function lighthouseOf(storeDir: string) {
  const api = await startApi();
  const server = createSiteServer({ storeDir, appConfig: { apiBaseUrl: `http://localhost:${API_PORT}`, paymentMode: 'sandbox' } });
  await new Promise<void>((resolve) => server.listen(SITE_PORT, resolve));
  try {
    printFigures(await lighthouseFigures(`http://localhost:${SITE_PORT}`, undefined, Number(process.env.LIGHTHOUSE_RUNS ?? 3), `http://localhost:${API_PORT}`));
  } finally {
    server.close();
    api.kill('SIGTERM');
  }
}

async function main() {
  if (process.argv.includes('--lighthouse-only')) {
    await lighthouseOf(defaultStoreDir());
    return;
  }
  rmSync(work, { recursive: true, force: true });
  process.env.BUILD_STATS = statsDir;
  process.env.DIST_ROOT = path.join(work, 'dist');

  console.log('building the federated site (every app, production) …');
  const federated = new ReleaseStore(path.join(work, 'federated-store'));
  for (const app of APPS) await publishApp(federated, app);

  console.log('building the single bundle of the same pages …');
  const singleDist = path.join(work, 'single-dist');
  const build = spawnSync(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build', '-c', 'scripts/bench/single-bundle/rspack.config.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PUBLIC_PATH: '/apps/shell/single/', SINGLE_BUNDLE_OUT: singleDist, BUILD_STATS: '' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`single-bundle build failed:\n${build.stdout}${build.stderr}`);
  const single = new ReleaseStore(path.join(work, 'single-store'));
  await single.addVersion('shell', singleDist, 'single');
  single.activate('shell', 'single', 'publish');

  const shares = shellFileShares();
  const totals = new Map<Category, { gzip: number; brotli: number; files: number }>();
  const add = (category: Category, gzip: number, brotli: number, files: number) => {
    const current = totals.get(category) ?? { gzip: 0, brotli: 0, files: 0 };
    totals.set(category, { gzip: current.gzip + gzip, brotli: current.brotli + brotli, files: current.files + files });
  };

  for (const [label, store] of [
    ['federated', federated],
    ['single', single],
  ] as const) {
    const { server, url } = await serve(store.dir);
    try {
      const scripts = await scriptsBeforeInteractive(url);
      for (const script of scripts) {
        const file = path.join(store.dir, 'apps', script.slice('/apps/'.length));
        if (!existsSync(file)) continue;
        const size = compressedSizes(file);
        if (process.env.BENCH_FILES) console.log(`  ${label.padEnd(9)} ${kb(size.gzip)} ${kb(size.brotli)}  ${script}`);
        if (label === 'single') {
          add('single bundle', size.gzip, size.brotli, 1);
        } else if (!script.startsWith('/apps/shell/')) {
          add('remote', size.gzip, size.brotli, 1);
        } else {
          const split = shares.get(path.basename(script)) ?? new Map<Category, number>([['shell', 1]]);
          for (const [category, share] of split) add(category, size.gzip * share, size.brotli * share, share === Math.max(...split.values()) ? 1 : 0);
        }
      }
    } finally {
      server.close();
    }
  }

  const federatedCategories: Category[] = ['shell', 'federation runtime', 'shared libraries', 'remote'];
  const sum = (categories: Category[], key: 'gzip' | 'brotli') => categories.reduce((total, c) => total + (totals.get(c)?.[key] ?? 0), 0);
  console.log('\nJavaScript fetched before / is interactive (compressed, as served)');
  console.log(`${'part'.padEnd(22)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}  files`);
  for (const category of federatedCategories) {
    const t = totals.get(category) ?? { gzip: 0, brotli: 0, files: 0 };
    console.log(`  ${category.padEnd(20)}${kb(t.gzip)}${kb(t.brotli)}  ${t.files}`);
  }
  const fedGzip = sum(federatedCategories, 'gzip');
  const fedBrotli = sum(federatedCategories, 'brotli');
  const singleTotals = totals.get('single bundle') ?? { gzip: 0, brotli: 0, files: 0 };
  console.log(`${'federated total'.padEnd(22)}${kb(fedGzip)}${kb(fedBrotli)}`);
  console.log(`${'single bundle total'.padEnd(22)}${kb(singleTotals.gzip)}${kb(singleTotals.brotli)}  ${singleTotals.files}`);
  console.log(
    `${'ratio'.padEnd(22)}${`${(fedGzip / singleTotals.gzip).toFixed(2)}x`.padStart(10)}${`${(fedBrotli / singleTotals.brotli).toFixed(2)}x`.padStart(10)}   (goal: within 1.15x)`,
  );

  if (process.env.LIGHTHOUSE_RUNS !== '0') await lighthouseOf(federated.dir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
