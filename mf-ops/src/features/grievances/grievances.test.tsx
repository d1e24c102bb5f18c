import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
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

// The first render of a lazy page compiles it; on a busy machine that takes more than a second.
const LAZY = { timeout: 10_000 };

const OFFICER = { id: '2f4e6a8c-1b3d-4e5f-8a7b-9c0d1e2f3a4b', name: 'Kavita Menon' };
const OTHER = { id: '3a5f7b9d-2c4e-4f60-9b8c-0d1e2f3a4b5c', name: 'Arjun Nair' };
const ROW = {
  id: '7c2e9a41-3b5d-4f86-9e0a-1d2c3b4a5f60',
  reference: 'GRV40817263',
  name: 'Farhan Qureshi',
  category: 'Interest, fees or charges',
  status: 'received',
  statusLabel: 'Received',
  createdAt: '2026-10-20T10:00:00.000Z',
  respondBy: '2026-11-19T18:30:00.000Z',
  overdue: true,
  assignee: null,
};
const DETAIL = {
  ...ROW,
  mobile: '9822000412',
  email: null,
  details: 'The processing fee charged was higher than the one shown on the offer screen.',
  replies: [],
  escalationReason: null,
  escalatedAt: null,
  resolution: null,
  resolvedAt: null,
  nextStatuses: ['in_progress', 'escalated', 'resolved'],
  officers: [OFFICER, OTHER],
};
const REPLY = 'We have asked the lender for the fee breakdown and will write again within 7 days.';

type Answer = [number, unknown];

function serve(answers: { reply?: Answer } = {}) {
  const sent: Array<{ method: string; url: string; params: unknown; body: unknown }> = [];
  let detail: unknown = DETAIL;
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const body = config.data ? JSON.parse(String(config.data)) : undefined;
    sent.push({ method: config.method ?? 'get', url, params: config.params, body });
    let [status, data]: Answer = [404, { success: false, error: 'Not found' }];
    if (url === '/ops/grievances') {
      [status, data] = [
        200,
        {
          success: true,
          message: 'ok',
          data: { items: [ROW], counts: { received: 1, in_progress: 2, escalated: 0, resolved: 5 }, overdue: 1, page: 1, pageSize: 25, total: 1 },
        },
      ];
    }
    if (url === `/ops/grievances/${ROW.id}`) [status, data] = [200, { success: true, message: 'ok', data: detail }];
    if (url === `/ops/grievances/${ROW.id}/replies`) {
      [status, data] = answers.reply ?? [
        201,
        {
          success: true,
          message: 'Reply sent. Farhan Qureshi is told by SMS.',
          data: {
            ...DETAIL,
            status: 'in_progress',
            statusLabel: 'Being looked into',
            replies: [{ id: 'r1', body: REPLY, at: '2026-11-26T06:30:00.000Z', by: OFFICER.name }],
          },
        },
      ];
      if (status < 300) detail = (data as { data: unknown }).data;
    }
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return sent;
}

function renderAt(url: string, roles: readonly StaffRole[] = ['grievance_officer']) {
  signInStaff(roles);
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

describe('/ops/grievances', () => {
  it('lists open complaints due soonest first, overdue ones marked, with counts in the filter', async () => {
    const sent = serve();
    renderAt('/ops/grievances');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByRole('link', { name: 'GRV40817263' }).getAttribute('href')).toBe(`/ops/grievances/${ROW.id}`);
    expect(within(table).getByText('Overdue')).toBeTruthy();
    expect(within(table).getByText('Nobody yet')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Open (3)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Overdue (1)' })).toBeTruthy();
    expect(screen.getByText('1 open complaint is past the 30 days.')).toBeTruthy();
    expect(sent.find((s) => s.url === '/ops/grievances')).toMatchObject({ params: { status: 'open', assigned: '', search: '', page: 1, pageSize: 25 } });
    // The navigation offers the desk to the grievance officer, and not the desks of other roles.
    const nav = screen.getByRole('navigation', { name: 'Operations console' });
    expect(within(nav).getByRole('link', { name: 'Complaints' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Job applications' })).toBeNull();
  });

  it('asks the server for the filters chosen, through the URL', async () => {
    const sent = serve();
    const router = renderAt('/ops/grievances');
    await screen.findByRole('table', {}, LAZY);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    fireEvent.change(screen.getByLabelText('Assigned to'), { target: { value: 'me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=overdue&assigned=me'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ url: '/ops/grievances', params: { status: 'overdue', assigned: 'me' } }));
  });
});

describe('/ops/grievances/:id', () => {
  it('sends a reply with the status the officer saw, then shows it in the thread', async () => {
    const sent = serve();
    renderAt(`/ops/grievances/${ROW.id}`);
    expect(await screen.findByRole('heading', { name: /GRV40817263: Received/ }, LAZY)).toBeTruthy();
    expect(screen.getByText('No reply yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Reply to the person' });
    await userEvent.type(within(form).getByLabelText('Reply'), REPLY);
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'post')).toMatchObject({
        url: `/ops/grievances/${ROW.id}/replies`,
        body: { body: REPLY, expectedStatus: 'received' },
      }),
    );
    const thread = await screen.findByRole('region', { name: 'Replies' });
    expect(await within(thread).findByText(REPLY)).toBeTruthy();
    expect(within(thread).getByText(OFFICER.name)).toBeTruthy();
  });

  it('keeps what the officer wrote and shows the refusal when someone moved the complaint meanwhile', async () => {
    const refusal = 'GRV40817263 was changed by someone else since you opened it: it is now resolved. Reload it to see what changed.';
    serve({ reply: [409, { success: false, error: refusal }] });
    renderAt(`/ops/grievances/${ROW.id}`);
    const form = await screen.findByRole('form', { name: 'Reply to the person' }, LAZY);
    await userEvent.type(within(form).getByLabelText('Reply'), REPLY);
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect((within(form).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe(REPLY);
  });

  it('refuses a reply too short to act on before sending anything', async () => {
    const sent = serve();
    renderAt(`/ops/grievances/${ROW.id}`);
    const form = await screen.findByRole('form', { name: 'Reply to the person' }, LAZY);
    await userEvent.type(within(form).getByLabelText('Reply'), 'Noted.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Write a reply the person can act on (at least 10 characters)')).toBeTruthy();
    expect(sent.some((s) => s.method === 'post')).toBe(false);
  });

  it('offers escalation, resolution and the other officers to assign to', async () => {
    serve();
    renderAt(`/ops/grievances/${ROW.id}`);
    expect(await screen.findByRole('form', { name: 'Escalate to the Principal Nodal Officer' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Resolve the complaint' })).toBeTruthy();
    expect(within(screen.getByRole('form', { name: 'Assign the complaint' })).getByRole('option', { name: OTHER.name })).toBeTruthy();
  });
});

describe('the console guards the desk', () => {
  it('turns away a member of staff whose roles do not include it', async () => {
    serve();
    renderAt('/ops/grievances', ['logistics_desk']);
    expect(await screen.findByRole('heading', { name: 'Not allowed' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
