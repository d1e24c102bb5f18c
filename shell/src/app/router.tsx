// One data router for the whole site. It starts with only the site frame; an area's route table is
// patched in the first time a URL it owns is visited (React Router's patchRoutesOnNavigation), so
// opening a page fetches the shell and the one remote that owns it.
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { notify, session, shiftRefreshDue } from '@platform/shared';
import { checkAccess } from './guards';
import { loadAreaRoutes } from './remotes';
import type { RouteOwnerIndex } from './route-owner';
import { AreaFrame } from './area-frame';
import { areaErrorBoundary, RootErrorBoundary } from './area-error';
import { BootFallback, RootLayout } from './root-layout';

export const ROOT_ROUTE_ID = 'root';

export function areaRouteId(app: string): string {
  return `area:${app}`;
}

export function createAppRoutes(owners: RouteOwnerIndex): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout owners={owners} />,
      HydrateFallback: BootFallback,
      ErrorBoundary: RootErrorBoundary,
      // Guards run on every navigation and whenever the session changes (see bootstrap).
      loader: async ({ request }) => {
        // A tab of a browser with a shift session (a new tab, or one whose token lapsed) renews its
        // access token from the session's cookie before any guard decides (docs/decisions/043). The
        // API client loads only then: a visitor who never signed in fetches nothing more.
        if (shiftRefreshDue(session.get().accessToken)) {
          const { refreshShiftSession } = await import('@platform/shared/api');
          await refreshShiftSession();
        }
        const url = new URL(request.url);
        const decision = checkAccess(owners.accessOf(url.pathname), session.get(), `${url.pathname}${url.search}`);
        if (decision.allow) return null;
        if (decision.message) notify.info(decision.message);
        return redirect(decision.redirectTo);
      },
      shouldRevalidate: () => true,
      children: [],
    },
  ];
}

export function createAppRouter(owners: RouteOwnerIndex) {
  const mounted = new Set<string>();
  return createBrowserRouter(createAppRoutes(owners), {
    async patchRoutesOnNavigation({ path, patch, signal }) {
      const owner = owners.ownerOf(new URL(path, window.location.origin).pathname);
      if (!owner || mounted.has(owner.app)) return;
      // A failure propagates to the error boundary as an AreaLoadError; nothing is patched, so
      // the next attempt (Retry) loads afresh.
      const area = await loadAreaRoutes(owner.app);
      if (signal.aborted || mounted.has(owner.app)) return;
      patch(ROOT_ROUTE_ID, [
        {
          id: areaRouteId(owner.app),
          element: <AreaFrame app={owner.app} version={owner.remote.version} />,
          ErrorBoundary: areaErrorBoundary(owner.app, owner.remote.version),
          children: area.routes,
        },
      ]);
      mounted.add(owner.app);
    },
  });
}
