// `tsx site-server/src/main.ts`: the site server on PORT (default 8080), reading the release store.
import { defaultStoreDir } from '@platform/release/publish';
import { createSiteServer } from './site-server';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiBaseUrl = process.env.API_URL ?? `http://localhost:${apiPort}`;
const storeDir = defaultStoreDir();
// docs/spec/product.md §9: production payments in production. Elsewhere the API's local simulator
// is the default provider, so the site sends people to its hosted checkout (PAYMENT_MODE
// overrides).
const paymentMode = ['production', 'sandbox', 'local'].includes(process.env.PAYMENT_MODE ?? '')
  ? process.env.PAYMENT_MODE
  : process.env.NODE_ENV === 'production'
    ? 'production'
    : 'local';

// Development overrides (`pnpm dev:area`) point an area of this browser at a local dev server:
// never where the site is served for real (decision 044).
const developmentOverrides = process.env.SITE_DEV_OVERRIDES === '1';
if (developmentOverrides && process.env.NODE_ENV === 'production') {
  console.error('SITE_DEV_OVERRIDES=1 is refused with NODE_ENV=production: development overrides are for your own machine');
  process.exit(2);
}

const server = createSiteServer({
  storeDir,
  appConfig: { apiBaseUrl, paymentMode },
  // Set when a TLS-terminating proxy sits in front: HSTS follows its X-Forwarded-Proto.
  trustProxy: process.env.TRUST_PROXY === '1',
  // SITE_PRELOAD=1 adds preload links for the page's area (see SiteServerOptions.preload).
  preload: process.env.SITE_PRELOAD === '1',
  log: process.env.SITE_LOG === '1' ? (line) => console.log(line) : undefined,
  // SITE_PAGE_CACHE=0 renders every page view afresh (pnpm bench:pages measures both).
  pageCache: process.env.SITE_PAGE_CACHE !== '0',
  developmentOverrides,
  // The site's public address (https://loansetu.in) for canonical URLs, the sitemap and robots.txt;
  // unset, each request's own host is used.
  ...(process.env.SITE_PUBLIC_ORIGIN ? { publicOrigin: process.env.SITE_PUBLIC_ORIGIN } : {}),
});
server.listen(port, () => {
  console.log(`site: http://localhost:${port} (release store ${storeDir}, API ${apiBaseUrl})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
