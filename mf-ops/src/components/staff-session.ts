// Whether the session holds a staff (role 'admin') access token. The shell's session roles do not
// name staff (the console is an area of its own; the shell is not rebuilt for it), so the console
// reads the claim itself. Reading it only decides what to show: the API checks every call.
import { useSession } from '@platform/shared';

export function isStaffToken(token: string | null): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown; exp?: unknown };
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return false;
    return claims.role === 'admin';
  } catch {
    return false;
  }
}

export const useIsStaff = () => useSession((state) => isStaffToken(state.accessToken));
