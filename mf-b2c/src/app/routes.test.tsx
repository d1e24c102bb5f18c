import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import ownedRoutes from '../../routes.json';
import { routes } from './routes';

// The policy pages the product links to (docs/spec/product.md §2), written out here rather than
// imported from the slug list, so that dropping one from the app fails this test.
const POLICY_PATHS = [
  '/b2c/cancellation-privacy',
  '/b2c/disclaimer-consent-declaration',
  '/b2c/cookie-policy',
  '/b2c/internal-privacy-policy',
  '/b2c/terms-and-services',
  '/b2c/grievance-redressal-policy',
  '/b2c/customer-consent-form',
  '/b2c/code-of-conduct',
  '/b2c/terms-conditions',
  '/b2c/faq',
];

const servedPaths = new Set(routes.map((route) => route.path));
const servedOwnedRoutes = ownedRoutes.filter((owned) => servedPaths.has(owned.path));

function renderAt(url: string) {
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

describe('mf-b2c routes', () => {
  it('serves every policy page, and only paths it declares in routes.json', () => {
    for (const path of POLICY_PATHS) expect(servedPaths, path).toContain(path);
    expect(servedOwnedRoutes).toHaveLength(servedPaths.size);
  });

  // The shell titles the tab from routes.json; a policy page's h1 must say the same thing.
  it.each(ownedRoutes.filter((owned) => POLICY_PATHS.includes(owned.path)))(
    '$path renders its title "$title" as the only h1',
    async ({ path, title }) => {
      renderAt(path);
      // The first page transforms the lazy policy module (now with its Hindi and Marathi texts); on a
      // loaded machine that outlasts the default 1 s wait.
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      expect(heading.textContent).toBe(title);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
      // The test's own limit above the wait's: the grievance page also loads its complaint desk.
    },
    15_000,
  );

  // …and in Hindi and Marathi the tab's title (routes.json `titles`) is the heading's words too.
  it.each(ownedRoutes.filter((owned) => POLICY_PATHS.includes(owned.path)))(
    '$path in Hindi and Marathi renders its tab title as the h1',
    async ({ path, titles }) => {
      renderAt(path);
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      try {
        for (const language of ['hi', 'mr'] as const) {
          act(() => setLanguage(language));
          await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(titles[language]));
        }
      } finally {
        act(() => setLanguage('en'));
      }
    },
  );

  it('answers FAQ questions in disclosure widgets', async () => {
    renderAt('/b2c/faq');
    await screen.findByRole('heading', { level: 1 });
    const details = document.querySelectorAll('details');
    expect(details.length).toBeGreaterThanOrEqual(10);
    for (const item of details) expect(item.querySelector('summary')?.textContent).toBeTruthy();
  });
});
