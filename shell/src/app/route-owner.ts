// Which remote owns a URL, decided from release.json alone. The router's own ranking does the
// matching, so the shell and the mounted route tables can never disagree about who wins:
// the most specific pattern (`/vender/ca-services/*` over `/vender/*`, `/read-more/pl/:id` over
// `/read-more`), and `*` for everything else.
import { matchRoutes } from 'react-router-dom';
import type { Access, OwnedRoute, ReleaseManifest, RemoteRelease } from '@platform/shared';

export interface RouteOwner {
  app: string;
  remote: RemoteRelease;
  route: OwnedRoute;
}

export interface RouteOwnerIndex {
  ownerOf(pathname: string): RouteOwner | null;
  accessOf(pathname: string): Access;
  remotes: Record<string, RemoteRelease>;
  shellVersion: string | null;
}

export function createRouteOwnerIndex(release: ReleaseManifest): RouteOwnerIndex {
  const byId = new Map<string, RouteOwner>();
  const table = Object.entries(release.remotes).flatMap(([app, remote]) =>
    remote.routes.map((route) => {
      const id = `${app} ${route.path}`;
      byId.set(id, { app, remote, route });
      return { id, path: route.path };
    }),
  );
  const ownerOf = (pathname: string): RouteOwner | null => {
    const matches = matchRoutes(table, pathname);
    const last = matches?.[matches.length - 1];
    return last ? (byId.get(last.route.id) ?? null) : null;
  };
  return {
    ownerOf,
    accessOf: (pathname) => ownerOf(pathname)?.route.access ?? 'public',
    remotes: release.remotes,
    shellVersion: release.shell?.version ?? null,
  };
}
