import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { getPartner, listPartners, type PartnerDetail, type ResponseOf } from '@platform/shared/contracts';
import { routes } from '../../app/routes';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
const LAZY = { timeout: 10_000 };

const QUEUE = listPartners.samples[0]!.response as ResponseOf<typeof listPartners>;
const SHOP = (getPartner.samples[0]!.response as ResponseOf<typeof getPartner>).data;
const BANKER: PartnerDetail = {
  ...SHOP,
  id: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  kind: 'banker',
  name: 'Kiran Bhat',
  approval: { status: 'approved', label: 'Approved', reason: null, decidedAt: '2026-11-25T10:00:00.000Z', decidedBy: 'Anita Rao' },
  kyc: null,
  bank: { bankName: 'Canara Bank', branch: 'Shivajinagar', ifsc: 'CNRB0000123', pincodes: ['411005'] },
  history: [{ action: 'staff.approve', at: '2026-11-25T10:00:00.000Z', by: 'Anita Rao', reason: null }],
};

interface Request {
  method: string;
  url: string;
  params?: unknown;
  body?: unknown;
}

function serve(
  requests: Request[],
  partners: PartnerDetail[] = [SHOP, BANKER],
  post: { status: number; data: unknown } = { status: 200, data: { success: true, message: 'Done.' } },
) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const method = config.method ?? 'get';
    requests.push({ method, url, params: config.params, body: config.data ? JSON.parse(String(config.data)) : undefined });
    const answer = (data: unknown, status = 200) => {
      const response = { data, status, statusText: String(status), headers: {}, config };
      if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
      return response;
    };
    if (method === 'post') return answer({ ...(post.data as object), data: partners[0] }, post.status);
    if (url === '/admin/partners') return answer(QUEUE);
    const one = partners.find((p) => url === `/admin/partners/${p.id}`);
    if (one) return answer({ success: true, message: 'Partner fetched successfully', data: one });
    return answer({ success: false, message: 'Not found' }, 404);
  };
}

function renderAt(url: string) {
  signInStaff();
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  session.clear();
});

describe('partner approvals (/ops/partners)', () => {
  it('lists waiting partners with the count of each status, filtered by kind through the URL', async () => {
    const requests: Request[] = [];
    serve(requests);
    const router = renderAt('/ops/partners');
    const row = await screen.findByRole('row', { name: /Sharma Mobile Store/ }, LAZY);
    expect(within(row).getByText('KYC accepted')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Waiting for approval (1)' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('Kind of partner'), { target: { value: 'banker' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=banker'));
    await waitFor(() => expect(String(requests.at(-1)!.params)).toContain('kind=banker'));
    fireEvent.click(screen.getByRole('button', { name: 'Suspended (0)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=banker&status=suspended'));
  });
});

describe('one partner (/ops/partners/:id)', () => {
  it('approves a shop whose KYC is accepted through the shop endpoint, and asks a reason to reject', async () => {
    const requests: Request[] = [];
    serve(requests);
    renderAt(`/ops/partners/${SHOP.id}`);
    const approve = await screen.findByRole('button', { name: 'Approve Sharma Mobile Store' }, LAZY);
    fireEvent.click(screen.getByRole('button', { name: 'Reject Sharma Mobile Store' }));
    expect(await screen.findByText('Give the reason (the partner is told it)')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
    fireEvent.click(approve);
    await waitFor(() => expect(requests.filter((r) => r.method === 'post')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'post')).toMatchObject({ url: `/admin/shops/${SHOP.id}/approve`, body: { reason: '' } });
  });

  it('does not offer approval before the KYC review accepted the shop, and says where to look', async () => {
    serve([], [{ ...SHOP, kyc: { state: 'awaiting', stateLabel: 'Waiting for review', approvable: false } }]);
    renderAt(`/ops/partners/${SHOP.id}`);
    const approve = await screen.findByRole('button', { name: 'Approve Sharma Mobile Store' }, LAZY);
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'see its KYC review' }).getAttribute('href')).toBe(`/ops/kyc/${SHOP.id}`);
  });

  it("suspends a banker with a reason through the staff endpoint, and shows the banker's history", async () => {
    const requests: Request[] = [];
    serve(requests, [BANKER]);
    renderAt(`/ops/partners/${BANKER.id}`);
    const form = await screen.findByRole('form', { name: 'Suspend Kiran Bhat' }, LAZY);
    expect(screen.getByText(/Approved by Anita Rao/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Why is this account suspended?'), { target: { value: 'Left the bank' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Suspend Kiran Bhat' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'post')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'post')).toMatchObject({ url: `/admin/staff/${BANKER.id}/suspend`, body: { reason: 'Left the bank' } });
  });

  it('reloads the partner when someone else acted first (409)', async () => {
    const requests: Request[] = [];
    serve(requests, [SHOP], { status: 409, data: { success: false, message: 'This shop is approved; it cannot be approved.' } });
    renderAt(`/ops/partners/${SHOP.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Sharma Mobile Store' }, LAZY));
    await waitFor(() => expect(requests.filter((r) => r.method === 'get' && r.url === `/admin/partners/${SHOP.id}`)).toHaveLength(2));
  });
});
