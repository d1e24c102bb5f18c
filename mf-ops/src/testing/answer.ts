// A page test's API: each request answered from a table of path → body (GET) or a function of the
// request, anything else a 404, so a page asking for what the test did not expect fails visibly.
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@platform/shared/api';

type Answer = unknown | ((config: InternalAxiosRequestConfig) => unknown);

export function serveApi(answers: Record<string, Answer>): void {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    if (url in answers) {
      const answer = answers[url];
      const data = typeof answer === 'function' ? (answer as (c: InternalAxiosRequestConfig) => unknown)(config) : answer;
      return { data, status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, config, request: {} };
    }
    const response = { data: { success: false, message: 'Not found' }, status: 404, statusText: 'Not Found', headers: {}, config };
    throw Object.assign(new Error('Request failed with status code 404'), { isAxiosError: true, response, config });
  };
}
