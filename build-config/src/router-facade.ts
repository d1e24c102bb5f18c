import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { SHARED_DIR, sharedExport } from './packages';

/**
 * The router facade (shared/src/routing/router.ts), shared as `@platform/shared/router`. Every
 * import of react-router or react-router-dom outside it is rewritten to that request before
 * resolution (so federation's sharing sees it), and whatever an app imports the router through,
 * there is one router on the page, tree-shaken to what the platform uses.
 */
export const ROUTER_FACADE = sharedExport('@platform/shared/router');

export function routerResolution() {
  const routerDir = path.dirname(createRequire(path.join(SHARED_DIR, 'package.json')).resolve('react-router/package.json'));
  return {
    // React Router resolves to its development build by default (no "production" export
    // condition); production builds use its production files: smaller, no dev warnings.
    production: {
      'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
      'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
    },
  };
}

export function routerFacadeRedirect() {
  return new rspack.NormalModuleReplacementPlugin(/^react-router(-dom)?$/, (resource) => {
    if (resource.contextInfo?.issuer !== ROUTER_FACADE) resource.request = '@platform/shared/router';
  });
}
