import { describe, expect, it, vi } from 'vitest';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from './api-client';
import { logOut } from './logout';
import { session } from '../session/session-store';
import { notify } from '../notify/notify';

describe('logOut', () => {
  it('forgets every token and tells the server to revoke the access token', async () => {
    session.setToken('accessToken', 'abc.def.ghi');
    session.setToken('inquiryToken', 'flow');
    const seen: InternalAxiosRequestConfig[] = [];
    const client = createApiClient({
      baseURL: () => 'http://api.test',
      adapter: async (config) => {
        seen.push(config);
        return { data: { success: true }, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    await logOut(client);
    expect(session.get()).toMatchObject({ accessToken: null, inquiryToken: null });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('post');
    expect(seen[0]!.url).toBe('/auth/logout');
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('still logs out, quietly, when the server cannot be reached', async () => {
    session.setToken('accessToken', 'abc.def.ghi');
    const error = vi.spyOn(notify, 'error');
    const client = createApiClient({
      baseURL: () => 'http://api.test',
      adapter: async (config) => {
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      },
    });
    await logOut(client);
    expect(session.get().accessToken).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('calls nobody when no one is signed in', async () => {
    session.clear();
    let calls = 0;
    const client = createApiClient({ adapter: async (config) => ((calls += 1), { data: {}, status: 200, statusText: 'OK', headers: {}, config }) });
    await logOut(client);
    expect(calls).toBe(0);
  });
});
