// Page views and area failures per published version, and the error budget that rolls a version
// back by itself. The shell reports (sendBeacon, no personal data) to the site server, which counts
// distinct visitors per app@version in `<store>/metrics.json` and, when a canary or a version made
// live within the last 30 minutes spends its budget, aborts or rolls it back and says why.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HistoryEntry, ReleaseStore } from './store';

/**
 * The budget: a version fails it when more than `maxErrorRate` of the visitors who opened it saw
 * its area fail, once at least `minViews` visitors opened it (fewer says nothing yet).
 */
export interface ErrorBudget {
  maxErrorRate: number;
  minViews: number;
  /** How long after going live a version is still watched (canaries are watched throughout). */
  watchMs: number;
}

export const DEFAULT_ERROR_BUDGET: ErrorBudget = { maxErrorRate: 0.02, minViews: 50, watchMs: 30 * 60_000 };

export interface VersionMetrics {
  views: number;
  errors: number;
  /** Failures by kind: load (files not fetched), integrity (refused), render (threw). */
  byReason: Record<string, number>;
  /**
   * Visitors whose area loaded only after its files were fetched again (the shell's retry plugin),
   * those for whom it still failed after retrying, and the retries made for them all: failures the
   * retries hid, and the ones they could not.
   */
  retried?: { recovered: number; failed: number; retries: number };
}

export type Metrics = Record<string, VersionMetrics>;

export const metricsKey = (app: string, version: string) => `${app}@${version}`;

export function readMetrics(storeDir: string): Metrics {
  const file = path.join(storeDir, 'metrics.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Metrics;
  } catch {
    return {};
  }
}

export function writeMetrics(storeDir: string, metrics: Metrics): void {
  const file = path.join(storeDir, 'metrics.json');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(metrics, null, 2)}\n`);
  renameSync(tmp, file);
}

export interface BudgetVerdict {
  app: string;
  version: string;
  kind: 'canary' | 'live';
  reason: string;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1).replace(/\.0$/, '')} %`;

/** Which watched versions have spent their budget. Pure: the caller acts on the verdicts. */
export function spentBudgets(store: ReleaseStore, metrics: Metrics, budget: ErrorBudget, now: Date): BudgetVerdict[] {
  const release = store.readRelease();
  const history = store.history();
  const verdicts: BudgetVerdict[] = [];
  const judge = (app: string, version: string, kind: BudgetVerdict['kind']) => {
    const m = metrics[metricsKey(app, version)];
    if (!m || m.views < budget.minViews) return;
    const rate = m.errors / m.views;
    if (rate <= budget.maxErrorRate) return;
    verdicts.push({
      app,
      version,
      kind,
      reason: `error budget spent: ${m.errors} of ${m.views} visitors saw the area fail (${percent(rate)} > ${percent(budget.maxErrorRate)})`,
    });
  };
  for (const [app, canary] of Object.entries(release.canaries ?? {})) judge(app, canary.remote.version, 'canary');
  for (const [app, remote] of Object.entries(release.remotes)) {
    const wentLive = [...history]
      .reverse()
      .find((e: HistoryEntry) => e.app === app && e.to === remote.version && e.action !== 'canary' && e.action !== 'abort');
    if (!wentLive || now.getTime() - Date.parse(wentLive.time) > budget.watchMs) continue;
    // A version that only came back by a rollback was live before; it is what rollbacks return to.
    if (wentLive.action === 'rollback' || wentLive.action === 'auto-rollback') continue;
    judge(app, remote.version, 'live');
  }
  return verdicts;
}
