// What the apps share through Module Federation and how: one React, one router, one session store
// on the page, whichever areas it loads.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { packageDir, readPackageJson, SHARED_DIR, type PackageJson } from './packages';
import { SHARED_ENTRIES } from './shared-entry-names';

export { SHARED_ENTRIES };

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

/** `react-toastify/unstyled` → `react-toastify`: a shared subpath has its package's version. */
function packageNameOf(request: string): string {
  return request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The version of `name` this app's build bundles, read from where it resolves from the app. */
function installedVersion(request: string, appDir: string): string {
  return readPackageJson(packageDir(packageNameOf(request), createRequire(path.join(appDir, 'package.json')))).version;
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
 * with the HTML (the node_modules part as `framework.<hash>.js`, see FRAMEWORK in browser-config.ts)
 * instead of as eight lazy files fetched once main.js has run, and main.js needs no chunk tables
 * for them (decision 009). Remotes still consume them from the share scope. The shell's entry
 * keeps its `import('./bootstrap')` boundary for the libraries shared lazily (form engine, query …).
 */
const SHELL_EAGER = ['react', 'react-dom', 'zustand', '@platform/shared', '@platform/shared/router'] as const;

/** What the app declares shared, name → version: SINGLETONS with their installed versions, and SHARED_ENTRIES. */
export function sharedVersions(appDir: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of SINGLETONS) versions[name] = installedVersion(name, appDir);
  const sharedVersion = readPackageJson(SHARED_DIR).version;
  for (const entry of SHARED_ENTRIES) versions[entry] = sharedVersion;
  return versions;
}

function sharedConfig(appPkg: PackageJson, role: 'host' | 'remote') {
  const sharedPkg = readPackageJson(SHARED_DIR);
  const shared: Record<string, { singleton: boolean; requiredVersion: string | false; version?: string; import?: false; eager?: boolean }> = {};
  for (const name of SINGLETONS) {
    const packageName = packageNameOf(name);
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

/** The app's federation container: its name, what it exposes and shares. */
export function federationPlugin(appPkg: PackageJson, role: 'host' | 'remote', exposes: Record<string, string> | undefined) {
  return new ModuleFederationPlugin({
    name: federationName(appPkg.name),
    filename: role === 'remote' ? 'remoteEntry.js' : undefined,
    exposes,
    shared: sharedConfig(appPkg, role),
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
  });
}
