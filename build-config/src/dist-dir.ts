import path from 'node:path';

/**
 * Where an app's build goes: `<app>/dist`, or `$DIST_ROOT/<app>` so two builds of the same app
 * (say, two test runs) never write over each other. A module of its own: the release store reads
 * it without loading Rspack.
 */
export function appDistDir(appDir: string): string {
  return process.env.DIST_ROOT ? path.join(path.resolve(process.env.DIST_ROOT), path.basename(appDir)) : path.join(appDir, 'dist');
}
