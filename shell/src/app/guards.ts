// Guards (spec section 6; the vendor and telecaller rules are ours to design). The browser only
// decides which page to show; the API checks the token's signature and role on every call.
import { roleFromAccessToken, type Access, type SessionState } from '@platform/shared';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string; message?: string };

/** The login page, told where to come back to (it follows only same-site paths). */
export function loginRedirect(requested: string): string {
  return `/login?redirectTo=${encodeURIComponent(requested)}`;
}

/** `requested` is the path (with query) being opened, so a login can bring the person back to it. */
export function checkAccess(access: Access, state: SessionState, requested = '/'): GuardDecision {
  switch (access) {
    case 'public':
      return { allow: true };
    case 'customer':
      // Spec: customer pages need an access token in session storage, otherwise redirect to /.
      return state.accessToken ? { allow: true } : { allow: false, redirectTo: '/' };
    case 'vendor':
      return roleFromAccessToken(state.accessToken) === 'vendor'
        ? { allow: true }
        : { allow: false, redirectTo: loginRedirect(requested), message: 'Please log in with your partner shop account to open the vendor dashboard.' };
    case 'telecaller':
      return roleFromAccessToken(state.accessToken) === 'telecaller'
        ? { allow: true }
        : { allow: false, redirectTo: '/telecaller', message: 'Please log in to the telecaller console first.' };
  }
}
