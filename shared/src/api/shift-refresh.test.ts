import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { createApiClient } from './api-client';
import { logOut } from './logout';
import { session, SHIFT_SESSION_KEY } from '../session/session-store';
import { notify } from '../notify/notify';

const HOUR = 3_600_000;
const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An access token shaped as the API's: a shift session's names when the session ends (`sx`). */
const tokenOf = (name: string, { exp, sx }: { exp: number; sx?: number }) =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: name, role: 'vendor', exp: Math.floor(exp / 1000), ...(sx ? { sx: Math.floor(sx / 1000) } : {}) })}.sig`;

interface Seen {
  url: string;
  authorization: string | null;
}

/** An API that renews on /auth/session/refresh and answers 401 to `dead` tokens. */
function fakeApi(options: { refreshStatus?: number; dead?: string[] } = {}) {
  const seen: Seen[] = [];
  let issued = 0;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const authorization = (config.headers.get('Authorization') as string | undefined) ?? null;
    seen.push({ url: config.url ?? '', authorization });
    const reply = (status: number, data: unknown) => {
      const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
      if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
      return response;
    };
    if (config.url === '/auth/session/refresh') {
      // The refresh never carries a bearer, only the browser's cookie.
      if (authorization) throw new Error('the refresh carried a bearer');
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.refreshStatus) return reply(options.refreshStatus, { error: 'Your session has ended. Please log in again.' });
      issued += 1;
      return reply(200, { accessToken: tokenOf(`renewed-${issued}`, { exp: Date.now() + 2 * HOUR, sx: Date.now() + 8 * HOUR }) });
    }
    if (authorization && options.dead?.some((token) => authorization.endsWith(token)))
      return reply(401, { error: 'You have been signed out. Please log in again.' });
    return reply(200, { ok: true });
  };
  return {
    client: createApiClient({ adapter, baseURL: () => 'http://api.test' }),
    seen,
    refreshes: () => seen.filter((s) => s.url === '/auth/session/refresh').length,
  };
}

describe('the shift session in the API client', () => {
  beforeEach(() => {
    session.clear();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('a new tab of a browser with a shift session renews once before its calls, however many start at once', async () => {
    localStorage.setItem(SHIFT_SESSION_KEY, String(Date.now() + 8 * HOUR));
    const api = fakeApi();
    await Promise.all([api.client.get('/api/get-profile'), api.client.get('/api/get-notification'), api.client.get('/api/vendor-all-loans')]);
    expect(api.refreshes()).toBe(1);
    const renewed = session.get().accessToken!;
    expect(renewed).toContain('.');
    for (const call of api.seen.filter((s) => s.url !== '/auth/session/refresh')) expect(call.authorization).toBe(`Bearer ${renewed}`);
  });

  it('a token about to expire is renewed before it is sent; a fresh one is sent as it is', async () => {
    const fresh = tokenOf('fresh', { exp: Date.now() + HOUR, sx: Date.now() + 8 * HOUR });
    session.setToken('accessToken', fresh);
    const api = fakeApi();
    await api.client.get('/api/get-profile');
    expect(api.refreshes()).toBe(0);
    expect(api.seen[0]!.authorization).toBe(`Bearer ${fresh}`);

    session.setToken('accessToken', tokenOf('lapsing', { exp: Date.now() + 30_000, sx: Date.now() + 8 * HOUR }));
    await api.client.get('/api/get-profile');
    expect(api.refreshes()).toBe(1);
    expect(api.seen.at(-1)!.authorization).toBe(`Bearer ${session.get().accessToken}`);
  });

  it('a call refused for an ended token is renewed and sent again once, without telling the person', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const ended = tokenOf('ended', { exp: Date.now() + HOUR, sx: Date.now() + 8 * HOUR });
    session.setToken('accessToken', ended);
    const api = fakeApi({ dead: [ended] });
    await expect(api.client.get('/api/get-profile')).resolves.toMatchObject({ data: { ok: true } });
    expect(api.seen.map((s) => s.url)).toEqual(['/api/get-profile', '/auth/session/refresh', '/api/get-profile']);
    expect(error).not.toHaveBeenCalled();
  });

  it('a refused refresh signs the tab (and every tab) out and says why', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    session.setToken('accessToken', tokenOf('old', { exp: Date.now() - 1000, sx: Date.now() + 8 * HOUR }));
    expect(localStorage.getItem(SHIFT_SESSION_KEY)).not.toBeNull();
    const api = fakeApi({ refreshStatus: 401 });
    await api.client.get('/api/blogs').catch(() => undefined);
    expect(session.get().accessToken).toBeNull();
    expect(localStorage.getItem(SHIFT_SESSION_KEY)).toBeNull();
    expect(info).toHaveBeenCalledWith('Your session has ended. Please log in again.');
  });

  it('a tab signed in without a shift session (a customer) never renews, even beside a shop’s', async () => {
    localStorage.setItem(SHIFT_SESSION_KEY, String(Date.now() + 8 * HOUR));
    const customer = tokenOf('customer', { exp: Date.now() + 10_000 });
    session.setToken('accessToken', customer);
    const api = fakeApi();
    await api.client.get('/customer/profile');
    expect(api.refreshes()).toBe(0);
    expect(api.seen[0]!.authorization).toBe(`Bearer ${customer}`);
  });

  it('logging out of a lapsed tab renews first, so the server ends the session the cookie holds', async () => {
    const lapsed = tokenOf('lapsed', { exp: Date.now() - 1000, sx: Date.now() + 8 * HOUR });
    session.setToken('accessToken', lapsed);
    const api = fakeApi();
    await logOut(api.client);
    expect(api.seen.map((s) => s.url)).toEqual(['/auth/session/refresh', '/auth/logout']);
    const logout = api.seen.find((s) => s.url === '/auth/logout')!;
    expect(logout.authorization).toMatch(/^Bearer .+/);
    expect(logout.authorization).not.toBe(`Bearer ${lapsed}`);
    expect(session.get().accessToken).toBeNull();
    expect(localStorage.getItem(SHIFT_SESSION_KEY)).toBeNull();
  });
});
