// Areas load on navigation; to make that instant, an area is warmed when the user shows intent
// (pointer over or focus on a link to it) and, once the page has settled, for the links on screen.
import type { RouteOwnerIndex } from './route-owner';

/** Long enough after `load` that warming never competes with the page the user opened. */
export const IDLE_PRELOAD_DELAY_MS = 3000;

type Connection = { saveData?: boolean };

export function installPreloading(owners: RouteOwnerIndex, preload: (app: string) => void): () => void {
  const warm = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const owner = owners.ownerOf(link.pathname);
    if (owner) preload(owner.app);
  };
  const onIntent = (event: Event) => warm(event.target);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const warmVisibleLinks = () => {
    if ((navigator as Navigator & { connection?: Connection }).connection?.saveData) return;
    for (const link of document.querySelectorAll('a[href]')) warm(link);
  };
  const onLoad = () => {
    timer = setTimeout(() => {
      const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 0));
      idle(warmVisibleLinks);
    }, IDLE_PRELOAD_DELAY_MS);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });

  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
    if (timer) clearTimeout(timer);
  };
}
