// The one Rspack + Module Federation configuration every app is built with. Apps differ only in
// name, role (host or remote) and what they expose; shared singletons, versions and output layout
// are decided here once, so an app's team cannot drift into a second copy of React or the router.
import type { Configuration } from '@rspack/core';
import { createAppConfig } from './browser-config';
import type { AppBuildOptions } from './options';
import { createPrerenderConfig } from './prerender-config';

export { createAppConfig } from './browser-config';
export { appDistDir } from './dist-dir';
export { federationName, HOST_PROVIDED, providedShareName } from './federation';
export type { AppBuildOptions } from './options';
export { createPrerenderConfig } from './prerender-config';
export { ROUTER_FACADE } from './router-facade';

/**
 * What an app's rspack.config.ts exports: the browser build, or with BUILD_TARGET=prerender a
 * remote's prerender bundle. Two runs of rspack rather than one with two configurations: built in
 * one process, the federation manifest listed the shared libraries in a different order now and
 * then, so the same sources gave a version of different content (release/src/publish.ts).
 */
export function createAppBuild(options: AppBuildOptions): Configuration {
  if (process.env.BUILD_TARGET === 'prerender') return createPrerenderConfig(options);
  return createAppConfig(options);
}
