import { describe, expect, it } from 'vitest';
import type { SessionState } from '@platform/shared';
import { checkAccess } from './guards';

const base: SessionState = { accessToken: null, inquiryToken: null, otpToken: null, verifyToken: null, permissionToChangeProfile: false };

function tokenFor(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const inAnHour = Math.floor(Date.now() / 1000) + 3600;

describe('guards', () => {
  it('lets anyone open public pages', () => {
    expect(checkAccess('public', base)).toEqual({ allow: true });
  });

  it('sends customers without an access token to /', () => {
    expect(checkAccess('customer', base)).toEqual({ allow: false, redirectTo: '/' });
    expect(checkAccess('customer', { ...base, accessToken: tokenFor({ role: 'customer', exp: inAnHour }) })).toEqual({ allow: true });
  });

  it('sends people without a vendor token to the login page, which brings them back', () => {
    expect(checkAccess('vendor', base, '/vender/wallet?tab=1')).toMatchObject({
      allow: false,
      redirectTo: '/login?redirectTo=%2Fvender%2Fwallet%3Ftab%3D1',
    });
  });

  it('opens the vendor area only to a vendor token', () => {
    expect(checkAccess('vendor', base).allow).toBe(false);
    expect(checkAccess('vendor', { ...base, accessToken: tokenFor({ role: 'customer', exp: inAnHour }) }).allow).toBe(false);
    expect(checkAccess('vendor', { ...base, accessToken: tokenFor({ role: 'vendor', exp: inAnHour }) })).toEqual({ allow: true });
  });

  it('tells someone signed in with another role why, and takes them to their own area', () => {
    const customer = checkAccess('vendor', { ...base, accessToken: tokenFor({ role: 'customer', exp: inAnHour }) }, '/vender');
    expect(customer).toEqual({
      allow: false,
      redirectTo: '/customer/referral',
      message: 'The vendor dashboard is for partner shops. You are signed in as a customer, so here is your own area.',
    });
    expect(checkAccess('vendor', { ...base, accessToken: tokenFor({ role: 'telecaller', exp: inAnHour }) })).toMatchObject({
      redirectTo: '/telecaller/telecaller-form',
    });
  });

  it('refuses an expired or malformed token', () => {
    expect(checkAccess('vendor', { ...base, accessToken: tokenFor({ role: 'vendor', exp: 1 }) }).allow).toBe(false);
    expect(checkAccess('telecaller', { ...base, accessToken: 'not-a-jwt' }).allow).toBe(false);
  });

  it('opens the telecaller console only to a telecaller token, sending others to its landing page', () => {
    const refused = checkAccess('telecaller', { ...base, accessToken: tokenFor({ role: 'vendor', exp: inAnHour }) });
    expect(refused).toMatchObject({ allow: false, redirectTo: '/telecaller' });
    expect(checkAccess('telecaller', { ...base, accessToken: tokenFor({ role: 'telecaller', exp: inAnHour }) })).toEqual({ allow: true });
  });
});
