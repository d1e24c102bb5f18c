import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageSecurityHeaders } from './security-policy';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

describe('contentSecurityPolicy', () => {
  it('lets the page talk to the site, the API origin and the payment provider only', () => {
    const csp = contentSecurityPolicy({ apiBaseUrl: 'https://api.loansetu.in/v1/', reportUrl: 'https://api.loansetu.in/csp-report' });
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://api.loansetu.in',
      'https://sdk.cashfree.com',
      'https://api.cashfree.com',
      'https://sandbox.cashfree.com',
    ]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://sdk.cashfree.com']);
    expect(directive(csp, 'report-uri')).toEqual(['https://api.loansetu.in/csp-report']);
    expect(directive(csp, 'report-to')).toBeUndefined();
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('sends HSTS only for pages served over https', () => {
    expect(pageSecurityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(pageSecurityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
  });
});
