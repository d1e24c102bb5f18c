// The API's security headers, compression and the CSP report endpoint (api/README.md, "Delivery").
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_REPORT_LIMIT } from '../src/csp/reports.ts';
import { databaseKinds, json, SITE_ORIGIN, startTestServer, type TestServer } from './helpers.ts';

const classicReport = (blocked = 'https://evil.example/x.js?token=secret') => ({
  'csp-report': {
    'document-uri': 'http://localhost:8080/education-loan?referral=ABC',
    'effective-directive': 'script-src-elem',
    'violated-directive': 'script-src-elem',
    'blocked-uri': blocked,
    disposition: 'enforce',
  },
});

describe.each(databaseKinds)('delivery security on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  const report = (body: unknown, contentType = 'application/csp-report', ip = '10.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: ip,
    });

  const stored = async () => json(await server.app.inject({ method: 'GET', url: '/dev/csp-reports' })).reports as Record<string, unknown>[];

  it('counts each distinct violation, without query strings', async () => {
    expect((await report(classicReport())).statusCode).toBe(200);
    expect((await report(classicReport())).statusCode).toBe(200);
    const reporting = [
      {
        type: 'csp-violation',
        url: 'http://localhost:8080/',
        body: {
          documentURL: 'http://localhost:8080/b2c/credit-card',
          effectiveDirective: 'connect-src',
          blockedURL: 'https://tracker.example/collect?id=1',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', body: {} },
    ];
    expect((await report(reporting, 'application/reports+json')).statusCode).toBe(200);

    const rows = await stored();
    expect(rows).toContainEqual({
      documentPath: '/education-loan',
      directive: 'script-src-elem',
      blocked: 'https://evil.example/x.js',
      disposition: 'enforce',
      count: 2,
    });
    expect(rows).toContainEqual({
      documentPath: '/b2c/credit-card',
      directive: 'connect-src',
      blocked: 'https://tracker.example/collect',
      disposition: 'enforce',
      count: 1,
    });
    expect(JSON.stringify(rows)).not.toContain('secret');
  });

  it('answers junk with 400 or 200, never 5xx, and stores nothing from it', async () => {
    const before = (await stored()).length;
    for (const [body, type] of [
      ['{not json', 'application/csp-report'],
      ['[1,2,', 'application/reports+json'],
      [{ 'csp-report': 'x' }, 'application/csp-report'],
      [{ 'csp-report': { 'document-uri': 'not a url', 'effective-directive': 'script-src' } }, 'application/json'],
      [[{ type: 'csp-violation', body: null }], 'application/reports+json'],
      ['', 'application/csp-report'],
    ] as const) {
      const response = await report(body, type, '10.0.0.2');
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect([200, 400]).toContain(response.statusCode);
    }
    expect((await stored()).length).toBe(before);
  });

  it('limits how many reports one client may send', async () => {
    let last = 0;
    for (let i = 0; i <= CSP_REPORT_LIMIT.limit; i++)
      last = (await report(classicReport(`https://x.example/${i}.js`), 'application/csp-report', '10.0.0.3')).statusCode;
    expect(last).toBe(429);
    server.clock.advance(CSP_REPORT_LIMIT.windowMs);
    expect((await report(classicReport(), 'application/csp-report', '10.0.0.3')).statusCode).toBe(200);
  });

  it('sends security headers and keeps CORS working for the site', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/blogs', headers: { origin: SITE_ORIGIN } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).openapi).toBe('3.0.3');
  });
});
