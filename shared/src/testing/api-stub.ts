// Tests only: answers the shared API client's requests from a table instead of the network, so a
// page test runs the real client (errors, notices, token handling) against canned answers.
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@platform/shared/api';

/**
 * Keys are `METHOD url` plus `?query` when the request has params. Unknown requests answer 404.
 * Returns the list of keys requested, in order.
 */
export function answerApi(byKey: Record<string, [number, unknown]>): string[] {
  const sent: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const query = config.params ? `?${new URLSearchParams(config.params as Record<string, string>).toString()}` : '';
    const key = `${config.method?.toUpperCase()} ${config.url}${query}`;
    sent.push(key);
    const [status, body] = byKey[key] ?? [404, { success: false, error: 'Not found' }];
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}
