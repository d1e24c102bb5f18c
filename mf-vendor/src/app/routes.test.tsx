import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
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

// The pages these tests open (with the translation runtime, their heaviest import) are loaded once
// here, so a lazy route's first load is not judged by how long a busy test machine takes to
// transform its modules.
beforeAll(async () => {
  await Promise.all([
    import('@platform/shared/i18n'),
    import('../features/dashboard-home/dashboard-home-page'),
    import('../features/dashboard-home/leads-earnings-chart'),
    import('../features/services-hub/services-page'),
    import('../features/wallet/wallet-panel'),
  ]);
}, 120_000);

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

  it('the home page follows the switch to Hindi: heading, figures, months and buttons', async () => {
    stubApi({ wallet: 'ok' });
    renderAt('/vender');
    await screen.findByTestId('figure-leads');
    await screen.findByRole('img', { name: /Leads and earnings/ });
    await screen.findAllByTestId('notification');
    act(() => setLanguage('hi'));
    try {
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पार्टनर डैशबोर्ड');
      expect(screen.getByText('नव 26 में लीड')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ मार्क करें' })).toBeTruthy();
      expect(screen.getByRole('img', { name: /पिछले 12 महीनों के लीड और कमाई/ })).toBeTruthy();
      expect(screen.getByTestId('figure-earnings').textContent).toBe('₹6,500');
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('the dashboard frame around every shop page follows the switch to Marathi: menu, wallet, navigation', async () => {
    stubApi({ wallet: 'ok' });
    renderAt('/vender');
    await screen.findByTestId('figure-leads');
    await screen.findByRole('img', { name: /Leads and earnings/ });
    act(() => setLanguage('mr'));
    try {
      expect(screen.getByRole('button', { name: 'दुकान मेनू' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'सूचना 2 न वाचलेल्या' })).toBeTruthy();
      const nav = screen.getByRole('navigation', { name: 'पार्टनर डॅशबोर्ड' });
      expect(within(nav).getByText('इतिहास आणि पेमेंट')).toBeTruthy();
      expect(within(nav).getByRole('link', { name: 'प्रोफाइल आणि KYC' }).getAttribute('href')).toBe('/vender/vendor-profile');
      expect(within(nav).queryByText('Profile and KYC')).toBeNull();
    } finally {
      act(() => setLanguage('en'));
    }
    expect(screen.getByRole('link', { name: 'Notifications 2 unread' })).toBeTruthy();
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
