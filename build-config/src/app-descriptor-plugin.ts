import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { HOST_PROVIDED, providedShareName } from './federation';

/**
 * Emits `app.json` (name, version) and, for remotes, `routes.json` (the route patterns the app
 * owns, with access and title) beside the bundle, so a published version describes itself and the
 * release CLI never has to run remote code to learn what it serves.
 */
export class AppDescriptorPlugin {
  constructor(
    private readonly appDir: string,
    private readonly descriptor: Record<string, unknown>,
  ) {}
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('AppDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AppDescriptorPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { RawSource } = compiler.webpack.sources;
        const descriptor = this.descriptor.role === 'host' ? this.withWhatTheHostProvides(compilation) : this.descriptor;
        compilation.emitAsset('app.json', new RawSource(JSON.stringify(descriptor, null, 2)));
        const routesFile = path.join(this.appDir, 'routes.json');
        compilation.fileDependencies.add(routesFile);
        try {
          compilation.emitAsset('routes.json', new RawSource(readFileSync(routesFile, 'utf8')));
        } catch {
          // the shell owns no route patterns
        }
      });
    });
  }

  /**
   * The host's `shared` lists what its build really provides to the page (a library is provided
   * only where the build uses it), so the release gate checks remotes against the truth. Remotes
   * take HOST_PROVIDED from the shell alone: a shell that stopped providing one fails its build.
   */
  private withWhatTheHostProvides(compilation: Compilation) {
    const provided = new Set<string>();
    for (const module of compilation.modules) {
      const name = providedShareName(module.identifier());
      if (name) provided.add(name);
    }
    const missing = HOST_PROVIDED.filter((name) => !provided.has(name));
    if (missing.length) {
      compilation.errors.push(
        new compilation.compiler.webpack.WebpackError(`the shell must provide ${missing.join(', ')} to the page (HOST_PROVIDED): remotes ship no copy of them`),
      );
    }
    const declared = (this.descriptor.shared ?? {}) as Record<string, string>;
    return { ...this.descriptor, shared: Object.fromEntries(Object.entries(declared).filter(([name]) => provided.has(name))) };
  }
}
