// The entry of a remote's prerender bundle: `@prerender/routes` is aliased to the module the remote
// exposes as `./routes` (build-config/src/prerender-config.ts, createPrerenderConfig).
import { routes } from '@prerender/routes';
import { createPrerender } from './render-page';

export const render = createPrerender(routes);
