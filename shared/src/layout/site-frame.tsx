import type { ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';
import { FullScreenSpinner } from '../ui/spinner';
import { SiteLayout } from './site-layout';
import { frameTexts } from './frame-texts';

/**
 * Header, footer and the spinner: present whatever the areas below are doing. The shell draws it
 * around every page, and the prerenderer (shared/src/prerender) draws the very same tree on the
 * server, so the browser can hydrate the server's HTML instead of replacing it.
 *
 * Not the toasts: the frame is drawn anew when the first page replaces the boot fallback (and by
 * the root error page), and a toast container drawn anew drops its toasts. A guard's message
 * raised while the first page loads (opening /vender signed out) was lost that way. The toast
 * host (NotificationHost) sits beside the router instead, once for the whole visit: in
 * shell/src/bootstrap.tsx and, for the same markup, in the prerenderer.
 */
export function SiteFrame({ children, buildInfo }: { children: ReactNode; buildInfo?: string }) {
  const navigation = useNavigation();
  const { t } = frameTexts.useTexts();
  return (
    <>
      {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-label={t('loadingPage')} />}
      <SiteLayout buildInfo={buildInfo}>{children}</SiteLayout>
      <FullScreenSpinner />
    </>
  );
}
