import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { notify, session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { resendOtp } from '@platform/shared/contracts';
import { enquiryHandoff } from '@platform/shared/forms';
import { verifyEnquiry } from '@platform/shared/contracts';
import { ThankYouPage } from './thank-you-page';
import { OTP_RESEND_COOLDOWN_SECONDS as RESEND_COOLDOWN_SECONDS } from '@platform/shared/schemas';
import { VerifyOtpPage } from './verify-otp-page';

type Sent = { url: string | undefined; body: unknown; headers: Record<string, unknown> };

function answer(routes: Record<string, [number, unknown]>): Sent[] {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({ url: config.url, body: JSON.parse(String(config.data)), headers: config.headers.toJSON() as Record<string, unknown> });
    const [status, body] = routes[config.url ?? ''] ?? [404, {}];
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

const handoff = { mobile: '9876543210', service: 'education Loan', image: 'data:image/svg+xml,%3Csvg%2F%3E', otpSentAt: Date.now() };

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/b2c/verfiyotp', element: <VerifyOtpPage /> },
      { path: '/b2c/thankyou', element: <ThankYouPage /> },
      { path: '/education-loan', element: <p>form</p> },
    ],
    { initialEntries: ['/b2c/verfiyotp'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  sessionStorage.clear();
  session.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/b2c/verfiyotp', () => {
  it('without a pending enquiry says what to do instead', () => {
    renderPage();
    expect(screen.getByText('There is no enquiry waiting for an OTP in this browser tab.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for an education loan' }).getAttribute('href')).toBe('/education-loan');
  });

  it('verifies the OTP with the InquiryToken, then thanks the enquirer and forgets the enquiry', async () => {
    const user = userEvent.setup();
    session.setToken('inquiryToken', 'inquiry.jwt');
    enquiryHandoff.save(handoff);
    const sent = answer({ '/inquiry/verify-otp': [200, { ...verifyEnquiry.samples[0]!.response, message: 'Your inquiry has been verified.' }] });
    const success = vi.spyOn(notify, 'success');
    const router = renderPage();
    expect(screen.getByText('+91 98xxxxxx10')).toBeTruthy();
    expect(screen.getByText(/education Loan\s+enquiry/)).toBeTruthy();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b2c/thankyou'));
    expect(sent[0]).toMatchObject({ url: '/inquiry/verify-otp', body: { otp: '123456' }, headers: { 'X-Flow-Token': 'inquiry.jwt' } });
    expect(success).toHaveBeenCalledWith('Your inquiry has been verified.');
    expect(screen.getByText(/Your education Loan request has reached us/)).toBeTruthy();
    expect(sessionStorage.getItem('InquiryToken')).toBeNull();
    expect(enquiryHandoff.read()).toBeNull();
  });

  it('checks the OTP format before sending', async () => {
    const user = userEvent.setup();
    session.setToken('inquiryToken', 'inquiry.jwt');
    enquiryHandoff.save(handoff);
    const sent = answer({});
    renderPage();
    await user.type(screen.getByLabelText('OTP'), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP must be 6 digits')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('holds Resend for the cooldown, then sends a new OTP and keeps the new token', async () => {
    // The countdown runs on the test's clock (Date and intervals), not the machine's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    session.setToken('inquiryToken', 'inquiry.jwt');
    enquiryHandoff.save({ ...handoff, otpSentAt: Date.now() - (RESEND_COOLDOWN_SECONDS - 1) * 1000 });
    const sent = answer({
      '/auth/verify-resend-otp': [200, { ...resendOtp.samples[1]!.response, newToken: 'next.jwt', inquiryToken: 'next.jwt' }],
    });
    renderPage();
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' });
    expect(resend.disabled).toBe(true);
    expect(screen.getByText(/You can ask for a new OTP in 1 s\./)).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(resend.disabled).toBe(false);
    await user.click(resend);
    await waitFor(() => expect(sessionStorage.getItem('InquiryToken')).toBe('next.jwt'));
    expect(sent[0]).toMatchObject({ url: '/auth/verify-resend-otp', body: { mobile: '9876543210' }, headers: { 'X-Flow-Token': 'inquiry.jwt' } });
    // The cooldown starts again, and survives a reload through the stored hand-over.
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend OTP' }).disabled).toBe(true));
    expect(enquiryHandoff.read()!.otpSentAt).toBeGreaterThan(handoff.otpSentAt);
  });
});
