import type { Queryable } from './database.ts';

/**
 * Claims this interval's run of a periodic `job` for the calling process: with several API
 * processes on one database, each runs the timer and the first to ask in an interval does the work.
 * A little slack (a tenth of the interval) lets the same process keep the job despite timer drift.
 */
export async function claimScheduledRun(db: Queryable, job: string, everyMs: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO scheduled_job_runs (job, last_run_at) VALUES ($1, $2)
     ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at WHERE scheduled_job_runs.last_run_at <= $3
     RETURNING job`,
    [job, now, new Date(now.getTime() - everyMs * 0.9)],
  );
  return rows.length > 0;
}
