// What the account pages share: reading a flow token, where a signed-in person lands, and which
// `redirectTo` values may be followed.
import { roleFromAccessToken, type Role } from '@platform/shared';

/** "After login the user lands in the area their role opens." */
export const ROLE_LANDING: Record<Role, string> = {
  customer: '/customer/referral',
  vendor: '/vender',
  telecaller: '/telecaller',
  banker: '/',
};

export function landingFor(accessToken: string): string {
  const role = roleFromAccessToken(accessToken);
  return role ? ROLE_LANDING[role] : '/';
}

/**
 * A `redirectTo` is followed only when it is a path on this site: "/vender/wallet" yes,
 * "//evil.example", "https://…" or "/\evil" no, so a crafted login link cannot send people away.
 */
export function safeRedirectTarget(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  try {
    const url = new URL(raw, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return null;
    if (url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export const maskMobile = (mobile: string) => (mobile.length === 10 ? `+91 ${mobile.slice(0, 2)}xxxxxx${mobile.slice(8)}` : mobile);
