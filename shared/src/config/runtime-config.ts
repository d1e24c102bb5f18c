// Deploy-time settings reach the browser as data in the page (written by the site server into
// <script id="app-config" type="application/json">), never compiled into a bundle: the same
// published files run against any API host.
export interface RuntimeConfig {
  apiBaseUrl: string;
  /**
   * Payment provider mode (docs/spec/product.md §9: production). 'production' and 'sandbox' load
   * Cashfree.js in that mode; 'local' sends the person to the API's hosted test checkout (the API's
   * `local` provider, the default of `npm start`, `pnpm dev` and the tests).
   */
  paymentMode: 'production' | 'sandbox' | 'local';
  /** Where the shell reads what is live; same origin by default. */
  releaseUrl: string;
}

let cached: RuntimeConfig | null = null;

function defaults(): RuntimeConfig {
  const host = typeof window === 'undefined' ? 'localhost' : window.location.hostname;
  const protocol = typeof window === 'undefined' ? 'http:' : window.location.protocol;
  return { apiBaseUrl: `${protocol}//${host}:4000`, paymentMode: 'production', releaseUrl: '/release.json' };
}

export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  let fromPage: Partial<RuntimeConfig> = {};
  const element = typeof document === 'undefined' ? null : document.getElementById('app-config');
  if (element?.textContent) {
    try {
      fromPage = JSON.parse(element.textContent) as Partial<RuntimeConfig>;
    } catch {
      // a malformed config block falls back to defaults rather than blanking the site
    }
  }
  cached = { ...defaults(), ...fromPage };
  return cached;
}

/** Tests set a config without a document. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  cached = { ...defaults(), ...config };
}
