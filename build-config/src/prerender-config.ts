import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { appDistDir } from './dist-dir';
import type { AppBuildOptions } from './options';
import { sharedExport } from './packages';
import { routerResolution } from './router-facade';
import { buildDefines, typescriptRule } from './source-rules';

const CSS_ON_SERVER_LOADER = fileURLToPath(new URL('./css-on-server-loader.cjs', import.meta.url));

/**
 * A remote's prerender bundle (docs/decisions/025-prerendered-public-pages.md): its `./routes`
 * table and the shared page renderer (`@platform/shared/prerender/server-entry`) compiled for Node
 * into one self-contained file, `server/prerender.cjs`, published with the version. The site
 * server runs it in a worker to send public pages as HTML (site-server/src/prerender.ts). No
 * federation here: React, the router and the shared library are bundled in, so the file needs
 * nothing from the server it runs on.
 */
export function createPrerenderConfig(options: AppBuildOptions): Configuration {
  const { appDir } = options;
  const routesModule = options.exposes?.['./routes'];
  if (!routesModule) throw new Error(`${appDir}: only a remote that exposes ./routes can be prerendered`);
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { prerender: sharedExport('@platform/shared/prerender/server-entry') },
    devtool: false,
    output: {
      path: path.join(appDistDir(appDir), 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...routerResolution().production, '@prerender/routes': path.resolve(appDir, routesModule) },
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        typescriptRule(true),
        { test: /\.css$/, loader: CSS_ON_SERVER_LOADER, type: 'javascript/auto' },
        { test: /\.(png|jpe?g|webp|svg|gif)$/, type: 'asset/inline' },
      ],
    },
    // One file: the worker requires it once per version.
    plugins: [buildDefines(appDir, 'production'), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
