// check:contracts on the real shared entries: a live shell whose shared entries changed one function
// that mf-b2c calls fails the check for mf-b2c, naming the function; the unchanged shell passes it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeContracts } from '@platform/build-config/contracts';
import { repoRoot } from './publish';
import { ReleaseStore } from './store';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** A store whose live shell published the workspace's shared declarations, `change` applied to them. */
async function storeWithShell(change: (sharedDir: string) => void) {
  const store = new ReleaseStore(tempDir('contracts-store-'));
  const dist = tempDir('contracts-shell-');
  writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'app.json'), JSON.stringify({ shared: {} }));
  writeContracts(path.join(repoRoot, 'shell'), dist, 'host');
  change(path.join(dist, 'contracts', 'shared'));
  await store.addVersion('shell', dist, '1.0.0');
  store.activate('shell', '1.0.0', 'publish');
  return store;
}

function checkB2c(store: ReleaseStore): { status: number; out: string } {
  try {
    const out = execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['release/src/check-contracts.ts', 'mf-b2c', '--store', store.dir], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { status: 0, out };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { status, out: `${stdout}${stderr}` };
  }
}

// Emitting the shared entries' declarations compiles all of shared once (then it is cached).
describe('pnpm --filter mf-b2c check:contracts', { timeout: 600_000 }, () => {
  it('passes against a shell built from the same shared entries', async () => {
    const result = checkB2c(await storeWithShell(() => undefined));
    expect(result.out).toContain('mf-b2c fits what is live');
    expect(result.status).toBe(0);
  });

  it('fails, naming the function, when the live shell changed a shared function mf-b2c calls', async () => {
    const store = await storeWithShell((sharedDir) => {
      // A deliberate breaking change: getErrorMessage now needs a second argument.
      const file = filesUnder(sharedDir).find(
        (name) => name.endsWith('.d.ts') && /export declare function getErrorMessage\(/.test(readFileSync(name, 'utf8')),
      )!;
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/export declare function getErrorMessage\(/, 'export declare function getErrorMessage(code: number, '),
      );
    });
    const result = checkB2c(store);
    expect(result.status).toBe(1);
    expect(result.out).toContain('mf-b2c does not fit what is live');
    expect(result.out).toContain('imports getErrorMessage from @platform/shared, whose type in the live shell 1.0.0 no longer fits what it was built against');
  });
});
