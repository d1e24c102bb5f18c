// The release CLI end to end: real builds of one small remote into a throwaway store.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './publish';

const store = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
afterAll(() => rmSync(store, { recursive: true, force: true }));

function release(...args: string[]) {
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['release/src/cli.ts', ...args, '--store', store], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, RELEASE_DIR: '' },
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const releaseFile = path.join(store, 'release.json');
const live = () => (existsSync(releaseFile) ? JSON.parse(readFileSync(releaseFile, 'utf8')).remotes['mf-telecaller']?.version : undefined);

// Six real builds, and the typed-contract check at the gate (a compile, kept per pair of reports):
// on a shared two-core machine under load they took up to ~11 minutes.
describe('pnpm release', { timeout: 900_000 }, () => {
  it('publishes, republishes unchanged, publishes a new version, rolls back and forward, and reports status', () => {
    // No shell is live yet: nothing can say the remote's shared libraries will be there.
    const refused = release('publish', 'mf-telecaller');
    expect(refused.code, refused.out).toBe(1);
    expect(refused.out).toContain('mf-telecaller 1.0.0 cannot go live:');
    expect(refused.out).toContain('no shell is live to provide its shared libraries: publish the shell first');
    expect(live()).toBeUndefined();
    const shell = release('publish', 'shell');
    expect(shell.code, shell.out).toBe(0);

    const first = release('publish', 'mf-telecaller');
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('mf-telecaller: (none) → 1.0.0 is live');
    expect(live()).toBe('1.0.0');

    const again = release('publish', 'mf-telecaller');
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain('1.0.0 is already live, nothing changed');

    const second = release('publish', 'mf-telecaller', '--version', '1.1.0');
    expect(second.code, second.out).toBe(0);
    expect(live()).toBe('1.1.0');

    const back = release('rollback', 'mf-telecaller');
    expect(back.code, back.out).toBe(0);
    expect(back.out).toContain('mf-telecaller: 1.1.0 → 1.0.0 is live (1.0.0 was live before 1.1.0 replaced it');
    expect(live()).toBe('1.0.0');

    // 1.1.0 was rolled back as bad; 1.2.0 goes live; its rollback returns to 1.0.0, never to 1.1.0.
    expect(release('publish', 'mf-telecaller', '--version', '1.2.0').code).toBe(0);
    const secondBack = release('rollback', 'mf-telecaller');
    expect(secondBack.code, secondBack.out).toBe(0);
    expect(secondBack.out).toContain('mf-telecaller: 1.2.0 → 1.0.0 is live (1.0.0 was live before 1.2.0 replaced it');
    expect(live()).toBe('1.0.0');

    const forward = release('rollback', 'mf-telecaller', '--to', '1.1.0');
    expect(forward.code, forward.out).toBe(0);
    expect(forward.out).toContain('(1.1.0 was named with --to)');
    expect(live()).toBe('1.1.0');

    const status = release('status');
    expect(status.code).toBe(0);
    expect(status.out).toMatch(/mf-telecaller\s+1\.1\.0\s+1\.0\.0, 1\.1\.0, 1\.2\.0/);
    expect(status.out).toMatch(/mf-telecaller\s+1\.2\.0\s+→ 1\.0\.0\s+\(rollback\)\s+1\.0\.0 was live before 1\.2\.0/);
  });

  it('explains what is wrong with a bad call', () => {
    const unknown = release('publish', 'mf-nothing');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain('unknown app "mf-nothing"');
    const missing = release('rollback', 'mf-b2c');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('mf-b2c has no live version');
  });
});
