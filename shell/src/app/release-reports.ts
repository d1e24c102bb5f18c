// Tells the site server which versions this page ran and whether their areas worked: one view per
// area version per page load, one failure (load, integrity, render) likewise. No personal data:
// app, version, kind. Batched and sent with sendBeacon, so a closing tab still reports. The site
// server counts them per version and rolls back a canary or a new version that spends its error
// budget (site-server/src/release-reports.ts).
export type ReleaseEvent = {
  app: string;
  version: string;
  kind: 'view' | 'error';
  reason?: 'load' | 'integrity' | 'render';
  /** How many times the area's files were fetched again first (retry-plugin.ts): on a view, it recovered; on an error, it did not. */
  retries?: number;
};

export const RELEASE_REPORT_PATH = '/release-report';
const FLUSH_AFTER_MS = 1000;

const queue: ReleaseEvent[] = [];
const sent = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify({ events: queue.splice(0, 20) });
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.(RELEASE_REPORT_PATH, blob)) {
      void fetch(RELEASE_REPORT_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
    }
  }
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
}

export function reportRelease(event: ReleaseEvent): void {
  const key = `${event.app}@${event.version} ${event.kind}`;
  if (sent.has(key)) return;
  sent.add(key);
  listen();
  queue.push(event);
  // Failures go out at once: they are what a rollback waits for.
  if (event.kind === 'error') flush();
  else timer ??= setTimeout(flush, FLUSH_AFTER_MS);
}

/** What went wrong, in the report's words. */
export function failureReason(error: unknown): 'load' | 'integrity' {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (/integrity/i.test(e.message)) return 'integrity';
  return 'load';
}
