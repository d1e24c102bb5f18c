import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { listLendingPartners, SAMPLE_CHOSEN_OFFER, verifyBankerOtp } from '@platform/shared/contracts';
import { routes } from '../../app/routes';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  session.clear();
});

const LAZY = { timeout: 10_000 };
const BANKER_ID = '22222222-2222-4222-8222-222222222222';
const bankerToken = () => `h.${btoa(JSON.stringify({ role: 'banker', exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

const profile = {
  id: BANKER_ID,
  name: 'Vikram Desai',
  bankName: 'HDFC Bank',
  branch: 'Pune Camp',
  ifsc: 'HDFC0000123',
  designation: 'Relationship Manager',
  products: ['Home loan'],
  pincodes: ['411001', '411030'],
  partnerSince: '2026-01-01T00:00:00.000Z',
};

function serve(posted: Array<{ url: string; body: unknown }>, approval: 'pending' | 'approved' = 'approved') {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const answer = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
    if (config.method === 'post') {
      posted.push({ url, body: JSON.parse(String(config.data)) });
      if (url === '/banker/register') return answer({ message: 'Details received.', signUpToken: 'signup-token', bankerId: BANKER_ID });
      if (url === '/banker/verify-otp') {
        const sample = verifyBankerOtp.samples[0]!.response;
        return answer({ ...sample, accessToken: bankerToken(), user: { ...sample.user, id: BANKER_ID } });
      }
      return answer({ message: 'Status changed to Sanctioned' });
    }
    if (url === `/banker/profile/${BANKER_ID}`) return answer({ data: profile });
    if (url === '/api/lending-partners') return answer(listLendingPartners.samples[0]!.response);
    if (url === '/banker/me') {
      return answer({
        data: {
          ...profile,
          approval: { status: approval, label: approval === 'pending' ? 'Waiting for approval' : 'Approved', reason: null, decidedAt: null },
        },
      });
    }
    if (url === '/banker/leads') {
      return answer({
        data: {
          bankerId: BANKER_ID,
          items: [
            {
              id: 'l1',
              product: 'Home loan',
              customerName: 'Amol Jadhav',
              mobileMasked: '******0107',
              pincode: '411001',
              amount: 3800000,
              status: 'logged_in',
              statusLabel: 'Logged in at the bank',
              updatedAt: '2026-01-15T00:00:00.000Z',
              nextStatuses: [
                { status: 'sanctioned', label: 'Sanctioned' },
                { status: 'rejected', label: 'Rejected' },
              ],
              decisions: [],
              awaitingConfirmation: [],
              // The customer chose an offer of ₹38,00,000 at 8.75% for 240 months.
              lenderJourney: {
                lenderId: SAMPLE_CHOSEN_OFFER.lenderId,
                lenderName: SAMPLE_CHOSEN_OFFER.lenderName,
                chosenOffer: SAMPLE_CHOSEN_OFFER,
                offerChosenAt: SAMPLE_CHOSEN_OFFER.acknowledgedAt,
                kfsVersions: [],
                awaitingAcknowledgement: null,
                coolingOff: null,
                exitRequest: null,
              },
            },
            {
              id: 'l2',
              product: 'Personal loan',
              customerName: 'Priya Sharma',
              mobileMasked: '******0001',
              pincode: '411001',
              amount: 250000,
              status: 'disbursed',
              statusLabel: 'Disbursed',
              updatedAt: '2026-01-14T00:00:00.000Z',
              nextStatuses: [],
              decisions: [
                {
                  decision: 'disbursed',
                  amountPaise: 25_000_000,
                  interestRate: null,
                  tenureMonths: null,
                  disbursedOn: '2026-01-14',
                  lenderReference: 'HDFC/PL/7',
                  note: 'Paid',
                  reportedBy: { role: 'telecaller', name: 'Rahul Verma' },
                  reportedAt: '2026-01-14T10:00:00.000Z',
                  confirmed: false,
                  confirmedBy: null,
                  confirmedAt: null,
                },
              ],
              awaitingConfirmation: ['disbursed'],
              lenderJourney: null,
            },
          ],
        },
      });
    }
    throw new Error(`unexpected ${url}`);
  };
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

describe('banker area', () => {
  it('/banker-details-submit: checks the details, sends them with the PIN codes split, and confirms by OTP', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    serve(posted);
    const router = renderAt('/banker-details-submit');
    const form = await screen.findByRole('form', { name: 'Banker details' }, LAZY);
    fireEvent.click(screen.getByRole('button', { name: 'Submit and verify mobile' }));
    expect(await screen.findByText('Choose at least one product')).toBeTruthy();
    expect(posted).toEqual([]);

    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Full name', 'Vikram Desai');
    fill('Mobile number', '9876512345');
    fill('Work email', 'vikram@example.com');
    const lender = listLendingPartners.samples[0]!.response.data[0]!;
    await screen.findByRole('option', { name: lender.name });
    fill('Lender you work for', lender.id);
    fill('Branch', 'Pune Camp');
    fill('Branch IFSC', 'hdfc0000123');
    fill('Designation', 'Relationship Manager');
    fireEvent.click(screen.getByLabelText('Home loan'));
    fill('PIN codes you serve', '411001, 411030');
    fireEvent.click(screen.getByRole('button', { name: 'Submit and verify mobile' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({ lenderId: lender.id, ifsc: 'HDFC0000123', products: ['Home loan'], pincodes: ['411001', '411030'] });
    expect(form.isConnected).toBe(false);

    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/banker-profile/${BANKER_ID}`));
    expect(posted[1]).toEqual({ url: '/banker/verify-otp', body: { otp: '123456' } });
  });

  it('/banker-profile/:id: the public profile for anyone; the routed leads only for the banker signed in', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    serve(posted);
    renderAt(`/banker-profile/${BANKER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vikram Desai' }, LAZY)).toBeTruthy();
    expect(screen.getByTestId('banker-profile').textContent).toContain('411001, 411030');
    expect(screen.queryByRole('heading', { name: 'Leads routed to you' })).toBeNull();
    cleanup();

    session.setToken('accessToken', bankerToken());
    renderAt(`/banker-profile/${BANKER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Leads routed to you' }, LAZY)).toBeTruthy();
    const [loggedIn, disbursed] = screen.getAllByTestId('routed-lead');
    expect(loggedIn!.textContent).toContain('Amol Jadhav');
    expect(within(loggedIn!).getByTestId('chosen-offer').textContent).toContain('Chose Ganga Housing Finance Ltd: ₹38,00,000 at 8.75% for 240 months');

    // A sanction needs its facts and a note: nothing is sent until they are there.
    const decision = screen.getByRole('form', { name: 'Bank’s decision for Amol Jadhav' });
    fireEvent.click(within(decision).getByRole('button', { name: 'Record' }));
    expect(await within(decision).findByText('Sanctioned amount is required')).toBeTruthy();
    expect(within(decision).getByText('Interest rate is required')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(within(decision).getByLabelText('Sanctioned amount (₹)'), { target: { value: '35,00,000' } });
    fireEvent.change(within(decision).getByLabelText('Interest rate (% a year)'), { target: { value: '8.75' } });
    fireEvent.change(within(decision).getByLabelText('Tenure (months)'), { target: { value: '240' } });
    // Less than the customer chose: they will have a new KFS to accept before the disbursal.
    expect((await within(decision).findByTestId('terms-change-notice')).textContent).toContain('new KFS to accept with an OTP');
    fireEvent.change(within(decision).getByLabelText('Sanctioned amount (₹)'), { target: { value: '38,00,000' } });
    await waitFor(() => expect(within(decision).queryByTestId('terms-change-notice')).toBeNull());
    fireEvent.change(within(decision).getByLabelText('Sanctioned amount (₹)'), { target: { value: '35,00,000' } });
    fireEvent.change(within(decision).getByLabelText('Note'), { target: { value: 'Sanctioned on income' } });
    fireEvent.click(within(decision).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          url: '/banker/leads/l1/status',
          body: { status: 'sanctioned', note: 'Sanctioned on income', sanctionedAmount: 3500000, interestRate: 8.75, tenureMonths: 240 },
        },
      ]),
    );

    // A disbursal a telecaller recorded is confirmed with the bank's figures, pre-filled.
    expect(disbursed!.textContent).toContain('awaiting your confirmation');
    const confirm = within(disbursed!).getByRole('form', { name: 'Confirm the disbursed decision for Priya Sharma' });
    expect((within(confirm).getByLabelText('Lender’s reference') as HTMLInputElement).value).toBe('HDFC/PL/7');
    fireEvent.change(within(confirm).getByLabelText('Disbursed amount (₹)'), { target: { value: '2,40,000' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm disbursal' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({
      url: '/banker/leads/l2/confirm',
      body: { decision: 'disbursed', disbursedAmount: 240000, disbursedOn: '2026-01-14', lenderReference: 'HDFC/PL/7', note: '' },
    });
  });

  it('/banker-profile/:id: a banker waiting for approval sees that it waits, and no leads are asked for', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    const asked: string[] = [];
    serve(posted, 'pending');
    const adapter = apiClient.defaults.adapter as AxiosAdapter;
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      asked.push(config.url ?? '');
      return adapter(config);
    };
    session.setToken('accessToken', bankerToken());
    renderAt(`/banker-profile/${BANKER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for approval' }, LAZY)).toBeTruthy();
    expect(screen.getByTestId('banker-approval').textContent).toContain('Our operations team checks them with your bank');
    expect(asked).not.toContain('/banker/leads');
    expect(screen.queryByRole('heading', { name: 'Leads routed to you' })).toBeNull();
  });
});

describe('the banker pages in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows the banker page’s heading, link and sign-in button in Hindi after the switch', async () => {
    serve([]);
    renderAt('/banker');
    await screen.findByRole('heading', { level: 1, name: 'Partner with us as a banker' }, LAZY);
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'बैंकर के रूप में हमारे साथ जुड़ें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपनी जानकारी जमा करें' }).getAttribute('href')).toBe('/banker-details-submit');
    expect(screen.getByRole('button', { name: 'OTP भेजें' })).toBeTruthy();
  });

  it('names the products a banker serves in Hindi, the English name still being what is sent', async () => {
    serve([]);
    renderAt('/banker-details-submit');
    expect(await screen.findByLabelText('Credit card', undefined, LAZY)).toBeTruthy();
    act(() => setLanguage('hi'));
    expect((screen.getByLabelText('क्रेडिट कार्ड') as HTMLInputElement).value).toBe('Credit card');
    expect((screen.getByLabelText('प्रॉपर्टी पर लोन') as HTMLInputElement).value).toBe('Loan against property');
    expect(screen.queryByLabelText('Credit card')).toBeNull();
  });
});
