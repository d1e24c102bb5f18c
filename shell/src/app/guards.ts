// Guards (docs/spec/product.md §6; the vendor and telecaller rules are ours to design). The browser
// only decides which page to show; the API checks the token's signature and role on every call.
import { roleFromAccessToken, type Access, type SessionState } from '@platform/shared';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string; message?: string };

/** The login page, told where to come back to (it follows only same-site paths). */
export function loginRedirect(requested: string): string {
  return `/login?redirectTo=${encodeURIComponent(requested)}`;
}

/** Where each signed-in role belongs (bankers have no signed-in area yet: the home page). */
const OWN_AREA: Partial<Record<string, { path: string; who: string }>> = {
  customer: { path: '/customer/referral', who: 'customer' },
  telecaller: { path: '/telecaller/telecaller-form', who: 'telecaller' },
  banker: { path: '/', who: 'banker' },
};

/** `requested` is the path (with query) being opened, so a login can bring the person back to it. */
export function checkAccess(access: Access, state: SessionState, requested = '/'): GuardDecision {
  switch (access) {
    case 'public':
      return { allow: true };
    case 'customer':
      // Spec: customer pages need an access token in session storage, otherwise redirect to /.
      return state.accessToken ? { allow: true } : { allow: false, redirectTo: '/' };
    case 'vendor': {
      const role = roleFromAccessToken(state.accessToken);
      if (role === 'vendor') return { allow: true };
      // Someone signed in with another account is not asked to log in again: they are told why
      // and taken to their own area.
      const own = role ? OWN_AREA[role] : undefined;
      if (own) {
        return {
          allow: false,
          redirectTo: own.path,
          message: `The vendor dashboard is for partner shops. You are signed in as a ${own.who}, so here is your own area.`,
        };
      }
      return { allow: false, redirectTo: loginRedirect(requested), message: 'Please log in with your partner shop account to open the vendor dashboard.' };
    }
    case 'telecaller':
      return roleFromAccessToken(state.accessToken) === 'telecaller'
        ? { allow: true }
        : { allow: false, redirectTo: '/telecaller', message: 'Please log in to the telecaller console first.' };
  }
}
