// The one HTTP client (docs/spec/product.md §§7 and 8). Every failure leaves here as one ApiError
// shape — network, timeout, parse, or status with the server's data — carrying the message the user
// sees, and is announced once through notify, so no component writes its own try/catch-and-toast.
import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
// Through the package entry, never by relative path: each shared entry is its own federated
// module, and a relative import would give this one a second session store (see
// shared-entries.test.ts).
import {
  ACCOUNT_LANGUAGE_PATH,
  currentLanguage,
  getRuntimeConfig,
  notify,
  REFRESH_PATH,
  session,
  SESSION_OVER,
  shiftRefreshDue,
  shiftSessionUntil,
} from '@platform/shared';
import { apiErrorText } from './error-texts';

/** docs/spec/product.md §8, spelled as the product has it. */
export const FALLBACK_ERROR_MESSAGE = 'some error occurred! plese try again';

/**
 * OTP flows send their flow token (sign-up, login, reset, enquiry) in this header, so a signed-in
 * user's access token stays the bearer (api/README.md, "Tokens").
 */
export const FLOW_TOKEN_HEADER = 'X-Flow-Token';

export type ApiErrorKind = 'network' | 'timeout' | 'parse' | 'status';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The failure's stable code: the server's, or `client.no-answer` when no readable answer came. */
  readonly code: string | undefined;
  /** What to show the person: the text for the code in the current language (English: the message). */
  readonly text: string;
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.code = serverErrorCode(data) ?? (message === FALLBACK_ERROR_MESSAGE ? 'client.no-answer' : undefined);
    this.text = apiErrorText(message, this.code);
  }
}

function serverErrorCode(data: unknown): string | undefined {
  const code = data && typeof data === 'object' && 'code' in data ? (data as { code: unknown }).code : undefined;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false: the caller shows its own message (the failure is still an ApiError). */
    notifyOnError?: boolean;
    /** The shift session's own refresh call (never refreshed or retried itself). */
    shiftRefresh?: boolean;
    /** The bearer was the tab's session token (a 401 may then be refreshed and retried once). */
    sessionBearer?: boolean;
    shiftRetried?: boolean;
  }
}

function serverErrorText(data: unknown): string | null {
  if (data && typeof data === 'object' && 'error' in data) {
    const value = (data as { error: unknown }).error;
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return new ApiError('timeout', FALLBACK_ERROR_MESSAGE);
    }
    if (error.cause instanceof SyntaxError || (error.code === AxiosError.ERR_BAD_RESPONSE && error.response === undefined)) {
      return new ApiError('parse', FALLBACK_ERROR_MESSAGE);
    }
    if (error.response) {
      const { status, data } = error.response;
      return new ApiError('status', serverErrorText(data) ?? FALLBACK_ERROR_MESSAGE, status, data);
    }
    return new ApiError('network', FALLBACK_ERROR_MESSAGE);
  }
  if (error instanceof SyntaxError) return new ApiError('parse', FALLBACK_ERROR_MESSAGE);
  return new ApiError('network', FALLBACK_ERROR_MESSAGE);
}

export function createApiClient(options: { baseURL?: () => string; adapter?: AxiosInstance['defaults']['adapter'] } = {}): AxiosInstance {
  const client = axios.create({
    withCredentials: true,
    timeout: 0,
    responseType: 'json',
    // A 200 whose body is not JSON is a parsing error, not a string the caller mistakes for data.
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  client.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    config.baseURL ??= (options.baseURL ?? (() => getRuntimeConfig().apiBaseUrl))();
    // The page's language, on every call: a sign-in or an OTP asked for from a Hindi page is kept
    // and sent in Hindi (docs/decisions/053). A safelisted header: no extra preflight.
    if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', currentLanguage());
    if (config.shiftRefresh) return config;
    // A shift session's tab renews its access token before sending one that is about to expire.
    if (!config.headers.has('Authorization') && shiftRefreshDue(session.get().accessToken)) await refreshShiftSession(client);
    const token = session.get().accessToken;
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
      config.sessionBearer = true;
    }
    return config;
  });

  client.interceptors.response.use(
    (response: AxiosResponse) => response,
    async (error: unknown) => {
      const apiError = toApiError(error);
      const config = error instanceof AxiosError ? error.config : undefined;
      // Refused with the tab's token while the browser has a shift session (the token was ended,
      // e.g. by a password change in another tab): renew it once and send the call again.
      if (apiError.status === 401 && config?.sessionBearer && !config.shiftRetried && shiftSessionUntil() !== null) {
        const token = await refreshShiftSession(client);
        if (token) {
          config.shiftRetried = true;
          config.headers.set('Authorization', `Bearer ${token}`);
          return client.request(config);
        }
      }
      // The server no longer accepts this token: drop it, and the guards send the user out.
      if (apiError.status === 401 && session.get().accessToken && config?.headers?.has?.('Authorization')) {
        session.setToken('accessToken', null);
      }
      if (config?.notifyOnError !== false) notify.error(apiError.text);
      return Promise.reject(apiError);
    },
  );
  return client;
}

const refreshes = new WeakMap<AxiosInstance, Promise<string | null>>();

/** Runs `task` while no other tab of the browser runs one of the same name (Web Locks, where there are). */
function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('loansetu-shift-refresh', task) as Promise<T>) : task();
}

/**
 * Trades the shift session's refresh cookie for an access token of this tab's own. One refresh at
 * a time: callers in this tab share the one in flight, and other tabs wait for the browser-wide
 * lock, so each spends the cookie the previous one set (two spending one token would look like a
 * stolen copy and end the session). Answers the new token, or null when there is none: a refusal
 * signs the tab out (and every tab with it); a network failure leaves everything as it was.
 */
export function refreshShiftSession(client: AxiosInstance = apiClient): Promise<string | null> {
  let inFlight = refreshes.get(client);
  if (!inFlight) {
    inFlight = acrossTabs(async () => {
      // Another tab may have ended the session while this one waited.
      if (shiftSessionUntil() === null) return null;
      try {
        const { data } = await client.post<{ accessToken: string }>(REFRESH_PATH, {}, { shiftRefresh: true, notifyOnError: false });
        session.setToken('accessToken', data.accessToken);
        return data.accessToken;
      } catch (error) {
        const failure = toApiError(error);
        if (failure.kind === 'status' && (failure.status === 401 || failure.status === 403)) {
          const wasSignedIn = session.get().accessToken !== null;
          session.clear();
          if (wasSignedIn) notify.info(failure.status === 401 ? SESSION_OVER : failure.message);
        }
        return null;
      }
    }).finally(() => refreshes.delete(client));
    refreshes.set(client, inFlight);
  }
  return inFlight;
}

export const apiClient = createApiClient();

/**
 * Keeps a signed-in person's language on their account (PUT /auth/language), so their SMS and
 * statements follow it (docs/decisions/053). The shell calls it when the person switches. Best
 * effort and silent: the switch has already happened on the page, and the next sign-in keeps the
 * page's language anyway.
 */
export async function keepAccountLanguage(language: string, client: AxiosInstance = apiClient): Promise<void> {
  if (!session.get().accessToken) return;
  await client.put(ACCOUNT_LANGUAGE_PATH, { language }, { notifyOnError: false }).catch(() => undefined);
}
