import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import {
  checkCreditScore,
  CREDIT_CONSENT_TEXT,
  creditReports,
  customerEnquiries,
  customerProfile,
  customerReferral,
  referralEarnings,
  sendLoginOtp,
  statusHistory,
  updateCustomerProfile,
  verifyLoginOtp,
} from '@platform/shared/contracts';
import { routes } from './routes';

type Sent = { method: string | undefined; url: string | undefined; params: unknown; body: unknown; headers: Record<string, unknown> };

function answer(routesByKey: Record<string, [number, unknown] | ((sent: Sent) => [number, unknown])>): Sent[] {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: Sent = {
      method: config.method,
      url: config.url,
      params: config.params,
      body: config.data ? JSON.parse(String(config.data)) : undefined,
      headers: config.headers.toJSON() as Record<string, unknown>,
    };
    sent.push(request);
    const handler = routesByKey[`${config.method?.toUpperCase()} ${config.url}`];
    const [status, body] = typeof handler === 'function' ? handler(request) : (handler ?? [404, { error: 'Not found' }]);
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: Record<string, unknown>) => `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;

function renderAt(url: string) {
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: [...routes, { path: '/', element: <p>home page</p> }] }], {
    initialEntries: [url],
  });
  // A fresh cache per test, as a fresh page load would have.
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

// The API's answers are the contracts' samples (shared/src/contracts), changed where a test needs it.
const profileAnswer = customerProfile.samples[0]!.response;
const profile = profileAnswer.data;
const referralAnswer = customerReferral.samples[0]!.response;
const enquiriesAnswer = customerEnquiries.samples[0]!.response;
const enquiry = enquiriesAnswer.data.items[0]!;

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  session.clear();
});

describe('customer OTP login', () => {
  it('stores the login token, verifies with it, swaps it for the access token', async () => {
    const user = userEvent.setup();
    const loginToken = jwt({ purpose: 'login', mobile: '9876500001' });
    const accessToken = jwt({ purpose: 'access', role: 'customer' });
    const sent = answer({
      'POST /auth/send-otp': [200, { ...sendLoginOtp.samples[0]!.response, newToken: loginToken }],
      'POST /auth/verify-otp': [200, { ...verifyLoginOtp.samples[0]!.response, accessToken }],
      'GET /customer/referral': [200, { ...referralAnswer, data: { ...referralAnswer.data, referred: [], summary: { total: 0, verified: 0 } } }],
    });
    const router = renderAt('/customer/login');
    // The first lazy page of the file compiles on first render; on a busy machine that exceeds the 1 s default.
    await user.type(await screen.findByLabelText('Mobile number', {}, { timeout: 10_000 }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Phone number must be 10 digits')).toBeTruthy();
    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/verify-otp'));
    expect(session.get().otpToken).toBe(loginToken);
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/referral'));
    expect(sent[0]).toMatchObject({ url: '/auth/send-otp', body: { mobile: '9876500001' } });
    expect(sent[1]).toMatchObject({ url: '/auth/verify-otp', body: { mobile: '9876500001', otp: '123456' } });
    expect(sent[1]!.headers['X-Flow-Token']).toBe(loginToken);
    expect(session.get()).toMatchObject({ accessToken, otpToken: null });
    expect(sessionStorage.getItem('accessToken')).toBe(accessToken);
  });
});

describe('customer pages', () => {
  beforeEach(() => session.setToken('accessToken', jwt({ role: 'customer' })));

  it('referral: code, link to the referral landing page, share actions and people referred', async () => {
    // The sample: DEMOCUST, with Rohan D. referred and verified.
    answer({ 'GET /customer/referral': [200, referralAnswer] });
    renderAt('/customer/referral');
    expect((await screen.findByTestId('referral-code')).textContent).toBe('DEMOCUST');
    expect((screen.getByLabelText('Your referral link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/customer/you-got-referral?referral=DEMOCUST`,
    );
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('/customer/you-got-referral?referral=DEMOCUST'),
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Rohan D.' })).toBeTruthy();
    expect(screen.getByTestId('referral-summary').textContent).toBe('1 referred, 1 verified');
  });

  it('inquiry history: rows with status, paged through the URL', async () => {
    const user = userEvent.setup();
    const sent = answer({
      'GET /customer/inquiry-history': (request) => {
        const page = (request.params as { page: number }).page;
        const common = { ...enquiry, id: `e${page}`, leadStatus: null, leadStatusLabel: null };
        // Page 1: a confirmed enquiry; page 2: a credit-card application (no amount), made signed in.
        const item =
          page === 1
            ? { ...common, kind: 'enquiry' as const, type: 'education loan', loanAmount: 900000, status: 'verified' as const }
            : { ...common, kind: 'application' as const, type: 'Credit card', loanAmount: null, status: 'submitted' as const };
        return [200, { ...enquiriesAnswer, data: { items: [item], page, limit: 1, total: 2, totalPages: 2 } }];
      },
    });
    const router = renderAt('/customer/inquiry-history');
    const row = await screen.findByTestId('enquiry-row');
    expect(row.textContent).toContain('₹9,00,000');
    expect(row.textContent).toContain('Confirmed');
    expect(row.textContent).toContain('Education loan');
    // The product by the enquiry's type, in the reader's language.
    act(() => setLanguage('hi'));
    try {
      expect(screen.getByTestId('enquiry-row').textContent).toContain('एजुकेशन लोन');
    } finally {
      act(() => setLanguage('en'));
    }
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getByTestId('enquiry-row').textContent).toContain('Received: an advisor will call you'));
    expect(screen.getByTestId('enquiry-row').textContent).toContain('Credit card—');
    expect(router.state.location.search).toBe('?page=2');
    expect(sent.map((s) => (s.params as { page: number }).page)).toEqual([1, 2]);
  });

  it("inquiry history: the lead's status and, on request, its timeline", async () => {
    const user = userEvent.setup();
    // The sample: a confirmed education loan enquiry of ₹9,00,000 that a telecaller has contacted.
    const timeline = statusHistory.samples[0]!.response;
    const received = timeline.data.history[0]!;
    answer({
      'GET /customer/inquiry-history': [200, enquiriesAnswer],
      [`GET /api/get-status-history/${enquiry.id}`]: [
        200,
        {
          ...timeline,
          data: {
            ...timeline.data,
            id: enquiry.id,
            status: 'contacted',
            statusLabel: 'Contacted',
            history: [
              received,
              {
                ...received,
                id: 'h2',
                from: 'new',
                fromLabel: 'New',
                to: 'contacted',
                toLabel: 'Contacted',
                note: 'Spoke to the student',
                by: { role: 'telecaller', name: 'Rahul Verma' },
                at: '2026-11-24T10:00:00.000Z',
              },
            ],
          },
        },
      ],
    });
    renderAt('/customer/inquiry-history');
    const row = await screen.findByTestId('enquiry-row');
    expect(row.textContent).toContain('Contacted');
    expect(screen.queryByTestId('timeline-entry')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show timeline' }));
    const entries = await screen.findAllByTestId('timeline-entry');
    expect(entries.map((e) => e.querySelector('strong')?.textContent)).toEqual(['New', 'Contacted']);
    expect(entries[1]!.textContent).toContain('Spoke to the student');
  });

  it('earn history: totals and the ledger', async () => {
    // The sample: ₹1,000 for Balaji's partner shop sign-up.
    answer({ 'GET /customer/earn-history': [200, referralEarnings.samples[0]!.response] });
    renderAt('/customer/earn-history');
    const totals = await screen.findByTestId('earnings-totals');
    expect(within(totals).getByText('Total earned').nextSibling?.textContent).toBe('₹1,000');
    expect(screen.getByTestId('earning-row').textContent).toContain('Partner shop sign-up: Balaji');
  });

  it('profile: edits while the flag allows, then follows the server’s flag', async () => {
    const user = userEvent.setup();
    const sent = answer({
      'GET /customer/profile': [200, { ...profileAnswer, data: { ...profile, permissionToChangeProfile: true } }],
      'PUT /customer/profile': (request) => [
        200,
        { ...updateCustomerProfile.samples[0]!.response, data: { ...profile, ...(request.body as object), permissionToChangeProfile: true } },
      ],
    });
    renderAt('/customer/profile');
    expect((await screen.findByTestId('profile-details')).textContent).toContain('+91 9876500001');
    await waitFor(() => expect(session.get().permissionToChangeProfile).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'priya.s@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('profile-details').textContent).toContain('priya.s@example.com'));
    expect(sent.find((s) => s.method === 'put')?.body).toEqual({
      username: profile.username,
      email: 'priya.s@example.com',
      state: profile.state,
      city: profile.city,
      pinCode: profile.pinCode,
      address: profile.address,
    });
  });

  it('profile: view only when the flag does not allow editing', async () => {
    answer({ 'GET /customer/profile': [200, { ...profileAnswer, data: { ...profile, permissionToChangeProfile: false } }] });
    renderAt('/customer/profile');
    expect(await screen.findByTestId('profile-locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(sessionStorage.getItem('permissionToChangeProfile')).toBe('false');
  });

  it('cibil: asks for consent before anything is sent, then shows score, band and factors', async () => {
    const user = userEvent.setup();
    // No report yet, then the local test bureau's report for ABCPE1234F: 812, Excellent.
    const sent = answer({
      'GET /customer/cibil': [200, creditReports.samples[1]!.response],
      'POST /customer/cibil': [201, checkCreditScore.samples[0]!.response],
    });
    renderAt('/customer/cibil');
    await user.type(await screen.findByLabelText('PAN'), 'abcpe1234f');
    await user.type(screen.getByLabelText('Name as on PAN'), 'Priya Sharma');
    await user.click(screen.getByRole('button', { name: 'Check my score' }));
    expect(await screen.findByText('Please give your consent to fetch your credit report')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'post')).toHaveLength(0);
    await user.click(screen.getByLabelText(CREDIT_CONSENT_TEXT));
    await user.click(screen.getByRole('button', { name: 'Check my score' }));
    expect((await screen.findByTestId('credit-score')).textContent).toBe('812');
    expect(screen.getByTestId('credit-band').textContent).toBe('Excellent');
    expect(screen.getByText('Payment history')).toBeTruthy();
    expect(sent.find((s) => s.method === 'post')?.body).toEqual({ pan: 'ABCPE1234F', fullName: 'Priya Sharma', consent: true });
  });

  it('drops the access token when the server refuses it', async () => {
    answer({ 'GET /customer/profile': [401, { success: false, error: 'Invalid or missing token' }] });
    renderAt('/customer/profile');
    await waitFor(() => expect(session.get().accessToken).toBeNull());
  });

  it('log out clears the session and leaves for the home page', async () => {
    const user = userEvent.setup();
    answer({ 'GET /customer/profile': [200, { ...profileAnswer, data: { ...profile, permissionToChangeProfile: false } }] });
    session.setToken('otpToken', 'left-over');
    const router = renderAt('/customer/profile');
    await user.click(await screen.findByRole('button', { name: 'Log out of my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get()).toEqual({ accessToken: null, inquiryToken: null, otpToken: null, verifyToken: null, permissionToChangeProfile: false });
  });
});

describe('customer pages in Hindi', () => {
  beforeEach(() => session.setToken('accessToken', jwt({ role: 'customer' })));

  it('the referral page and the menu read in Hindi after the switch', async () => {
    act(() => setLanguage('hi'));
    try {
      answer({ 'GET /customer/referral': [200, referralAnswer] });
      renderAt('/customer/referral');
      expect(await screen.findByRole('heading', { level: 1, name: 'रेफ़र करें और कमाएँ' }, { timeout: 10_000 })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'लिंक कॉपी करें' }, { timeout: 10_000 })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'मेरे खाते से लॉग आउट करें' })).toBeTruthy();
    } finally {
      act(() => setLanguage('en'));
    }
  });
});
