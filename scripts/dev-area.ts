// pnpm dev:area <app> [--site http://localhost:8080] [--port 3100] [--store .release] [--hours 8]
// Develops one area against the running site: rebuilds only that remote on every change (a
// development build, `rspack build --watch`), serves it from a small server of its own, and prints a
// link that gives this browser a development override pointing the area at it (decision 044). After
// each rebuild the area on the page replaces its changed modules in place (hot, decision 048: the
// build's `./routes` is build-config/src/dev-area-hot-routes.ts); the document, the shell, the session
// and the other areas stay the live site's. The site server must run with development overrides on (SITE_DEV_OVERRIDES=1,
// which `npm start` sets; never in production).
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PREVIEW_HOURS, PREVIEW_PATH, previewSecret, signPreview } from '@platform/release/preview';
import { defaultStoreDir, isApp, repoRoot } from '@platform/release/publish';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'string' }, port: { type: 'string' }, store: { type: 'string' }, hours: { type: 'string' } },
});
const app = positionals[0];
if (!app || !isApp(app) || app === 'shell') {
  console.error('usage: pnpm dev:area <remote> [--site http://localhost:8080] [--port 3100] [--store <release store>] [--hours 8]');
  process.exit(2);
}
const site = (values.site ?? process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const port = Number(values.port ?? 3100);
const storeDir = values.store ? path.resolve(values.store) : defaultStoreDir();
const hours = Number(values.hours ?? DEFAULT_PREVIEW_HOURS);
const distRoot = mkdtempSync(path.join(tmpdir(), `dev-area-${app}-`));
const distDir = path.join(distRoot, app);
const origin = `http://localhost:${port}`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

// Pages that listen for rebuilds: the area's hot client, and site-server/src/dev-reload.js.
const listeners = new Set<ServerResponse>();
const server = createServer((req, res) => {
  // The site's page loads the area from here: another origin, so CORS on every answer.
  const cors = { 'Access-Control-Allow-Origin': '*' };
  const pathname = decodeURIComponent(new URL(req.url ?? '/', origin).pathname);
  if (pathname === '/__dev-area/events') {
    res.writeHead(200, { ...cors, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': listening\n\n');
    listeners.add(res);
    req.on('close', () => listeners.delete(res));
    return;
  }
  const file = path.resolve(distDir, `.${pathname}`);
  if (!file.startsWith(distDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, { ...cors, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
  createReadStream(file).pipe(res);
});

const build = spawn(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build', '--watch'], {
  cwd: path.join(repoRoot, app),
  env: { ...process.env, NODE_ENV: 'development', DEV_AREA: '1', DIST_ROOT: distRoot, PUBLIC_PATH: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
build.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));

let announced = false;
let rebuilt: NodeJS.Timeout | undefined;
// rspack prints a line when each build is done: the first opens the link, the next update the pages.
build.stdout.on('data', (chunk: Buffer) => {
  const text = chunk.toString();
  if (/error/i.test(text) && !/0 errors?/i.test(text)) process.stdout.write(text);
  if (!/compiled/i.test(text)) return;
  if (!announced) {
    announced = true;
    const token = signPreview({ kind: 'development', areas: { [app]: origin }, expiresAt: Date.now() + hours * 3_600_000 }, previewSecret(storeDir));
    console.log(`${app} is served from ${origin} and rebuilt on every change. Open the site with it:`);
    console.log(`${site}${PREVIEW_PATH}?t=${token}`);
    return;
  }
  clearTimeout(rebuilt);
  rebuilt = setTimeout(() => {
    console.log(`${app} rebuilt: told ${listeners.size} listener(s) on open pages`);
    for (const listener of listeners) listener.write('event: rebuilt\ndata: {}\n\n');
  }, 200);
});

server.listen(port, () => console.log(`dev server for ${app} on ${origin}, building…`));

const stop = () => {
  build.kill('SIGTERM');
  server.close();
  for (const listener of listeners) listener.end();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
build.on('exit', (code) => {
  console.error(`rspack stopped (exit ${code})`);
  server.close();
  process.exit(code ?? 1);
});
