// The page's language reaches the API on every call, and a signed-in person's switch is kept on
// their account (docs/decisions/053): their SMS and statements follow it.
import { afterEach, describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { createApiClient, keepAccountLanguage } from './api-client';
import { session } from '../session/session-store';
import { onLanguageChosen, setLanguage } from '../i18n/language';

function recordingClient() {
  const calls: InternalAxiosRequestConfig[] = [];
  const client = createApiClient({
    baseURL: () => 'http://api.test',
    adapter: async (config) => {
      calls.push(config);
      return { data: { success: true }, status: 200, statusText: 'OK', headers: {}, config, request: {} };
    },
  });
  return { client, calls };
}

describe('the language on the server', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    session.clear();
    setLanguage('en');
  });

  it('names the page’s language in Accept-Language on every call', async () => {
    const { client, calls } = recordingClient();
    setLanguage('mr');
    await client.get('/anything');
    setLanguage('hi');
    await client.post('/auth/send-otp', { mobile: '9876543210' });
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['mr', 'hi']);
  });

  it('tells a switch in this tab to its listener, once', () => {
    const chosen: string[] = [];
    stops.push(onLanguageChosen((language) => chosen.push(language)));
    setLanguage('hi');
    setLanguage('hi');
    setLanguage('mr');
    expect(chosen).toEqual(['hi', 'mr']);
  });

  it('keeps a signed-in person’s language on their account, and sends nothing for a visitor', async () => {
    const { client, calls } = recordingClient();
    await keepAccountLanguage('hi', client);
    expect(calls).toEqual([]);
    session.setToken('accessToken', 'abc.def.ghi');
    await keepAccountLanguage('mr', client);
    expect(calls.map((c) => [c.method, c.url, JSON.parse(String(c.data))])).toEqual([['put', '/auth/language', { language: 'mr' }]]);
  });
});
