// The shell's build against the live remotes' contracts (decision 045): a change to a shared entry
// that would break a live remote fails `pnpm --filter shell build` (before rspack runs) and `pnpm
// build`'s publish of the shell (before it is built), naming the remote and the symbol; the shared
// entries as they are pass.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeContracts } from '@platform/build-config/contracts';
import { GateRefusedError, publishApp, repoRoot } from './publish';
import { ReleaseStore } from './store';
import { shellProblems } from './working-tree-contracts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? filesUnder(path.join(dir, name)) : [path.join(dir, name)]));

/** The declaration file of the shared entry that declares `pattern`. */
const declaring = (sharedDir: string, pattern: RegExp) =>
  filesUnder(sharedDir).find((file) => file.endsWith('.d.ts') && pattern.test(readFileSync(file, 'utf8')))!;

/**
 * A store where mf-b2c 1.0.0 is live, built against the workspace's shared entries; `olderShared`
 * may rewrite the declarations it was built with (what the shared entries were when it was built).
 */
async function storeWithLiveB2c(olderShared: (contracts: string) => void = () => undefined) {
  const store = new ReleaseStore(tempDir('shell-contracts-store-'));
  const dist = tempDir('shell-contracts-b2c-');
  writeFileSync(path.join(dist, 'app.json'), JSON.stringify({ name: 'mf-b2c', federationName: 'mf_b2c', version: '1.0.0', role: 'remote' }));
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dist, 'remoteEntry.js'), '');
  writeFileSync(path.join(dist, 'routes.json'), '[]');
  writeContracts(path.join(repoRoot, 'mf-b2c'), dist, 'remote');
  olderShared(path.join(dist, 'contracts'));
  await store.addVersion('mf-b2c', dist, '1.0.0');
  store.activate('mf-b2c', '1.0.0', 'publish');
  return store;
}

/** mf-b2c was built when @platform/shared still exported formatLegacyAmount, and calls it. */
const builtWithARemovedFunction = (contracts: string) => {
  const index = declaring(path.join(contracts, 'shared'), /export \{ getErrorMessage \}|export declare function getErrorMessage/);
  writeFileSync(index, `${readFileSync(index, 'utf8')}\nexport declare function formatLegacyAmount(paise: number): string;\n`);
  const reportFile = path.join(contracts, 'report.json');
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { imports: Record<string, string[]> };
  report.imports['@platform/shared'] = [...report.imports['@platform/shared']!, 'formatLegacyAmount'];
  writeFileSync(reportFile, JSON.stringify(report));
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): { status: number; out: string } {
  try {
    const out = execFileSync(command, args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, ...env } });
    return { status: 0, out };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { status, out: `${stdout}${stderr}` };
  }
}

const checkShell = (store: ReleaseStore) =>
  run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['release/src/check-contracts.ts', 'shell', '--store', store.dir]);

// Emitting the shared entries' declarations compiles all of shared once (then it is cached).
describe("the shell's build checks its shared entries against every live remote", { timeout: 600_000 }, () => {
  it('passes with the shared entries every live remote was built against', async () => {
    const result = checkShell(await storeWithLiveB2c());
    expect(result.out).toContain('shell fits what is live');
    expect(result.status).toBe(0);
  });

  it('fails, naming the remote and the function, when a shared function mf-b2c calls now needs another argument', async () => {
    const store = await storeWithLiveB2c();
    // The shell's API report with a deliberate breaking change: getErrorMessage needs a second argument.
    const work = tempDir('shell-contracts-report-');
    const report = writeContracts(path.join(repoRoot, 'shell'), work, 'host');
    const file = declaring(path.join(work, 'contracts', 'shared'), /export declare function getErrorMessage\(/);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(/export declare function getErrorMessage\((.*?)\)/, 'export declare function getErrorMessage($1, locale: string)'),
    );
    const { problems } = shellProblems(store, { dir: path.join(work, 'contracts'), report });
    expect(problems).toEqual([
      expect.stringMatching(
        /^live mf-b2c 1\.0\.0 imports getErrorMessage from @platform\/shared, whose type in this shell no longer fits what it was built against: /,
      ),
    ]);
  });

  it('fails `pnpm --filter shell build` before rspack runs when the working tree dropped a function a live remote imports', async () => {
    const store = await storeWithLiveB2c(builtWithARemovedFunction);
    const result = run('pnpm', ['--filter', 'shell', 'run', 'build'], { RELEASE_DIR: store.dir });
    expect(result.status).not.toBe(0);
    expect(result.out).toContain("the shell's shared entries in this working tree would break live remotes");
    expect(result.out).toContain('live mf-b2c 1.0.0 imports formatLegacyAmount from @platform/shared, which this shell no longer exports');
    expect(result.out).not.toMatch(/Rspack compiled|rspack compiled/i);
  });

  it('refuses to publish such a shell (`pnpm build`) before building it: nothing enters the store', async () => {
    const store = await storeWithLiveB2c(builtWithARemovedFunction);
    const publishing = publishApp(store, 'shell', { contracts: true });
    await expect(publishing).rejects.toBeInstanceOf(GateRefusedError);
    await expect(publishing).rejects.toThrow(
      /live mf-b2c 1\.0\.0 imports formatLegacyAmount from @platform\/shared, which this shell no longer exports[\s\S]*nothing was built/,
    );
    expect(store.versions('shell')).toEqual([]);
  });
});
