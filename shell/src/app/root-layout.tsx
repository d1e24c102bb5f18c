import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { applyPageMeta, SiteFrame } from '@platform/shared';
import type { RouteOwnerIndex } from './route-owner';

/** Header, footer, toasts and the spinner (shared, so the prerendered page has the same frame). */
export const RootFrame = SiteFrame;

// Title, description, canonical URL and Open Graph tags from the route's routes.json entry. A layout
// effect, so a page's own usePageMeta (a passive effect, same commit) refines it afterwards.
function useDocumentTitle(owners: RouteOwnerIndex) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const route = owners.ownerOf(pathname)?.route;
    applyPageMeta({ title: route?.title, description: route?.description });
  }, [owners, pathname]);
}

function buildInfoFor(owners: RouteOwnerIndex, pathname: string): string {
  const owner = owners.ownerOf(pathname);
  const parts = [`shell ${owners.shellVersion ?? __APP_VERSION__}`];
  if (owner) parts.push(`${owner.app} ${owner.remote.version}`);
  return parts.join(' · ');
}

export function RootLayout({ owners }: { owners: RouteOwnerIndex }) {
  useDocumentTitle(owners);
  const { pathname } = useLocation();
  return (
    <RootFrame buildInfo={buildInfoFor(owners, pathname)}>
      <Outlet />
      <ScrollRestoration />
    </RootFrame>
  );
}

/** Shown while the first area of the visit loads. */
export function BootFallback() {
  return (
    <RootFrame>
      <div className="page-loading" aria-busy="true">
        <span className="visually-hidden">Loading…</span>
      </div>
    </RootFrame>
  );
}
