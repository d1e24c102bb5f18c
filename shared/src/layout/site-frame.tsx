import type { ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import { NotificationHost } from '../notify/notify';
import { FullScreenSpinner } from '../ui/spinner';
import { SiteLayout } from './site-layout';

/**
 * Header, footer, toasts and the spinner: present whatever the areas below are doing. The shell
 * draws it around every page, and the prerenderer (shared/src/prerender) draws the very same tree
 * on the server, so the browser can hydrate the server's HTML instead of replacing it.
 */
export function SiteFrame({ children, buildInfo }: { children: ReactNode; buildInfo?: string }) {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <SiteLayout buildInfo={buildInfo}>{children}</SiteLayout>
      <NotificationHost />
      <FullScreenSpinner />
    </>
  );
}
