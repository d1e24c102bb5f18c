import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { routes } from '../../app/routes';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  session.clear();
});

const LAZY = { timeout: 10_000 };
const ROW = {
  id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  programme: 'franchise',
  programmeLabel: 'Franchise',
  name: 'Rohit Deshmukh',
  city: 'Nashik',
  business: 'Mobile and recharge shop',
  status: 'contacted',
  statusLabel: 'Contacted',
  createdAt: '2026-11-21T05:30:00.000Z',
};
const DETAIL = {
  ...ROW,
  mobile: '9822011223',
  email: 'rohit.deshmukh@example.com',
  pinCode: '422001',
  message: 'I run a mobile shop near the bus stand.',
  note: 'Called back.',
  invitedAt: null,
  updatedAt: ROW.createdAt,
  nextStatuses: ['converted', 'closed'],
};
const CONVERTED = { ...DETAIL, status: 'converted', statusLabel: 'Invited to register', invitedAt: '2026-11-23T07:00:00.000Z', nextStatuses: [] };

function serve() {
  const sent: Array<{ method: string; url: string; params: unknown; body: unknown }> = [];
  let detail: unknown = DETAIL;
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    sent.push({ method: config.method ?? 'get', url, params: config.params, body: config.data ? JSON.parse(String(config.data)) : undefined });
    let data: unknown = { success: false, error: 'Not found' };
    let status = 404;
    if (url === '/ops/partner-enquiries') {
      [status, data] = [
        200,
        { success: true, message: 'ok', data: { items: [ROW], counts: { new: 2, contacted: 1, converted: 4, closed: 0 }, page: 1, pageSize: 25, total: 1 } },
      ];
    }
    if (url === `/ops/partner-enquiries/${ROW.id}`) [status, data] = [200, { success: true, message: 'ok', data: detail }];
    if (url === `/ops/partner-enquiries/${ROW.id}/moves`) {
      detail = CONVERTED;
      [status, data] = [
        200,
        { success: true, message: 'Rohit Deshmukh is invited to register a shop: the e-mail went to rohit.deshmukh@example.com.', data: CONVERTED },
      ];
    }
    return { data, status, statusText: String(status), headers: {}, config, request: {} };
  };
  return sent;
}

function renderAt(url: string) {
  signInStaff(['ops_admin']);
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

describe('/ops/partner-enquiries', () => {
  it('lists open enquiries with counts in the filter', async () => {
    const sent = serve();
    renderAt('/ops/partner-enquiries');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByRole('link', { name: 'Rohit Deshmukh' }).getAttribute('href')).toBe(`/ops/partner-enquiries/${ROW.id}`);
    expect(screen.getByRole('option', { name: 'Open (3)' })).toBeTruthy();
    expect(sent[sent.length - 1]).toMatchObject({ params: { status: 'open', programme: '' } });
  });

  it('converts an enquiry with the status the desk saw, then shows the invitation sent and no more moves', async () => {
    const sent = serve();
    renderAt(`/ops/partner-enquiries/${ROW.id}`);
    const form = await screen.findByRole('form', { name: 'Move the enquiry' }, LAZY);
    expect(within(form).queryByRole('option', { name: /Contacted/ })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Next step'), { target: { value: 'converted' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'post')).toMatchObject({
        url: `/ops/partner-enquiries/${ROW.id}/moves`,
        body: { status: 'converted', expectedStatus: 'contacted' },
      }),
    );
    expect(await screen.findByText(/Sent to rohit.deshmukh@example.com on/)).toBeTruthy();
    expect(screen.getByText('This enquiry is invited to register: nothing more is done on it.')).toBeTruthy();
  });
});
