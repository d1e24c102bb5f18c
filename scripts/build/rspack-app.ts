// The one Rspack + Module Federation configuration every app is built with. Apps differ only in
// name, role (host or remote) and what they expose; shared singletons, versions and output layout
// are decided here once, so an app's team cannot drift into a second copy of React or the router.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Compilation, type Configuration, type Compiler } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type PackageJson = { name: string; version: string; dependencies?: Record<string, string> };

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Federation container names must be identifiers: `mf-ca-services` → `mf_ca_services`. */
export function federationName(appName: string): string {
  return appName.replace(/[^a-zA-Z0-9_]/g, '_');
}

// Everything that holds state or React context must exist once on the page: one React, one
// router, one session store, one toast container, one form context. Subpath entries of `shared`
// are separate keys so a page that needs no forms does not download the form engine.
const SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  // The build without its style injection: a <style> element written at run time would need
  // style-src 'unsafe-inline' in the site's CSP; the stylesheet comes in global.css instead.
  'react-toastify/unstyled',
  'react-hook-form',
  'yup',
  '@hookform/resolvers',
  'axios',
  '@tanstack/react-query',
  // The translation runtime: one i18next (one current language, one set of loaded texts).
  'i18next',
  'react-i18next',
] as const;
// Entries that hold state or context. Stateless entries (`/schemas`, `/catalogue`, `/finance`, `/otp`,
// `/kfs` …) are not shared: each app bundles what it uses of them, tree-shaken, so a page evaluates
// its own form's rules and not every product's (Total Blocking Time on form pages;
// docs/decisions/029-less-evaluated-on-form-pages.md).
const SHARED_ENTRIES = [
  '@platform/shared',
  '@platform/shared/router',
  '@platform/shared/api',
  '@platform/shared/forms',
  '@platform/shared/query',
  '@platform/shared/payments',
  '@platform/shared/i18n',
];

/**
 * The router facade (shared/src/routing/router.ts), shared as `@platform/shared/router`. Every
 * import of react-router or react-router-dom outside it is rewritten to that request before
 * resolution (so federation's sharing sees it), and whatever an app imports the router through,
 * there is one router on the page, tree-shaken to what the platform uses.
 */
export const ROUTER_FACADE = path.join(repoRoot, 'shared/src/routing/router.ts');

function routerResolution() {
  const routerDir = path.dirname(createRequire(path.join(repoRoot, 'shared/package.json')).resolve('react-router/package.json'));
  return {
    // React Router resolves to its development build by default (no "production" export
    // condition); production builds use its production files: smaller, no dev warnings.
    production: {
      'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
      'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
    },
  };
}

function routerFacadeRedirect() {
  return new rspack.NormalModuleReplacementPlugin(/^react-router(-dom)?$/, (resource) => {
    if (resource.contextInfo?.issuer !== ROUTER_FACADE) resource.request = '@platform/shared/router';
  });
}

/** The version of `name` this app's build bundles, read from where it resolves from the app. */
function installedVersion(request: string, appDir: string): string {
  // A shared subpath (`react-toastify/unstyled`) has its package's version.
  const name = request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    // Packages whose exports hide package.json: walk up from the entry to the package's folder.
    dir = path.dirname(require.resolve(name));
    while (!(existsSync(path.join(dir, 'package.json')) && readPackageJson(dir).name === name)) {
      if (path.dirname(dir) === dir) throw new Error(`cannot find the package.json of ${name}`);
      dir = path.dirname(dir);
    }
  }
  return readPackageJson(dir).version;
}

/**
 * The singletons the shell owns (docs/architecture.md, "In the browser: runtime composition") and
 * provides to every page: React, the router, zustand, the toasts, the core and API entries of
 * `shared` (with axios). A remote takes these from the shell and ships no copy of its own (`import:
 * false`): its copy could never load (the shell's registers first, loaded-first), yet its
 * remoteEntry.js carried the chunk names and integrity hashes of every one of them (decision 009:
 * 1.4 KB gzip less in `mf-public`'s, fetched before `/` is interactive). The shell's build fails
 * if it stops providing one, and the release gate refuses a remote whose needs the live shell does
 * not meet. The other shared libraries (form engine, query, i18n …) are provided by whichever area
 * loads first, so each remote still carries them.
 */
export const HOST_PROVIDED = [
  'react',
  'react-dom',
  'zustand',
  'react-toastify/unstyled',
  'axios',
  '@platform/shared',
  '@platform/shared/router',
  '@platform/shared/api',
] as const;

/**
 * What the shell needs on every page before it draws anything, eager in the shell only: they come
 * with the HTML (the node_modules part as `framework.<hash>.js`, see FRAMEWORK) instead of as eight
 * lazy files fetched once main.js has run, and main.js needs no chunk tables for them (decision
 * 009). Remotes still consume them from the share scope. The shell's entry keeps its
 * `import('./bootstrap')` boundary for the libraries shared lazily (form engine, query …).
 */
const SHELL_EAGER = ['react', 'react-dom', 'zustand', '@platform/shared', '@platform/shared/router'] as const;

/**
 * The shell's eager libraries from node_modules, in one initial file of their own: cached apart from
 * main.js, which changes with every shell build, and compressed as one file rather than five.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]/;

/** What the app declares shared, name → version: SINGLETONS with their installed versions, and SHARED_ENTRIES. */
function sharedVersions(appDir: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of SINGLETONS) versions[name] = installedVersion(name, appDir);
  const sharedVersion = readPackageJson(path.join(repoRoot, 'shared')).version;
  for (const entry of SHARED_ENTRIES) versions[entry] = sharedVersion;
  return versions;
}

function sharedConfig(appPkg: PackageJson, role: 'host' | 'remote') {
  const sharedPkg = readPackageJson(path.join(repoRoot, 'shared'));
  const shared: Record<string, { singleton: boolean; requiredVersion: string | false; version?: string; import?: false; eager?: boolean }> = {};
  for (const name of SINGLETONS) {
    const packageName = name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
    const range = appPkg.dependencies?.[packageName] ?? sharedPkg.dependencies?.[packageName];
    if (!range) throw new Error(`${appPkg.name}: shared library ${name} is not a dependency`);
    shared[name] = { singleton: true, requiredVersion: range };
  }
  for (const entry of SHARED_ENTRIES) {
    shared[entry] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  }
  if (role === 'remote') for (const name of HOST_PROVIDED) shared[name]!.import = false;
  if (role === 'host') for (const name of SHELL_EAGER) shared[name]!.eager = true;
  return shared;
}

/** `provide shared module (default) react@19.3.1 = /…/react/index.js` → `react`. */
export function providedShareName(moduleIdentifier: string): string | null {
  return /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /.exec(moduleIdentifier)?.[1] ?? null;
}

/**
 * Where an app's build goes: `<app>/dist`, or `$DIST_ROOT/<app>` so two builds of the same app
 * (say, two test runs) never write over each other.
 */
export function appDistDir(appDir: string): string {
  return process.env.DIST_ROOT ? path.join(path.resolve(process.env.DIST_ROOT), path.basename(appDir)) : path.join(appDir, 'dist');
}

export interface AppBuildOptions {
  /** The app's folder (where package.json and src/ live). */
  appDir: string;
  role: 'host' | 'remote';
  /** Module Federation exposes, remotes only. */
  exposes?: Record<string, string>;
  /** Dev server port for `rspack serve` (standalone work on one app). */
  devPort?: number;
}

/**
 * Emits `app.json` (name, version) and, for remotes, `routes.json` (the route patterns the app
 * owns, with access and title) beside the bundle, so a published version describes itself and the
 * release CLI never has to run remote code to learn what it serves.
 */
class AppDescriptorPlugin {
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

/**
 * Emits `boot-files.json` for the host: the files its entry loads before anything renders (the
 * `./bootstrap` chunk group), with their integrity, so the
 * site server can preload them in the HTML instead of the browser discovering them only once
 * main.js has run.
 */
class BootFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BootFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BootFilesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const main = compilation.entrypoints.get('main');
        if (!main) return;
        const files = new Set<string>();
        const initial = new Set(main.getFiles());
        // The entry's async children: ./bootstrap and the chunks split from it. Not the shared-library
        // fallbacks below them: which copy of a library loads is decided at run time (loaded-first),
        // and a preload the page does not use is bandwidth taken from the one it needs.
        for (const group of main.childrenIterable) group.getFiles().forEach((file) => files.add(file));
        const list = [...files].filter((file) => !initial.has(file) && /\.(js|css)$/.test(file)).sort();
        const { RawSource } = compiler.webpack.sources;
        const integrityOf = (file: string) => {
          const source = compilation.getAsset(file)?.source.buffer();
          return source ? `sha256-${createHash('sha256').update(source).digest('base64')}` : undefined;
        };
        compilation.emitAsset(
          'boot-files.json',
          new RawSource(
            JSON.stringify(
              list.map((file) => ({ file, integrity: integrityOf(file) })),
              null,
              2,
            ),
          ),
        );
      });
    });
  }
}

/**
 * With BUILD_STATS=<dir>, writes `<dir>/<app>.stats.json` (which modules went into which file) for
 * the size benchmark. Kept outside the build folder, so it is never published.
 */
class BuildStatsPlugin {
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

/**
 * The federation runtime from its ES module builds. Module Federation's plugin resolves its bundler
 * runtime and runtime with `require.resolve`, that is, to their CommonJS files, and so everything they
 * import (the SDK, runtime-core, error codes) comes in whole: CommonJS is not tree-shaken, and the
 * Node-only parts of the SDK and the code behind `experiments.optimization` switches stayed in
 * `main.js` and in every `remoteEntry.js`. The same packages' ES builds let Rspack keep only what
 * runs. Its aliases are set once every plugin has set its own (`afterResolvers`) and replace the
 * federation plugins' aliases for the runtime (decision 029).
 */
class FederationRuntimeAsEsmPlugin {
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

function typescriptRule(isProd: boolean) {
  return {
    test: /\.(ts|tsx)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProd } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

function buildDefines(appDir: string, mode: 'production' | 'development') {
  const pkg = readPackageJson(appDir);
  return new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(mode),
    __APP_NAME__: JSON.stringify(pkg.name),
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? pkg.version),
  });
}

/**
 * A remote's prerender bundle (docs/decisions/025-prerendered-public-pages.md): its `./routes`
 * table and the shared page renderer (shared/src/prerender) compiled for Node into one
 * self-contained file, `server/prerender.cjs`, published with the version. The site server runs it
 * in a worker to send public pages as HTML (scripts/serve/prerender.ts). No federation here: React,
 * the router and the shared library are bundled in, so the file needs nothing from the server it
 * runs on.
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
    entry: { prerender: path.join(repoRoot, 'shared/src/prerender/server-entry.tsx') },
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
        { test: /\.css$/, loader: path.join(repoRoot, 'scripts/build/css-on-server-loader.cjs'), type: 'javascript/auto' },
        { test: /\.(png|jpe?g|webp|svg|gif)$/, type: 'asset/inline' },
      ],
    },
    // One file: the worker requires it once per version.
    plugins: [buildDefines(appDir, 'production'), new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * What an app's rspack.config.ts exports: the browser build, or with BUILD_TARGET=prerender a
 * remote's prerender bundle. Two runs of rspack rather than one with two configurations: built in
 * one process, the federation manifest listed the shared libraries in a different order now and
 * then, so the same sources gave a version of different content (scripts/release/publish.ts).
 */
export function createAppBuild(options: AppBuildOptions): Configuration {
  if (process.env.BUILD_TARGET === 'prerender') return createPrerenderConfig(options);
  return createAppConfig(options);
}

export function createAppConfig(options: AppBuildOptions): Configuration {
  const { appDir, role } = options;
  const pkg = readPackageJson(appDir);
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const isProd = mode === 'production';
  // The release CLI sets APP_VERSION when it publishes a version other than package.json's.
  const version = process.env.APP_VERSION ?? pkg.version;
  const name = federationName(pkg.name);
  // A remote must work from whatever folder and origin the release store serves it from, so its
  // public path is computed at run time from its own script URL. The host's HTML is served on
  // every route, so its assets need an absolute base (set per version by the release CLI).
  const publicPath = role === 'remote' ? 'auto' : process.env.PUBLIC_PATH || '/';

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
      alias: isProd ? routerResolution().production : {},
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        typescriptRule(isProd),
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
      buildDefines(appDir, mode),
      new ModuleFederationPlugin({
        name,
        filename: role === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: options.exposes,
        shared: sharedConfig(pkg, role),
        // Prefer what the page has already loaded: the host's React and router are never traded for
        // a remote's equal copy, whatever order remotes register in.
        shareStrategy: 'loaded-first',
        manifest: role === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        dev: false,
        experiments: {
          // Remotes use the host's federation runtime instead of shipping their own copy.
          ...(role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // The shell registers each remote by its remoteEntry.js, never by its federation manifest,
          // so the host's runtime needs no manifest (snapshot) code: 1.5 KB gzip less in main.js and
          // one request less before an area loads. No remote consumes another (areas never import
          // each other), so their bundler runtime drops remote loading: 0.7 KB gzip less in every
          // remoteEntry.js (decision 009).
          optimization: { target: 'web', ...(role === 'host' ? { disableSnapshot: true } : { disableRemote: true }) },
        },
      }),
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
