// Builds e2e/fixtures/broken-b2c-routes.ts as mf-b2c (same name, routes and shared libraries, so
// the compatibility gate lets it through) into a folder of its own, and adds it to the release
// store as `version`: a real remote that fails while rendering, for the canary test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ReleaseStore } from '@platform/release/store';
import { repoRoot } from './env';

export async function publishBrokenB2c(storeDir: string, version: string): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'broken-b2c-'));
  const config = path.join(work, 'rspack.config.ts');
  writeFileSync(
    config,
    `import { createAppConfig } from ${JSON.stringify(path.join(repoRoot, 'build-config/src/index.ts'))};
export default createAppConfig({
  appDir: ${JSON.stringify(path.join(repoRoot, 'mf-b2c'))},
  role: 'remote',
  exposes: { './routes': ${JSON.stringify(path.join(repoRoot, 'e2e/fixtures/broken-b2c-routes.ts'))} },
});
`,
  );
  const built = spawnSync(path.join(repoRoot, 'node_modules/.bin/rspack'), ['build', '-c', config], {
    cwd: path.join(repoRoot, 'mf-b2c'),
    env: { ...process.env, NODE_ENV: 'production', APP_VERSION: version, DIST_ROOT: path.join(work, 'dist') },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building the broken mf-b2c failed:\n${built.stdout}${built.stderr}`);
  await new ReleaseStore(storeDir).addVersion('mf-b2c', path.join(work, 'dist', 'mf-b2c'), version);
}
