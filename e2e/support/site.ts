// Playwright's web server for the sites: every app built and published once into a fresh release
// store exactly as `pnpm release publish` does, then one site server per worker, each serving its
// own copy of that store like production and pointing the browser at its worker's API.
import { cpSync, rmSync } from 'node:fs';
import { APPS, publishApp } from '@platform/release/publish';
import { ReleaseStore } from '@platform/release/store';
import { createSiteServer } from '@platform/site-server';
import { E2E_WORKERS, PUBLISHED_STORE, workerServers } from './env';

const log = (line: string) => console.log(line);
const servers = Array.from({ length: E2E_WORKERS }, (_, index) => workerServers(index));

rmSync(PUBLISHED_STORE, { recursive: true, force: true });
const store = new ReleaseStore(PUBLISHED_STORE);
// The shell first: the release gate checks each remote against the live shell's shared libraries.
// Then two builds at a time: the machine has two cores.
await publishApp(store, 'shell', { log });
const queue = APPS.filter((app) => app !== 'shell');
await Promise.all(
  [0, 1].map(async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await publishApp(store, app, { log });
  }),
);

// The last site listens last: Playwright waits for its /healthz, so every site is up by then.
for (const { storeDir, sitePort, apiUrl } of servers) {
  rmSync(storeDir, { recursive: true, force: true });
  cpSync(PUBLISHED_STORE, storeDir, { recursive: true });
  const server = createSiteServer({
    storeDir,
    appConfig: { apiBaseUrl: apiUrl, paymentMode: 'local' },
    // Canaries are judged after 4 visitors; live versions are not watched here, because other
    // suites break areas on purpose (offline remotes, tampered files) and must not roll them back.
    errorBudget: { minViews: 4, watchMs: 0 },
    // dev-area.spec.ts points an area of one browser at `pnpm dev:area`'s server (decision 044).
    developmentOverrides: true,
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(sitePort, resolve));
  log(`e2e site on ${sitePort} (store ${storeDir}, API ${apiUrl})`);
}
