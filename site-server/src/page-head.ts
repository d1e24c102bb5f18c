// What the site server adds to the shell's HTML for the URL asked for, so the browser does not
// wait on a chain (HTML → shell → release.json → remoteEntry → exposed module) but
// fetches the owning area's files alongside the shell: the release's client view as a
// non-executable JSON block, and preload links, with integrity, for the remote that owns the URL.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { sriOf } from '@platform/release/store';
import type { ClientRelease } from './client-release';

/** Read by shell/src/app/release.ts. */
export const INLINE_RELEASE_ID = 'release-data';

/** JSON inside a <script> element must not be able to close it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The app whose route pattern wins for `pathname` (the router's own ranking, as the shell does). */
export function ownerOf(release: ClientRelease, pathname: string): string | null {
  const table = Object.entries(release.remotes).flatMap(([app, remote]) =>
    remote.routes.map((route) => ({ id: `${app}\u0000${route.path}`, path: route.path })),
  );
  const matches = matchRoutes(table, pathname);
  const last = matches?.[matches.length - 1];
  return last?.route.id?.split('\u0000')[0] ?? null;
}

/** The route of `app`'s table that the router picks for `pathname` (its access and title). */
export function routeOf(release: ClientRelease, app: string, pathname: string): ClientRelease['remotes'][string]['routes'][number] | null {
  const routes = release.remotes[app]?.routes ?? [];
  const matches = matchRoutes(
    routes.map((route, index) => ({ id: String(index), path: route.path })),
    pathname,
  );
  const last = matches?.[matches.length - 1];
  return last ? (routes[Number(last.route.id)] ?? null) : null;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

export interface Preload {
  href: string;
  as: 'script' | 'style';
  integrity?: string;
  /**
   * The request's CORS mode must match the one that will use it, or the browser fetches twice:
   * the shell adds remoteEntry.js with crossorigin=anonymous; the bundler's chunk loader sets
   * crossorigin only on chunks from another origin.
   */
  anonymous: boolean;
}

/**
 * Files of a published version never change, so what to preload for it (and each file's
 * integrity) is worked out once per version.
 */
export function preloadPlanner(appsDir: string) {
  const cache = new Map<string, Preload[]>();
  return (release: ClientRelease, app: string): Preload[] => {
    const remote = release.remotes[app];
    if (!remote) return [];
    const key = `${app}@${remote.version}`;
    const known = cache.get(key);
    if (known) return known;
    const manifestUrl = remote.manifestUrl;
    // Only files of this site's store are preloaded (a remote on another origin is fetched as usual).
    if (!manifestUrl.startsWith('/apps/')) return [];
    const baseUrl = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const baseDir = path.join(appsDir, baseUrl.slice('/apps/'.length));
    const integrityOf = (file: string) => {
      const full = path.join(baseDir, file);
      return remote.integrity[file] ?? (existsSync(full) ? sriOf(full) : undefined);
    };
    let manifest: FederationManifest;
    try {
      manifest = JSON.parse(readFileSync(path.join(baseDir, path.basename(manifestUrl)), 'utf8')) as FederationManifest;
    } catch {
      return [];
    }
    const entry = manifest.metaData?.remoteEntry;
    const entryFile = `${entry?.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry?.name ?? 'remoteEntry.js'}`;
    const routes = manifest.exposes?.find((expose) => expose.path === './routes');
    // The manifest is read here, by the server, to know the files; the browser never fetches it
    // (the shell registers remotes by their remoteEntry.js, decision 009).
    const plan: Preload[] = [
      { href: `${baseUrl}${entryFile}`, as: 'script', integrity: integrityOf(entryFile), anonymous: true },
      ...(routes?.assets?.js?.sync ?? []).map((file) => ({ href: `${baseUrl}${file}`, as: 'script' as const, integrity: integrityOf(file), anonymous: false })),
      ...(routes?.assets?.css?.sync ?? []).map((file) => ({ href: `${baseUrl}${file}`, as: 'style' as const, integrity: integrityOf(file), anonymous: false })),
    ];
    cache.set(key, plan);
    return plan;
  };
}

/**
 * The shell's boot files (`boot-files.json`, written by its build): what main.js loads before
 * anything renders. Same-origin chunks, loaded by the bundler without crossorigin.
 */
export function shellBootPlanner(appsDir: string) {
  const cache = new Map<string, Preload[]>();
  return (shellVersion: string): Preload[] => {
    const known = cache.get(shellVersion);
    if (known) return known;
    const base = `/apps/shell/${shellVersion}/`;
    let files: { file: string; integrity?: string }[] = [];
    try {
      files = JSON.parse(readFileSync(path.join(appsDir, 'shell', shellVersion, 'boot-files.json'), 'utf8'));
    } catch {
      // a shell built before boot-files.json existed: nothing to preload
    }
    const plan = files
      .filter(({ file }) => /^[\w.-]+\.(js|css)$/.test(file))
      .map(({ file, integrity }): Preload => ({ href: `${base}${file}`, as: file.endsWith('.css') ? 'style' : 'script', integrity, anonymous: false }));
    cache.set(shellVersion, plan);
    return plan;
  };
}

/** Render-blocking links for the stylesheets among the shell's boot files, with their integrity. */
export function stylesheetTags(boot: readonly Preload[]): string {
  return boot
    .filter((file) => file.as === 'style')
    .map((file) => `<link rel="stylesheet" href="${escapeAttribute(file.href)}"${file.integrity ? ` integrity="${escapeAttribute(file.integrity)}"` : ''}>`)
    .join('');
}

export function preloadTags(preloads: readonly Preload[]): string {
  return preloads
    .map(
      (preload) =>
        `<link rel="preload" as="${preload.as}" href="${escapeAttribute(preload.href)}"${preload.anonymous ? ' crossorigin="anonymous"' : ''}${
          preload.integrity ? ` integrity="${escapeAttribute(preload.integrity)}"` : ''
        }>`,
    )
    .join('');
}

/** The site's own script that starts the shell once a prerendered page has painted. */
export interface PaintFirstLoader {
  src: string;
  integrity: string;
}

const SCRIPT_WITH_SRC = /<script\b([^>]*?)\ssrc="([^"]+)"([^>]*)><\/script>/g;

/**
 * A prerendered page's head with the shell's <script src> tags replaced by the after-first-paint
 * loader, which inserts the same scripts (same integrity and CORS mode, same order) once the
 * prerendered HTML is on screen (decision 026). Inline JSON blocks are left alone.
 */
export function deferScriptsUntilPainted(html: string, loader: PaintFirstLoader): string {
  const scripts: { src: string; integrity: string | null; crossOrigin: string | null }[] = [];
  let first = -1;
  const stripped = html.replace(SCRIPT_WITH_SRC, (tag, before: string, src: string, after: string, offset: number) => {
    const attributes = `${before} ${after}`;
    const integrity = /\sintegrity="([^"]*)"/.exec(attributes)?.[1] ?? null;
    const crossOrigin = /\scrossorigin(?:="([^"]*)")?/.exec(attributes);
    scripts.push({ src, integrity, crossOrigin: crossOrigin ? (crossOrigin[1] ?? '') : null });
    if (first === -1) first = offset;
    return '';
  });
  if (scripts.length === 0) return html;
  const tag =
    `<script defer src="${escapeAttribute(loader.src)}" integrity="${escapeAttribute(loader.integrity)}"` +
    ` data-scripts="${escapeAttribute(JSON.stringify(scripts))}"></script>`;
  return stripped.slice(0, first) + tag + stripped.slice(first);
}
