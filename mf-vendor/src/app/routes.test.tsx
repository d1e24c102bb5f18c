import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { apiClient } from '@platform/shared/api';
import { DEMO_SHOP_PROFILE, shopDashboard, type VendorProfile } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { routes } from './routes';

const profile: VendorProfile = { ...DEMO_SHOP_PROFILE, kyc: [], kycStepsLeft: 5, permissions: { addConnectors: false, receivePayouts: false }, documents: [] };
const dashboard = {
  ...shopDashboard.samples[0]!.response,
  data: {
    ...shopDashboard.samples[0]!.response.data,
    leadsThisMonth: 7,
    conversionsThisMonth: 2,
    earningsThisMonthPaise: 650000,
    invoicesDue: 3,
    kycStepsLeft: 4,
    series: [{ month: '2026-11', leads: 7, earningsPaise: 650000 }],
    recentLeads: [],
  },
};
const notifications = {
  unread: 2,
  items: [
    {
      id: 'n1',
      kind: 'kyc',
      title: 'PAN verified',
      body: 'Your PAN is verified.',
      link: null,
      read: false,
      readAt: null,
      createdAt: '2026-11-20T00:00:00.000Z',
    },
  ],
};

function stubApi({ wallet }: { wallet: 'ok' | 'missing' }) {
  // Endpoints with a contract are called through it (apiClient.request).
  vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) => {
    if (config.url === '/api/get-profile') return { data: { success: true, message: 'Profile fetched successfully', data: profile } };
    if (config.url === '/vendor/dashboard') return { data: dashboard };
    if (config.url === '/api/get-notification') return { data: { success: true, message: 'Notifications fetched successfully', data: notifications } };
    if (config.url === '/wallet/balance') {
      if (wallet === 'ok') return { data: { success: true, message: 'Wallet balance', balance: 123450 } };
      throw Object.assign(new Error('Not found'), { name: 'ApiError', status: 404 });
    }
    throw new Error(`unexpected request ${config.url}`);
  });
}

function renderAt(url: string) {
  // Mounted as the shell mounts an area, with a stand-in for the public home page.
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: [...routes, { path: '/', element: <p>home page</p> }] }], {
    initialEntries: [url],
  });
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('mf-vendor routes', () => {
  it('redirects /vender/home to the public home page', async () => {
    const router = renderAt('/vender/home');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the home figures inside the dashboard frame: shop name, wallet, unread count', async () => {
    stubApi({ wallet: 'ok' });
    renderAt('/vender');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeTruthy();
    expect(await screen.findByTestId('figure-leads')).toHaveProperty('textContent', '7');
    expect(screen.getByTestId('figure-earnings').textContent).toBe('₹6,500');
    expect(screen.getByTestId('figure-invoices').textContent).toBe('3');
    expect(await screen.findByTestId('shop-name')).toHaveProperty('textContent', 'Shree Ganesh Mobile & Finance Point');
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₹1,234.50');
    expect((await screen.findByTestId('unread-count')).textContent).toBe('2');
    // The chart is loaded on its own, after the figures.
    expect(await screen.findByRole('img', { name: /Leads and earnings in the last 12 months/ })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Partner dashboard' });
    expect(within(nav).getByRole('link', { name: 'Profile and KYC' }).getAttribute('href')).toBe('/vender/vendor-profile');
  });

  it('shows "—" for the wallet while the wallet cannot be read', async () => {
    stubApi({ wallet: 'missing' });
    renderAt('/vender');
    await screen.findByTestId('figure-leads');
    await screen.findByRole('img', { name: /Leads and earnings/ });
    expect((await screen.findByTestId('figure-wallet')).textContent).toBe('—');
    expect(screen.getByTestId('wallet-balance').textContent).toBe('—');
  });

  it('every service tile opens a route the vendor areas declare', async () => {
    const declared = new Set(
      [...(await import('../../routes.json')).default, ...(await import('../../../mf-ca-services/routes.json')).default].map((r: { path: string }) => r.path),
    );
    stubApi({ wallet: 'missing' });
    renderAt('/vender/services');
    await screen.findByRole('heading', { level: 1, name: 'Services' });
    const hrefs = screen
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')!)
      .filter((h) => h !== '/vender#notifications');
    expect(hrefs.length).toBeGreaterThan(20);
    expect(hrefs.filter((h) => !declared.has(h))).toEqual([]);
  });
});
