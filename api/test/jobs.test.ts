// The scheduled jobs (api/src/jobs) on a controlled clock: each runs when its interval or its
// daily time in India comes, once across calls, records its outcome; the console lists them and
// an operations admin runs one now (audited). And the jobs themselves: SLA breach marking for
// leads and CA requests, retention deletion (decision 023).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listScheduledJobs, runScheduledJob } from '@platform/shared/contracts';
import { addAccount, bearer, databaseKinds, dataOf, demoStaffToken, json, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(databaseKinds)('scheduled jobs on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    admin = await demoStaffToken(server);
  });
  afterAll(() => server.close());

  const get = (url: string, token = admin) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
  const ran = async () => (await server.app.jobs.tick()).map((run) => run.job).sort();

  it('runs each job when its interval or its daily time in India comes, in one call only', async () => {
    // 2026-01-15 10:00 UTC is 15:30 in India: every job is due on its first check.
    server.clock.set(Date.UTC(2026, 0, 15, 10, 0));
    expect(await ran()).toEqual([
      'ca-request-sla',
      'ca-unpaid-expiry',
      'grievance-sla',
      'lead-first-call-sla',
      'money-reconciliation',
      'payments-reconcile',
      'payouts-poll',
      'retention',
    ]);
    expect(await ran()).toEqual([]);
    server.clock.advance(5 * MINUTE);
    expect(await ran()).toEqual(['ca-request-sla', 'grievance-sla', 'lead-first-call-sla', 'payments-reconcile', 'payouts-poll']);
    server.clock.advance(55 * MINUTE);
    expect(await ran()).toEqual(['ca-request-sla', 'ca-unpaid-expiry', 'grievance-sla', 'lead-first-call-sla', 'payments-reconcile', 'payouts-poll']);
    // Retention runs at 02:30 India time (21:00 UTC the day before), not a minute earlier.
    server.clock.set(Date.UTC(2026, 0, 15, 20, 59));
    expect(await ran()).not.toContain('retention');
    server.clock.set(Date.UTC(2026, 0, 15, 21, 0));
    expect(await ran()).toContain('retention');
    server.clock.set(Date.UTC(2026, 0, 16, 20, 0));
    expect(await ran()).not.toContain('retention');

    // Sessions end with time: sign in again on the moved clock.
    admin = await demoStaffToken(server);
    const { jobs } = dataOf(listScheduledJobs, await get('/ops/jobs'));
    const retention = jobs.find((job) => job.name === 'retention')!;
    expect(retention).toMatchObject({ label: 'Retention deletion', schedule: 'Daily at 02:30 (India time)', nextDueAt: '2026-01-16T21:00:00.000Z' });
    expect(retention.lastRun).toMatchObject({ trigger: 'schedule', outcome: 'succeeded', startedAt: '2026-01-15T21:00:00.000Z', requestedBy: null });
    expect(retention.lastRun!.summary).toMatch(/anonymised, \d+ old messages? and \d+ expired codes? deleted$/);
    expect(jobs.find((job) => job.name === 'lead-first-call-sla')!.schedule).toBe('Every 5 minutes');
  });

  it('records a failed run with its error, and the other jobs still run', async () => {
    server.app.jobs.register({
      name: 'always-fails',
      label: 'Always fails',
      description: 'A job for this test',
      schedule: { everyMs: MINUTE },
      run: async () => {
        throw new Error('the provider is down');
      },
    });
    server.clock.advance(10 * MINUTE);
    const runs = await server.app.jobs.tick();
    expect(runs.find((run) => run.job === 'always-fails')).toMatchObject({ outcome: 'failed', error: 'the provider is down' });
    expect(runs.find((run) => run.job === 'payments-reconcile')).toMatchObject({ outcome: 'succeeded' });
    admin = await demoStaffToken(server);
    const { jobs } = dataOf(listScheduledJobs, await get('/ops/jobs'));
    expect(jobs.find((job) => job.name === 'always-fails')!.lastRun).toMatchObject({ outcome: 'failed', error: 'the provider is down' });
  });

  it('an operations admin runs a job now: audited, refused while it runs, and only for operations admins', async () => {
    const run = await post(server.app, '/ops/jobs/lead-first-call-sla/run', {}, bearer(admin));
    expect(run.statusCode, run.body).toBe(200);
    const answer = dataOf(runScheduledJob, run);
    expect(answer).toMatchObject({ trigger: 'manual', outcome: 'succeeded', requestedBy: 'Anita Rao' });
    expect(json(run).message).toMatch(/^Lead first-call SLA ran: \d+ leads? marked as past the first-call time$/);
    // The job goes by its name, for the site to name it in Hindi or Marathi; the summary is the job's English.
    expect(json(run)).toMatchObject({ messageCode: 'job.ran', messageParams: { job: 'lead-first-call-sla', summary: answer.summary } });
    const { rows } = await server.db.query<{ action: string; subject_id: string; actor_role: string }>(
      `SELECT action, subject_id, actor_role FROM audit_log WHERE action = 'job.run' ORDER BY seq DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ action: 'job.run', subject_id: 'lead-first-call-sla', actor_role: 'ops_admin' });

    await server.db.query(`INSERT INTO job_runs (id, job, trigger, started_at, outcome) VALUES ($1, 'retention', 'schedule', $2, 'running')`, [
      randomUUID(),
      server.clock.now(),
    ]);
    const busy = await post(server.app, '/ops/jobs/retention/run', {}, bearer(admin));
    expect(busy.statusCode).toBe(409);
    expect(json(busy).error).toBe('Retention deletion is running now. Wait for it to finish, then look at its outcome.');
    // A run left running by a process that died is closed as failed after a while.
    server.clock.advance(31 * MINUTE);
    expect((await post(server.app, '/ops/jobs/retention/run', {}, bearer(admin))).statusCode).toBe(200);

    expect((await post(server.app, '/ops/jobs/no-such-job/run', {}, bearer(admin))).statusCode).toBe(404);
    const reviewer = await demoStaffToken(server, 'kyc.reviewer@example.com');
    expect((await get('/ops/jobs', reviewer)).statusCode).toBe(403);
    expect((await post(server.app, '/ops/jobs/retention/run', {}, bearer(reviewer))).statusCode).toBe(403);
  });

  it('marks a lead whose first call came late or not at all, once, with its due time', async () => {
    const telecaller = await addAccount(server, 'telecaller');
    const now = server.clock.now();
    const lead = async (calledAfterMs: number | null) => {
      const id = randomUUID();
      await server.db.query(
        `INSERT INTO leads (id, source, product, customer_name, mobile, pincode, status, assigned_to, created_at, updated_at)
         VALUES ($1, 'enquiry', 'home loan', 'Asha Verma', $2, '560034', 'new', $3, $4, $4)`,
        [id, uniqueMobile(), telecaller.id, now],
      );
      if (calledAfterMs !== null) {
        await server.db.query(`INSERT INTO lead_calls (id, lead_id, telecaller_id, status_after, created_at) VALUES ($1, $2, $3, 'contacted', $4)`, [
          randomUUID(),
          id,
          telecaller.id,
          new Date(now.getTime() + calledAfterMs),
        ]);
      }
      return id;
    };
    const uncalled = await lead(null);
    const calledSoon = await lead(10 * MINUTE);
    const calledLate = await lead(3 * DAY);
    const marks = async () =>
      new Map(
        (
          await server.db.query<{ id: string; first_call_breached_at: Date | string | null }>(
            'SELECT id, first_call_breached_at FROM leads WHERE id = ANY($1::uuid[])',
            [[uncalled, calledSoon, calledLate]],
          )
        ).rows.map((row) => [row.id, row.first_call_breached_at === null ? null : new Date(row.first_call_breached_at).toISOString()]),
      );
    expect([...(await marks()).values()]).toEqual([null, null, null]);
    server.clock.advance(4 * DAY);
    await server.app.jobs.runNow('lead-first-call-sla', { id: (await addAccount(server, 'admin')).id });
    const after = await marks();
    expect(after.get(calledSoon)).toBeNull();
    expect(after.get(uncalled)).not.toBeNull();
    expect(after.get(calledLate)).toBe(after.get(uncalled));
    // Marked with the due time, not the time of the run; a second run changes nothing.
    expect(new Date(after.get(uncalled)!).getTime()).toBeLessThan(now.getTime() + 2 * DAY);
    const again = await server.app.jobs.runNow('lead-first-call-sla', { id: (await addAccount(server, 'admin')).id });
    expect(again.summary).toBe('0 leads marked as past the first-call time');
  });

  it('marks a CA request still open past its due date, not one closed in time', async () => {
    const shop = await addAccount(server, 'vendor');
    const now = server.clock.now();
    const request = async (status: string, dueInMs: number, closedAfterMs: number | null) => {
      const id = randomUUID();
      await server.db.query(
        `INSERT INTO ca_submissions (id, request_number, vendor_id, service, service_group, details, status, fee_paise, paid_at, due_at, closed_at, created_at, updated_at)
         VALUES ($1, 'CA-2026-' || lpad(nextval('ca_request_number_seq')::text, 6, '0'), $2, 'gst-registration', 'ca', '{}', $3, 149900, $4, $5, $6, $4, $4)`,
        [id, shop.id, status, now, new Date(now.getTime() + dueInMs), closedAfterMs === null ? null : new Date(now.getTime() + closedAfterMs)],
      );
      return id;
    };
    const open = await request('in_progress', DAY, null);
    const closedInTime = await request('completed', DAY, DAY / 2);
    const notYetDue = await request('submitted', 10 * DAY, null);
    server.clock.advance(2 * DAY);
    const run = await server.app.jobs.runNow('ca-request-sla', { id: (await addAccount(server, 'admin')).id });
    expect(run.outcome).toBe('succeeded');
    const { rows } = await server.db.query<{ id: string; sla_breached_at: Date | string | null }>(
      'SELECT id, sla_breached_at FROM ca_submissions WHERE id = ANY($1::uuid[])',
      [[open, closedInTime, notYetDue]],
    );
    const byId = new Map(rows.map((row) => [row.id, row.sla_breached_at]));
    expect(new Date(byId.get(open)!).getTime()).toBe(now.getTime() + DAY);
    expect(byId.get(closedInTime)).toBeNull();
    expect(byId.get(notYetDue)).toBeNull();
  });

  it("retention anonymises an erased customer's disbursed loan five years after it closed, and deletes old messages", async () => {
    const customer = await addAccount(server, 'customer');
    const banker = await addAccount(server, 'banker');
    await server.db.query(`UPDATE users SET mobile = $2, username = 'Erased customer' WHERE id = $1`, [customer.id, `erased:${customer.id}`]);
    const now = server.clock.now();
    const loan = async (disbursedOn: string, tenureMonths: number) => {
      const id = randomUUID();
      await server.db.query(
        `INSERT INTO leads (id, source, product, customer_name, mobile, pincode, status, user_id, created_at, updated_at)
         VALUES ($1, 'enquiry', 'home loan', 'Ravi Kumar', $2, '560034', 'disbursed', $3, $4, $4)`,
        [id, customer.mobile, customer.id, now],
      );
      for (const decision of ['sanctioned', 'disbursed'] as const) {
        await server.db.query(
          `INSERT INTO lead_bank_decisions (lead_id, decision, amount_paise, rate_bps, tenure_months, disbursed_on, lender_reference, note,
             reported_by, reported_role, reported_name, reported_at)
           VALUES ($1, $2, 50000000, $3, $4, $5, $6, 'As the bank confirmed', $7, 'banker', 'Banker', $8)`,
          [
            id,
            decision,
            decision === 'sanctioned' ? 1050 : null,
            decision === 'sanctioned' ? tenureMonths : null,
            decision === 'disbursed' ? disbursedOn : null,
            decision === 'disbursed' ? 'DCB/HL/0042' : null,
            banker.id,
            now,
          ],
        );
      }
      return id;
    };
    // Today is 2026: one loan of 2 years disbursed in 2018 (closed 2020, kept until 2025), one of
    // 20 years disbursed in 2019 (kept until 2044).
    const pastRetention = await loan('2018-03-01', 24);
    const stillKept = await loan('2019-03-01', 240);
    const old = randomUUID();
    await server.db.query(`INSERT INTO sms_outbox (id, mobile, message, purpose, created_at) VALUES ($1, '9876500099', 'old', 'lead-status', $2)`, [
      old,
      new Date(now.getTime() - 91 * DAY),
    ]);

    const run = await server.app.jobs.runNow('retention', { id: (await addAccount(server, 'admin')).id });
    expect(run.outcome).toBe('succeeded');
    expect(run.counts).toMatchObject({ loansAnonymised: 1 });
    const { rows } = await server.db.query<{ id: string; customer_name: string; mobile: string }>(
      'SELECT id, customer_name, mobile FROM leads WHERE id = ANY($1::uuid[])',
      [[pastRetention, stillKept]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(pastRetention)).toMatchObject({ customer_name: 'Erased customer', mobile: '' });
    expect(byId.get(stillKept)).toMatchObject({ customer_name: 'Ravi Kumar' });
    expect((await server.db.query('SELECT 1 FROM sms_outbox WHERE id = $1', [old])).rows).toHaveLength(0);
    const { rows: audit } = await server.db.query<{ actor_role: string }>(
      `SELECT actor_role FROM audit_log WHERE action = 'retention.anonymise' AND subject_id = $1`,
      [pastRetention],
    );
    expect(audit).toEqual([{ actor_role: 'system' }]);
    // Idempotent: the second run finds nothing more to do.
    const again = await server.app.jobs.runNow('retention', { id: (await addAccount(server, 'admin')).id });
    expect(again.counts).toMatchObject({ loansAnonymised: 0, messagesDeleted: 0 });
  });
});
