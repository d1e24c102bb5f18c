// The scheduled jobs in the operations console (contracts: @platform/shared/contracts, ops-jobs.ts):
// each job's schedule, next run, last run and outcome, the outbox's delivery state, and an
// operations admin's "Run now" (audited with the run's start, scheduler.ts).
import { indiaMidnight } from '@platform/shared/schemas';
import { listScheduledJobs, runScheduledJob, successCode } from '@platform/shared/contracts';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { describeSchedule, JobAlreadyRunning, jobRunOf, type JobRunRow, type JobScheduler } from './scheduler.ts';

const RUN_COLUMNS = `r.*, u.username AS requested_by_name`;

async function outboxState(db: Queryable, now: Date) {
  const { rows } = await db.query<{
    pending: string | number;
    retrying: string | number;
    dead: string | number;
    delivered: string | number;
    oldest: Date | string | null;
  }>(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending')) AS pending,
            count(*) FILTER (WHERE status IN ('pending', 'sending') AND attempts > 0) AS retrying,
            count(*) FILTER (WHERE status = 'dead' AND created_at >= $1) AS dead,
            count(*) FILTER (WHERE status = 'delivered' AND delivered_at >= $2) AS delivered,
            min(created_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest
       FROM outbox_messages
      WHERE status IN ('pending', 'sending') OR created_at >= $1 OR delivered_at >= $2`,
    [new Date(now.getTime() - 7 * 24 * 60 * 60_000), indiaMidnight(now)],
  );
  const row = rows[0]!;
  return {
    pending: Number(row.pending),
    retrying: Number(row.retrying),
    deadLastWeek: Number(row.dead),
    deliveredToday: Number(row.delivered),
    oldestPendingAt: iso(row.oldest),
  };
}

export const jobsPlugin = domainPlugin<{ jobs: JobScheduler }>((app, ctx, { jobs }) => {
  registerContract(app, ctx, listScheduledJobs, async () => {
    const now = ctx.clock.now();
    const list = jobs.list();
    const { rows: last } = await ctx.db.query<JobRunRow>(
      `SELECT DISTINCT ON (r.job) ${RUN_COLUMNS} FROM job_runs r LEFT JOIN users u ON u.id = r.requested_by
        WHERE r.job = ANY($1::text[]) ORDER BY r.job, r.started_at DESC, r.id`,
      [list.map((job) => job.name)],
    );
    const { rows: succeeded } = await ctx.db.query<{ job: string; at: Date | string }>(
      `SELECT job, max(finished_at) AS at FROM job_runs WHERE job = ANY($1::text[]) AND outcome = 'succeeded' GROUP BY job`,
      [list.map((job) => job.name)],
    );
    const lastByJob = new Map(last.map((row) => [row.job, row]));
    const successByJob = new Map(succeeded.map((row) => [row.job, row.at]));
    const data = await Promise.all(
      list.map(async (job) => {
        const lastRun = lastByJob.get(job.name);
        const nextDue = await jobs.nextDueAt(job);
        return {
          name: job.name,
          label: job.label,
          description: job.description,
          schedule: describeSchedule(job.schedule),
          nextDueAt: nextDue ? nextDue.toISOString() : null,
          lastRun: lastRun ? jobRunOf(lastRun) : null,
          lastSuccessAt: iso(successByJob.get(job.name) ?? null),
        };
      }),
    );
    return { success: true, message: 'Scheduled jobs', data: { jobs: data, outbox: await outboxState(ctx.db, now), generatedAt: now.toISOString() } };
  });

  registerContract(app, ctx, runScheduledJob, async ({ params, user }) => {
    const job = jobs.get(params.name);
    if (!job) throw new ApiError(404, 'There is no scheduled job of that name.');
    let run: JobRunRow;
    try {
      run = await jobs.runNow(job.name, user);
    } catch (error) {
      if (error instanceof JobAlreadyRunning) throw new ApiError(409, `${job.label} is running now. Wait for it to finish, then look at its outcome.`);
      throw error;
    }
    const answer = jobRunOf({ ...run, requested_by_name: user.username });
    // A run that succeeded names the job by its code too, for the site to name it in the reader's
    // language; its summary is the job's own English, as the jobs page shows it. A failure (a
    // toast of its own) keeps the English error it had.
    const said =
      run.outcome === 'succeeded'
        ? { message: `${job.label} ran: ${run.summary}`, ...successCode('job.ran', { job: job.name, summary: run.summary ?? '' }) }
        : { message: `${job.label} failed: ${run.error}` };
    return { success: true, ...said, data: answer };
  });
});
