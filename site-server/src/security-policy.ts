// The site's delivery-security headers. The Content-Security-Policy allows scripts from the site
// only (every one of them also carries subresource integrity from its build or from release.json),
// no inline script and no eval; the page talks to the site, the API and the payment provider only.
// Runtime config and the release reach the page as non-executable JSON blocks, which CSP does not
// govern, so no nonce or hash is needed and the HTML stays the same for every visitor.

/** Cashfree's SDK script, its API (order and payment calls) and its sandbox (spec: payments). */
export const PAYMENT_ORIGINS = ['https://sdk.cashfree.com', 'https://api.cashfree.com', 'https://sandbox.cashfree.com'] as const;

export interface SecurityPolicyOptions {
  /** The API's base URL from the runtime config; only its origin is used. */
  apiBaseUrl?: unknown;
  /** Where violation reports go (the API's POST /csp-report). */
  reportUrl?: string;
  /** True when the page was served over https (directly or behind a TLS-terminating proxy). */
  https?: boolean;
  /**
   * Local dev servers a development override points an area at (`pnpm dev:area`, decision 044):
   * that browser's page may load scripts and styles from them and hear their rebuilds. Loopback
   * origins only; the site server never sends them without development overrides on.
   */
  developmentOrigins?: readonly string[];
}

export function originOf(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ apiBaseUrl, reportUrl, https, developmentOrigins }: SecurityPolicyOptions = {}): string {
  const api = originOf(apiBaseUrl);
  const dev = (developmentOrigins ?? []).filter((origin) => /^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(origin));
  const connect = ["'self'", ...(api ? [api] : []), ...PAYMENT_ORIGINS, ...dev];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // The payment SDK is the one script not served by the site; Cashfree serves it from sdk.cashfree.com.
    ['script-src', "'self'", 'https://sdk.cashfree.com', ...dev],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", ...dev],
    // data: for the favicon and inline SVG illustrations; the API serves uploaded images (blog).
    // blob: for files the page fetched from the API with the bearer token and shows itself (the
    // operations console previews a shop's photo and address proof); only the page's own scripts
    // can make a blob: URL, so this admits nothing from elsewhere.
    ['img-src', "'self'", 'data:', 'blob:', ...(api ? [api] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connect],
    // Cashfree's checkout may open in a frame of its own origins; a PDF the page fetched (blob:,
    // as above) is previewed in a frame.
    ['frame-src', 'blob:', ...PAYMENT_ORIGINS],
    ['form-action', "'self'", ...PAYMENT_ORIGINS],
    ['frame-ancestors', "'none'"],
    // No plugins from anywhere, but the browser's PDF viewer in the preview frame is a plugin
    // document, and a blob: document keeps this page's policy: blob: alone lets it show.
    ['object-src', 'blob:'],
    ['base-uri', "'none'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  // report-uri only: where a policy also names a Reporting API group (report-to), Chromium sends
  // there instead, batched up to a minute later and after a CORS preflight; report-uri reports
  // go at once, and Firefox and Safari send only those.
  if (reportUrl) directives.push(['report-uri', reportUrl]);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Powerful features the site never uses are switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'usb=()',
  // The payment provider's checkout may use the Payment Request API.
  `payment=(self ${PAYMENT_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`,
].join(', ');

/** Headers for an HTML page. HSTS only over https: sent over http it is ignored, and misleading. */
export function pageSecurityHeaders(options: SecurityPolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': PERMISSIONS_POLICY,
    // The payment provider's checkout may open a window that reports back to the page.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
