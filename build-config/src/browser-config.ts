// The browser build of an app: its federation container, output layout, integrity and, for the
// shell, the HTML page and the files it loads first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { AppDescriptorPlugin } from './app-descriptor-plugin';
import { BootFilesPlugin } from './boot-files-plugin';
import { BuildStatsPlugin } from './build-stats-plugin';
import { appDistDir } from './dist-dir';
import { federationName, federationPlugin, sharedVersions } from './federation';
import { FederationRuntimeAsEsmPlugin } from './federation-runtime-esm';
import type { AppBuildOptions } from './options';
import { readPackageJson } from './packages';
import { routerFacadeRedirect, routerResolution } from './router-facade';
import { buildDefines, typescriptRule } from './source-rules';

/** What a dev:area build exposes as `./routes` (hot updates in the running page). */
const DEV_AREA_HOT_ROUTES = fileURLToPath(new URL('./dev-area-hot-routes.ts', import.meta.url));

/**
 * The shell's eager libraries from node_modules, in one initial file of their own: cached apart from
 * main.js, which changes with every shell build, and compressed as one file rather than five.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]/;

export function createAppConfig(options: AppBuildOptions): Configuration {
  const { appDir, role } = options;
  const pkg = readPackageJson(appDir);
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const isProd = mode === 'production';
  // `pnpm dev:area`: a development build of one remote (fast, readable, source maps) that runs
  // inside the live site on the live shell's production React and router, so what it bundles is
  // their production builds.
  const insideLiveShell = isProd || process.env.DEV_AREA === '1';
  // The release CLI sets APP_VERSION when it publishes a version other than package.json's.
  const version = process.env.APP_VERSION ?? pkg.version;
  const name = federationName(pkg.name);
  // A remote must work from whatever folder and origin the release store serves it from, so its
  // public path is computed at run time from its own script URL. The host's HTML is served on
  // every route, so its assets need an absolute base (set per version by the release CLI).
  const publicPath = role === 'remote' ? 'auto' : process.env.PUBLIC_PATH || '/';
  // `pnpm dev:area`: the area's route table behind a module that takes hot updates in the running
  // page (dev-area-hot-routes.ts, decision 048), and the bundler's module replacement runtime.
  const hotArea = role === 'remote' && process.env.DEV_AREA === '1' && !isProd && Boolean(options.exposes?.['./routes']);
  const exposes = hotArea ? { ...options.exposes, './routes': DEV_AREA_HOT_ROUTES } : options.exposes;

  return {
    mode,
    context: appDir,
    // A remote is only ever entered through its container (remoteEntry.js).
    entry: role === 'host' ? { main: './src/index.ts' } : {},
    devtool: isProd ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: appDistDir(appDir),
      publicPath,
      uniqueName: name,
      filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      // Lazy chunks are named by id alone. A published version never changes and lives in its own
      // folder, so a chunk's URL changes with its version, and the integrity table pins its content:
      // a content hash in the name bought nothing and cost 10 characters a chunk in every chunk
      // table (decision 009). Initial files, named in the HTML, keep theirs.
      chunkFilename: '[name].js',
      cssFilename: isProd ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      crossOriginLoading: 'anonymous',
      // A chunk that hangs fails like one that 404s, in the same 20 s the federation runtime gives
      // a remoteEntry, so the area shows its error page with Retry instead of spinning forever.
      chunkLoadTimeout: 20_000,
      // server/ is the prerender build's (createPrerenderConfig), written by the other compiler.
      clean: { keep: (file: string) => path.relative(appDistDir(appDir), file).split(path.sep)[0] === 'server' },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        ...(insideLiveShell ? routerResolution().production : {}),
        ...(hotArea ? { 'dev-area-routes$': path.resolve(appDir, options.exposes!['./routes']!) } : {}),
      },
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        typescriptRule(insideLiveShell),
        // Pure rules and data (yup schemas built at module level, product and bank tables): an app
        // that imports one schema from the index must not bundle and evaluate the other modules the
        // index re-exports. Without the flag every module reached counts as having side effects.
        { test: /[\\/]shared[\\/]src[\\/](schemas|catalogue|finance)[\\/]/, sideEffects: false },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|svg|gif)$/, type: 'asset' },
      ],
    },
    plugins: [
      routerFacadeRedirect(),
      buildDefines(appDir, insideLiveShell ? 'production' : mode),
      federationPlugin(pkg, role, exposes),
      ...(hotArea ? [new rspack.HotModuleReplacementPlugin()] : []),
      new FederationRuntimeAsEsmPlugin(),
      new AppDescriptorPlugin(appDir, { name: pkg.name, federationName: name, version, role, shared: sharedVersions(appDir) }),
      ...(role === 'host'
        ? [
            new BootFilesPlugin(),
            new rspack.HtmlRspackPlugin({
              template: path.join(appDir, 'src/index.html'),
              scriptLoading: 'defer',
              minify: isProd,
            }),
          ]
        : []),
      // SHA-256: as strong as a file pinned by its digest needs, and main.js and every remoteEntry.js
      // carry a digest of every chunk they can load: 44 base64 characters each instead of sha384's
      // 64 (decision 009: 0.9 KB gzip less before `/` is interactive).
      ...(isProd ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] })] : []),
      ...(process.env.BUILD_STATS ? [new BuildStatsPlugin(path.join(process.env.BUILD_STATS, `${pkg.name}.stats.json`))] : []),
    ],
    optimization: {
      minimize: isProd,
      // The libraries an area bundles (the JSX runtime among them) in their production builds, as
      // the live shell's React expects.
      ...(insideLiveShell ? { nodeEnv: 'production' } : {}),
      // Short ids and export names: they fill the chunk tables of main.js and every remoteEntry.js
      // (decision 009). Builds stay reproducible; ids need not be stable across versions, whose
      // files live in folders of their own.
      ...(isProd ? { mangleExports: 'size' as const, chunkIds: 'size' as const, moduleIds: 'natural' as const } : {}),
      ...(role === 'host'
        ? { splitChunks: { cacheGroups: { framework: { test: FRAMEWORK, name: 'framework', chunks: 'all' as const, enforce: true, priority: 40 } } } }
        : {}),
    },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: role === 'host',
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
    },
  };
}
