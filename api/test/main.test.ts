import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedApi, startApi, stopApi } from './api-process.ts';

const start = startApi;
const stop = (child: Parameters<typeof stopApi>[0]) => stopApi(child).then(() => undefined);

describe('the start script (src/main.ts)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('serves on PGlite in API_DATA_DIR with demo data, JSON request logs, and keeps its secret across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-main-'));
    dirs.push(dir);
    const env = { API_DATA_DIR: join(dir, 'pglite'), SEED_DEMO: '1' };
    const first = await start(env);
    let accessToken: string;
    try {
      const login = await fetch(`${first.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
        body: JSON.stringify({ email: 'demo.vendor@example.com', password: 'Vendor@2026' }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
      accessToken = ((await login.json()) as { accessToken: string }).accessToken;
      // The log line reaches our pipe a moment after the answer.
      let completed: Record<string, unknown> | undefined;
      for (let i = 0; i < 40 && !completed; i += 1) {
        completed = first.logs.find((l) => l.msg === 'request completed');
        if (!completed) await new Promise((r) => setTimeout(r, 50));
      }
      expect(completed).toMatchObject({ reqId: expect.any(String), res: { statusCode: 200 } });
      // NODE_ENV=development alone turns no dev tool on: no OTP route, no code in the log.
      expect((await fetch(`${first.url}/dev/last-otp?mobile=9876500001`)).status).toBe(404);
      const sent = await fetch(`${first.url}/auth/send-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '9876500001' }),
      });
      expect(sent.status).toBe(200);
      let queued: Record<string, unknown> | undefined;
      for (let i = 0; i < 40 && !queued; i += 1) {
        queued = first.logs.find((l) => l.msg === 'sms queued in outbox');
        if (!queued) await new Promise((r) => setTimeout(r, 50));
      }
      expect(queued).toBeDefined();
      expect(JSON.stringify(queued)).not.toMatch(/"otp"/);
    } finally {
      await stop(first.child);
    }
    const secret = await readFile(join(dir, 'pglite', 'api-token-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);

    const second = await start(env);
    try {
      // Same secret and same database: the token from before the restart still works.
      const profile = await fetch(`${second.url}/api/get-profile`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { data: { email: string } }).data.email).toBe('demo.vendor@example.com');
    } finally {
      await stop(second.child);
    }
  });

  const refused = refusedApi;

  it('refuses to start in production without a strong TOKEN_SECRET, saying why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-main-'));
    dirs.push(dir);
    const base = { API_DATA_DIR: join(dir, 'pglite'), NODE_ENV: 'production', SITE_ORIGINS: 'https://www.loansetu.in' };
    const missing = await refused({ ...base, TOKEN_SECRET: '' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('TOKEN_SECRET must be set when NODE_ENV=production');
    const weak = await refused({ ...base, TOKEN_SECRET: 'password123' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('TOKEN_SECRET must be at least 32 random bytes');
  });

  it('refuses API_DEV_TOOLS=1 on a non-loopback address', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-main-'));
    dirs.push(dir);
    const outcome = await refused({ API_DATA_DIR: join(dir, 'pglite'), API_DEV_TOOLS: '1', API_HOST: '0.0.0.0' });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('API_DEV_TOOLS=1 is refused when listening on 0.0.0.0');
  });
});
