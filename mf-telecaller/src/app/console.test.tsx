import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { SAMPLE_LENDER_JOURNEY } from '@platform/shared/contracts';
import { routes } from './routes';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  // Unmount first: clearing the session under a mounted page would re-render it outside act().
  cleanup();
  session.clear();
});

// The first render of a lazy page compiles it; on a busy machine that takes more than a second.
const LAZY = { timeout: 10_000 };

const telecallerToken = () => `h.${btoa(JSON.stringify({ role: 'telecaller', exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

const lead = {
  id: '11111111-1111-4111-8111-111111111111',
  source: 'enquiry',
  product: 'Education loan',
  customerName: 'Aarav Gupta',
  mobileMasked: '******3210',
  mobile: '9876543210',
  pincode: '560034',
  amount: 1500000,
  shopID: 'DEMOSHOP',
  status: 'new',
  statusLabel: 'New',
  nextCallAt: null,
  createdAt: '2026-01-15T09:00:00.000Z',
  updatedAt: '2026-01-15T09:00:00.000Z',
};

const detail = {
  ...lead,
  request: { email: 'aarav@example.com', address: 'Koramangala' },
  documents: [],
  calls: [],
  history: [
    {
      id: 'h1',
      from: null,
      fromLabel: null,
      to: 'new',
      toLabel: 'New',
      note: 'Received',
      by: { role: 'system', name: 'LoanSetu' },
      at: '2026-01-15T09:00:00.000Z',
    },
  ],
  banker: null,
  decisions: [],
  nextStatuses: [
    { status: 'contacted', label: 'Contacted' },
    { status: 'not_interested', label: 'Not interested' },
    { status: 'closed', label: 'Closed' },
  ],
};

/** Answers the console's requests from fixtures and records what was posted. */
function serve(posted: Array<{ url: string; body: unknown }> = [], leadDetail: Record<string, unknown> = detail) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const answer = (data: unknown, status = 200) => ({ data, status, statusText: 'OK', headers: {}, config });
    if (config.method === 'post') {
      posted.push({ url, body: JSON.parse(String(config.data)) });
      return answer({ success: true, message: 'Status changed to Contacted', data: { ...lead, status: 'contacted' } });
    }
    if (url === '/telecaller/queue') {
      return answer({
        data: {
          telecaller: { id: 't1', name: 'Rahul Verma', languages: ['Hindi'], shiftStart: '09:30', shiftEnd: '18:30', onDuty: true },
          now: '2026-01-15T10:00:00.000Z',
          dueNow: [lead],
          callBacks: [],
          open: [lead],
          counts: {
            new: 1,
            contacted: 0,
            interested: 0,
            not_interested: 0,
            documents_pending: 0,
            logged_in: 0,
            sanctioned: 0,
            disbursed: 2,
            rejected: 0,
            closed: 0,
          },
          callsToday: 3,
        },
      });
    }
    if (url.startsWith('/telecaller/leads/')) return answer({ data: leadDetail });
    return answer({ success: false, error: 'Not found' }, 404);
  };
  return posted;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

describe('/telecaller', () => {
  it('signed out: explains the console and offers the telecaller login', async () => {
    renderAt('/telecaller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Telecaller console' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Telecaller login' }).getAttribute('href')).toBe('/telecaller/login');
  });

  it("signed in: today's work with leads due now and counts by status", async () => {
    session.setToken('accessToken', telecallerToken());
    serve();
    renderAt('/telecaller');
    expect(await screen.findByRole('heading', { level: 1, name: "Today's work" }, LAZY)).toBeTruthy();
    const due = await screen.findByRole('region', { name: /Due now/ }, LAZY);
    expect(within(due).getByRole('link', { name: 'Aarav Gupta' }).getAttribute('href')).toBe(`/telecaller/loan-details/${lead.id}`);
    expect(within(due).getByText('******3210')).toBeTruthy();
    expect(screen.getByTestId('count-new').textContent).toBe('1');
    expect(screen.getByTestId('count-disbursed').textContent).toBe('2');
    expect(screen.getByText(/3 calls recorded today/)).toBeTruthy();
  });
});

describe('/telecaller/loan-details/:loanId', () => {
  it('masks the number on screen, dials the full number and shows the timeline', async () => {
    session.setToken('accessToken', telecallerToken());
    serve();
    renderAt(`/telecaller/loan-details/${lead.id}`);
    expect(await screen.findByTestId('masked-mobile', {}, LAZY)).toBeTruthy();
    expect(screen.getByTestId('masked-mobile').textContent).toBe('******3210');
    expect(screen.queryByText('9876543210')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call customer' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getAllByTestId('timeline-entry').map((e) => e.textContent)).toEqual([expect.stringContaining('New')]);
    expect(screen.queryByTestId('lender-journey')).toBeNull();
  });

  it('shows the lender the customer chose and the new KFS waiting for the customer, in the one timeline', async () => {
    session.setToken('accessToken', telecallerToken());
    serve([], { ...detail, lenderJourney: SAMPLE_LENDER_JOURNEY });
    renderAt(`/telecaller/loan-details/${lead.id}`);
    const journey = await screen.findByTestId('lender-journey', {}, LAZY);
    expect(journey.textContent).toContain('Lender chosen by the customer: Ganga Housing Finance Ltd');
    expect(journey.textContent).toContain('chose ₹38,00,000 at 8.75% for 240 months');
    expect(journey.textContent).toContain('(KFS version 2); waiting for the customer to accept them by OTP.');
  });
});

describe('/telecaller/telecaller-form', () => {
  it('offers only the allowed next steps and records the outcome with its note', async () => {
    session.setToken('accessToken', telecallerToken());
    const posted = serve();
    const router = renderAt(`/telecaller/telecaller-form?leadId=${lead.id}`);
    const status = (await screen.findByLabelText('Status after the call', {}, LAZY)) as HTMLSelectElement;
    expect([...status.options].map((o) => o.value)).toEqual(['new', 'contacted', 'not_interested', 'closed']);
    fireEvent.change(status, { target: { value: 'closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    // Closing needs a reason: nothing is sent without one.
    expect(await screen.findByText('Say why (the customer and the shop see this reason)')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(status, { target: { value: 'contacted' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Spoke to the student' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ url: `/telecaller/leads/${lead.id}/outcome`, body: { status: 'contacted', note: 'Spoke to the student' } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/telecaller/loan-details/${lead.id}`));
  });

  it('records what the bank told of a sanction with its facts, and says it waits for the bank’s confirmation', async () => {
    session.setToken('accessToken', telecallerToken());
    const loggedIn = {
      ...detail,
      status: 'logged_in',
      statusLabel: 'Logged in at the bank',
      nextStatuses: [
        { status: 'sanctioned', label: 'Sanctioned' },
        { status: 'rejected', label: 'Rejected' },
      ],
    };
    const posted = serve([], loggedIn);
    renderAt(`/telecaller/telecaller-form?leadId=${lead.id}`);
    const status = (await screen.findByLabelText('Status after the call', {}, LAZY)) as HTMLSelectElement;
    expect(screen.queryByTestId('sanction-facts')).toBeNull();
    fireEvent.change(status, { target: { value: 'sanctioned' } });
    expect(await screen.findByTestId('awaits-bank')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    expect(await screen.findByText('Sanctioned amount is required')).toBeTruthy();
    expect(screen.getByText('Add a note on the bank’s decision (the customer and the shop see it)')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(screen.getByLabelText('Sanctioned amount (₹)'), { target: { value: '12,00,000' } });
    fireEvent.change(screen.getByLabelText('Interest rate (% a year)'), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText('Tenure (months)'), { target: { value: '84' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Bank called: sanctioned' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save outcome' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ status: 'sanctioned', note: 'Bank called: sanctioned', sanctionedAmount: 1200000, interestRate: 11, tenureMonths: 84 });
  });
});

describe('text a shop typed, as the console shows it', () => {
  const MARKUP = '<img src=x onerror=alert(1)>';

  it('renders a customer name with markup as plain text, in the list and the lead', async () => {
    const saved = { customerName: lead.customerName };
    Object.assign(lead, { customerName: MARKUP });
    Object.assign(detail, { customerName: MARKUP });
    try {
      session.setToken('accessToken', telecallerToken());
      serve();
      renderAt('/telecaller');
      const due = await screen.findByRole('region', { name: /Due now/ }, LAZY);
      expect(within(due).getByRole('link', { name: MARKUP })).toBeTruthy();
      expect(document.querySelector('img')).toBeNull();
      cleanup();

      renderAt(`/telecaller/loan-details/${lead.id}`);
      expect(await screen.findByTestId('masked-mobile', {}, LAZY)).toBeTruthy();
      expect(screen.getAllByText(new RegExp(MARKUP.replace(/[()]/g, '\\$&'))).length).toBeGreaterThan(0);
      expect(document.querySelector('img')).toBeNull();
      expect(document.body.innerHTML).not.toContain(MARKUP);
      expect(document.body.textContent).toContain(MARKUP);
    } finally {
      Object.assign(lead, { customerName: saved.customerName });
      Object.assign(detail, { customerName: saved.customerName });
    }
  });
});

describe('in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('the signed-out console and a lead read in Hindi, the request as words and rupees', async () => {
    act(() => setLanguage('hi'));
    renderAt('/telecaller');
    expect(await screen.findByRole('heading', { level: 1, name: 'टेलीकॉलर कंसोल' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'टेलीकॉलर लॉगिन' })).toBeTruthy();
    cleanup();

    session.setToken('accessToken', telecallerToken());
    serve([], { ...detail, request: { email: 'aarav@example.com', details: { loanAmount: 300000, employmentType: 'salaried', cardId: 'hdfc-millennia' } } });
    renderAt(`/telecaller/loan-details/${lead.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'लोन विवरण' }, LAZY)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'कॉल का नतीजा दर्ज करें' }, LAZY)).toBeTruthy();
    const asked = screen.getByRole('region', { name: 'ग्राहक ने क्या माँगा' }).textContent;
    expect(asked).toContain('लोन राशि₹3,00,000');
    expect(asked).toContain('रोज़गारवेतनभोगी');
    expect(asked).toContain('कार्डHDFC Bank Millennia');
  });
});
