// Two real API processes (main.ts, as `pnpm start:cluster` runs them) on one PostgreSQL database:
// whatever holds state must hold across processes (docs/scale-out.md). Runs only with
// DATABASE_URL, on a database of its own (created here, dropped after).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from '../cluster/database.ts';
import { quoteIdent } from '../src/db/database.ts';
import { LOCAL_AADHAAR_OTP, testAadhaar } from '../src/kyc/adapter.ts';
import { signWebhook } from '../src/payments/signature.ts';
import { startApi, stopApi, type ApiProcess } from './api-process.ts';
import { DATABASE_URL, enquiryPayload, uniqueAddress, uniqueMobile } from './helpers.ts';

const SITE_ORIGIN = 'http://localhost:8380';
const WEBHOOK_SECRET = randomBytes(32).toString('base64url');

describe.skipIf(!DATABASE_URL)('two API processes on one PostgreSQL database', () => {
  const databaseName = `api_cluster_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(DATABASE_URL ?? 'postgres://localhost/none');
  url.pathname = `/${databaseName}`;
  let dataDir: string;
  let a: ApiProcess;
  let b: ApiProcess;
  let client: pg.Client;

  beforeAll(async () => {
    await ensureDatabase(url.toString());
    dataDir = await mkdtemp(join(tmpdir(), 'api-cluster-'));
    const env = (name: string) => ({
      DATABASE_URL: url.toString(),
      TOKEN_SECRET: randomBytesFor('token'),
      LOCAL_PG_WEBHOOK_SECRET: WEBHOOK_SECRET,
      API_DATA_DIR: join(dataDir, name),
      API_UPLOADS_DIR: join(dataDir, 'uploads'),
      SITE_ORIGINS: SITE_ORIGIN,
      // As behind nginx: the client address is the last X-Forwarded-For entry, so each test has its own.
      TRUST_PROXY: '1',
    });
    // The first migrates and seeds; the second starts on the same database.
    a = await startApi({ ...env('a'), SEED_DEMO: '1' });
    b = await startApi(env('b'));
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await Promise.all([a && stopApi(a.child), b && stopApi(b.child)]);
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName)} WITH (FORCE)`);
    await admin.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const send = (api: ApiProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('OTP guesses spread over both processes lock the code out after 5 wrong tries', async () => {
    const address = uniqueAddress();
    const mobile = uniqueMobile();
    const sent = await send(a, '/auth/send-otp', { mobile }, { 'x-forwarded-for': address });
    expect(sent.status).toBe(200);
    const token = String(((await sent.json()) as { newToken: string }).newToken);
    // Ten guesses at once, alternating processes (ten of a million codes: practically all wrong).
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(
          i % 2 === 0 ? a : b,
          '/auth/verify-otp',
          { mobile, otp: String(100000 + i) },
          {
            'x-forwarded-for': address,
            authorization: `Bearer ${token}`,
          },
        ).then(async (r) => ({ status: r.status, message: String(((await r.json()) as { error?: string; message?: string }).message) })),
      ),
    );
    const wrong = answers
      .filter((r) => r.status === 400)
      .map((r) => r.message)
      .sort();
    const locked = answers.filter((r) => r.status === 429).map((r) => r.message);
    // Five tries counted in all: four "N left" answers, each N once, then locked for everyone.
    expect(wrong).toEqual(['Invalid OTP. 1 attempt left.', 'Invalid OTP. 2 attempts left.', 'Invalid OTP. 3 attempts left.', 'Invalid OTP. 4 attempts left.']);
    expect(locked).toEqual(Array(6).fill('Too many wrong attempts. Please request a new OTP.'));
    const { rows } = await client.query('SELECT attempts FROM otp_codes WHERE mobile = $1', [mobile]);
    expect(rows).toEqual([{ attempts: 5 }]);
  });

  it('the same Idempotency-Key sent to both processes at once stores one enquiry and answers both alike', async () => {
    const body = enquiryPayload();
    const headers = { 'x-forwarded-for': uniqueAddress(), 'idempotency-key': `cluster-${randomBytes(6).toString('hex')}` };
    const [first, second] = await Promise.all([send(a, '/inquiry/inquiry-submission', body, headers), send(b, '/inquiry/inquiry-submission', body, headers)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await first.text()).toBe(await second.text());
    // One did the work, the other waited for it and answered from what it stored.
    expect([first, second].filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    const { rows } = await client.query('SELECT count(*)::int AS n FROM enquiries WHERE mobile = $1', [body.mobile]);
    expect(rows[0].n).toBe(1);
  });

  it('a rate limit is one limit across processes: 30 OTP sends an hour from one address, however they are spread', async () => {
    const address = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        send(i % 2 === 0 ? a : b, '/auth/send-otp', { mobile: uniqueMobile() }, { 'x-forwarded-for': address }).then((r) => r.status),
      ),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(6);
  });

  it('the resend cooldown holds across processes: ten sends for one number at once send one OTP', async () => {
    const mobile = uniqueMobile();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(i % 2 === 0 ? a : b, '/auth/send-otp', { mobile }, { 'x-forwarded-for': uniqueAddress() })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(9);
    for (const r of refused)
      expect(String(((await r.json()) as { message: string }).message)).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
    const { rows } = await client.query('SELECT count(*)::int AS n FROM otp_codes WHERE mobile = $1', [mobile]);
    expect(rows[0].n).toBe(1);
  });

  it('the Aadhaar OTP (local KYC sandbox) is asked on one process and checked on the other; wrong OTPs at once are all counted', async () => {
    const login = await send(a, '/api/login', { email: 'demo.vendor2@example.com', password: 'Vendor2@2026' }, { 'x-forwarded-for': uniqueAddress() });
    const auth = { authorization: `Bearer ${String(((await login.json()) as { token: string }).token)}` };
    const ask = async () => {
      const asked = await send(a, '/auth/aadhar-otp', { aadhaar: testAadhaar('23412341234') }, auth);
      expect(asked.status).toBe(200);
      return String(((await asked.json()) as { data: { reference: string } }).data.reference);
    };
    const first = await ask();
    const wrong = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(i % 2 === 0 ? a : b, '/auth/aadhar-verify', { reference: first, otp: '654321' }, auth).then(async (r) => ({
          status: r.status,
          message: String(((await r.json()) as { message: string }).message),
        })),
      ),
    );
    // Each wrong OTP counted once: "4, 3, 2, 1 left", then the lock-out; none lost to a race.
    expect(
      wrong
        .filter((r) => r.status === 400 && r.message.startsWith('Invalid OTP'))
        .map((r) => r.message)
        .sort(),
    ).toEqual(['Invalid OTP. 1 attempts left.', 'Invalid OTP. 2 attempts left.', 'Invalid OTP. 3 attempts left.', 'Invalid OTP. 4 attempts left.']);
    expect(wrong.filter((r) => r.status === 429)).not.toHaveLength(0);
    const reference = await ask();
    const verified = await send(b, '/auth/aadhar-verify', { reference, otp: LOCAL_AADHAAR_OTP }, auth);
    expect(verified.status).toBe(200);
    // Used once, whichever process is asked again.
    expect((await send(a, '/auth/aadhar-verify', { reference, otp: LOCAL_AADHAAR_OTP }, auth)).status).not.toBe(200);
  });

  describe('payments', () => {
    let vendorToken: string;
    const balance = async (api: ApiProcess) =>
      Number(
        ((await (await fetch(`${api.url}/wallet/balance`, { headers: { authorization: `Bearer ${vendorToken}` } })).json()) as { balance: number }).balance,
      );
    const topUp = async (api: ApiProcess, rupees: number) => {
      const response = await send(api, '/wallet/create-order', { order_amount: rupees }, { authorization: `Bearer ${vendorToken}`, origin: SITE_ORIGIN });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { order_id: string; payment_session_id: string };
      return { orderId: body.order_id, sessionId: body.payment_session_id };
    };

    beforeAll(async () => {
      const login = await send(b, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' }, { 'x-forwarded-for': uniqueAddress() });
      expect(login.status).toBe(200);
      vendorToken = String(((await login.json()) as { token: string }).token);
    });

    it('a payment webhook delivered to both processes at once settles the order and credits the wallet once', async () => {
      const before = await balance(a);
      const { orderId } = await topUp(a, 500);
      const timestamp = String(Date.now());
      const rawBody = JSON.stringify({
        data: {
          order: { order_id: orderId, order_amount: 500, order_currency: 'INR', order_tags: null },
          payment: {
            cf_payment_id: '5114915000999',
            payment_status: 'SUCCESS',
            payment_amount: 500,
            payment_currency: 'INR',
            payment_message: 'Transaction successful',
          },
        },
        event_time: new Date().toISOString(),
        type: 'PAYMENT_SUCCESS_WEBHOOK',
      });
      const headers = {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': signWebhook(WEBHOOK_SECRET, timestamp, rawBody),
        'x-webhook-version': '2023-08-01',
      };
      const deliveries = await Promise.all([a, b, a, b].map((api) => fetch(`${api.url}/payments/webhook`, { method: 'POST', headers, body: rawBody })));
      expect(deliveries.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(await balance(b)).toBe(before + 50_000);
      const ledger = await client.query('SELECT amount_paise::int AS paise FROM wallet_ledger WHERE order_id = $1', [orderId]);
      expect(ledger.rows).toEqual([{ paise: 50_000 }]);
      const settled = await client.query("SELECT count(*)::int AS n FROM payment_events WHERE order_id = $1 AND outcome = 'paid'", [orderId]);
      expect(settled.rows[0].n).toBe(1);
    });

    it('the local checkout page works on either process: an order made on one is paid on the other', async () => {
      const before = await balance(a);
      const { orderId, sessionId } = await topUp(a, 300);
      const page = await fetch(`${b.url}/pg/checkout/${sessionId}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(orderId);
      const paid = await fetch(`${b.url}/pg/checkout/${sessionId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=pay',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      // The webhook goes to the process that served the page; the order reads paid from the other.
      await expect
        .poll(
          async () =>
            (await (await fetch(`${a.url}/payments/orders/${orderId}`, { headers: { authorization: `Bearer ${vendorToken}` } })).json()) as {
              data: { status: string };
            },
        )
        .toMatchObject({ data: { status: 'paid' } });
      expect(await balance(a)).toBe(before + 30_000);
    });
  });
});

/** A secret both processes share (per test run). */
const secrets = new Map<string, string>();
function randomBytesFor(name: string): string {
  if (!secrets.has(name)) secrets.set(name, randomBytes(48).toString('base64url'));
  return secrets.get(name)!;
}
