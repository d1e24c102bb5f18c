// The shell routes people by the role inside their access token. The browser cannot verify the
// signature (the API does, on every call); reading the claim only decides which page to show.
export type Role = 'customer' | 'vendor' | 'telecaller' | 'banker';
const ROLES: readonly Role[] = ['customer', 'vendor', 'telecaller', 'banker'];

export function roleFromAccessToken(token: string | null): Role | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { role?: unknown; exp?: unknown };
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
    return ROLES.includes(claims.role as Role) ? (claims.role as Role) : null;
  } catch {
    return null;
  }
}
