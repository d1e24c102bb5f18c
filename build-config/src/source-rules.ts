// How an app's source is compiled, the same for the browser and the prerender bundle.
import { rspack } from '@rspack/core';
import { readPackageJson } from './packages';

export function typescriptRule(isProd: boolean) {
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

export function buildDefines(appDir: string, mode: 'production' | 'development') {
  const pkg = readPackageJson(appDir);
  return new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(mode),
    __APP_NAME__: JSON.stringify(pkg.name),
    __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? pkg.version),
  });
}
