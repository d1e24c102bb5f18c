import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { apiClient } from '@platform/shared/api';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { answerApi } from '@platform/shared/testing/api-stub';
import { assignCaRequest, caExperts, caRequestQueue, caStaffRequest, requestCaDocuments, startCaRequest } from '@platform/shared/contracts';
import { routes } from '../../app/routes';
import { signInStaff } from '../../testing/signed-in-staff';

// The first render of a lazy page compiles it; on a busy machine that takes more than a second.
const LAZY = { timeout: 10_000 };
// Stubs made from the contracts' sample answers, so they have the API's shape.
const QUEUE = caRequestQueue.samples[0]!.response;
const ITEM = QUEUE.data.items[0]!;
const DETAIL = caStaffRequest.samples[0]!.response;
const EXPERTS = caExperts.samples[0]!.response;
const ID = DETAIL.data.id;
const EXPERT = EXPERTS.data.items[0]!;
const ASSIGNED = { ...DETAIL, data: { ...DETAIL.data, assignee: EXPERT } };

const original = apiClient.defaults.adapter;
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = original;
});

function renderAt(url: string) {
  signInStaff();
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

describe('/ops/ca-requests', () => {
  it('lists the requests by due date with the counts per status, the overdue ones said in words', async () => {
    const overdue = { ...ITEM, id: '11111111-1111-4111-8111-111111111111', requestNumber: 'CA-2026-000100', overdue: true, assignee: EXPERT };
    answerApi({
      'GET /ca/staff/submissions': [200, { ...QUEUE, data: { ...QUEUE.data, items: [overdue, ITEM], total: 2, counts: { ...QUEUE.data.counts, overdue: 1 } } }],
      'GET /ca/staff/experts': [200, EXPERTS],
    });
    renderAt('/ops/ca-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'CA requests' }, LAZY)).toBeTruthy();
    const rows = await screen.findAllByTestId('queue-row');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(['CA-2026-000100', 'CA-2026-000123']);
    expect(within(rows[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(rows[0]!).getByText(EXPERT.name)).toBeTruthy();
    expect(within(rows[1]!).queryByText('Overdue')).toBeNull();
    expect(within(rows[1]!).getByText('Nobody yet')).toBeTruthy();
    // Due at the end of 3 Dec in India.
    expect(within(rows[1]!).getByText('3 Dec 2026')).toBeTruthy();
    expect(screen.getByTestId('count-Overdue').textContent).toBe('1');
    expect(screen.getByRole('link', { name: /Overdue: 1/ }).getAttribute('href')).toBe('/ops/ca-requests?overdue=true');
    expect(screen.getByTestId('queue-total').textContent).toBe('2 requests, oldest due first.');
  });

  it('filters and pages through the server', async () => {
    const page2 = { ...QUEUE, data: { ...QUEUE.data, total: 45, page: 2 } };
    const sent = answerApi({
      'GET /ca/staff/submissions?overdue=true&page=2': [200, page2],
      'GET /ca/staff/submissions?assignee=me&overdue=true': [200, { ...QUEUE, data: { ...QUEUE.data, total: 45 } }],
      'GET /ca/staff/experts': [200, EXPERTS],
    });
    const router = renderAt('/ops/ca-requests?overdue=true&page=2');
    expect(await screen.findByText('Page 2 of 3', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/ops/ca-requests?overdue=true&page=3');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/ops/ca-requests?overdue=true');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: EXPERT.name });
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'me');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?assignee=me&overdue=true'));
    await waitFor(() => expect(sent).toContain('GET /ca/staff/submissions?assignee=me&overdue=true'));
  });
});

describe('/ops/ca-requests/:requestId', () => {
  it('shows the request and assigns it, naming the status and the holder the page showed', async () => {
    const sent = answerApi({
      [`GET /ca/staff/submissions/${ID}`]: [200, DETAIL],
      'GET /ca/staff/experts': [200, EXPERTS],
      [`POST /ca/staff/submissions/${ID}/assign`]: [200, assignCaRequest.samples[0]!.response],
    });
    let body: unknown;
    const adapter = apiClient.defaults.adapter as (config: { method?: string; data?: unknown }) => Promise<unknown>;
    apiClient.defaults.adapter = async (config) => {
      if (config.method === 'post') body = JSON.parse(String(config.data));
      return adapter(config as never) as never;
    };
    renderAt(`/ops/ca-requests/${ID}`);
    expect((await screen.findByRole('heading', { level: 2, name: /CA-2026-000123/ }, LAZY)).textContent).toBe('CA-2026-000123 · GST Registration');
    expect(screen.getByText('Applicant name')).toBeTruthy();
    // Nobody holds it: only assigning is offered.
    expect(screen.queryByRole('button', { name: 'Mark in progress' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Assign the request' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByText('Choose a CA expert', { selector: '.field__error, [role="alert"], p' })).toBeTruthy();
    await within(form).findByRole('option', { name: EXPERT.name });
    await user.selectOptions(within(form).getByLabelText('Assign to'), EXPERT.id);
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(sent).toContain(`POST /ca/staff/submissions/${ID}/assign`));
    expect(body).toEqual({ assigneeId: EXPERT.id, expectedStatus: 'submitted', expectedAssigneeId: null });
    // The request is read again after the move.
    await waitFor(() => expect(sent.filter((key) => key === `GET /ca/staff/submissions/${ID}`)).toHaveLength(2));
  });

  it('asks for named documents with a note, and a stale page reloads the request without changing it', async () => {
    const sent = answerApi({
      [`GET /ca/staff/submissions/${ID}`]: [200, ASSIGNED],
      'GET /ca/staff/experts': [200, EXPERTS],
      [`POST /ca/staff/submissions/${ID}/request-documents`]: [200, requestCaDocuments.samples[0]!.response],
      [`POST /ca/staff/submissions/${ID}/start`]: [
        409,
        { success: false, error: 'Someone else changed this request first: it is now in progress. Reload the page to see it; nothing was changed.' },
      ],
    });
    renderAt(`/ops/ca-requests/${ID}`);
    const form = await screen.findByRole('form', { name: 'Ask the shop for documents' }, LAZY);
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Ask for documents' }));
    expect(await within(form).findByText('Choose at least one document')).toBeTruthy();
    expect(within(form).getByText('Tell the shop what is wrong or missing')).toBeTruthy();
    expect(sent).not.toContain(`POST /ca/staff/submissions/${ID}/request-documents`);
    await user.click(within(form).getByLabelText('Rent agreement or NOC'));
    await user.type(within(form).getByLabelText('Note to the shop'), 'The premises are rented: please attach the rent agreement.');
    await user.click(within(form).getByRole('button', { name: 'Ask for documents' }));
    await waitFor(() => expect(sent).toContain(`POST /ca/staff/submissions/${ID}/request-documents`));

    const reads = () => sent.filter((key) => key === `GET /ca/staff/submissions/${ID}`).length;
    const before = reads();
    await user.click(screen.getByRole('button', { name: 'Mark in progress' }));
    await waitFor(() => expect(sent).toContain(`POST /ca/staff/submissions/${ID}/start`));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(startCaRequest.errors).toContain(409);
  });

  it('refuses a deliverable that is not a PDF, JPG or PNG before sending it', async () => {
    const inProgress = { ...ASSIGNED, data: { ...ASSIGNED.data, status: 'in_progress' as const, statusLabel: 'In progress' } };
    const sent = answerApi({ [`GET /ca/staff/submissions/${ID}`]: [200, inProgress], 'GET /ca/staff/experts': [200, EXPERTS] });
    renderAt(`/ops/ca-requests/${ID}`);
    const form = await screen.findByRole('form', { name: 'Upload the deliverable' }, LAZY);
    expect(within(form).getByRole('option', { name: 'GST registration certificate' })).toBeTruthy();
    const user = userEvent.setup({ applyAccept: false });
    await user.selectOptions(within(form).getByLabelText('What it is'), 'acknowledgement');
    await user.upload(within(form).getByLabelText('File'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await user.click(within(form).getByRole('button', { name: 'Upload the deliverable' }));
    expect(await within(form).findByText('The deliverable must be a PDF, JPG or PNG file')).toBeTruthy();
    expect(within(form).getByText('Enter the acknowledgement number')).toBeTruthy();
    expect(sent.some((key) => key.startsWith('PUT'))).toBe(false);
    // No deliverable yet: nothing to complete.
    expect(screen.queryByRole('button', { name: /^Complete/ })).toBeNull();
  });
});
