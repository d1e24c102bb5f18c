import { describe, expect, it, vi, beforeEach } from 'vitest';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient, ApiError, FALLBACK_ERROR_MESSAGE } from './api-client';
import { session } from '../session/session-store';
import { notify } from '../notify/notify';
import { setLanguage } from '../i18n/language';
import { getErrorMessage } from '../ui/error-message';

function respond(status: number, body: unknown, contentType = 'application/json'): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = {
      data: typeof body === 'string' ? body : JSON.stringify(body),
      status,
      statusText: String(status),
      headers: { 'content-type': contentType },
      config,
      request: {},
    };
    // axios runs transformResponse itself only through its own adapters: do what they do.
    const transforms = (config.transformResponse ?? []) as ((this: InternalAxiosRequestConfig, data: unknown) => unknown)[];
    let data: unknown = response.data;
    for (const transform of transforms) data = transform.call(config, data);
    const transformed = { ...response, data };
    if (status >= 200 && status < 300) return transformed;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, transformed);
  };
}

async function failureOf(adapter: AxiosAdapter): Promise<ApiError> {
  const client = createApiClient({ adapter, baseURL: () => 'http://api.test' });
  try {
    await client.get('/anything');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('request unexpectedly succeeded');
}

describe('api client', () => {
  beforeEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it('sends the bearer token from the session, with credentials and no timeout', async () => {
    session.setToken('accessToken', 'abc.def.ghi');
    let seen: InternalAxiosRequestConfig | undefined;
    const client = createApiClient({
      baseURL: () => 'http://api.test',
      adapter: async (config) => {
        seen = config;
        return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    await client.get('/api/get-profile');
    expect(seen?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(seen?.withCredentials).toBe(true);
    expect(seen?.timeout).toBe(0);
    expect(seen?.baseURL).toBe('http://api.test');
  });

  it('omits Authorization when there is no token', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    const client = createApiClient({
      baseURL: () => 'http://api.test',
      adapter: async (config) => {
        seen = config;
        return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    await client.post('/api/register', {});
    expect(seen?.headers.has('Authorization')).toBe(false);
  });

  it('maps a status failure to status + data, showing the server error field', async () => {
    const error = await failureOf(respond(400, { success: false, error: 'Mobile already registered' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('status');
    expect(error.status).toBe(400);
    expect(error.data).toEqual({ success: false, error: 'Mobile already registered' });
    expect(error.message).toBe('Mobile already registered');
  });

  it('shows the text for the server’s code in the visitor’s language, keeping the English message', async () => {
    const spy = vi.spyOn(notify, 'error').mockImplementation(() => 'id');
    const body = {
      success: false,
      message: 'This OTP has expired. Please request a new OTP.',
      error: 'This OTP has expired. Please request a new OTP.',
      code: 'otp.expired',
    };
    try {
      const english = await failureOf(respond(400, body));
      expect(english.code).toBe('otp.expired');
      expect(english.text).toBe('This OTP has expired. Please request a new OTP.');
      expect(spy).toHaveBeenLastCalledWith('This OTP has expired. Please request a new OTP.');
      setLanguage('hi');
      const hindi = await failureOf(respond(400, body));
      expect(hindi.message).toBe('This OTP has expired. Please request a new OTP.');
      expect(spy).toHaveBeenLastCalledWith('इस OTP की समय-सीमा समाप्त हो गई है। कृपया नया OTP माँगें।');
      expect(getErrorMessage(hindi)).toBe('इस OTP की समय-सीमा समाप्त हो गई है। कृपया नया OTP माँगें।');
      setLanguage('mr');
      expect((await failureOf(respond(400, body))).text).toBe('या OTP ची मुदत संपली आहे. कृपया नवीन OTP मागा.');
      // A message with no catalogued code says something specific: shown as the server wrote it.
      const specific = await failureOf(respond(404, { success: false, error: 'Enquiry not found', code: 'request.not-found-here' }));
      expect(specific.text).toBe('Enquiry not found');
      // No readable answer: the spec's fallback, in the visitor's language.
      expect((await failureOf(respond(500, { success: false }))).text).toBe('काहीतरी चूक झाली! कृपया पुन्हा प्रयत्न करा');
    } finally {
      setLanguage('en');
    }
  });

  it('falls back to the spec text when the response has no error field', async () => {
    const error = await failureOf(respond(500, { success: false }));
    expect(error.message).toBe(FALLBACK_ERROR_MESSAGE);
    expect(FALLBACK_ERROR_MESSAGE).toBe('some error occurred! plese try again');
  });

  it('maps a request with no response to a network error', async () => {
    const error = await failureOf(async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    });
    expect(error.kind).toBe('network');
    expect(error.message).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('maps a timeout to a timeout error', async () => {
    const error = await failureOf(async (config) => {
      throw new AxiosError('timeout', AxiosError.ETIMEDOUT, config, {});
    });
    expect(error.kind).toBe('timeout');
  });

  it('maps an unparsable 200 reply to a parse error', async () => {
    const error = await failureOf(respond(200, '<html>gateway page</html>', 'text/html'));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe(FALLBACK_ERROR_MESSAGE);
  });

  it('announces a failure once through notify unless the caller opts out', async () => {
    const spy = vi.spyOn(notify, 'error').mockImplementation(() => 'id');
    await failureOf(respond(403, { error: 'Forbidden for this shop' }));
    expect(spy).toHaveBeenCalledWith('Forbidden for this shop');
    spy.mockClear();
    const client = createApiClient({ adapter: respond(403, { error: 'x' }), baseURL: () => 'http://api.test' });
    await client.get('/x', { notifyOnError: false }).catch(() => undefined);
    expect(spy).not.toHaveBeenCalled();
  });

  it('drops an access token the server refuses', async () => {
    vi.spyOn(notify, 'error').mockImplementation(() => 'id');
    session.setToken('accessToken', 'expired.token.value');
    await failureOf(respond(401, { error: 'Session expired' }));
    expect(session.get().accessToken).toBeNull();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });
});
