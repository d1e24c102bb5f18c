// What the shell reports about the versions it ran (page views and area failures, no personal
// data), counted per app@version as distinct visitors, kept in the release store's metrics.json,
// and judged against the error budget: a canary or a just-published version that spends it is
// aborted or rolled back here, by the process that serves the release, and the history says why.
import { createHash } from 'node:crypto';
import { DEFAULT_ERROR_BUDGET, metricsKey, readMetrics, spentBudgets, writeMetrics, type ErrorBudget, type Metrics } from '@platform/release/error-budget';
import { makeLive } from '@platform/release/go-live';
import { ReleaseStore } from '@platform/release/store';

export interface ReleaseEvent {
  app: string;
  version: string;
  kind: 'view' | 'error';
  reason?: 'load' | 'integrity' | 'render';
  /** Times the area's files were fetched again before it loaded (a view) or gave up (an error). */
  retries?: number;
}

const REASONS = new Set(['load', 'integrity', 'render']);
/** One address cannot stand for more visitors than this per version (a flood of fresh cookies). */
const VISITORS_PER_ADDRESS = 20;
const MAX_EVENTS = 20;
const MAX_RETRIES = 10;

/** Validates a report body; anything malformed is dropped, never an error. */
export function parseReleaseEvents(body: unknown): ReleaseEvent[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return [];
  return events.slice(0, MAX_EVENTS).flatMap((raw): ReleaseEvent[] => {
    const e = raw as Record<string, unknown>;
    if (typeof e?.app !== 'string' || typeof e.version !== 'string' || (e.kind !== 'view' && e.kind !== 'error')) return [];
    if (e.app.length > 64 || e.version.length > 64) return [];
    const reason = typeof e.reason === 'string' && REASONS.has(e.reason) ? (e.reason as ReleaseEvent['reason']) : undefined;
    // The shell retries a few times (shell/src/app/retry-plugin.ts): a larger figure is not its.
    const retries = Number.isInteger(e.retries) && (e.retries as number) > 0 && (e.retries as number) <= MAX_RETRIES ? (e.retries as number) : undefined;
    return [
      {
        app: e.app,
        version: e.version,
        kind: e.kind,
        ...(e.kind === 'error' ? { reason: reason ?? 'render' } : {}),
        ...(retries ? { retries } : {}),
      },
    ];
  });
}

export class ReleaseReports {
  private readonly store: ReleaseStore;
  private readonly budget: ErrorBudget;
  private metrics: Metrics;
  private readonly seen = new Map<string, Set<string>>();
  private readonly perAddress = new Map<string, Set<string>>();
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    storeDir: string,
    budget: Partial<ErrorBudget> = {},
    private readonly log: (line: string) => void = () => undefined,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.store = new ReleaseStore(storeDir);
    this.budget = { ...DEFAULT_ERROR_BUDGET, ...budget };
    this.metrics = readMetrics(storeDir);
  }

  /** Counts a visitor's events for versions this store serves; then judges the budgets. */
  record(visitor: string, address: string, events: ReleaseEvent[]): void {
    const release = this.store.readRelease();
    const served = (app: string, version: string) => release.remotes[app]?.version === version || release.canaries?.[app]?.remote.version === version;
    let changed = false;
    for (const event of events) {
      if (!served(event.app, event.version)) continue;
      const key = metricsKey(event.app, event.version);
      const addressKey = `${key} ${createHash('sha256').update(address).digest('base64url').slice(0, 16)}`;
      const fromAddress = this.perAddress.get(addressKey) ?? new Set<string>();
      if (!fromAddress.has(visitor) && fromAddress.size >= VISITORS_PER_ADDRESS) continue;
      fromAddress.add(visitor);
      this.perAddress.set(addressKey, fromAddress);
      const seenKey = `${key} ${event.kind}`;
      const visitors = this.seen.get(seenKey) ?? new Set<string>();
      if (visitors.has(visitor)) continue;
      visitors.add(visitor);
      this.seen.set(seenKey, visitors);
      const m = (this.metrics[key] ??= { views: 0, errors: 0, byReason: {} });
      if (event.retries) {
        const retried = (m.retried ??= { recovered: 0, failed: 0, retries: 0 });
        if (event.kind === 'view') retried.recovered += 1;
        else retried.failed += 1;
        retried.retries += event.retries;
      }
      if (event.kind === 'view') m.views += 1;
      else {
        m.errors += 1;
        m.byReason[event.reason!] = (m.byReason[event.reason!] ?? 0) + 1;
        // A visitor whose area failed opened it too, whether or not its view was reported.
        const viewKey = `${key} view`;
        const viewers = this.seen.get(viewKey) ?? new Set<string>();
        if (!viewers.has(visitor)) {
          viewers.add(visitor);
          this.seen.set(viewKey, viewers);
          m.views += 1;
        }
      }
      changed = true;
    }
    if (!changed) return;
    this.scheduleFlush();
    this.enforceBudgets();
  }

  private scheduleFlush() {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.flush();
    }, 200);
    this.flushTimer.unref();
  }

  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    // Reports counted by another site server since: keep the larger count of each.
    const onDisk = readMetrics(this.store.dir);
    for (const [key, m] of Object.entries(onDisk)) {
      const mine = this.metrics[key];
      if (!mine || mine.views < m.views) this.metrics[key] = m;
    }
    try {
      writeMetrics(this.store.dir, this.metrics);
    } catch (error) {
      this.log(`release metrics not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private enforceBudgets() {
    for (const verdict of spentBudgets(this.store, this.metrics, this.budget, this.now())) {
      try {
        if (verdict.kind === 'canary') {
          this.store.abortCanary(verdict.app, `${verdict.reason}: aborted automatically`);
          this.log(`canary ${verdict.app} ${verdict.version} aborted: ${verdict.reason}`);
        } else {
          const plan = this.store.rollbackPlan(verdict.app);
          makeLive(this.store, verdict.app, plan.version, 'auto-rollback', { reason: `${verdict.reason}; ${plan.reason}` });
          this.log(`${verdict.app} ${verdict.version} rolled back to ${plan.version}: ${verdict.reason}`);
        }
      } catch (error) {
        this.log(`could not roll back ${verdict.app} ${verdict.version} (${verdict.reason}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
