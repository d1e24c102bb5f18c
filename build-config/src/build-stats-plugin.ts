import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/**
 * With BUILD_STATS=<dir>, writes `<dir>/<app>.stats.json` (which modules went into which file) for
 * the size benchmark. Kept outside the build folder, so it is never published.
 */
export class BuildStatsPlugin {
  constructor(private readonly outFile: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkModules: true,
        runtimeModules: true,
        nestedModules: true,
        dependentModules: true,
        modules: false,
        ids: true,
      });
      mkdirSync(path.dirname(this.outFile), { recursive: true });
      writeFileSync(this.outFile, JSON.stringify(json));
    });
  }
}
