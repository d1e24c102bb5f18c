// The session: tokens the product keeps in sessionStorage (docs/spec/product.md §3), behind one
// zustand store shared by every remote. Writing through the store updates every subscriber at once,
// so an area reads what another area wrote without a reload; the storage event covers other
// documents.
import { useSyncExternalStore } from 'react';
// From the shared zustand itself: `zustand/vanilla` is not a shared entry, so importing it put a
// second copy of createStore in the core entry.
import { createStore, useStore } from 'zustand';

/** sessionStorage keys, spelled as the product stores them. */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  inquiryToken: 'InquiryToken',
  /** Sign-up / OTP token: set by sign-up, replaced by a resend or a mobile OTP. */
  otpToken: 'otpToken',
  /** Verify / forgot-password token: authorises the reset calls. */
  verifyToken: 'verifyToken',
  permissionToChangeProfile: 'permissionToChangeProfile',
} as const;

export type TokenName = 'accessToken' | 'inquiryToken' | 'otpToken' | 'verifyToken';

/**
 * localStorage: when this browser's shift session ends (epoch ms). Not a secret (the refresh token
 * itself is an httpOnly cookie no script reads): it tells a new tab that a refresh is worth trying,
 * so a visitor who never signed in costs no request, and its removal tells every other tab that
 * the session was ended here (docs/decisions/043-a-shops-shift-refresh-sessions.md).
 */
export const SHIFT_SESSION_KEY = 'shiftSessionUntil';

/** An access token's unverified claims (the API verifies; the browser only routes and refreshes). */
export function accessClaimsOf(token: string | null): { exp?: number; sx?: number; role?: unknown } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number; sx?: number; role?: unknown };
  } catch {
    return null;
  }
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** When this browser's shift session ends (epoch ms), if it has one that has not ended. */
export function shiftSessionUntil(now = Date.now()): number | null {
  const until = Number(local()?.getItem(SHIFT_SESSION_KEY) ?? NaN);
  return Number.isFinite(until) && until > now ? until : null;
}

/** An access token this close to its expiry is refreshed before it is sent. */
export const REFRESH_AHEAD_MS = 60_000;

/**
 * Whether the tab should trade the shift session's cookie for an access token now: the browser
 * has a shift session, and the tab has no access token or one about to expire.
 */
export function shiftRefreshDue(token: string | null, now = Date.now()): boolean {
  if (shiftSessionUntil(now) === null) return false;
  const claims = accessClaimsOf(token);
  // A tab signed in otherwise (a customer beside the shop, in one browser) never turns into the shop.
  if (token && typeof claims?.sx !== 'number') return false;
  return typeof claims?.exp !== 'number' || claims.exp * 1000 - REFRESH_AHEAD_MS <= now;
}

export interface SessionState {
  accessToken: string | null;
  inquiryToken: string | null;
  otpToken: string | null;
  verifyToken: string | null;
  permissionToChangeProfile: boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // storage can be disabled (privacy mode, sandboxed frame): the session then lives in memory
    return null;
  }
}

export function readSessionFromStorage(): SessionState {
  const store = storage();
  const read = (key: string) => store?.getItem(key) ?? null;
  return {
    accessToken: read(SESSION_KEYS.accessToken),
    inquiryToken: read(SESSION_KEYS.inquiryToken),
    otpToken: read(SESSION_KEYS.otpToken),
    verifyToken: read(SESSION_KEYS.verifyToken),
    permissionToChangeProfile: read(SESSION_KEYS.permissionToChangeProfile) === 'true',
  };
}

function write(key: string, value: string | null) {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

export const sessionStore = createStore<SessionState>(() => readSessionFromStorage());

export const session = {
  get: (): SessionState => sessionStore.getState(),
  setToken(name: TokenName, value: string | null) {
    write(SESSION_KEYS[name], value);
    // A sign-in (or refresh) into a shift session tells the browser's other tabs it exists.
    const sx = name === 'accessToken' ? accessClaimsOf(value)?.sx : undefined;
    if (typeof sx === 'number') local()?.setItem(SHIFT_SESSION_KEY, String(sx * 1000));
    sessionStore.setState({ [name]: value } as Partial<SessionState>);
  },
  setPermissionToChangeProfile(allowed: boolean) {
    write(SESSION_KEYS.permissionToChangeProfile, String(allowed));
    sessionStore.setState({ permissionToChangeProfile: allowed });
  },
  /** Log out: every token and flag goes, and the browser's shift session with them (every tab). */
  clear() {
    local()?.removeItem(SHIFT_SESSION_KEY);
    clearTab();
  },
  /** Re-read storage (another document changed it). */
  reload() {
    sessionStore.setState(readSessionFromStorage());
  },
  subscribe: (listener: (state: SessionState, previous: SessionState) => void) => sessionStore.subscribe(listener),
};

function clearTab() {
  for (const key of Object.values(SESSION_KEYS)) write(key, null);
  sessionStore.setState({
    accessToken: null,
    inquiryToken: null,
    otpToken: null,
    verifyToken: null,
    permissionToChangeProfile: false,
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === storage() && (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key))) {
      session.reload();
    }
    // Another tab logged out, or signed out everywhere: the shift session it shared with this one
    // is over, so this tab signs out too (the guards then send it on).
    if (event.storageArea === local() && (event.key === null || event.key === SHIFT_SESSION_KEY) && event.newValue === null && session.get().accessToken) {
      clearTab();
    }
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The session as a server sees it: nobody signed in (it never sees the tab's tokens). */
const AS_ON_THE_SERVER: SessionState = { accessToken: null, inquiryToken: null, otpToken: null, verifyToken: null, permissionToChangeProfile: false };

/**
 * For markup every page shares with its prerendered HTML (the site header's "Log out"): while React
 * adopts a prerendered page it reads the session as the server drew it, signed out, and updates it
 * right after. Read with `useSession`, a signed-in visitor's header differed from the HTML, and React
 * threw the whole prerendered page away and drew it again, a new and later largest paint. Only for
 * what may show signed out for a moment: a page that acts on a token (a redirect) keeps `useSession`.
 */
export function useSessionAsPrerendered<T extends string | number | boolean | null>(selector: (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.getState()),
    () => selector(AS_ON_THE_SERVER),
  );
}
