// The site server's side of prerendering (docs/decisions/025-prerendered-public-pages.md; the
// renderer is shared/src/prerender): for a public page it asks the owning remote's live version for
// the page's HTML, in a worker, and keeps the answer a short while. Anything that goes wrong (no
// bundle, an error, slower than the time limit) gives null, and the page is served as before: the
// browser draws it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageMeta } from '@platform/shared/seo/page-meta';
import type { Language } from '@platform/shared/i18n/language';

export interface PrerenderRequest {
  app: string;
  version: string;
  /** Absolute URL of the page (path and query). */
  url: string;
  apiBaseUrl: string;
  buildInfo: string;
  /** The language to draw the page in (the address's `?lang=`, else the visitor's cookie: decision 051). */
  language: Language;
  /**
   * The public content's version (content-version.ts): a page kept under another version is drawn
   * afresh, so a publish on the content desk reaches the prerendered HTML without a redeploy.
   */
  contentVersion?: string;
}

export interface Prerendered {
  status: number;
  html: string | null;
  /** The page's own title and description (shared/src/prerender/render-page.tsx). */
  meta?: PageMeta;
  /** A loader's permanent redirect (a renamed article's old address), answered as such. */
  redirect?: { status: 301 | 308; location: string };
}

export interface PrerendererOptions {
  appsDir: string;
  /** Longer than this and the page is served without prerendered HTML. */
  timeoutMs?: number;
  /** How long a rendered page is reused (public content changes rarely; a new version is a new key). */
  ttlMs?: number;
  maxEntries?: number;
  log?: (line: string) => void;
}

/** Where a published version keeps its prerender bundle (@platform/build-config, prerender-config.ts). */
export function prerenderBundleOf(appsDir: string, app: string, version: string): string {
  return path.join(appsDir, app, version, 'server', 'prerender.cjs');
}

const WORKER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prerender-worker.mjs');

export function createPrerenderer(options: PrerendererOptions) {
  const { appsDir, timeoutMs = 1_000, ttlMs = 60_000, maxEntries = 500, log } = options;
  const cache = new Map<string, { at: number; value: Promise<Prerendered | null> }>();
  const pending = new Map<number, (value: Prerendered | null) => void>();
  let worker: Worker | null = null;
  let nextId = 1;

  const startWorker = (): Worker => {
    if (worker) return worker;
    // Plain Node: the worker runs built bundles, it needs no TypeScript loader the server may run under.
    const started = new Worker(WORKER_FILE, { execArgv: [] });
    started.unref();
    started.on('message', ({ id, result, error }: { id: number; result?: Prerendered; error?: string }) => {
      if (error) log?.(`prerender failed: ${error.split('\n')[0]}`);
      pending.get(id)?.(error ? null : (result ?? null));
      pending.delete(id);
    });
    // A crashed worker answers nothing more: settle what waited on it; the next page starts another.
    started.on('error', (error) => log?.(`prerender worker stopped: ${error.message}`));
    started.on('exit', () => {
      if (worker === started) worker = null;
      for (const settle of pending.values()) settle(null);
      pending.clear();
    });
    worker = started;
    return started;
  };

  /** The worker's answer, however long it takes (a crashed worker answers null). */
  const renderNow = (request: PrerenderRequest): Promise<Prerendered | null> => {
    const bundle = prerenderBundleOf(appsDir, request.app, request.version);
    if (!existsSync(bundle)) return Promise.resolve(null);
    const id = nextId++;
    const target = startWorker();
    return new Promise((resolve) => {
      pending.set(id, resolve);
      target.postMessage({ id, bundle, input: request });
    });
  };

  /** Loads the bundles of these versions ahead of the first visitor (the first load is the slow part). */
  const warm = (versions: readonly { app: string; version: string }[]) => {
    const bundles = versions.map(({ app, version }) => prerenderBundleOf(appsDir, app, version)).filter((bundle) => existsSync(bundle));
    if (bundles.length > 0) startWorker().postMessage({ warm: bundles });
  };

  return {
    warm,
    /**
     * The page's HTML, or null if it is not ready within the time limit. A slow render (the first
     * of a new version loads its bundle) still finishes and is kept for the next visitor.
     */
    render(request: PrerenderRequest): Promise<Prerendered | null> {
      const key = [`${request.app}@${request.version}`, request.buildInfo, request.language, request.contentVersion ?? '', request.url].join('\u0000');
      const now = Date.now();
      let entry = cache.get(key);
      if (!entry || now - entry.at >= ttlMs) {
        const value = renderNow(request);
        const created = { at: now, value };
        entry = created;
        cache.set(key, created);
        // A failure is not kept: the next visitor tries again.
        void value.then((result) => {
          if (result === null && cache.get(key) === created) cache.delete(key);
        });
        if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      }
      const { value } = entry;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          log?.(`prerender of ${request.url} took over ${timeoutMs} ms; served without it`);
          resolve(null);
        }, timeoutMs);
        void value.then((result) => {
          clearTimeout(timer);
          resolve(result);
        });
      });
    },
    close(): Promise<number> | undefined {
      return worker?.terminate();
    },
  };
}
