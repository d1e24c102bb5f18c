import { createServer, type IncomingMessage } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { CONTENT_DIR } from '../src/content/load-content.ts';
import { HttpGatewaySmsAdapter } from '../src/sms/sms.ts';
import { databaseKinds, enquiryPayload, json, lastOtp, post, SITE_ORIGIN, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';
import { DLT_ENTITY_ID, SMS_TEMPLATES } from '../src/sms/templates.ts';

const ROUTES: Array<[string, string]> = [
  ['POST', '/api/register'],
  ['POST', '/api/login'],
  ['POST', '/auth/send-otp'],
  ['POST', '/auth/verify-otp'],
  ['POST', '/auth/mobile-verify'],
  ['POST', '/auth/forgot-password'],
  ['POST', '/auth/verify-reset-otp'],
  ['POST', '/auth/verify-resend-otp'],
  ['POST', '/inquiry/inquiry-submission'],
  ['POST', '/inquiry/verify-otp'],
  ['POST', '/carrier/send-otp'],
  ['POST', '/carrier/verify-otp'],
  ['GET', '/api/get-profile'],
  ['GET', '/api/blogs'],
  ['POST', '/api/get-address'],
  ['GET', '/api/get-user'],
];

describe.each(databaseKinds)('HTTP surface on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('seeding twice changes nothing', async () => {
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
    const before = await count();
    const again = await buildServer({ database: server.db, clock: server.clock, seedDemo: true, devTools: true });
    await again.close();
    expect(await count()).toBe(before);
    // The site's content is upserted from its Markdown files on every start: no duplicates either.
    // One article per English file; `<slug>.hi.md` and `<slug>.mr.md` are its language versions (decision 052).
    const posts = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts');
    const files = (await Promise.all(['blog', 'news', 'guides'].map((d) => readdir(join(CONTENT_DIR, d))))).flat();
    const originals = files.filter((f) => f.endsWith('.md') && !/\.(hi|mr)\.md$/.test(f));
    expect(posts.rows[0]!.n).toBe(originals.length);
    const versions = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_translations');
    expect(versions.rows[0]!.n).toBe(files.filter((f) => /\.(hi|mr)\.md$/.test(f)).length);
  });

  it('looks PIN codes up in the India Post directory', async () => {
    const delhi = await post(server.app, '/api/get-address', { pinCode: '110001' });
    expect(delhi.statusCode).toBe(200);
    const data = json(delhi).data as { state: string; district: string; postOffices: Array<{ name: string }> };
    expect(data.state).toBe('Delhi');
    expect(data.district).toBe('New Delhi');
    expect(data.postOffices.map((p) => p.name)).toContain('Supreme Court');

    const koramangala = json(await post(server.app, '/api/get-address', { pinCode: '560034' })).data as {
      state: string;
      postOffices: Array<{ name: string }>;
    };
    expect(koramangala.state).toBe('Karnataka');
    expect(koramangala.postOffices.map((p) => p.name)).toContain('Koramangala');

    const unknown = await post(server.app, '/api/get-address', { pinCode: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false, fields: { pinCode: 'Unknown PIN code' } });
    const bad = await post(server.app, '/api/get-address', { pinCode: '12ab56' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toEqual({ pinCode: 'Must be only digits' });
  });

  it('answers the last OTP of a mobile on the development route', async () => {
    const payload = enquiryPayload();
    await post(server.app, '/inquiry/inquiry-submission', payload);
    const response = await server.app.inject({ method: 'GET', url: `/dev/last-otp?mobile=${payload.mobile}` });
    expect(json(response)).toMatchObject({ success: true, otp: expect.stringMatching(/^\d{6}$/), purpose: 'enquiry' });
    expect((await server.app.inject({ method: 'GET', url: '/dev/last-otp?mobile=12' })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: `/dev/last-otp?mobile=${uniqueMobile()}` })).statusCode).toBe(404);
    // Only a hash is stored with the code's record.
    const { rows } = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM otp_codes WHERE mobile = $1', [payload.mobile]);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(json(response).otp as string);
  });

  it('answers unknown routes with 404 JSON', async () => {
    for (const url of ['/nope', '/api/../etc/passwd', '/api/register/extra']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ success: false, message: 'Not found', error: 'Not found', code: 'request.not-found' });
    }
  });

  it('gives every failure a stable code beside its English message: the catalogued one, else its status’s', async () => {
    const signedOut = await server.app.inject({ method: 'GET', url: '/api/get-profile' });
    expect(signedOut.statusCode).toBe(401);
    expect(json(signedOut)).toMatchObject({ message: 'Please log in to continue.', code: 'auth.login-required' });
    const badJson = await server.app.inject({ method: 'POST', url: '/api/login', payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(badJson.statusCode).toBe(400);
    expect(json(badJson)).toMatchObject({ message: 'Request body is not valid JSON', code: 'request.invalid-json' });
    const invalid = await post(server.app, '/api/login', { email: 'not-an-email', password: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(json(invalid).code).toBe('request.invalid-input');
    expect(typeof json(invalid).message).toBe('string');
  });

  it('answers malformed requests with 4xx JSON and never a stack trace', async () => {
    const cases = [
      { payload: '{"mobile": ', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: '', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: 'mobile=9876543210', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
      { payload: '<xml/>', headers: { 'content-type': 'application/xml' }, status: 415 },
      { payload: '["9876543210"]', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: 'null', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: '"just a string"', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: 'plain text', headers: { 'content-type': 'text/plain' }, status: 400 },
      { payload: '{"__proto__": {"admin": true}}', headers: { 'content-type': 'application/json' }, status: 400 },
      { payload: JSON.stringify({ mobile: 'x'.repeat(100_000) }), headers: { 'content-type': 'application/json' }, status: 413 },
      { payload: '{"mobile": {"$gt": ""}}', headers: { 'content-type': 'application/json' }, status: 400 },
    ];
    for (const c of cases) {
      const response = await server.app.inject({ method: 'POST', url: '/auth/send-otp', payload: c.payload, headers: c.headers });
      expect({ payload: c.payload.slice(0, 40), status: response.statusCode }).toEqual({ payload: c.payload.slice(0, 40), status: c.status });
      const body = json(response);
      expect(body.success).toBe(false);
      expect(typeof body.error).toBe('string');
      expect(response.body).not.toMatch(/\n\s+at |node_modules|Error:/);
    }
  });

  it('allows CORS with credentials for the site origin only, never reflecting others', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/inquiry/inquiry-submission',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    const ok = await preflight(SITE_ORIGIN);
    expect(ok.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    for (const origin of ['https://evil.example', 'http://localhost:8080.evil.example', 'null']) {
      const refused = await preflight(origin);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
    const simple = await server.app.inject({ method: 'GET', url: '/api/blogs', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const allowed = await server.app.inject({ method: 'GET', url: '/api/blogs', headers: { origin: SITE_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
  });

  it('describes every catalogued route in its OpenAPI document', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json(response) as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of ROUTES) {
      expect(doc.paths[path], path).toBeDefined();
      expect(doc.paths[path]![method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
    const reset = JSON.stringify(doc.paths['/auth/verify-reset-otp']!.post!.requestBody);
    expect(reset).toContain('conformpassword');
    const enquiry = JSON.stringify(doc.paths['/inquiry/inquiry-submission']!.post!.requestBody);
    for (const key of ['username', 'mobile', 'email', 'pincode', 'address', 'loanAmount', 'referred', 'type', 'shopID']) {
      expect(enquiry).toContain(`"${key}"`);
    }
  });
});

describe('server modes and adapters', () => {
  it('has no development route without dev tools, and keeps no code in the outbox', async () => {
    const server = await startTestServer('pglite', { devTools: false });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/dev/last-otp?mobile=9876543210' });
      expect(response.statusCode).toBe(404);
      // No usable code at rest: the outbox keeps the text with the code masked.
      const mobile = uniqueMobile();
      expect((await post(server.app, '/auth/send-otp', { mobile })).statusCode).toBe(200);
      const { rows } = await server.db.query<{ message: string; otp: string | null }>('SELECT message, otp FROM sms_outbox WHERE mobile = $1', [mobile]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.otp).toBeNull();
      expect(rows[0]!.message).toMatch(/^\*{6} is your OTP/);
      expect(rows[0]!.message).not.toMatch(/\d{6}/);
    } finally {
      await server.close();
    }
  });

  it('delivers OTPs through the HTTP SMS gateway with sender and template id', async () => {
    const received: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }> = [];
    let failNext = false;
    const gateway = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(data) });
        res.statusCode = failNext ? 502 : 202;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as { port: number };
    const server = await startTestServer('pglite', {
      sms: new HttpGatewaySmsAdapter({ url: `http://127.0.0.1:${port}/send`, sender: 'LOANMK', apiKey: 'k1' }),
    });
    try {
      const mobile = uniqueMobile();
      const response = await post(server.app, '/auth/send-otp', { mobile });
      expect(response.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      const sms = received[0]!;
      expect(sms.headers.authorization).toBe('Bearer k1');
      // The registered OTP template's ids, and its variables in template order.
      expect(sms.body).toMatchObject({ sender: 'LOANMK', entityId: DLT_ENTITY_ID, templateId: SMS_TEMPLATES.otp.id, to: `91${mobile}` });
      const [otp, action, minutes] = sms.body.variables as string[];
      expect([action, minutes]).toEqual(['log in', '5']);
      expect(otp).toMatch(/^\d{6}$/);
      expect(String(sms.body.message)).toContain(otp);
      // Nothing in the outbox: the gateway took it.
      expect((await server.app.inject({ method: 'GET', url: `/dev/last-otp?mobile=${mobile}` })).statusCode).toBe(404);

      failNext = true;
      const failed = await post(server.app, '/auth/send-otp', { mobile: uniqueMobile() });
      expect(failed.statusCode).toBe(503);
      expect(json(failed)).toMatchObject({ success: false, message: expect.stringMatching(/could not send the OTP/) });
    } finally {
      await server.close();
      gateway.close();
    }
  });

  it('keeps PGlite data in its folder across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-pglite-'));
    try {
      const first = await buildServer({ database: { dataDir: dir }, devTools: true, tokenSecret: 's'.repeat(32) });
      const payload = enquiryPayload();
      expect((await post(first, '/inquiry/inquiry-submission', payload)).statusCode).toBe(201);
      const otp = await lastOtp(first, payload.mobile);
      await first.close();

      const second = await buildServer({ database: { dataDir: dir }, devTools: true, tokenSecret: 's'.repeat(32) });
      expect(await lastOtp(second, payload.mobile)).toBe(otp);
      const health = await second.inject({ method: 'GET', url: '/health' });
      expect(json(health)).toMatchObject({ success: true, database: 'pglite' });
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
