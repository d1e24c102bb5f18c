// A shop's shift (docs/decisions/043-a-shops-shift-refresh-sessions.md): the refresh of a shift
// session's access token from its httpOnly cookie, and signing out everywhere. Handlers in
// api/src/auth/session-routes.ts.
import { object } from 'yup';
import { ACCOUNT_ROLES } from './account';
import { SAMPLE_SHOP } from './auth-account';
import { signInAnswerSchema } from './auth';
import { defineContract } from './contract';
import { successResponse } from './envelope';

import { REFRESH_PATH, SIGN_OUT_EVERYWHERE_PATH } from '../session/shift-paths';

export { REFRESH_PATH, SESSION_OVER, SIGN_OUT_EVERYWHERE_PATH } from '../session/shift-paths';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl';

export const refreshSession = defineContract({
  operationId: 'refreshSession',
  method: 'POST',
  path: REFRESH_PATH,
  summary: 'A new access token for this tab, from the shift session in the refresh cookie',
  description:
    'Spends the httpOnly refresh cookie and sets its successor (rotation). A cookie already spent ends the whole session (reuse detection). Shops, telecallers and bankers get a shift session at sign-in; customers and staff do not.',
  tag: 'auth',
  callers: ['anyone'],
  response: successResponse(signInAnswerSchema),
  errors: [401, 403],
  samples: [
    {
      name: 'The demo shop, with its refresh cookie',
      response: { success: true, message: 'Session refreshed', accessToken: TOKEN, token: TOKEN, role: 'vendor', user: SAMPLE_SHOP },
    },
  ],
});

export const signOutEverywhere = defineContract({
  operationId: 'signOutEverywhere',
  method: 'POST',
  path: SIGN_OUT_EVERYWHERE_PATH,
  summary: 'End every session of the signed-in account, on every device and tab',
  tag: 'auth',
  callers: ACCOUNT_ROLES,
  unapprovedStaff: true,
  response: successResponse(object({})),
  errors: [401, 403],
  samples: [{ name: 'Any account', response: { success: true, message: 'Signed out on every device' } }],
});

export const SESSION_CONTRACTS = [refreshSession, signOutEverywhere] as const;
