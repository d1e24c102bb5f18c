import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { mobileOfFlowToken, NotificationHost, session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { logIn, registerPartner, resetPassword, startPasswordReset, verifySignUpOtp } from '@platform/shared/contracts';
import { landingFor, safeRedirectTarget } from './account-flow';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignupPage } from './signup-page';
import { VerifyMobilePage } from './verify-mobile-page';

type Sent = { url: string | undefined; body: Record<string, unknown>; headers: Record<string, unknown> };

function answer(routes: Record<string, [number, unknown]>): Sent[] {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({
      url: config.url,
      body: JSON.parse(String(config.data)) as Record<string, unknown>,
      headers: config.headers.toJSON() as Record<string, unknown>,
    });
    const [status, body] = routes[config.url ?? ''] ?? [404, {}];
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const jwt = (claims: Record<string, unknown>) => `${encode({ alg: 'HS256' })}.${encode({ exp: inAnHour, ...claims })}.sig`;

function Where() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/signup/:referral', element: <SignupPage /> },
      { path: '/verify', element: <VerifyMobilePage /> },
      { path: '/mobile-verify/:referral', element: <VerifyMobilePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgetpassword', element: <ForgotPasswordPage /> },
      { path: '/resetpassword', element: <ResetPasswordPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  // The toast container as the shell renders it: what the API client announces is on screen.
  render(
    <>
      <RouterProvider router={router} />
      <NotificationHost />
    </>,
  );
  return router;
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  session.clear();
});

describe('account flow helpers', () => {
  it('follows only same-site redirect paths', () => {
    expect(safeRedirectTarget('/vender/wallet?tab=1')).toBe('/vender/wallet?tab=1');
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'vender', '/login?redirectTo=/x', null]) {
      expect(safeRedirectTarget(bad)).toBeNull();
    }
  });

  it('lands each role in its own area and reads the mobile of a live flow token', () => {
    expect(landingFor(jwt({ role: 'customer' }))).toBe('/customer/referral');
    expect(landingFor(jwt({ role: 'vendor' }))).toBe('/vender');
    expect(landingFor(jwt({ role: 'telecaller' }))).toBe('/telecaller');
    expect(mobileOfFlowToken(jwt({ mobile: '9876543210' }))).toBe('9876543210');
    expect(mobileOfFlowToken(jwt({ mobile: '9876543210', exp: 1 }))).toBeNull();
    expect(mobileOfFlowToken('garbage')).toBeNull();
  });
});

describe('/signup', () => {
  it("fills in the details a shop invitation's link carries, leaving the password to the person", async () => {
    answer({});
    renderAt('/signup?username=Rohit+Deshmukh&email=rohit.deshmukh%40example.com&mobile=9822047001&pinCode=422001&city=Nashik');
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Rohit Deshmukh'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('rohit.deshmukh@example.com');
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('9822047001');
    expect((screen.getByLabelText('Pin Code') as HTMLInputElement).value).toBe('422001');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('explains the password policy and a mismatched confirmation', async () => {
    const user = userEvent.setup();
    answer({});
    renderAt('/signup');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Full Name is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Pin Code is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'password1');
    expect(await screen.findByText('Password must contain an upper-case letter')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Passw0rd');
    expect(await screen.findByText('Password must contain a symbol, e.g. ! @ # $')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm password'), 'Other!123');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
  });

  it('fills state and city from the PIN code, posts the registration payload with the locked referral, stores the sign-up token', async () => {
    const user = userEvent.setup();
    const signUpToken = jwt({ purpose: 'signup', mobile: '9876543210' });
    const sent = answer({
      '/api/get-address': [
        200,
        {
          success: true,
          data: { pinCode: '682001', state: 'Kerala', district: 'Ernakulam', city: 'Ernakulam', postOffices: [{ name: 'Ernakulam Head Office' }] },
        },
      ],
      '/api/register': [201, { ...registerPartner.samples[0]!.response, signUpToken }],
    });
    const router = renderAt('/signup/asha2024');
    const referral = (await screen.findByLabelText('Referral code (optional)')) as HTMLInputElement;
    expect(referral.value).toBe('ASHA2024');
    expect(referral.readOnly).toBe(true);
    await user.type(screen.getByLabelText('Full name'), 'Meera Nair');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Pin Code'), '682001');
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('Kerala'));
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Ernakulam');
    expect((screen.getByLabelText('Address') as HTMLTextAreaElement).value).toBe('Ernakulam Head Office, Ernakulam');
    await user.selectOptions(screen.getByLabelText('Plan (optional)'), 'growth');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-verify/ASHA2024'));
    expect(sent.find((s) => s.url === '/api/get-address')?.body).toEqual({ pinCode: '682001' });
    expect(sent.find((s) => s.url === '/api/register')?.body).toEqual({
      username: 'Meera Nair',
      email: 'meera@example.com',
      password: 'Str0ng!Pass',
      mobile: '9876543210',
      state: 'Kerala',
      city: 'Ernakulam',
      pinCode: '682001',
      address: 'Ernakulam Head Office, Ernakulam',
      referral: 'ASHA2024',
      plan: 'growth',
    });
    expect(session.get().otpToken).toBe(signUpToken);
    expect(sessionStorage.getItem('otpToken')).toBe(signUpToken);
  });

  it('says so beside the field when the PIN code is unknown', async () => {
    const user = userEvent.setup();
    answer({ '/api/get-address': [404, { success: false, error: 'No post office found for this PIN code' }] });
    renderAt('/signup');
    await user.type(await screen.findByLabelText('Pin Code'), '999999');
    expect(await screen.findByText('No post office found for this PIN code')).toBeTruthy();
  });
});

describe('/verify', () => {
  it('without a sign-up token sends people back to sign up', async () => {
    renderAt('/verify');
    expect(await screen.findByText('There is no sign-up waiting for an OTP in this browser tab.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('verifies with the sign-up token, swaps it for the access token and lands by role', async () => {
    const user = userEvent.setup();
    const signUpToken = jwt({ purpose: 'signup', mobile: '9876543210' });
    const accessToken = jwt({ purpose: 'access', role: 'vendor' });
    session.setToken('otpToken', signUpToken);
    const sent = answer({ '/auth/mobile-verify': [200, { ...verifySignUpOtp.samples[0]!.response, accessToken }] });
    const router = renderAt('/verify');
    expect(await screen.findByText(/\+91 98xxxxxx10/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP is required')).toBeTruthy();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vender'));
    expect(sent[0]).toMatchObject({ url: '/auth/mobile-verify', body: { otp: '123456' } });
    expect(sent[0]!.headers['X-Flow-Token']).toBe(signUpToken);
    expect(session.get()).toMatchObject({ accessToken, otpToken: null });
  });
});

describe('/login', () => {
  it('shows the server’s error text on a failed login', async () => {
    const user = userEvent.setup();
    answer({ '/api/login': [401, { success: false, error: 'Invalid email or password' }] });
    renderAt('/login');
    await user.type(await screen.findByLabelText('Email'), 'demo.vendor@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(session.get().accessToken).toBeNull();
    // Nothing typed is lost: the person corrects the password and tries again.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('demo.vendor@example.com');
  });

  it('stores the access token and honours a same-site redirectTo', async () => {
    const user = userEvent.setup();
    const accessToken = jwt({ purpose: 'access', role: 'vendor' });
    const sent = answer({ '/api/login': [200, { ...logIn.samples[0]!.response, accessToken }] });
    const router = renderAt('/login?redirectTo=%2Fvender%2Fcards');
    await user.type(await screen.findByLabelText('Email'), 'demo.vendor@example.com');
    await user.type(screen.getByLabelText('Password'), 'Vendor@2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vender/cards'));
    expect(sent[0]!.body).toEqual({ email: 'demo.vendor@example.com', password: 'Vendor@2026' });
    expect(session.get().accessToken).toBe(accessToken);
  });

  it('ignores an off-site redirectTo and lands a customer in the referral area', async () => {
    const user = userEvent.setup();
    answer({ '/api/login': [200, { ...logIn.samples[0]!.response, accessToken: jwt({ role: 'customer' }) }] });
    const router = renderAt('/login?redirectTo=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/referral'));
  });
});

describe('forgot and reset password', () => {
  it('stores the forgot token, resets with conformpassword under it, then forgets it', async () => {
    const user = userEvent.setup();
    const forgotToken = jwt({ purpose: 'reset', mobile: '9876500002' });
    const sent = answer({
      '/auth/forgot-password': [200, { ...startPasswordReset.samples[0]!.response, forgotToken }],
      '/auth/verify-reset-otp': [200, resetPassword.samples[0]!.response],
    });
    const router = renderAt('/forgetpassword');
    await user.type(await screen.findByLabelText('Mobile number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Phone number must be 10 digits')).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile number'), '00002');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resetpassword'));
    expect(session.get().verifyToken).toBe(forgotToken);

    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(((await screen.findByLabelText('Mobile number')) as HTMLInputElement).value).toBe('9876500002');
    await user.type(screen.getByLabelText('OTP'), '654321');
    await user.type(screen.getByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!Passwort');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const reset = sent.find((s) => s.url === '/auth/verify-reset-otp')!;
    expect(reset.body).toEqual({ mobile: '9876500002', otp: '654321', newPassword: 'N3w!Password', conformpassword: 'N3w!Password' });
    expect(reset.headers['X-Flow-Token']).toBe(forgotToken);
    expect(session.get().verifyToken).toBeNull();
  });
});

describe('the account pages in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows the log-in page’s heading, button and links in Hindi after the switch', async () => {
    renderAt('/login');
    await screen.findByLabelText('Email');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' }).getAttribute('href')).toBe('/forgetpassword');
  });

  it('shows the sign-up form’s labels and plans in Hindi', async () => {
    renderAt('/signup');
    await screen.findByLabelText('Full name');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'पार्टनर दुकान बनें' })).toBeTruthy();
    expect(screen.getByLabelText('पूरा नाम')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'ग्रोथ: लोन, कार्ड और CA सेवाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइन अप करें' })).toBeTruthy();
  });
});
