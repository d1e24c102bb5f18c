import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { notify, session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { routes } from '../../app/routes';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  session.clear();
  vi.restoreAllMocks();
});

const LAZY = { timeout: 10_000 };
const JOB = { id: 'loan-advisor-pune', title: 'Loan advisor', city: 'Pune' };
const ROW = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  name: 'Sneha Kulkarni',
  city: 'Pune',
  experienceYears: 2,
  job: JOB,
  status: 'received',
  statusLabel: 'Received',
  hasResume: true,
  createdAt: '2026-11-20T06:00:00.000Z',
};
const DETAIL = {
  ...ROW,
  email: 'sneha.k@example.com',
  mobile: '9876543212',
  resumeBytes: 184_320,
  note: null,
  updatedAt: ROW.createdAt,
  nextStatuses: ['shortlisted', 'rejected'],
};

function serve() {
  const sent: Array<{ method: string; url: string; params: unknown; body: unknown }> = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    sent.push({ method: config.method ?? 'get', url, params: config.params, body: config.data ? JSON.parse(String(config.data)) : undefined });
    let data: unknown = { success: false, error: 'Not found' };
    let status = 404;
    if (url === '/ops/careers/applications') {
      [status, data] = [
        200,
        {
          success: true,
          message: 'ok',
          data: { items: [ROW], counts: { received: 1, shortlisted: 2, rejected: 0, hired: 1 }, jobs: [JOB], page: 1, pageSize: 25, total: 1 },
        },
      ];
    }
    if (url === `/ops/careers/applications/${ROW.id}`) [status, data] = [200, { success: true, message: 'ok', data: DETAIL }];
    if (url === `/ops/careers/applications/${ROW.id}/resume`) [status, data] = [200, new Blob(['%PDF-1.4'], { type: 'application/pdf' })];
    if (url === `/ops/careers/applications/${ROW.id}/moves`) {
      [status, data] = [
        200,
        {
          success: true,
          message: 'Sneha Kulkarni is shortlisted and told by SMS.',
          messageCode: 'job-application.shortlisted',
          messageParams: { name: 'Sneha Kulkarni' },
          data: { ...DETAIL, status: 'shortlisted', statusLabel: 'Shortlisted', nextStatuses: ['hired', 'rejected'] },
        },
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
  return router;
}

describe('/ops/careers', () => {
  it('lists applications waiting for a decision with the jobs to filter by, and filters through the URL', async () => {
    const sent = serve();
    const router = renderAt('/ops/careers');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByRole('link', { name: 'Sneha Kulkarni' }).getAttribute('href')).toBe(`/ops/careers/${ROW.id}`);
    expect(within(table).getByText('Loan advisor, Pune')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Waiting for a decision (3)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Job'), { target: { value: 'loan-advisor-pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=open&job=loan-advisor-pune'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ params: { job: 'loan-advisor-pune', status: 'open' } }));
  });

  it('downloads the résumé and shortlists with the status the desk saw', async () => {
    const sent = serve();
    // jsdom has no object URLs; saveFile hands the blob to a link the test intercepts.
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/resume');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(`/ops/careers/${ROW.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download résumé (PDF, 180 KB)' }, LAZY));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(sent.some((s) => s.url === `/ops/careers/applications/${ROW.id}/resume`)).toBe(true);

    const success = vi.spyOn(notify, 'success');
    const form = screen.getByRole('form', { name: 'Decide on the application' });
    expect(within(form).queryByRole('option', { name: 'Hire' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Decision'), { target: { value: 'shortlisted' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'post')).toMatchObject({
        url: `/ops/careers/applications/${ROW.id}/moves`,
        body: { status: 'shortlisted', expectedStatus: 'received' },
      }),
    );
    // The whole answer, with its code: the toast says it in the reader's language (success-texts.ts).
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(expect.objectContaining({ messageCode: 'job-application.shortlisted', messageParams: { name: 'Sneha Kulkarni' } })),
    );
  });
});
