import type { RouteObject } from 'react-router-dom';

export type AppRouteObject = RouteObject;

/**
 * What every remote exposes as `./routes`: its route table (react-router route objects, paths
 * absolute) which the shell mounts under the site layout. Paths must be among the patterns the app
 * declares in its routes.json; the release manifest is how the shell knows who owns a URL.
 */
export interface AreaRouteModule {
  routes: RouteObject[];
}
