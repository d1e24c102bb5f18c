import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageSecurityHeaders } from './security-policy';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

describe('contentSecurityPolicy', () => {
  it("admits a development override's local dev server for scripts, styles and its rebuild events, and nothing but loopback", () => {
    const csp = contentSecurityPolicy({ developmentOrigins: ['http://localhost:3100', 'https://evil.example', 'http://127.0.0.1:3101'] });
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://sdk.cashfree.com', 'http://localhost:3100', 'http://127.0.0.1:3101']);
    expect(directive(csp, 'style-src')).toEqual(["'self'", 'http://localhost:3100', 'http://127.0.0.1:3101']);
    expect(directive(csp, 'connect-src')).toContain('http://localhost:3100');
    expect(csp).not.toContain('evil.example');
  });

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

  it('lets the page preview files it fetched itself (blob:) as images and PDFs, and run no script from them', () => {
    const csp = contentSecurityPolicy({ apiBaseUrl: 'https://api.loansetu.in/v1/' });
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.loansetu.in']);
    expect(directive(csp, 'frame-src')).toEqual(['blob:', 'https://sdk.cashfree.com', 'https://api.cashfree.com', 'https://sandbox.cashfree.com']);
    expect(directive(csp, 'object-src')).toEqual(['blob:']);
    expect(directive(csp, 'script-src')).not.toContain('blob:');
    expect(directive(csp, 'worker-src')).not.toContain('blob:');
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends HSTS only for pages served over https', () => {
    expect(pageSecurityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(pageSecurityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
  });
});
