import { useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { BRAND, FullScreenSpinner, NotificationHost, SiteLayout } from '@platform/shared';
import type { RouteOwnerIndex } from './route-owner';

/** Header, footer, toasts and the spinner: present whatever the areas below are doing. */
export function RootFrame({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <SiteLayout>{children}</SiteLayout>
      <NotificationHost />
      <FullScreenSpinner />
    </>
  );
}

function useDocumentTitle(owners: RouteOwnerIndex) {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = owners.ownerOf(pathname)?.route.title;
    document.title = title ? `${title} | ${BRAND.name}` : BRAND.name;
  }, [owners, pathname]);
}

export function RootLayout({ owners }: { owners: RouteOwnerIndex }) {
  useDocumentTitle(owners);
  return (
    <RootFrame>
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
