// Making a version live, for every way it happens (publish, rollback, promote, the site server's
// automatic rollback): the compatibility gate first, then the pointer. No build tooling here, so
// the site server can use it.
import { checkRemote, checkShell, formatGateReport, type GateOptions } from './gate';
import { readRouteCatalogue } from './route-catalogue';
import { SHELL_APP, type HistoryEntry, type ReleaseStore } from './store';

export class GateRefusedError extends Error {}

/** The gate's report on `version` of `app` against what is live. */
export function checkVersion(store: ReleaseStore, app: string, version: string, options: GateOptions = {}) {
  const catalogue = readRouteCatalogue();
  return app === SHELL_APP ? checkShell(store, version, catalogue, options) : checkRemote(store, app, version, catalogue, undefined, options);
}

/**
 * Makes `version` of `app` live once the compatibility gate passes. `force` (a reason a person
 * gives) lets a refused version through and is written into the history with what was wrong.
 */
export function makeLive(
  store: ReleaseStore,
  app: string,
  version: string,
  action: HistoryEntry['action'],
  options: { force?: string; reason?: string } & GateOptions = {},
): HistoryEntry {
  const report = checkVersion(store, app, version, { contracts: options.contracts });
  const reasons = options.reason ? [options.reason] : [];
  if (report.problems.length > 0) {
    if (options.force === undefined) throw new GateRefusedError(`${formatGateReport(report)}\n(--force "<reason>" makes it live anyway)`);
    if (!options.force.trim()) throw new GateRefusedError('--force needs a reason, e.g. --force "hotfix agreed with the shell team"');
    reasons.push(`forced past the gate: ${options.force.trim()} (${report.problems.join('; ')})`);
  }
  return store.activate(app, version, action, reasons.join('; ') || undefined);
}
