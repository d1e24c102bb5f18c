import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { approveCommission, listFinanceCommissions, listPayoutBatches } from '@platform/shared/contracts';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import type { StaffRole } from '@platform/shared/contracts';
import { routes } from '../../app/routes';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  session.clear();
});

const LAZY = { timeout: 10_000 };
const LINE = listFinanceCommissions.samples[0]!.response.data.items[0]!;
const BATCH = listPayoutBatches.samples[0]!.response.data.items[0]!;

type Answer = [number, unknown];

function serve(answers: Record<string, Answer> = {}) {
  const sent: Array<{ method: string; url: string; params: unknown; body: unknown }> = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    sent.push({ method: config.method ?? 'get', url, params: config.params, body: config.data ? JSON.parse(String(config.data)) : undefined });
    let [status, data]: Answer = answers[url] ?? [404, { success: false, error: 'Not found' }];
    if (!answers[url] && url === '/finance/commissions') [status, data] = [200, listFinanceCommissions.samples[0]!.response];
    if (!answers[url] && url === '/finance/payout-batches')
      [status, data] = [
        200,
        {
          success: true,
          message: 'ok',
          data: { items: [BATCH], ready: [{ shop: BATCH.shop, lineCount: 2, netPaise: 368_400, bankAccount: null }], page: 1, pageSize: 25, total: 1 },
        },
      ];
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return sent;
}

function renderAt(url: string, roles: readonly StaffRole[] = ['finance']) {
  signInStaff(roles);
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

describe('/ops/finance/commissions', () => {
  it('lists the invoices to review and approves one, then reads the queue again', async () => {
    const sent = serve({ [`/finance/commissions/${LINE.id}/approve`]: [200, approveCommission.samples[0]!.response] });
    renderAt('/ops/finance/commissions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commission approvals' }, LAZY)).toBeTruthy();
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByText('GP/2026/041 of 2026-11-25')).toBeTruthy();
    expect(within(table).getByText('₹2,450')).toBeTruthy();
    expect(sent[0]).toMatchObject({ url: '/finance/commissions', params: { status: 'review', page: 1, pageSize: 25 } });
    fireEvent.click(within(table).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'post' && r.url === `/finance/commissions/${LINE.id}/approve`)).toBe(true));
    await waitFor(() => expect(sent.filter((r) => r.url === '/finance/commissions')).toHaveLength(2));
  });

  it('keeps a send-back without a reason on the page and sends nothing', async () => {
    const sent = serve();
    renderAt('/ops/finance/commissions');
    const table = await screen.findByRole('table', {}, LAZY);
    fireEvent.click(within(table).getByRole('button', { name: 'Send back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send back to the shop' }));
    expect(await screen.findByText('Give the reason')).toBeTruthy();
    expect(sent.some((r) => r.url.endsWith('/send-back'))).toBe(false);
  });
});

describe('/ops/finance/payouts', () => {
  it('offers Pay on an open batch and no batch for a shop without a verified bank account', async () => {
    serve();
    renderAt('/ops/finance/payouts');
    expect(await screen.findByRole('button', { name: 'Pay ₹2,450 to Shree Ganesh Mobile' }, LAZY)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create batch for Shree Ganesh Mobile' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not verified yet')).toBeTruthy();
  });

  it('is not open to a KYC reviewer', async () => {
    serve();
    renderAt('/ops/finance/payouts', ['kyc_reviewer']);
    expect((await screen.findByRole('alert', {}, LAZY)).textContent).toContain('Finance');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});
