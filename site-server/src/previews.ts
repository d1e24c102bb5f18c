// Preview overrides in the site server (docs/decisions/044-signed-preview-overrides.md). A link the
// release CLI signed (`pnpm release preview mf-b2c 1.5.0`) is opened at /_preview?t=…: the server
// checks its signature, its expiry and the release gate, then keeps it in an HttpOnly cookie of that
// browser only. Every page and /release.json that browser asks for is then served with the
// previewed areas at their versions (prerendered HTML included), never cached for anyone else, and
// a banner says so with a way out (/_preview/end).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkVersion } from '@platform/release/go-live';
import { formatGateReport } from '@platform/release/gate';
import { describeAreas, PREVIEW_COOKIE, previewSecret, signPreview, verifyPreview, type PreviewCheck, type PreviewGrant } from '@platform/release/preview';
import { ReleaseStore } from '@platform/release/store';
import type { RemoteRelease } from '@platform/shared/routing/release-manifest';

export { END_PREVIEW_PATH, PREVIEW_COOKIE, PREVIEW_PATH } from '@platform/release/preview';

export interface PreviewOptions {
  storeDir: string;
  /** Development overrides (`pnpm dev:area`): areas served by a local dev server. Never in production. */
  developmentOverrides?: boolean;
  log?: (line: string) => void;
  now?: () => number;
}

export interface ActivePreview {
  grant: PreviewGrant;
  /** The previewed areas as the browser's release names them. */
  remotes: Record<string, RemoteRelease>;
}

function cookieOf(req: IncomingMessage, name: string): string | null {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The banner's look, served as a file: the page's policy admits no inline style. */
const BANNER_CSS = `.ls-preview-banner{position:sticky;top:0;z-index:2147483000;display:flex;gap:.5rem;justify-content:center;align-items:center;flex-wrap:wrap;padding:.5rem 1rem;background:#3b1f6e;color:#fff;font:600 14px/1.4 system-ui,sans-serif}.ls-preview-banner a{color:#fff;text-decoration:underline}.ls-preview-banner a:focus-visible{outline:2px solid #fff;outline-offset:2px}\n`;

/** A local path to go back to (never another site: the parameter comes from a link). */
function localPath(value: string | null | undefined): string {
  if (!value) return '/';
  try {
    const url = new URL(value, 'http://site');
    return url.origin === 'http://site' ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

export function createPreviews(options: PreviewOptions) {
  const { storeDir, developmentOverrides = false, log, now = () => Date.now() } = options;
  const store = new ReleaseStore(storeDir);
  const secret = previewSecret(storeDir);
  // A published version never changes: its release entry (integrity included) is read once.
  const published = new Map<string, RemoteRelease | null>();
  const bannerCss = Buffer.from(BANNER_CSS);
  const bannerCssPath = `/site/preview-banner.${createHash('sha256').update(bannerCss).digest('hex').slice(0, 10)}.css`;
  // Only where development overrides are on: reloads the page when the overridden area is rebuilt.
  const devReload = developmentOverrides ? readFileSync(fileURLToPath(new URL('./dev-reload.js', import.meta.url))) : null;
  const devReloadPath = devReload ? `/site/dev-reload.${createHash('sha256').update(devReload).digest('hex').slice(0, 10)}.js` : null;

  const remoteOf = (app: string, version: string): RemoteRelease | null => {
    const key = `${app}@${version}`;
    if (!published.has(key)) {
      let remote: RemoteRelease | null = null;
      try {
        remote = store.remoteRelease(app, version);
      } catch {
        remote = null;
      }
      published.set(key, remote);
    }
    return published.get(key) ?? null;
  };

  /** The release entry a development override points at: the dev server's own build of the area. */
  const devRemoteOf = (app: string, origin: string): RemoteRelease | null => {
    const live = store.readRelease().remotes[app];
    if (!live) return null;
    return { ...live, version: 'dev', manifestUrl: `${origin}/mf-manifest.json`, integrity: {} };
  };

  const check = (token: string | null): PreviewCheck | null => (token ? verifyPreview(token, secret, now()) : null);

  const allowed = (grant: PreviewGrant) => grant.kind === 'published' || developmentOverrides;

  /** What the refusal page says, and its status. */
  const refusal = (problem: string): { status: number; message: string } => {
    switch (problem) {
      case 'expired':
        return { status: 410, message: 'This preview link has expired. Ask for a new one.' };
      case 'tampered':
        return { status: 400, message: 'This preview link is not valid: it was changed after it was signed.' };
      case 'development':
        return { status: 403, message: 'This site does not accept development overrides.' };
      default:
        return { status: 400, message: 'This preview link is not valid.' };
    }
  };

  const sendPage = (res: ServerResponse, status: number, title: string, message: string, headers: Record<string, string>) => {
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message).replace(/\n/g, '<br>')}</p><p><a href="/">Go to the site</a></p></main></body></html>`;
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      ...headers,
    });
    res.end(body);
  };

  return {
    bannerCssPath,
    devReloadPath,

    /** The dev servers a development override points this page at (for its Content-Security-Policy). */
    developmentOrigins(preview: ActivePreview | null): string[] {
      return preview?.grant.kind === 'development' ? Object.values(preview.grant.areas) : [];
    },

    serveDevReload(req: IncomingMessage, res: ServerResponse) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': String(devReload!.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      res.end(req.method === 'HEAD' ? undefined : devReload);
    },

    /** The preview this request's browser carries, if its cookie is valid and admitted here. */
    active(req: IncomingMessage): ActivePreview | null {
      const result = check(cookieOf(req, PREVIEW_COOKIE));
      if (!result?.ok || !allowed(result.grant)) return null;
      const remotes: Record<string, RemoteRelease> = {};
      for (const [app, target] of Object.entries(result.grant.areas)) {
        const remote = result.grant.kind === 'published' ? remoteOf(app, target) : devRemoteOf(app, target);
        if (remote) remotes[app] = remote;
      }
      return Object.keys(remotes).length > 0 ? { grant: result.grant, remotes } : null;
    },

    /** Whether the request carries a preview cookie at all (valid or not): such a page is never shared. */
    carriesCookie(req: IncomingMessage): boolean {
      return cookieOf(req, PREVIEW_COOKIE) !== null;
    },

    /**
     * The banner above the page (outside the shell's root, so React never touches it). It works
     * without script: "end preview" is a link.
     */
    banner(preview: ActivePreview): { head: string; body: string; script: string } {
      const what = escapeHtml(describeAreas(preview.grant.areas));
      const label = preview.grant.kind === 'development' ? 'Developing' : 'Previewing';
      const development = preview.grant.kind === 'development' && devReloadPath;
      return {
        head: `<link rel="stylesheet" href="${bannerCssPath}">`,
        // Added after the paint-first loader took the page's own scripts (it would drop the attribute).
        script: development
          ? `<script src="${devReloadPath}" data-dev-origins="${escapeHtml(Object.values(preview.grant.areas).join(' '))}" defer></script>`
          : '',
        body: `<div class="ls-preview-banner" role="status" data-preview-banner="">${label} ${what} · <a href="/_preview/end">end preview</a></div>`,
      };
    },

    serveBannerCss(req: IncomingMessage, res: ServerResponse) {
      res.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Content-Length': String(bannerCss.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      res.end(req.method === 'HEAD' ? undefined : bannerCss);
    },

    /**
     * /_preview?t=<token>[&to=/path]: checks the link and the release gate, then sets the cookie
     * (joined with a preview the browser already has, so several areas can be previewed together)
     * and sends the browser to the page.
     */
    open(req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string>, secure: boolean) {
      const result = check(url.searchParams.get('t') ?? '');
      if (!result?.ok) {
        const { status, message } = refusal(result?.problem ?? 'malformed');
        log?.(`preview link refused: ${result?.problem ?? 'malformed'}`);
        sendPage(res, status, 'Preview refused', message, headers);
        return;
      }
      const { grant } = result;
      if (!allowed(grant)) {
        const { status, message } = refusal('development');
        sendPage(res, status, 'Preview refused', message, headers);
        return;
      }
      // The gate guards previews as it guards going live: a version it refuses would break the
      // page for the person previewing it, and a preview is a promise of what going live shows.
      if (grant.kind === 'published') {
        const problems: string[] = [];
        for (const [app, version] of Object.entries(grant.areas)) {
          if (!remoteOf(app, version)) {
            problems.push(`${app} ${version} is not in the release store`);
            continue;
          }
          const report = checkVersion(store, app, version);
          if (report.problems.length > 0) problems.push(formatGateReport(report));
        }
        if (problems.length > 0) {
          log?.(`preview of ${describeAreas(grant.areas)} refused by the release gate`);
          sendPage(res, 409, 'Preview refused', `The release gate refuses this preview:\n${problems.join('\n')}`, headers);
          return;
        }
      }
      // Several areas at once: a browser already previewing keeps its other areas.
      const current = check(cookieOf(req, PREVIEW_COOKIE));
      const joined: PreviewGrant =
        current?.ok && current.grant.kind === grant.kind
          ? { kind: grant.kind, areas: { ...current.grant.areas, ...grant.areas }, expiresAt: Math.min(current.grant.expiresAt, grant.expiresAt) }
          : grant;
      const maxAge = Math.max(1, Math.floor((joined.expiresAt - now()) / 1000));
      const firstApp = Object.keys(grant.areas)[0]!;
      const landing =
        url.searchParams.get('to') ?? store.readRelease().remotes[firstApp]?.routes.find((route) => !route.path.includes(':') && route.path !== '*')?.path;
      res.writeHead(303, {
        Location: localPath(landing),
        'Set-Cookie': `${PREVIEW_COOKIE}=${signPreview(joined, secret)}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
        'Cache-Control': 'no-store',
        ...headers,
      });
      res.end();
    },

    /** /_preview/end[?to=/path]: forgets the preview; the browser sees the live site again. */
    end(req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string>, secure: boolean) {
      let back = url.searchParams.get('to');
      if (!back && req.headers.referer) {
        try {
          const referer = new URL(req.headers.referer);
          if (referer.host === req.headers.host) back = `${referer.pathname}${referer.search}`;
        } catch {
          back = null;
        }
      }
      res.writeHead(303, {
        Location: localPath(back),
        'Set-Cookie': `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
        'Cache-Control': 'no-store',
        ...headers,
      });
      res.end();
    },
  };
}

export type Previews = ReturnType<typeof createPreviews>;
