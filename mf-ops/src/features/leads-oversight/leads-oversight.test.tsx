import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
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

const RAHUL = { id: '2c6e9a41-5b7d-4e3f-9a1c-7d8e0f2b4c65', name: 'Rahul Verma' };
const SNEHA = { id: '7e2b4d6f-1a3c-4e5b-8d7f-9a0b1c2d3e4f', name: 'Sneha Kulkarni' };
const LEAD = {
  id: '9a4f2c1b-3d5e-4f60-8a7b-1c2d3e4f5a6b',
  source: 'enquiry',
  product: 'Home loan',
  customerName: 'Amol Jadhav',
  mobileMasked: '******0107',
  pincode: '411001',
  amount: 3800000,
  shopID: null,
  status: 'new',
  statusLabel: 'New',
  nextCallAt: null,
  createdAt: '2026-01-15T04:00:00.000Z',
  updatedAt: '2026-01-15T04:00:00.000Z',
  assignedTo: RAHUL,
  firstCall: { dueAt: '2026-01-15T06:00:00.000Z', calledAt: null, breached: true },
};
const COUNTS = {
  new: 1,
  contacted: 2,
  interested: 0,
  not_interested: 0,
  documents_pending: 0,
  logged_in: 0,
  sanctioned: 0,
  disbursed: 5,
  rejected: 0,
  closed: 0,
};
const DETAIL = { ...LEAD, calls: [], history: [], reassignments: [], candidates: [{ ...SNEHA, onDuty: true }] };

type Answer = [number, unknown];

function serve(answers: { reassign?: Answer } = {}) {
  const sent: Array<{ url: string; params: unknown; body: unknown }> = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    sent.push({ url, params: config.params, body: config.data ? JSON.parse(String(config.data)) : undefined });
    let [status, data]: Answer = [404, { success: false, error: 'Not found' }];
    if (url === '/admin/leads') {
      [status, data] = [
        200,
        {
          success: true,
          message: 'ok',
          data: { items: [LEAD], counts: COUNTS, breached: 1, telecallers: [{ ...RAHUL, onDuty: true }], page: 1, pageSize: 25, total: 3 },
        },
      ];
    }
    if (url === `/admin/leads/${LEAD.id}`) [status, data] = [200, { success: true, message: 'ok', data: DETAIL }];
    if (url === `/admin/leads/${LEAD.id}/reassign`)
      [status, data] = answers.reassign ?? [200, { success: true, message: 'Lead handed to Sneha Kulkarni', data: DETAIL }];
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return sent;
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

describe('/ops/leads', () => {
  it('lists leads with who holds them, a late first call marked, and the breach count', async () => {
    const sent = serve();
    renderAt('/ops/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' }, LAZY)).toBeTruthy();
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByRole('link', { name: 'Amol Jadhav' }).getAttribute('href')).toBe(`/ops/leads/${LEAD.id}`);
    expect(within(table).getByText('Rahul Verma')).toBeTruthy();
    expect(within(table).getByText('Late')).toBeTruthy();
    expect(screen.getByText(/missed the first-call service level/).textContent).toBe('1 of these leads missed the first-call service level.');
    expect(screen.getByRole('option', { name: 'Open (3)' })).toBeTruthy();
    expect(screen.getByText(/First call within 2 working hours/)).toBeTruthy();
    expect(sent[0]).toMatchObject({ params: { status: 'open', sla: '', olderThanDays: 0, page: 1, pageSize: 25 } });
  });

  it('filters to late first calls, by telecaller and age, through the URL', async () => {
    const sent = serve();
    const router = renderAt('/ops/leads');
    await screen.findByRole('table', {}, LAZY);
    fireEvent.change(screen.getByLabelText('Telecaller'), { target: { value: RAHUL.id } });
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('First call late only'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?status=open&telecallerId=${RAHUL.id}&olderThanDays=3&sla=breached`));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ params: { telecallerId: RAHUL.id, olderThanDays: 3, sla: 'breached' } }));
  });
});

describe('/ops/leads/:id', () => {
  it('hands the lead to a telecaller on duty, saying whom the page saw holding it', async () => {
    const sent = serve();
    renderAt(`/ops/leads/${LEAD.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Amol Jadhav: Home loan, New' }, LAZY)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Hand to another telecaller' });
    fireEvent.change(within(form).getByLabelText('Hand to'), { target: { value: SNEHA.id } });
    fireEvent.change(within(form).getByLabelText('Reason (optional)'), { target: { value: 'On leave' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Hand over' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.endsWith('/reassign'))?.body).toEqual({ telecallerId: SNEHA.id, reason: 'On leave', seenAssignedTo: RAHUL.id }),
    );
  });

  it('shows a stale reassignment refused beside the form', async () => {
    serve({ reassign: [409, { success: false, error: 'This lead was reassigned since you loaded the page: it is now with Sneha Kulkarni.' }] });
    renderAt(`/ops/leads/${LEAD.id}`);
    const form = await screen.findByRole('form', { name: 'Hand to another telecaller' }, LAZY);
    fireEvent.change(within(form).getByLabelText('Hand to'), { target: { value: SNEHA.id } });
    fireEvent.click(within(form).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText(/reassigned since you loaded the page/, { selector: '[role="alert"]' }, LAZY)).toBeTruthy();
  });
});
