// Renders the console's route table at a URL as the browser does (StaffGuard, ConsoleLayout, the
// lazy page), with a fresh query cache. Sign in first (signInStaff) for a page behind the guard.
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { routes } from '../app/routes';

/** The first render of a lazy page compiles it; on a busy machine that takes more than a second. */
export const LAZY = { timeout: 10_000 };

export function renderConsoleAt(url: string) {
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}
