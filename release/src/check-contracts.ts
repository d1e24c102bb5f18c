// `pnpm --filter <app> check:contracts`: does this app's build, as it stands in the working tree,
// fit what is live? A remote: are the names it imports from the shared entries still exported by
// the live shell, with types its code accepts? The shell: would it break any live remote? The same
// check as the release gate's (decision 045), told at build time instead of at publish. The shell's
// `build` script runs it before rspack, so a change to a shared entry that would break a live remote
// fails the shell's build. The store is RELEASE_DIR (default .release) or --store DIR.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultStoreDir, isApp, repoRoot } from './publish';
import { ReleaseStore } from './store';
import { checkWorkingTree, formatWorkingTreeProblems } from './working-tree-contracts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { store: { type: 'string' } } });
const app = positionals[0];
if (!app || !isApp(app)) {
  console.error('usage: check-contracts <app> [--store <dir>]');
  process.exit(2);
}
const store = new ReleaseStore(values.store ? path.resolve(values.store) : defaultStoreDir());
const { problems, nothingToCheck } = checkWorkingTree(store, app, path.join(repoRoot, app));
if (nothingToCheck) {
  console.log(nothingToCheck);
  process.exit(0);
}
if (problems.length > 0) {
  console.error(formatWorkingTreeProblems(app, store.dir, problems));
  process.exit(1);
}
console.log(`${app} fits what is live in ${store.dir}.`);
