// Playwright's web server for the site: every app built and published into a fresh release store
// exactly as `pnpm release publish` does, then served like production.
import { rmSync } from 'node:fs';
import { APPS, publishApp } from '../../scripts/release/publish';
import { ReleaseStore } from '../../scripts/release/store';
import { createSiteServer } from '../../scripts/serve/site-server';
import { API_URL, E2E_STORE, SITE_PORT } from './env';

rmSync(E2E_STORE, { recursive: true, force: true });
const store = new ReleaseStore(E2E_STORE);
// The shell first: the release gate checks each remote against the live shell's shared libraries.
// Then two builds at a time: the machine has two cores.
await publishApp(store, 'shell', { log: (line) => console.log(line) });
const queue = APPS.filter((app) => app !== 'shell');
await Promise.all(
  [0, 1].map(async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await publishApp(store, app, { log: (line) => console.log(line) });
  }),
);
createSiteServer({
  storeDir: E2E_STORE,
  appConfig: { apiBaseUrl: API_URL, paymentMode: 'local' },
  // Canaries are judged after 4 visitors; live versions are not watched here, because other
  // suites break areas on purpose (offline remotes, tampered files) and must not roll them back.
  errorBudget: { minViews: 4, watchMs: 0 },
}).listen(SITE_PORT, () => {
  console.log(`e2e site on ${SITE_PORT}`);
});
