// `pnpm dev`: the site server over each app's watched dist/ folder. A dev release.json points at
// version "dev" of every app (a link to its dist), without integrity pins since files change on
// every rebuild; everything else is served exactly as in production.
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseManifest } from '@platform/shared/routing/release-manifest';
import { APPS, defaultStoreDir, repoRoot } from '@platform/release/publish';
import { versionBasePath } from '@platform/release/store';
import { createSiteServer } from './site-server';

const storeDir = defaultStoreDir();
const port = Number(process.env.PORT ?? 8080);

function writeDevRelease() {
  const release: ReleaseManifest = { schemaVersion: 1, updatedAt: new Date().toISOString(), shell: { version: 'dev' }, remotes: {} };
  for (const app of APPS) {
    const dist = path.join(repoRoot, app, 'dist');
    const link = path.join(storeDir, 'apps', app, 'dev');
    mkdirSync(path.dirname(link), { recursive: true });
    if (!existsSync(link)) {
      rmSync(link, { force: true });
      symlinkSync(dist, link, 'dir');
    }
    if (app === 'shell') continue;
    const descriptor = JSON.parse(readFileSync(path.join(dist, 'app.json'), 'utf8')) as { federationName: string };
    release.remotes[app] = {
      name: descriptor.federationName,
      version: 'dev',
      manifestUrl: `${versionBasePath(app, 'dev')}mf-manifest.json`,
      routes: JSON.parse(readFileSync(path.join(repoRoot, app, 'routes.json'), 'utf8')),
      integrity: {},
    };
  }
  writeFileSync(path.join(storeDir, 'release.json'), JSON.stringify(release, null, 2));
}

async function waitForFirstBuilds() {
  const deadline = Date.now() + 120_000;
  while (!APPS.every((app) => existsSync(path.join(repoRoot, app, 'dist', 'app.json')))) {
    if (Date.now() > deadline) throw new Error('the first builds did not finish within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

await waitForFirstBuilds();
writeDevRelease();
const apiPort = Number(process.env.API_PORT ?? 4000);
createSiteServer({
  storeDir,
  appConfig: { apiBaseUrl: process.env.API_URL ?? `http://localhost:${apiPort}`, paymentMode: process.env.PAYMENT_MODE ?? 'local' },
  immutableAssets: false,
}).listen(port, () => {
  console.log(`dev site: http://localhost:${port} (reload the page after a rebuild)`);
});
