import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

function renderAt(url: string) {
  // Mounted as the shell mounts an area, with a stand-in for the public home page.
  const router = createMemoryRouter(
    [{ element: <Outlet />, HydrateFallback: () => null, children: [...routes, { path: '/', element: <p>home page</p> }] }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('mf-vendor routes', () => {
  it('redirects /vender/home to the public home page', async () => {
    const router = renderAt('/vender/home');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the dashboard at /vender, linking only to the CA-services catalogue', async () => {
    renderAt('/vender');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/vender/ca-services']);
  });
});
