// The one HTTP client (docs/spec/product.md §§7 and 8). Every failure leaves here as one ApiError
// shape — network, timeout, parse, or status with the server's data — carrying the message the user
// sees, and is announced once through notify, so no component writes its own try/catch-and-toast.
import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
// Through the package entry, never by relative path: each shared entry is its own federated
// module, and a relative import would give this one a second session store (see
// shared-entries.test.ts).
import { getRuntimeConfig, notify, session } from '@platform/shared';

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
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** false: the caller shows its own message (the failure is still an ApiError). */
    notifyOnError?: boolean;
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

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    config.baseURL ??= (options.baseURL ?? (() => getRuntimeConfig().apiBaseUrl))();
    const token = session.get().accessToken;
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(
    (response: AxiosResponse) => response,
    (error: unknown) => {
      const apiError = toApiError(error);
      const config = error instanceof AxiosError ? error.config : undefined;
      // The server no longer accepts this token: drop it, and the guards send the user out.
      if (apiError.status === 401 && session.get().accessToken && config?.headers?.has?.('Authorization')) {
        session.setToken('accessToken', null);
      }
      if (config?.notifyOnError !== false) notify.error(apiError.message);
      return Promise.reject(apiError);
    },
  );
  return client;
}

export const apiClient = createApiClient();
