import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { notify, session, setLanguage, setRuntimeConfig, spinner } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { enquiryHandoff } from '@platform/shared/forms';
import { listLendingPartners } from '@platform/shared/contracts';
import { EducationLoanPage } from './education-loan-page';

type Sent = { url: string | undefined; body: unknown; headers: Record<string, unknown> };

const sampleLender = listLendingPartners.samples[0]!.response.data[0]!;
/** The lenders' list the page reads: two lenders offer education loans, one does not. */
const lenders = {
  ...listLendingPartners.samples[0]!.response,
  data: [
    { ...sampleLender, products: [{ product: 'education-loan', name: 'Education loan', fromRate: 9.75, processingFeePercent: 0.5, months: 120 }] },
    {
      ...sampleLender,
      id: 'saraswati-vidya-finance',
      name: 'Saraswati Vidya Finance Ltd',
      kind: 'nbfc' as const,
      products: [{ product: 'education-loan', name: 'Education loan', fromRate: 11.25, processingFeePercent: 1, months: 120 }],
    },
    {
      ...sampleLender,
      id: 'ganga-housing-finance',
      name: 'Ganga Housing Finance Ltd',
      products: [{ product: 'home-loan', name: 'Home loan', fromRate: 8.75, processingFeePercent: 0.5, months: 240 }],
    },
  ],
};

/** Answers every request with `status` and `body` (the lenders' list with the lenders), recording what was sent. */
function answerWith(status: number, body: unknown, sent: Sent[] = []): Sent[] {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (config.method === 'get' && config.url?.endsWith('/api/lending-partners')) {
      return { data: lenders, status: 200, statusText: '200', headers: { 'content-type': 'application/json' }, config, request: {} };
    }
    sent.push({ url: config.url, body: JSON.parse(String(config.data)), headers: config.headers.toJSON() as Record<string, unknown> });
    const response = { data: body, status, statusText: String(status), headers: { 'content-type': 'application/json' }, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

function OtpStub() {
  const location = useLocation();
  return <p data-testid="otp-page">{JSON.stringify(location.state)}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/education-loan', element: <EducationLoanPage /> },
      { path: '/b2c/verfiyotp', element: <OtpStub /> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, { referral = true } = {}) {
  await user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
  await user.type(screen.getByLabelText('Phone Number'), '9876543210');
  await user.type(screen.getByLabelText('Email'), 'priya@example.com');
  await user.type(screen.getByLabelText('Pin Code'), '400001');
  await user.type(screen.getByLabelText('Address'), '12 Marine Drive, Mumbai');
  await user.type(screen.getByLabelText('Loan Amount'), '7,50,000');
  if (!referral) await user.type(screen.getByLabelText('Referral Code'), 'FRIEND1');
  await user.click(screen.getByLabelText('I declare that I am a resident of India.'));
}

const verify = () => screen.getByRole('button', { name: 'Verify' });

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  sessionStorage.clear();
  session.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('education-loan page', () => {
  it('has the header, side image, the titled form, the consent boxes and the lenders that offer education loans, from their data', async () => {
    answerWith(201, { success: true });
    renderAt('/education-loan');
    expect(screen.getByRole('heading', { level: 1, name: 'Education loan' })).toBeTruthy();
    const image = screen.getByRole<HTMLImageElement>('img', { name: "A graduate's cap on a stack of books" });
    expect(image.src.startsWith('data:image/svg+xml')).toBe(true);
    const form = screen.getByRole('form', { name: 'Education Loan Application' });
    for (const label of ['Full Name', 'Phone Number', 'Email', 'Pin Code', 'Address', 'Loan Amount', 'Referral Code']) {
      expect(within(form).getByLabelText(label)).toBeTruthy();
    }
    expect(within(form).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(form).getByRole('button', { name: 'Verify' })).toBeTruthy();
    const partners = screen.getByRole('region', { name: 'Our education-loan lenders' });
    const items = await within(partners).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Deccan Commercial Bank Ltd', 'Saraswati Vidya Finance Ltd']);
    expect(items[0]!.textContent).toContain('from 9.75% p.a.');
  });

  it('shows the messages of docs/spec/product.md §5 beside the fields, in rule order', async () => {
    const user = userEvent.setup();
    const sent = answerWith(201, { success: true });
    renderAt('/education-loan');
    await user.type(screen.getByLabelText('Pin Code'), '40A001');
    await user.click(verify());
    const expected = [
      'Full Name is required',
      'Phone number is required',
      'Email is required',
      'Must be only digits',
      'Address is required',
      'Loan Amount is required',
    ];
    for (const message of expected) expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByText('You must accept the terms and conditions')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Pin Code'));
    await user.type(screen.getByLabelText('Pin Code'), '40001');
    expect(await screen.findByText('Must be exactly 6 digits')).toBeTruthy();
    await user.type(screen.getByLabelText('Phone Number'), '98765');
    await user.type(screen.getByLabelText('Email'), 'priya@');
    expect(await screen.findByText('Phone number must be 10 digits')).toBeTruthy();
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('locks the referral from the query, sends shopid as shopID, then stores the token and moves to the OTP page after 3 s', async () => {
    // The 3 s redirect runs on the test's clock (which also follows real time, so Testing
    // Library's own zero-delay waits still resolve): no test sits through three real seconds.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const success = vi.spyOn(notify, 'success');
    const sent = answerWith(201, { success: true, message: 'Your inquiry has been submitted.', inquiryToken: 'inquiry.jwt' });
    const router = renderAt('/education-loan?referral=REF42&shopid=SHOP7');
    const referral = screen.getByLabelText<HTMLInputElement>('Referral Code');
    expect(referral.value).toBe('REF42');
    expect(referral.readOnly).toBe(true);
    await fillForm(user);
    const spinnerShown = vi.spyOn(spinner, 'show');
    await user.click(verify());

    await waitFor(() => expect(success).toHaveBeenCalledWith('Your inquiry has been submitted.'));
    expect(spinnerShown).toHaveBeenCalledTimes(1);
    expect(spinner.isVisible()).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/inquiry/inquiry-submission');
    expect(sent[0]!.body).toEqual({
      username: 'Priya Sharma',
      mobile: '9876543210',
      email: 'priya@example.com',
      pincode: '400001',
      address: '12 Marine Drive, Mumbai',
      loanAmount: 750000,
      referred: 'REF42',
      type: 'education loan',
      shopID: 'SHOP7',
    });
    expect(String(sent[0]!.headers['Idempotency-Key'])).toMatch(/^[\w-]{16,}$/);
    expect(sessionStorage.getItem('InquiryToken')).toBe('inquiry.jwt');
    // The form is reset (the locked referral stays) and the draft is gone.
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Referral Code').value).toBe('REF42');
    expect(sessionStorage.getItem('productFormDraft:education-loan')).toBeNull();
    // Still here until 3 seconds have passed, then on the OTP page.
    expect(router.state.location.pathname).toBe('/education-loan');
    await act(async () => void vi.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/education-loan');
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe('/b2c/verfiyotp');
    const otpPage = screen.getByTestId('otp-page');
    const state = JSON.parse(otpPage.textContent ?? '{}') as Record<string, unknown>;
    expect(state).toMatchObject({ mobile: '9876543210', service: 'education Loan' });
    expect(String(state.image)).toMatch(/^data:image\/svg\+xml/);
    expect(enquiryHandoff.read()).toMatchObject({ mobile: '9876543210', service: 'education Loan' });
  });

  it('omits shopID without a shopid and sends a typed referral code', async () => {
    const user = userEvent.setup();
    const sent = answerWith(201, { success: true, inquiryToken: 't' });
    renderAt('/education-loan');
    expect(screen.getByLabelText<HTMLInputElement>('Referral Code').readOnly).toBe(false);
    await fillForm(user, { referral: false });
    await user.click(verify());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ referred: 'FRIEND1' });
    expect(sent[0]!.body).not.toHaveProperty('shopID');
  });

  it.each([
    ['the server message', { success: false, message: 'Enquiries are paused today' }, 'Enquiries are paused today'],
    ['"Your inquiry has not submitted" without one', { success: false }, 'Your inquiry has not submitted'],
  ])('on success:false shows %s and keeps the form', async (_case, body, expected) => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error');
    answerWith(200, body);
    renderAt('/education-loan');
    await fillForm(user);
    await user.click(verify());
    await waitFor(() => expect(error).toHaveBeenCalledWith(expected));
    expect(spinner.isVisible()).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Priya Sharma');
    expect(sessionStorage.getItem('InquiryToken')).toBeNull();
  });

  it.each([
    ["the response's error", 422, { success: false, error: 'Pin Code is not serviceable' }, 'Pin Code is not serviceable'],
    ['the fallback without one', 500, {}, 'some error occurred! plese try again'],
  ])('on a failed request shows %s once', async (_case, status, body, expected) => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error');
    answerWith(status, body);
    renderAt('/education-loan');
    await fillForm(user);
    await user.click(verify());
    await waitFor(() => expect(error).toHaveBeenCalledWith(expected));
    expect(error).toHaveBeenCalledTimes(1);
    expect(spinner.isVisible()).toBe(false);
    await waitFor(() => expect(verify()).toHaveProperty('disabled', false));
  });

  it('keeps a draft across a remount and a failed submission, and retries with the same key', async () => {
    const user = userEvent.setup();
    const sent = answerWith(500, {});
    renderAt('/education-loan');
    await fillForm(user);
    await user.click(verify());
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(verify()).toHaveProperty('disabled', false));

    // A reload: a new page over the same sessionStorage.
    document.body.innerHTML = '';
    renderAt('/education-loan');
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Priya Sharma');
    expect(screen.getByLabelText<HTMLInputElement>('Loan Amount').value).toBe('7,50,000');
    expect(screen.getByLabelText<HTMLInputElement>('Phone Number').value).toBe('9876543210');
    answerWith(201, { success: true, inquiryToken: 't' }, sent);
    await user.click(verify());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.headers['Idempotency-Key']).toBe(sent[0]!.headers['Idempotency-Key']);
  });

  it('sends a new key once the answers change after a failed try', async () => {
    const user = userEvent.setup();
    const sent = answerWith(500, {});
    renderAt('/education-loan');
    await fillForm(user);
    await user.click(verify());
    await waitFor(() => expect(verify()).toHaveProperty('disabled', false));
    // Another amount is another application: replaying the first key would store the old one.
    await user.clear(screen.getByLabelText('Loan Amount'));
    await user.type(screen.getByLabelText('Loan Amount'), '9,00,000');
    await user.click(verify());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toMatchObject({ loanAmount: 900000 });
    expect(sent[1]!.headers['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    expect(sent[1]!.headers['Idempotency-Key']).not.toBe(sent[0]!.headers['Idempotency-Key']);
  });
});

describe('education-loan page in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows its heading, the form’s labels and its button in Hindi after the switch', async () => {
    answerWith(201, { success: true });
    renderAt('/education-loan');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'एजुकेशन लोन' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'एजुकेशन लोन आवेदन' });
    expect(within(form).getByLabelText('पूरा नाम')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'सत्यापित करें' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'हमारे एजुकेशन-लोन लेंडर' })).toBeTruthy();
  });

  it('says the success in Hindi even though the API answers in English', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const success = vi.spyOn(notify, 'success');
    answerWith(201, { success: true, message: 'Your inquiry has been submitted.', inquiryToken: 'inquiry.jwt' });
    renderAt('/education-loan');
    await fillForm(user);
    act(() => setLanguage('hi'));
    await user.click(screen.getByRole('button', { name: 'सत्यापित करें' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('आपकी पूछताछ जमा हो गई है। अपने मोबाइल नंबर पर भेजा गया OTP दर्ज करें।'));
    vi.useRealTimers();
  });
});
