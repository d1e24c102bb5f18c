// The durable outbox (api/src/outbox): written in the caller's transaction, delivered with retries
// and backoff, given up after its attempts, never delivered twice by two workers, and delivered
// once after a worker died between claiming a message and marking it sent.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock.ts';
import { openPostgres, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import type { EmailAdapter } from '../src/email/email.ts';
import { backoffMs, Outbox } from '../src/outbox/outbox.ts';
import { OutboxSmsAdapter, type SmsAdapter, type SmsMessage } from '../src/sms/sms.ts';
import {
  DATABASE_URL,
  databaseKinds,
  json,
  lastOtp,
  openTestDatabase,
  post,
  startTestServer,
  uniqueMobile,
  type TestDatabase,
  type TestServer,
} from './helpers.ts';

const quiet = { info: () => undefined, warn: () => undefined };
const noEmail: EmailAdapter = { name: 'none', send: async () => undefined };
const statusSms = (mobile: string): SmsMessage => ({
  mobile,
  purpose: 'lead-status',
  template: 'lead-status',
  variables: { product: 'home loan', status: 'Contacted' },
});

/** A provider that records what it was asked to send, and can be told to fail or to hang. */
class RecordingSms implements SmsAdapter {
  readonly name = 'recording';
  sent: SmsMessage[] = [];
  failures = 0;
  hang = false;
  async send(message: SmsMessage): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('gateway answered 503');
    }
    this.sent.push(message);
    // A worker "dies" here: the provider has the message, the outbox never hears back.
    if (this.hang) await new Promise(() => undefined);
  }
}

const statusOf = async (db: Database, id: string) =>
  (
    await db.query<{ status: string; attempts: number; last_error: string | null }>('SELECT status, attempts, last_error FROM outbox_messages WHERE id = $1', [
      id,
    ])
  ).rows[0]!;

describe.each(databaseKinds)('outbox on %s', (kind) => {
  let test: TestDatabase;
  let clock: ManualClock;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await migrate(test.db);
  });
  afterAll(() => test.drop());
  afterEach(async () => {
    await test.db.query('DELETE FROM outbox_messages');
    await test.db.query('DELETE FROM sms_outbox');
  });

  const outboxWith = (sms: SmsAdapter, options: { leaseMs?: number } = {}) => new Outbox(test.db, clock, { sms, email: noEmail }, quiet, options);

  it('writes nothing when the transaction that wrote the message rolls back', async () => {
    clock = new ManualClock();
    const outbox = outboxWith(new RecordingSms());
    await expect(
      test.db.transaction(async (tx) => {
        await outbox.enqueue(tx, { channel: 'sms', message: statusSms('9876543210') });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await test.db.query('SELECT 1 FROM outbox_messages')).rows).toHaveLength(0);
  });

  it('retries a failed delivery after a growing wait, then delivers it once', async () => {
    clock = new ManualClock();
    const sms = new RecordingSms();
    const outbox = outboxWith(sms);
    const id = await outbox.enqueue(test.db, { channel: 'sms', message: statusSms('9876543211') });
    sms.failures = 2;
    expect(await outbox.deliver([id])).toMatchObject({ delivered: 0, failed: 1 });
    expect(await statusOf(test.db, id)).toEqual({ status: 'pending', attempts: 1, last_error: 'gateway answered 503' });
    // Not due before its backoff has passed.
    clock.advance(backoffMs(1) - 1000);
    expect((await outbox.deliverDue()).failed + (await outbox.deliverDue()).delivered).toBe(0);
    clock.advance(1000);
    expect(await outbox.deliverDue()).toMatchObject({ failed: 1 });
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));
    clock.advance(backoffMs(2));
    expect(await outbox.deliverDue()).toMatchObject({ delivered: 1 });
    expect(await statusOf(test.db, id)).toMatchObject({ status: 'delivered', attempts: 3 });
    clock.advance(24 * 60 * 60_000);
    expect((await outbox.deliverDue()).delivered).toBe(0);
    expect(sms.sent).toHaveLength(1);
    expect(sms.sent[0]!.id).toBe(id);
  });

  it('leaves a message held for its caller to that caller, and takes it only once the hold lapsed (the caller died)', async () => {
    clock = new ManualClock();
    const sms = new RecordingSms();
    const outbox = outboxWith(sms);
    // An OTP: the request that wrote it delivers it and must know whether it went.
    const held = await outbox.enqueue(test.db, { channel: 'sms', message: statusSms('9876543219') }, { heldForCallerMs: 30_000 });
    // Another process's worker passes in between: it leaves the message alone.
    expect((await outbox.deliverDue()).delivered).toBe(0);
    expect(await outbox.deliver([held])).toMatchObject({ delivered: 1, deliveredIds: [held] });
    expect(sms.sent.map((message) => message.id)).toEqual([held]);

    // A caller that died before delivering: a worker sends it once the hold has lapsed.
    const orphan = await outbox.enqueue(test.db, { channel: 'sms', message: statusSms('9876543218') }, { heldForCallerMs: 30_000 });
    clock.advance(29_000);
    expect((await outbox.deliverDue()).delivered).toBe(0);
    clock.advance(1_000);
    expect(await outbox.deliverDue()).toMatchObject({ delivered: 1, deliveredIds: [orphan] });
  });

  it('gives a message up after its attempts, and one whose code expired without trying', async () => {
    clock = new ManualClock();
    const sms = new RecordingSms();
    const outbox = outboxWith(sms);
    const id = await outbox.enqueue(test.db, { channel: 'sms', message: statusSms('9876543212') }, { maxAttempts: 3 });
    sms.failures = 10;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await outbox.deliverDue();
      clock.advance(backoffMs(attempt));
    }
    expect(await statusOf(test.db, id)).toEqual({ status: 'dead', attempts: 3, last_error: 'gateway answered 503' });
    expect(await outbox.deliverDue()).toMatchObject({ delivered: 0, failed: 0, dead: 0 });

    sms.failures = 0;
    const otp = await outbox.enqueue(
      test.db,
      {
        channel: 'sms',
        message: { mobile: '9876543213', purpose: 'login', otp: '482913', template: 'otp', variables: { otp: '482913', action: 'log in', minutes: '5' } },
      },
      { expiresAt: new Date(clock.now().getTime() + 5 * 60_000) },
    );
    clock.advance(5 * 60_000);
    expect(await outbox.deliverDue()).toMatchObject({ dead: 1 });
    expect(sms.sent).toHaveLength(0);
    // The code is not kept at rest once the message is given up.
    const { rows } = await test.db.query<{ payload: unknown }>('SELECT payload FROM outbox_messages WHERE id = $1', [otp]);
    expect(JSON.stringify(rows[0]!.payload)).not.toContain('482913');
  });

  it('delivers a message once when the worker died between claiming it and marking it sent', async () => {
    clock = new ManualClock();
    const phone = new OutboxSmsAdapter(test.db, clock, quiet, true);
    // Worker A claims the message and hands it to the provider, then never comes back.
    const dying = new RecordingSms();
    dying.hang = true;
    const workerA = outboxWith({ name: 'a', send: async (message) => (await phone.send(message), dying.send(message)) }, { leaseMs: 60_000 });
    const id = await workerA.enqueue(test.db, { channel: 'sms', message: statusSms('9876543214') });
    void workerA.deliverDue();
    await expect.poll(() => dying.sent.length).toBe(1);
    expect((await statusOf(test.db, id)).status).toBe('sending');

    // Worker B does not take it while A's claim holds; once it lapses, B delivers it again.
    const workerB = outboxWith(phone, { leaseMs: 60_000 });
    expect((await workerB.deliverDue()).delivered).toBe(0);
    clock.advance(60_000);
    expect((await workerB.deliverDue()).delivered).toBe(1);
    expect(await statusOf(test.db, id)).toMatchObject({ status: 'delivered', attempts: 2 });
    // The provider was asked twice, with the same key: the phone has it once.
    const { rows } = await test.db.query('SELECT 1 FROM sms_outbox WHERE id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it('never hands one message to two workers at once', async () => {
    clock = new ManualClock();
    // On PostgreSQL the second worker has its own connections, as another API process would.
    const other: Database = kind === 'postgres' ? await openPostgres({ connectionString: DATABASE_URL!, schema: await schemaOf(test.db), max: 3 }) : test.db;
    try {
      const counts = new Map<string, number>();
      const counting: SmsAdapter = {
        name: 'counting',
        async send(message) {
          counts.set(message.id!, (counts.get(message.id!) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
        },
      };
      const one = outboxWith(counting);
      const two = new Outbox(other, clock, { sms: counting, email: noEmail }, quiet);
      const ids: string[] = [];
      for (let i = 0; i < 120; i += 1) ids.push(await one.enqueue(test.db, { channel: 'sms', message: statusSms(`98765${String(i).padStart(5, '0')}`) }));
      const drain = async (outbox: Outbox) => {
        let delivered = 0;
        for (;;) {
          const pass = await outbox.deliverDue(10);
          delivered += pass.delivered;
          if (pass.delivered === 0) return delivered;
        }
      };
      // Four passes at once (two per worker); on PGlite they share its one connection.
      const delivered = await Promise.all([drain(one), drain(two), drain(one), drain(two)]);
      expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(120);
      expect([...counts.keys()].sort()).toEqual([...ids].sort());
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const { rows } = await test.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM outbox_messages WHERE status = 'delivered'`);
      expect(Number(rows[0]!.n)).toBe(120);
    } finally {
      if (other !== test.db) await other.close();
    }
  });
});

async function schemaOf(db: Database): Promise<string> {
  return (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
}

describe.each(databaseKinds)('messages through the outbox on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('an OTP is delivered at once and readable as before; one the provider refused is given up and may be asked again', async () => {
    const mobile = uniqueMobile();
    const sent = await post(server.app, '/auth/send-otp', { mobile });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    expect(await lastOtp(server.app, mobile)).toMatch(/^\d{6}$/);
    const { rows } = await server.db.query<{ status: string; purpose: string }>(`SELECT status, purpose FROM outbox_messages WHERE recipient_masked = $1`, [
      `******${mobile.slice(-4)}`,
    ]);
    expect(rows).toEqual([{ status: 'delivered', purpose: 'login' }]);

    const other = uniqueMobile();
    server.failNextQuery(/INSERT INTO sms_outbox/);
    const refused = await post(server.app, '/auth/send-otp', { mobile: other });
    expect(refused.statusCode).toBe(503);
    expect(json(refused).error).toBe('We could not send the OTP right now. Please try again in a moment.');
    const { rows: dead } = await server.db.query<{ status: string }>(`SELECT status FROM outbox_messages WHERE recipient_masked = $1`, [
      `******${other.slice(-4)}`,
    ]);
    expect(dead).toEqual([{ status: 'dead' }]);
    // Nothing is sent later for the refused one; a new request is allowed at once.
    server.clock.advance(60_000);
    await server.app.outbox.deliverDue();
    expect((await server.app.inject({ method: 'GET', url: `/dev/last-otp?mobile=${other}` })).statusCode).toBe(404);
    expect((await post(server.app, '/auth/send-otp', { mobile: other })).statusCode).toBeLessThan(300);
  });
});
