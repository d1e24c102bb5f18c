// Tests only: answers the shared API client's requests from a table instead of the network, so a
// page test runs the real client (errors, notices, token handling) against canned answers.
import { AxiosError, type AxiosAdapter, type AxiosProgressEvent, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@platform/shared/api';

/**
 * Keys are `METHOD url` plus `?query` when the request has params. Unknown requests answer 404.
 * Returns the list of keys requested, in order.
 */
export function answerApi(byKey: Record<string, [number, unknown]>): string[] {
  const sent: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const key = keyOf(config);
    sent.push(key);
    return settle(config, byKey[key] ?? [404, { success: false, error: 'Not found' }]);
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

const keyOf = (config: InternalAxiosRequestConfig) => {
  const query = config.params ? `?${new URLSearchParams(config.params as Record<string, string>).toString()}` : '';
  return `${config.method?.toUpperCase()} ${config.url}${query}`;
};

function settle(config: InternalAxiosRequestConfig, [status, body]: [number, unknown]): AxiosResponse {
  const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
  if (status < 300) return response;
  throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
}

/**
 * Like `answerApi`, but the upload `uploadKey` is held open, as a slow connection holds it: the test
 * reports how many bytes are sent (the caller's `onUploadProgress`), then answers it. `sent` resolves
 * with the request's FormData once the page has sent it.
 */
export function holdUpload(byKey: Record<string, [number, unknown]>, uploadKey: string) {
  let config: InternalAxiosRequestConfig | undefined;
  let answerWith: (answer: [number, unknown]) => void = () => undefined;
  let started: (body: FormData) => void = () => undefined;
  const sent = new Promise<FormData>((resolve) => (started = resolve));
  apiClient.defaults.adapter = async (request: InternalAxiosRequestConfig) => {
    if (keyOf(request) !== uploadKey) return settle(request, byKey[keyOf(request)] ?? [404, { success: false, error: 'Not found' }]);
    config = request;
    const answer = new Promise<[number, unknown]>((resolve) => (answerWith = resolve));
    started(request.data as FormData);
    return settle(request, await answer);
  };
  return {
    sent,
    progress(loaded: number, total?: number) {
      if (!config) throw new Error(`${uploadKey} was not sent`);
      config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: total !== undefined, upload: true } as AxiosProgressEvent);
    },
    answer: (status: number, body: unknown) => answerWith([status, body]),
  };
}
