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
const RUN = {
  id: '7d1f0c2e-4b3a-4e5f-9a8b-1c2d3e4f5a6b',
  trigger: 'schedule',
  requestedBy: null,
  startedAt: '2026-11-25T21:00:00.000Z',
  finishedAt: '2026-11-25T21:00:01.250Z',
  outcome: 'succeeded',
  summary: '0 kept loans and 0 payment receipts past their retention anonymised, 130 old messages and 412 expired codes deleted',
  error: null,
  durationMs: 1250,
  counts: { loansAnonymised: 0 },
};
const JOBS = {
  jobs: [
    {
      name: 'retention',
      label: 'Retention deletion',
      description: 'Anonymises kept records whose legal retention period ended',
      schedule: 'Daily at 02:30 (India time)',
      nextDueAt: '2026-11-26T21:00:00.000Z',
      lastRun: RUN,
      lastSuccessAt: RUN.finishedAt,
    },
    {
      name: 'payments-reconcile',
      label: 'Payment reconciliation',
      description: 'Asks the payment provider about orders left open',
      schedule: 'Every minute',
      nextDueAt: '2026-11-26T10:01:00.000Z',
      lastRun: { ...RUN, id: 'b2', outcome: 'failed', summary: null, error: 'The provider did not answer', startedAt: '2026-11-26T10:00:00.000Z' },
      lastSuccessAt: '2026-11-26T09:59:00.000Z',
    },
  ],
  outbox: { pending: 3, retrying: 1, deadLastWeek: 0, deliveredToday: 58, oldestPendingAt: '2026-11-26T09:58:00.000Z' },
  generatedAt: '2026-11-26T10:00:30.000Z',
};

type Answer = [number, unknown];

function serve(run: Answer) {
  const sent: string[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    sent.push(`${(config.method ?? 'get').toUpperCase()} ${url}`);
    let [status, data]: Answer = [404, { success: false, error: 'Not found' }];
    if (url === '/ops/jobs') [status, data] = [200, { success: true, message: 'Scheduled jobs', data: JOBS }];
    if (url === '/ops/jobs/retention/run') [status, data] = run;
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
}

describe('/ops/jobs', () => {
  it('lists each job with its schedule, last outcome and next run, and the messages waiting', async () => {
    serve([200, {}]);
    renderAt('/ops/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scheduled jobs' }, LAZY)).toBeTruthy();
    const table = await screen.findByRole('table', {}, LAZY);
    const retention = within(table).getByRole('row', { name: /Retention deletion/ });
    expect(within(retention).getByText('Daily at 02:30 (India time)')).toBeTruthy();
    expect(within(retention).getByText('Succeeded')).toBeTruthy();
    expect(within(retention).getByText(/130 old messages and 412 expired codes deleted/)).toBeTruthy();
    const payments = within(table).getByRole('row', { name: /Payment reconciliation/ });
    expect(within(payments).getByText('Failed')).toBeTruthy();
    expect(within(payments).getByText(/The provider did not answer/)).toBeTruthy();
    expect(within(payments).getByText(/Last succeeded/)).toBeTruthy();
    expect(screen.getByText('Waiting to be sent').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Sent today').nextElementSibling?.textContent).toBe('58');
  });

  it('runs a job now, then shows the list again with its outcome', async () => {
    const sent = serve([
      200,
      { success: true, message: 'Retention deletion ran: nothing to do', data: { ...RUN, trigger: 'manual', requestedBy: 'Anita Rao' } },
    ]);
    renderAt('/ops/jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Run now: Retention deletion' }, LAZY));
    await waitFor(() => expect(sent).toContain('POST /ops/jobs/retention/run'));
    await waitFor(() => expect(sent.filter((call) => call === 'GET /ops/jobs')).toHaveLength(2));
  });

  it('reloads the jobs when the server refuses a run (already running, 409), and lets it be pressed again', async () => {
    const sent = serve([409, { success: false, error: 'Retention deletion is running now. Wait for it to finish, then look at its outcome.' }]);
    renderAt('/ops/jobs');
    const button = await screen.findByRole('button', { name: 'Run now: Retention deletion' }, LAZY);
    fireEvent.click(button);
    await waitFor(() => expect(sent).toContain('POST /ops/jobs/retention/run'));
    await waitFor(() => expect(sent.filter((call) => call === 'GET /ops/jobs')).toHaveLength(2));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Run now: Retention deletion' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
