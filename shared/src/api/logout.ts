// Logging out (the header's and every area's "Log out"). The browser forgets the tokens at once,
// whatever the network does; the server is told too, so the token stops working everywhere it was
// copied (POST /auth/logout raises the account's token version).
import type { AxiosInstance } from 'axios';
import { session } from '@platform/shared';
import { apiClient } from './api-client';

/** Asks the server to end every session of the token's account. Best effort: never throws, never toasts. */
export async function revokeAccessToken(token: string, client: AxiosInstance = apiClient): Promise<void> {
  await client.post('/auth/logout', {}, { headers: { Authorization: `Bearer ${token}` }, notifyOnError: false }).catch(() => undefined);
}

export async function logOut(client: AxiosInstance = apiClient): Promise<void> {
  const token = session.get().accessToken;
  session.clear();
  if (token) await revokeAccessToken(token, client);
}
