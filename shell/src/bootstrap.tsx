import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { enablePrerenderedControls, NotificationHost, onLanguageChosen, PRERENDERED, session } from '@platform/shared';
import { yieldToBrowser } from '@platform/shared/scheduling';
import '@platform/shared/styles.css';
import { fetchRelease } from './app/release';
import { registerRelease, preloadArea } from './app/remotes';
import { createRouteOwnerIndex } from './app/route-owner';
import { createAppRouter } from './app/router';
import { installPreloading } from './app/preload';
import { BootFailure } from './app/boot-failure';

/** Resolves once the router has matched, loaded and run the loaders of the first page. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Calls `then` after React has committed the tree: at the root, once hydration is over. */
function OnceDrawn({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(() => then(), [then]);
  return children;
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  let release;
  try {
    release = await fetchRelease();
  } catch (error) {
    console.error('release manifest could not be loaded', error);
    createRoot(container).render(<BootFailure />);
    return;
  }
  registerRelease(release);
  // The URL the server drew the page for, read before the router can move away from it.
  const drawnFor = `${window.location.pathname}${window.location.search}`;
  const owners = createRouteOwnerIndex(release);
  const router = createAppRouter(owners);
  // Guards read the session: re-run them whenever a token appears or goes (login, logout, 401).
  // (The server data cached for whoever was signed in is cleared by @platform/shared/query itself:
  // the shell does not load that entry, so pages without server data never fetch the library.)
  session.subscribe((state, previous) => {
    if (state.accessToken !== previous.accessToken) void router.revalidate();
  });
  // A signed-in person's switch of language is kept on their account: their SMS and statements
  // follow it (docs/decisions/053). The API client loads only then, as for the guards' refresh.
  onLanguageChosen((language) => {
    if (session.get().accessToken) void import('@platform/shared/api').then(({ keepAccountLanguage }) => keepAccountLanguage(language));
  });
  installPreloading(owners, preloadArea);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      {/* Beside the router, not in the frame it draws: one toast container for the whole visit, so a
          toast raised while the first page loads (a guard's redirect) survives the frame being
          drawn anew (shared/src/layout/site-frame.tsx). */}
      <NotificationHost />
    </StrictMode>
  );
  if (container.hasAttribute(PRERENDERED)) {
    // The server sent this page's HTML (site-server/src/prerender.ts), drawn by the same tree. Once
    // the area and the page's data have loaded, React adopts it in place: nothing is redrawn, and
    // the page becomes interactive where it stands. Where it differs (a page that reads a token
    // while it draws, say), React redraws it.
    await routerReady(router);
    if (`${router.state.location.pathname}${router.state.location.search}` === drawnFor) {
      // The area's code ran in the task that resolved the router; hydrate in a task of its own.
      await yieldToBrowser();
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for the whole page: the page, already painted, keeps answering scrolls and
      // taps (a click before hydration ends is replayed). Its controls stay disabled until React
      // owns them, so nothing typed in between is lost.
      startTransition(() => {
        hydrateRoot(
          container,
          <OnceDrawn
            then={() => {
              enablePrerenderedControls(container);
              container.removeAttribute(PRERENDERED);
            }}
          >
            {app}
          </OnceDrawn>,
          { onRecoverableError: (error) => console.warn('the prerendered page differed from the live one; redrawn', error) },
        );
      });
      return;
    }
    // A guard sent the visitor elsewhere (a guarded page's HTML is drawn as for anyone, and this
    // visitor may not open it): the HTML is another page's, so it goes and the new page is drawn.
    container.removeAttribute(PRERENDERED);
    container.replaceChildren();
  }
  createRoot(container).render(app);
}

void boot();
