// Preview overrides (docs/decisions/044-signed-preview-overrides.md): one browser sees the live site
// with one or more areas at another published version. The override is a signed, expiring token
// (HMAC-SHA256 with a secret only the release store's owners hold): the release CLI signs it into a
// link, the site server checks it and keeps it in a cookie of that browser. Nothing here changes
// release.json, so no other visitor can ever be served a preview.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the browser opens a preview link, and where a preview ends. */
export const PREVIEW_PATH = '/_preview';
export const END_PREVIEW_PATH = '/_preview/end';
/** The cookie a previewing browser carries: the same signed token as the link. */
export const PREVIEW_COOKIE = 'ls_preview';

/**
 * `published`: areas at published versions of the release store (a release preview).
 * `development`: areas at a developer's local dev server (`pnpm dev:area`); a site server accepts
 * these only when it runs with development overrides on, never in production.
 */
export type PreviewKind = 'published' | 'development';

export interface PreviewGrant {
  kind: PreviewKind;
  /** app → published version (published) or the dev server's origin (development). */
  areas: Record<string, string>;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type PreviewCheck = { ok: true; grant: PreviewGrant } | { ok: false; problem: 'malformed' | 'tampered' | 'expired' };

/** A preview lasts a working day unless asked otherwise; never more than a week. */
export const DEFAULT_PREVIEW_HOURS = 8;
export const MAX_PREVIEW_HOURS = 24 * 7;

const APP_NAME = /^[a-z][a-z0-9-]{0,63}$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;
const DEV_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d{2,5}$/;

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signPreview(grant: PreviewGrant, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify({ k: grant.kind, a: grant.areas, e: grant.expiresAt })).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

function validAreas(kind: PreviewKind, areas: unknown): areas is Record<string, string> {
  if (typeof areas !== 'object' || areas === null || Array.isArray(areas)) return false;
  const entries = Object.entries(areas);
  return (
    entries.length > 0 &&
    entries.length <= 16 &&
    entries.every(
      ([app, value]) => APP_NAME.test(app) && app !== 'shell' && typeof value === 'string' && (kind === 'published' ? VERSION : DEV_ORIGIN).test(value),
    )
  );
}

/** The grant a token carries, if its signature is the secret's and it has not expired. */
export function verifyPreview(token: string, secret: Buffer, now = Date.now()): PreviewCheck {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0 || token.length > 4096) return { ok: false, problem: 'malformed' };
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  // Constant time: the signature must not be guessable byte by byte from response times.
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, problem: 'tampered' };
  let body: { k?: unknown; a?: unknown; e?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const kind = body.k;
  if ((kind !== 'published' && kind !== 'development') || typeof body.e !== 'number' || !validAreas(kind, body.a)) return { ok: false, problem: 'malformed' };
  if (body.e <= now) return { ok: false, problem: 'expired' };
  return { ok: true, grant: { kind, areas: body.a, expiresAt: body.e } };
}

/**
 * The secret previews are signed with: PREVIEW_SECRET when set (several site servers behind one
 * address must share it), else `<store>/.preview-secret`, made on first use, readable by its owner
 * only. Whoever can write to the release store can publish anyway; whoever cannot, cannot sign.
 */
export function previewSecret(storeDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.PREVIEW_SECRET) {
    if (env.PREVIEW_SECRET.length < 32) throw new Error('PREVIEW_SECRET must be at least 32 characters');
    return Buffer.from(env.PREVIEW_SECRET);
  }
  const file = path.join(storeDir, '.preview-secret');
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Two processes made it at once: the first one's stands.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
  }
  return Buffer.from(readFileSync(file, 'utf8').trim());
}

/** "mf-b2c 1.5.0, mf-vendor 2.0.0": what the banner and the CLI say is previewed. */
export function describeAreas(areas: Record<string, string>): string {
  return Object.entries(areas)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([app, version]) => `${app} ${version}`)
    .join(', ');
}
