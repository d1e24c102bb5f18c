import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { createAppConfig } from '@platform/build-config';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

// Start from the apps' own configuration (same loaders, minifier, aliases), drop federation.
const base = createAppConfig({ appDir: path.join(repoRoot, 'shell'), role: 'host' });
const config: Configuration = {
  ...base,
  context: here,
  entry: { main: path.join(here, 'index.tsx') },
  output: { ...base.output, path: process.env.SINGLE_BUNDLE_OUT ?? path.join(repoRoot, '.bench/single-dist'), uniqueName: 'single' },
  resolve: {
    ...base.resolve,
    // The entry lives here but depends on what the shell depends on.
    modules: [path.join(repoRoot, 'shell/node_modules'), 'node_modules'],
    alias: {
      ...(base.resolve?.alias as Record<string, string>),
      ...Object.fromEntries(
        ['mf-public', 'mf-b2c', 'mf-customer', 'mf-vendor', 'mf-ca-services', 'mf-telecaller'].map((app) => [
          `${app}/routes`,
          path.join(repoRoot, app, 'src/app/routes.tsx'),
        ]),
      ),
    },
  },
  plugins: (base.plugins ?? []).filter(
    (plugin) =>
      plugin &&
      plugin.constructor.name !== 'ModuleFederationPlugin' &&
      plugin.constructor.name !== 'AppDescriptorPlugin' &&
      plugin.constructor.name !== 'NormalModuleReplacementPlugin',
  ),
};
export default config;
