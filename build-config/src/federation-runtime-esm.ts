import { createRequire } from 'node:module';
import type { Compiler } from '@rspack/core';

/**
 * The federation runtime from its ES module builds. Module Federation's plugin resolves its bundler
 * runtime and runtime with `require.resolve`, that is, to their CommonJS files, and so everything they
 * import (the SDK, runtime-core, error codes) comes in whole: CommonJS is not tree-shaken, and the
 * Node-only parts of the SDK and the code behind `experiments.optimization` switches stayed in
 * `main.js` and in every `remoteEntry.js`. The same packages' ES builds let Rspack keep only what
 * runs. Its aliases are set once every plugin has set its own (`afterResolvers`) and replace the
 * federation plugins' aliases for the runtime (decision 029).
 */
export class FederationRuntimeAsEsmPlugin {
  apply(compiler: Compiler) {
    // Resolved the way the federation plugin resolves them: from the runtime tools it depends on.
    const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
    const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
    const bundlerRuntimeCjs = fromTools.resolve('@module-federation/webpack-bundler-runtime');
    const runtimeCjs = fromTools.resolve('@module-federation/runtime');
    // What the host hands its remotes as their runtime (`provideExternalRuntime`): the same ES build.
    const runtimeCoreCjs = fromTools.resolve('@module-federation/runtime-tools/runtime-core');
    const esmOf = (cjsFile: string) => cjsFile.replace(/\.cjs$/, '.js');
    compiler.hooks.afterResolvers.tap('FederationRuntimeAsEsmPlugin', () => {
      // First in the table: the resolver takes the first alias that matches, and the federation
      // plugins' own (`@module-federation/runtime` → its CommonJS file) match these requests too.
      const {
        '@module-federation/runtime': _cjs,
        '@module-federation/runtime$': _cjsExact,
        ...others
      } = (compiler.options.resolve.alias ?? {}) as Record<string, string | false | string[]>;
      compiler.options.resolve.alias = {
        [`${bundlerRuntimeCjs}$`]: esmOf(bundlerRuntimeCjs),
        '@module-federation/runtime$': esmOf(runtimeCjs),
        '@module-federation/runtime-tools/runtime-core$': esmOf(runtimeCoreCjs),
        ...others,
      };
    });
  }
}
