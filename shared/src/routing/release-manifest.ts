// release.json: what is live. Written by the release CLI, read by the shell at every boot (never
// cached). Pointing it elsewhere is a deploy; nothing about remotes is compiled into the shell.
export type Access = 'public' | 'customer' | 'vendor' | 'telecaller';
export const ACCESS_LEVELS: readonly Access[] = ['public', 'customer', 'vendor', 'telecaller'];

export interface OwnedRoute {
  /** react-router pattern, as in docs/spec/routes.md (`/read-more/pl/:id`, `*` for not-found). */
  path: string;
  access: Access;
  /** Document title for pages under this pattern. */
  title: string;
  /** Meta description for pages under this pattern (the site's default when absent). */
  description?: string;
  /**
   * The title in Hindi and Marathi (`"titles": { "hi": "…", "mr": "…" }` in the area's routes.json);
   * the English `title` where a language has none (decision 049).
   */
  titles?: { hi?: string; mr?: string };
  /**
   * A page describing a financial product (a landing page): the site server puts its schema.org
   * JSON-LD in the prerendered head (shared/src/seo/structured-data.ts). Not in the client view.
   */
  product?: ProductPage;
}

export interface ProductPage {
  kind: 'loan' | 'credit-card' | 'insurance';
  /** The product's name when the page's title says more than the name ("Home loans: rates, EMI and eligibility"). */
  name?: string;
}

/** A route's document title in a language: its translation when the area gave one, else the English title. */
export function routeTitle(route: Pick<OwnedRoute, 'title' | 'titles'>, language: string): string {
  const translated = language === 'hi' || language === 'mr' ? route.titles?.[language] : undefined;
  return typeof translated === 'string' && translated !== '' ? translated : route.title;
}

export interface RemoteRelease {
  /** Federation container name (`mf_public`). */
  name: string;
  version: string;
  /** URL of the version's mf-manifest.json, absolute or relative to the site. */
  manifestUrl: string;
  routes: OwnedRoute[];
  /** Subresource integrity of the files the shell fetches itself: path relative to the manifest → `sha384-…`. */
  integrity: Record<string, string>;
}

/** A version served to a share of visitors beside the live one (`pnpm release canary`). */
export interface CanaryRelease {
  /** 1–99: the share of visitors (sticky per browser) who get `remote` instead of the live version. */
  percent: number;
  since: string;
  remote: RemoteRelease;
}

export interface ReleaseManifest {
  schemaVersion: 1;
  updatedAt: string;
  shell: { version: string } | null;
  /** Keyed by app name (`mf-public`). */
  remotes: Record<string, RemoteRelease>;
  /**
   * Canaries by app name. The release tool's record only: the site server resolves them per
   * visitor, and the browser is handed one plain set of remotes.
   */
  canaries?: Record<string, CanaryRelease>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates untrusted JSON; throws with the first problem found. */
export function parseReleaseManifest(value: unknown): ReleaseManifest {
  if (!isRecord(value) || value.schemaVersion !== 1) throw new Error('release.json: unsupported schemaVersion');
  if (!isRecord(value.remotes)) throw new Error('release.json: remotes missing');
  for (const [app, remote] of Object.entries(value.remotes)) {
    if (!isRecord(remote)) throw new Error(`release.json: ${app} is not an object`);
    for (const key of ['name', 'version', 'manifestUrl'] as const) {
      if (typeof remote[key] !== 'string' || remote[key] === '') throw new Error(`release.json: ${app}.${key} missing`);
    }
    if (!Array.isArray(remote.routes)) throw new Error(`release.json: ${app}.routes missing`);
    for (const route of remote.routes as unknown[]) {
      if (!isRecord(route) || typeof route.path !== 'string' || !ACCESS_LEVELS.includes(route.access as Access) || typeof route.title !== 'string') {
        throw new Error(`release.json: ${app} has a malformed route`);
      }
    }
    if (!isRecord(remote.integrity)) throw new Error(`release.json: ${app}.integrity missing`);
  }
  return value as unknown as ReleaseManifest;
}
