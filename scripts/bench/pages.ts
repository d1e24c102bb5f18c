// pnpm bench:pages — page views a second from the site server beside /release.json's, measured in
// the same run (autocannon, 10 connections, 5 s each, 127.0.0.1): the static release file is what
// serving costs when nothing is put together per request, so the page's rate as a share of it says
// how much work a page view still does. Two site servers on the same release store, one with the
// page cache (site-server/src/page-cache.ts) and one without it, so the cache's effect is a figure
// of this run too. Prints figures; asserts nothing (machines are shared and noisy).
//
// The store is RELEASE_DIR (default .release, what `npm start` publishes); prerendered pages read
// the API at API_URL (default http://localhost:4000), so run it beside `npm start`, or start the API.
// BENCH_PAGES=/about-us,/b2c/faq picks the pages; BENCH_SECONDS the duration of each measurement.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { defaultStoreDir, repoRoot } from '@platform/release/publish';

const storeDir = defaultStoreDir();
const apiUrl = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;
const pages = (process.env.BENCH_PAGES ?? '/about-us').split(',').filter(Boolean);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const basePort = Number(process.env.BENCH_SITE_PORT ?? 8390);

if (!existsSync(path.join(storeDir, 'release.json'))) {
  console.error(`No release in ${storeDir}: run \`npm start\` (it publishes every app) or set RELEASE_DIR.`);
  process.exit(2);
}

async function startSite(port: number, pageCache: boolean): Promise<ChildProcess> {
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['site-server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), API_URL: apiUrl, RELEASE_DIR: storeDir, SITE_PAGE_CACHE: pageCache ? '1' : '0', SITE_LOG: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the site server on :${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Figure {
  what: string;
  rate: number;
  median: number;
  p99: number;
  errors: number;
}

async function measure(what: string, url: string, encoding: string): Promise<Figure> {
  // Warm: the prerender worker loads the version's bundle, the cache fills, the code is compiled.
  for (let i = 0; i < 3; i++) await fetch(url, { headers: { 'accept-encoding': encoding } }).then((r) => r.arrayBuffer());
  await autocannon({ url, connections: 10, duration: 1, headers: { 'accept-encoding': encoding } });
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: { 'accept-encoding': encoding } });
  return {
    what,
    rate: Math.round(result.requests.average),
    median: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const withCache = await startSite(basePort, true);
const withoutCache = await startSite(basePort + 1, false);
const figures: Figure[] = [];
try {
  const on = `http://127.0.0.1:${basePort}`;
  const off = `http://127.0.0.1:${basePort + 1}`;
  figures.push(await measure('/release.json (br), baseline', `${on}/release.json`, 'br'));
  for (const page of pages) {
    for (const encoding of ['br', 'gzip', 'identity']) figures.push(await measure(`${page} (${encoding}), page cache on`, `${on}${page}`, encoding));
    figures.push(await measure(`${page} (br), page cache off`, `${off}${page}`, 'br'));
  }
} finally {
  withCache.kill('SIGTERM');
  withoutCache.kill('SIGTERM');
}

const baseline = figures[0]!.rate || 1;
console.log(`\nSite server, autocannon 10 connections × ${seconds} s each, release store ${storeDir}, API ${apiUrl}`);
console.log(`${'request'.padEnd(44)} ${'req/s'.padStart(8)} ${'median'.padStart(8)} ${'p99'.padStart(8)} ${'of release.json'.padStart(16)} errors`);
for (const f of figures) {
  console.log(
    `${f.what.padEnd(44)} ${String(f.rate).padStart(8)} ${`${f.median} ms`.padStart(8)} ${`${f.p99} ms`.padStart(8)} ${`${Math.round((f.rate / baseline) * 100)} %`.padStart(16)} ${f.errors}`,
  );
}
console.log("\nGoal (issue 34): a page view at ≥ 50 % of /release.json's rate in the same run.");
