/**
 * The mobile number an OTP flow token (sign-up, login, reset) was issued for, from its claims.
 * The browser cannot check the signature (the API does); reading the claim only saves people
 * retyping their number and lets a reloaded OTP page carry on. Null when absent or expired.
 */
export function mobileOfFlowToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { mobile?: unknown; exp?: unknown };
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
    return typeof claims.mobile === 'string' && /^\d{10}$/.test(claims.mobile) ? claims.mobile : null;
  } catch {
    return null;
  }
}
