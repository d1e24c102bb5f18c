import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { routes } from '../../app/routes';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  session.clear();
  act(() => setLanguage('en'));
});

// The first render of a lazy page compiles it; on a busy machine that takes more than a second.
const LAZY = { timeout: 10_000 };

const row = (id: string, trackingNumber: string, status: string, statusLabel: string) => ({
  id,
  trackingNumber,
  kind: 'order',
  status,
  statusLabel,
  shop: { id: '5b1d8e2a-7c3f-4a9e-b6d2-0e4f8a1c3b57', name: 'Shree Ganesh Mobile', code: 'LSDEMO1' },
  pickup: { pinCode: '411030', district: 'Pune' },
  delivery: { pinCode: '400001', district: 'Mumbai' },
  paymentMode: 'prepaid',
  createdAt: '2026-01-15T04:00:00.000Z',
  updatedAt: '2026-01-15T04:00:00.000Z',
  stalled: false,
});
const A = row('11111111-1111-4111-8111-111111111111', 'LS0000000001', 'booked', 'Booked');
const B = row('22222222-2222-4222-8222-222222222222', 'LS0000000002', 'booked', 'Booked');
const C = { ...row('33333333-3333-4333-8333-333333333333', 'LS0000000003', 'in_transit', 'In transit'), stalled: true };
const PAGE = {
  items: [A, B, C],
  counts: { booked: 2, picked_up: 0, in_transit: 1, out_for_delivery: 0, delivered: 4, cancelled: 0, returned_to_origin: 0 },
  stalled: 1,
  page: 1,
  pageSize: 25,
  total: 3,
};

type Answer = [number, unknown];

/** A batch move of A and B: A picked up, B moved by someone else meanwhile and left as it was. */
const ONE_MOVED_ONE_LEFT = {
  success: true,
  message: '1 shipment is now picked up. 1 left as it was.',
  data: {
    moved: [{ id: A.id, trackingNumber: A.trackingNumber, from: 'booked', to: 'picked_up' }],
    skipped: [{ id: B.id, trackingNumber: B.trackingNumber, reason: 'stale', message: 'LS0000000002 was moved by someone else since you loaded the page.' }],
  },
};

/** Answers the desk's requests; records each request's URL, query and body. */
function serve(answers: { move?: Answer } = {}) {
  const sent: Array<{ method: string; url: string; params: unknown; body: unknown }> = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    sent.push({ method: config.method ?? 'get', url, params: config.params, body: config.data ? JSON.parse(String(config.data)) : undefined });
    let [status, data]: Answer = [404, { success: false, error: 'Not found' }];
    if (url === '/logistics/desk/shipments') [status, data] = [200, { success: true, message: 'ok', data: PAGE }];
    if (url === `/logistics/desk/shipments/${A.id}`) {
      [status, data] = [
        200,
        {
          success: true,
          message: 'ok',
          data: {
            ...A,
            pickup: { name: 'Ganesh', mobile: '9876500002', address: 'Laxmi Road', pinCode: '411030', district: 'Pune', state: 'Maharashtra' },
            delivery: { name: 'Priya', mobile: '9820012345', address: 'Fort', pinCode: '400001', district: 'Mumbai', state: 'Maharashtra' },
            contents: 'Phone covers',
            zone: 'regional',
            zoneLabel: 'Same state',
            quote: { totalPaise: 15576 },
            cancellable: true,
            timeline: [{ status: 'booked', label: 'Booked', location: null, note: null, by: 'Your shop', at: A.createdAt }],
            shop: { ...A.shop, mobile: '9876500002' },
            nextStatuses: [
              { status: 'picked_up', label: 'Picked up' },
              { status: 'cancelled', label: 'Cancelled' },
            ],
            courier: 'LoanSetu logistics desk',
          },
        },
      ];
    }
    if (url === '/logistics/desk/shipments/moves')
      [status, data] = answers.move ?? [200, { success: true, message: 'moved', data: { moved: [], skipped: [] } }];
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

describe('/ops/shipments', () => {
  it('lists the open shipments oldest first, server-paged, with counts per status in the filter', async () => {
    const sent = serve();
    renderAt('/ops/shipments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipments' }, LAZY)).toBeTruthy();
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByRole('link', { name: 'LS0000000001' }).getAttribute('href')).toBe(`/ops/shipments/${A.id}`);
    expect(within(table).getByText('Stalled')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Open (3)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Delivered (4)' })).toBeTruthy();
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    expect(sent[0]).toMatchObject({ url: '/logistics/desk/shipments', params: { status: 'open', page: 1, pageSize: 25 } });
  });

  it('applies the filters through the URL and asks the server for them', async () => {
    const sent = serve();
    const router = renderAt('/ops/shipments');
    await screen.findByRole('table', {}, LAZY);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_transit' } });
    fireEvent.change(screen.getByLabelText('Shop (name or code)'), { target: { value: 'Ganesh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=in_transit&shop=Ganesh'));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ params: { status: 'in_transit', shop: 'Ganesh', page: 1 } }));
  });

  it('moves the chosen shipments together, each with the status it was seen in, and lists what was left', async () => {
    const sent = serve({ move: [200, ONE_MOVED_ONE_LEFT] });
    renderAt('/ops/shipments');
    await screen.findByRole('table', {}, LAZY);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose LS0000000001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose LS0000000002' }));
    const form = screen.getByRole('form', { name: 'Move the chosen shipments' });
    // Booked shipments may be picked up or cancelled, nothing else.
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Picked up', 'Cancelled']);
    fireEvent.change(within(form).getByLabelText('Where (optional)'), { target: { value: 'Pune hub' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move 2 shipments' }));
    await waitFor(() => expect(sent.some((r) => r.url === '/logistics/desk/shipments/moves')).toBe(true));
    expect(sent.find((r) => r.url === '/logistics/desk/shipments/moves')!.body).toEqual({
      status: 'picked_up',
      location: 'Pune hub',
      note: '',
      items: [
        { id: A.id, seenStatus: 'booked' },
        { id: B.id, seenStatus: 'booked' },
      ],
    });
    expect(await screen.findByText('1 shipment is now picked up. 1 left as it was.', {}, LAZY)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Left as they were' })).getByText(/LS0000000002 was moved/)).toBeTruthy();
  });

  it('says what moved, kept beside the list, in the language the reader switches to', async () => {
    serve({
      move: [200, { ...ONE_MOVED_ONE_LEFT, messageCode: 'shipments.moved-some-left', messageParams: { count: 1, status: 'picked_up', left: 1 } }],
    });
    renderAt('/ops/shipments');
    await screen.findByRole('table', {}, LAZY);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose LS0000000001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose LS0000000002' }));
    fireEvent.click(within(screen.getByRole('form', { name: 'Move the chosen shipments' })).getByRole('button', { name: 'Move 2 shipments' }));
    const said = await screen.findByText('1 shipment is now picked up. 1 left as it was.', { selector: '[role=status] p' }, LAZY);
    act(() => setLanguage('hi'));
    await waitFor(() => expect(said.textContent).toMatch(/^1 शिपमेंट अब इस स्थिति में है: /));
    expect(said.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('offers no move for shipments at different steps, and shows a refused batch beside the list', async () => {
    serve({ move: [409, { success: false, error: 'Nothing was moved. LS0000000001 was moved by someone else since you loaded the page.' }] });
    renderAt('/ops/shipments');
    await screen.findByRole('table', {}, LAZY);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose LS0000000001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose LS0000000003' }));
    expect(screen.getByText(/no next status in common/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose LS0000000003' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move 1 shipment' }));
    const alert = await screen.findByText(/^Nothing was moved\./, { selector: '[role="alert"]' }, LAZY);
    expect(alert.textContent).toContain('LS0000000001 was moved by someone else');
  });
});

describe('/ops/shipments/:id', () => {
  it('shows the shipment, its timeline and the moves the lifecycle allows from here', async () => {
    const sent = serve();
    renderAt(`/ops/shipments/${A.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'LS0000000001: Booked' }, LAZY)).toBeTruthy();
    expect(screen.getByText('LoanSetu logistics desk')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Tracking timeline' });
    expect(within(timeline).getByText('Booked')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Move LS0000000001' });
    fireEvent.click(within(form).getByRole('button', { name: 'Move 1 shipment' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url === '/logistics/desk/shipments/moves')?.body).toMatchObject({ items: [{ id: A.id, seenStatus: 'booked' }] }),
    );
  });
});
