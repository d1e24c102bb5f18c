// Logging out (the header's and every area's "Log out"). The browser forgets the tokens at once,
// whatever the network does; the server is told too: a shift session ends in every tab of this
// browser (docs/decisions/043), any other token stops working everywhere it was copied (POST
// /auth/logout raises the account's token version). "Sign out everywhere" ends every device's.
import type { AxiosInstance } from 'axios';
import { session, shiftRefreshDue, SIGN_OUT_EVERYWHERE_PATH } from '@platform/shared';
import { apiClient, refreshShiftSession } from './api-client';

/** Asks the server to end the token's session (see above). Best effort: never throws, never toasts. */
export async function revokeAccessToken(token: string, client: AxiosInstance = apiClient): Promise<void> {
  await client.post('/auth/logout', {}, { headers: { Authorization: `Bearer ${token}` }, notifyOnError: false }).catch(() => undefined);
}

export async function logOut(client: AxiosInstance = apiClient): Promise<void> {
  // A tab whose token lapsed while its shift session lives renews it first, so the server can end
  // the session the cookie holds (a lapsed token names nothing the server would still honour).
  if (shiftRefreshDue(session.get().accessToken)) await refreshShiftSession(client);
  const token = session.get().accessToken;
  session.clear();
  if (token) await revokeAccessToken(token, client);
}

/**
 * Ends every session of the account, on every device and in every tab ("Sign out everywhere").
 * Unlike logging out, it must reach the server to mean anything: a failure is told and the tab
 * stays signed in, so the person can try again.
 */
export async function signOutEverywhere(client: AxiosInstance = apiClient): Promise<void> {
  await client.post(SIGN_OUT_EVERYWHERE_PATH, {});
  session.clear();
}
