import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { session } from '@platform/shared';
import { QueryProvider, queryClient } from '@platform/shared/query';
import '@platform/shared/styles.css';
import { fetchRelease } from './app/release';
import { registerRelease, preloadArea } from './app/remotes';
import { createRouteOwnerIndex } from './app/route-owner';
import { createAppRouter } from './app/router';
import { installPreloading } from './app/preload';
import { BootFailure } from './app/boot-failure';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  let release;
  try {
    release = await fetchRelease();
  } catch (error) {
    console.error('release manifest could not be loaded', error);
    root.render(<BootFailure />);
    return;
  }
  registerRelease(release);
  const owners = createRouteOwnerIndex(release);
  const router = createAppRouter(owners);
  // Guards read the session: re-run them whenever a token appears or goes (login, logout, 401).
  session.subscribe((state, previous) => {
    if (state.accessToken === previous.accessToken) return;
    // Server data belongs to whoever was signed in: never show it to the next person.
    queryClient.clear();
    void router.revalidate();
  });
  installPreloading(owners, preloadArea);
  root.render(
    <StrictMode>
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </StrictMode>,
  );
}

void boot();
