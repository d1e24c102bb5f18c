import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { routes } from './routes';

// Stand-ins for pages other areas (or later work) serve, so a redirect has somewhere to land.
const landingStubs: RouteObject[] = [
  { path: '/', element: <p>home page</p> },
  { path: '/education-loan', element: <p>education loan form</p> },
];

function renderAt(url: string) {
  // Mounted as the shell mounts an area: children of a pathless root that has a hydrate fallback.
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: [...routes, ...landingStubs] }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => session.clear());

describe('/customer', () => {
  it('sends a customer with an access token to the referral area', async () => {
    session.setToken('accessToken', 'token-from-login');
    // The referral page asks the API for the customer's code; this test is about the redirect.
    apiClient.defaults.adapter = async (config) => ({
      data: { data: { referralCode: 'ASHA2024', rewards: { enquiry: 250, partner: 1000 }, referred: [], summary: { total: 0, verified: 0 } } },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    const router = renderAt('/customer');
    // The referral page is a lazy module: on a loaded machine its first load outlasts the default 1 s.
    expect(await screen.findByTestId('referral-code', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customer/referral');
  }, 15_000);

  it('sends a visitor without a token to the home page', async () => {
    const router = renderAt('/customer');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/customer/you-got-referral', () => {
  it('shows the code and carries it to the education-loan form', async () => {
    renderAt('/customer/you-got-referral?referral=ASHA2024');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been referred' })).toBeTruthy();
    expect(screen.getByTestId('referral-code').textContent).toBe('ASHA2024');
    const cta = screen.getByRole('link', { name: 'Apply for an education loan' });
    expect(cta.getAttribute('href')).toBe('/education-loan?referral=ASHA2024');
  });

  it('still offers the form, without a code, when the link has none or a malformed one', async () => {
    renderAt('/customer/you-got-referral?referral=%3Cscript%3E');
    const cta = await screen.findByRole('link', { name: 'Apply for an education loan' });
    expect(cta.getAttribute('href')).toBe('/education-loan');
    expect(screen.queryByTestId('referral-code')).toBeNull();
  });
});
