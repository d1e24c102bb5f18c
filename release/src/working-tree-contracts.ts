// The typed-contract check of an app as it stands in the working tree against what is live
// (decision 045): `pnpm --filter <app> check:contracts`, the shell's own build, and `pnpm build`
// before it builds the shell all ask the same question of the same function.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkContracts, readContracts, writeContracts, type ContractReport } from '@platform/build-config/contracts';
import { SHELL_APP, type ReleaseStore } from './store';

export interface WorkingTreeCheck {
  /** Each way the working tree would break what is live, naming the app, its version and the symbol. */
  problems: string[];
  /** Set when nothing could be compared (no live version published contracts). */
  nothingToCheck?: string;
}

/**
 * Would a shell providing `provided` (its shared entries' declarations, the shell's API report)
 * break a live remote? Each remote is checked against the declarations it was built with.
 */
function liveRemoteContracts(store: ReleaseStore) {
  return Object.entries(store.readRelease().remotes).flatMap(([remote, live]) => {
    const contracts = readContracts(store.versionDir(remote, live.version));
    return contracts ? [{ remote, version: live.version, contracts }] : [];
  });
}

const NO_REMOTE_CONTRACTS = (store: ReleaseStore) => `No live remote in ${store.dir} has published contracts: nothing to check the shell against.`;

export function shellProblems(store: ReleaseStore, provided: { dir: string; report: ContractReport }): WorkingTreeCheck {
  const remotes = liveRemoteContracts(store);
  if (remotes.length === 0) return { problems: [], nothingToCheck: NO_REMOTE_CONTRACTS(store) };
  return {
    problems: remotes.flatMap(({ remote, version, contracts }) =>
      checkContracts(contracts, provided, 'this shell').map((problem) => `live ${remote} ${version} ${problem}`),
    ),
  };
}

/** `app` (its folder `appDir`) as it stands in the working tree against what is live in `store`. */
export function checkWorkingTree(store: ReleaseStore, app: string, appDir: string): WorkingTreeCheck & { report?: ContractReport } {
  const work = mkdtempSync(path.join(tmpdir(), `contracts-${app}-`));
  try {
    if (app === SHELL_APP) {
      // Emitting the declarations compiles shared: not for a store with nothing to compare them with.
      if (liveRemoteContracts(store).length === 0) return { problems: [], nothingToCheck: NO_REMOTE_CONTRACTS(store) };
      const report = writeContracts(appDir, work, 'host');
      return { ...shellProblems(store, { dir: path.join(work, 'contracts'), report }), report };
    }
    const shellVersion = store.readRelease().shell?.version;
    const provided = shellVersion ? readContracts(store.versionDir(SHELL_APP, shellVersion)) : null;
    if (!shellVersion || !provided) {
      return {
        problems: [],
        nothingToCheck: `The live shell${shellVersion ? ` ${shellVersion}` : ''} in ${store.dir} has no published contracts: nothing to check ${app} against.`,
      };
    }
    const built = { dir: path.join(work, 'contracts'), report: writeContracts(appDir, work, 'remote') };
    return { problems: checkContracts(built, provided, `the live shell ${shellVersion}`) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The message a refused check prints. */
export function formatWorkingTreeProblems(app: string, storeDir: string, problems: string[]): string {
  const what = app === SHELL_APP ? "the shell's shared entries in this working tree would break live remotes" : `${app} does not fit what is live`;
  return `${what} (${storeDir}):\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
