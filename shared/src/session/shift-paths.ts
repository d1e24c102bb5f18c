// The shift session's calls and words (docs/decisions/043-a-shops-shift-refresh-sessions.md), in a
// module without dependencies: the contracts and the one API client both read them, and the client
// must not pull the contracts' schemas into every page.

/** Where the refresh cookie is sent (its Path), so no other call ever carries it. */
export const REFRESH_PATH = '/auth/session/refresh';

export const SIGN_OUT_EVERYWHERE_PATH = '/auth/session/sign-out-everywhere';

/** What a tab is told when its shift session is over (the refresh was refused). */
export const SESSION_OVER = 'Your session has ended. Please log in again.';
