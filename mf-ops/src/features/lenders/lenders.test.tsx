import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { getLender } from '@platform/shared/contracts';
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

// The first render of a lazy page compiles it; on a busy machine that takes more than a second.
const LAZY = { timeout: 10_000 };

/** The contract's own example: Deccan Commercial Bank with its personal loan and one banker. */
const LENDER = getLender.samples[0]!.response.data;
const ROW = {
  id: LENDER.id,
  name: LENDER.name,
  kind: 'bank',
  active: true,
  demo: true,
  pincodes: LENDER.pincodes,
  products: ['Personal loan'],
  approvedBankers: 1,
  managedAt: null,
};

type Answer = [number, unknown];

/** Answers the lender requests; records each request's method, URL and body. */
function serve(answers: { save?: Answer; add?: Answer } = {}) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  // Once a product is removed, the lender is read back without it.
  let lender: typeof LENDER = LENDER;
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    sent.push({ method, url, body: config.data ? JSON.parse(String(config.data)) : undefined });
    let [status, data]: Answer = [404, { success: false, error: 'Not found' }];
    if (method === 'GET' && url === '/ops/lenders') [status, data] = [200, { success: true, message: 'ok', data: { items: [ROW] } }];
    if (method === 'GET' && url === `/ops/lenders/${LENDER.id}`) [status, data] = [200, { success: true, message: 'ok', data: lender }];
    if (method === 'POST' && url === `/ops/lenders/${LENDER.id}/products/personal-loan/remove`) {
      lender = { ...LENDER, version: LENDER.version + 1, products: [] };
      [status, data] = [200, { success: true, message: 'Personal loan of Deccan Commercial Bank Ltd removed. New offers no longer include it.', data: lender }];
    }
    if (method === 'PUT' && url.startsWith(`/ops/lenders/${LENDER.id}`)) {
      [status, data] = answers.save ?? [
        200,
        { success: true, message: 'Personal loan of Deccan Commercial Bank Ltd saved. New offers use it from now on.', data: LENDER },
      ];
    }
    if (method === 'POST' && url === '/ops/lenders')
      [status, data] = answers.add ?? [201, { success: true, message: 'added', data: { ...LENDER, id: 'tapti-finance' } }];
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return sent;
}

function renderAt(url: string, staffRoles: Parameters<typeof signInStaff>[0] = ['ops_admin']) {
  signInStaff(staffRoles);
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

describe('/ops/lenders', { timeout: 30_000 }, () => {
  it('lists the lenders with their type, status, products and bankers, each linking to its page', async () => {
    serve();
    renderAt('/ops/lenders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lenders' }, LAZY)).toBeTruthy();
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByRole('link', { name: 'Deccan Commercial Bank Ltd' }).getAttribute('href')).toBe('/ops/lenders/deccan-commercial-bank');
    const row = within(table).getByTestId('lender');
    expect(within(row).getByText('Bank')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Personal loan')).toBeTruthy();
  });

  it('adds a lender: its mistakes shown beside the fields before anything is sent, then the new lender’s page', async () => {
    const sent = serve();
    const router = renderAt('/ops/lenders');
    const form = await screen.findByRole('form', { name: 'Add a lender' }, LAZY);
    fireEvent.change(within(form).getByLabelText('Id'), { target: { value: 'Tapti Finance' } });
    fireEvent.change(within(form).getByLabelText('Website'), { target: { value: 'http://tapti.in' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add lender' }));
    expect(await within(form).findByText('Id: lower-case letters, digits and dashes, e.g. tapti-finance', {}, LAZY)).toBeTruthy();
    expect(within(form).getByText('Website must be an https:// address')).toBeTruthy();
    expect(within(form).getByText('List at least one PIN code (or its first digits) the lender serves')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Id'), { target: { value: 'tapti-finance' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Tapti Finance Ltd' } });
    fireEvent.change(within(form).getByLabelText('RBI registration type'), { target: { value: 'nbfc' } });
    fireEvent.change(within(form).getByLabelText('RBI registration'), { target: { value: 'NBFC-ICC, CoR N-13.02345' } });
    fireEvent.change(within(form).getByLabelText('Registration status'), { target: { value: 'Registered, in force' } });
    fireEvent.change(within(form).getByLabelText('Website'), { target: { value: 'https://tapti.example.in' } });
    fireEvent.change(within(form).getByLabelText('PIN codes served'), { target: { value: '41, 400001' } });
    fireEvent.change(within(form).getByLabelText('Grievance officer'), { target: { value: 'Sunita Patil' } });
    fireEvent.change(within(form).getByLabelText('Grievance officer’s phone'), { target: { value: '020-6100-2000' } });
    fireEvent.change(within(form).getByLabelText('Grievance officer’s e-mail'), { target: { value: 'grievance@tapti.example.in' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add lender' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/lenders/tapti-finance'));
    expect(sent.find((r) => r.method === 'POST')!.body).toMatchObject({ id: 'tapti-finance', kind: 'nbfc', pincodes: ['41', '400001'], active: true });
  });

  it('is not open to another staff role', async () => {
    serve();
    renderAt('/ops/lenders', ['finance']);
    expect(await screen.findByText(/not allowed|does not allow|no access|cannot open/i, {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/ops/lenders/:id', { timeout: 30_000 }, () => {
  it('shows the lender’s details, its products and its bankers (read only)', async () => {
    serve();
    renderAt(`/ops/lenders/${LENDER.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: /Deccan Commercial Bank Ltd: active/ }, LAZY)).toBeTruthy();
    const details = screen.getByRole('form', { name: 'Lender details' });
    expect((within(details).getByLabelText('PIN codes served') as HTMLInputElement).value).toBe('4, 5, 6');
    const bankers = screen.getByRole('region', { name: 'The lender’s bankers' });
    expect(within(bankers).getByRole('link', { name: 'Rahul Deshmukh' })).toBeTruthy();
    expect(within(bankers).queryByRole('textbox')).toBeNull();
  });

  it('saves a changed rate grid with the version it read, and refuses a grid without the Good band before sending it', async () => {
    const sent = serve();
    renderAt(`/ops/lenders/${LENDER.id}`);
    const form = await screen.findByRole('form', { name: 'Terms of the personal loan' }, LAZY);
    const good = within(form).getByRole('group', { name: 'Rate 2' });
    fireEvent.change(within(good).getByLabelText('Rate (% a year)'), { target: { value: '11.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the personal loan' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(`/ops/lenders/${LENDER.id}/products/personal-loan`);
    expect(put.body).toMatchObject({
      seenVersion: LENDER.version,
      minAmount: 50_000,
      rates: [
        { band: 'Excellent', minMonthlyIncome: 0, ratePercent: 10.99 },
        { band: 'Good', minMonthlyIncome: 0, ratePercent: 11.5 },
      ],
    });
    expect(await screen.findByText('Personal loan of Deccan Commercial Bank Ltd saved. New offers use it from now on.', {}, LAZY)).toBeTruthy();

    // Taking the Good band away is refused in the form, with the reason.
    const again = await screen.findByRole('form', { name: 'Terms of the personal loan' }, LAZY);
    fireEvent.click(within(again).getByRole('button', { name: 'Remove rate 2' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save the personal loan' }));
    expect(await within(again).findByText(/needs a rate for the Good \(700-749\) band/, {}, LAZY)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('keeps what was typed when the server refuses a stale page', async () => {
    serve({
      save: [409, { success: false, error: 'Someone changed this lender since you opened it. Reload the page to see their change, then make yours again.' }],
    });
    renderAt(`/ops/lenders/${LENDER.id}`);
    const form = await screen.findByRole('form', { name: 'Lender details' }, LAZY);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Deccan Bank Ltd' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(/Someone changed this lender since you opened it/, {}, LAZY)).toBeTruthy();
    expect((within(screen.getByRole('form', { name: 'Lender details' })).getByLabelText('Name') as HTMLInputElement).value).toBe('Deccan Bank Ltd');
  });

  it('removes a product with a reason and the version it read, then shows the lender without it', async () => {
    const sent = serve();
    renderAt(`/ops/lenders/${LENDER.id}`);
    const form = await screen.findByRole('form', { name: 'Remove the personal loan' }, LAZY);
    fireEvent.click(within(form).getByRole('button', { name: 'Remove the personal loan' }));
    expect(await within(form).findByText('Say why the product is removed')).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Why remove the personal loan?'), { target: { value: 'The bank stopped it' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove the personal loan' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: `/ops/lenders/${LENDER.id}/products/personal-loan/remove`,
          body: { seenVersion: LENDER.version, reason: 'The bank stopped it' },
        },
      ]),
    );
    expect(await screen.findByText('No products yet: the lender makes no offers until one is added.', {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Terms of the personal loan' })).toBeNull();
  });
});
