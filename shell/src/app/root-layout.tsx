import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { applyPageMeta, currentLanguage, notify, PRERENDERED, routeTitle, SiteFrame } from '@platform/shared';
import type { RouteOwnerIndex } from './route-owner';
import { shellTexts } from './shell-texts';

/** Header, footer, toasts and the spinner (shared, so the prerendered page has the same frame). */
export const RootFrame = SiteFrame;

// Title, description, canonical URL and Open Graph tags from the route's routes.json entry. A layout
// effect, so a page's own usePageMeta (a passive effect, same commit) refines it afterwards. The
// title in the visitor's language when the area's routes.json gives one (decision 049), read on
// navigation: re-applied on a switch it would overwrite the title a page refined for itself.
function useDocumentTitle(owners: RouteOwnerIndex) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const route = owners.ownerOf(pathname)?.route;
    applyPageMeta({ title: route && routeTitle(route, currentLanguage()), description: route?.description });
  }, [owners, pathname]);
}

function buildInfoFor(owners: RouteOwnerIndex, pathname: string): string {
  const owner = owners.ownerOf(pathname);
  const parts = [`shell ${owners.shellVersion ?? __APP_VERSION__}`];
  if (owner) parts.push(`${owner.app} ${owner.remote.version}`);
  return parts.join(' · ');
}

type ScrollPoint = { x: number; y: number };

/** Where React Router keeps the positions it restores (sessionStorage), ours to name. */
const SCROLL_POSITIONS_KEY = 'site-scroll-positions';

/**
 * In the commit that adopts a prerendered page: notes where the page is scrolled, and drops the
 * position React Router saved for this entry when the page was last left (a reload, or a return
 * from another site). The browser has already put the page there and the visitor may have moved
 * it since; restoring it once more would move them back.
 */
function NoteScroll({ into }: { into: RefObject<ScrollPoint | null> }) {
  const { key } = useLocation();
  // On mount only: the adopting commit is the first, and later navigations are React Router's. The
  // marker is still on #root here: the shell removes it in a passive effect of this same commit.
  useLayoutEffect(() => {
    if (!document.getElementById('root')?.hasAttribute(PRERENDERED)) return;
    into.current = { x: window.scrollX, y: window.scrollY };
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? 'null') as Record<string, number> | null;
      if (saved && key in saved) {
        delete saved[key];
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
      }
    } catch {
      // No sessionStorage (a locked-down browser): React Router has nothing saved to restore either.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * React Router's scroll restoration, which leaves a prerendered page where it is while the shell
 * adopts it. The browser already placed that page (the top, the #hash, where a reload left it) and
 * the visitor may have scrolled it since; ScrollRestoration's first commit sends it to the top, so
 * a tap on a footer link in that moment landed on whatever had moved under it, and was lost. After
 * a reload it then went back to where the page was left, wherever the visitor had moved it since.
 */
function SiteScrollRestoration() {
  const kept = useRef<ScrollPoint | null>(null);
  // A parent's layout effect runs after its children's: NoteScroll's, then ScrollRestoration's.
  useLayoutEffect(() => {
    const at = kept.current;
    kept.current = null;
    if (at && (window.scrollX !== at.x || window.scrollY !== at.y)) window.scrollTo(at.x, at.y);
  }, []);
  return (
    <>
      <NoteScroll into={kept} />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </>
  );
}

/** A new page clears the previous step's errors (a wrong-OTP toast never stands over the success page). */
function useStaleToastsCleared(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    notify.dismissStale();
  }, [pathname]);
}

export function RootLayout({ owners }: { owners: RouteOwnerIndex }) {
  useDocumentTitle(owners);
  const { pathname } = useLocation();
  useStaleToastsCleared(pathname);
  return (
    <RootFrame buildInfo={buildInfoFor(owners, pathname)}>
      <Outlet />
      <SiteScrollRestoration />
    </RootFrame>
  );
}

/** Shown while the first area of the visit loads. */
export function BootFallback() {
  const { t } = shellTexts.useTexts();
  return (
    <RootFrame>
      <div className="page-loading" aria-busy="true">
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </RootFrame>
  );
}
