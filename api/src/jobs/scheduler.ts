// One registry of scheduled jobs (docs/decisions/041-one-outbox-and-one-job-registry.md): each job
// has a name, a schedule (an interval, or a time of day in India), and an idempotent handler.
// Every API process ticks the scheduler; the database decides which process runs a due job (the
// per-interval claim of `scheduled_job_runs`, decision 035), and `job_runs` records every run (its
// outcome, what it did, how long it took), so the console shows each job's last run, and two runs
// of one job never overlap (a unique index on the running row).
//
// A domain adds a job by registering it in platform-jobs.ts: `jobs.register({ name, label, description,
// schedule, run })`. `run` gets the time of the run (the server's clock, a test's controlled
// clock) and answers what it did in words and counts. It must be safe to run twice: a run may be
// cut short by a crash and run again.
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit.ts';
import { iso, type Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { claimScheduledRun } from '../db/scheduled-runs.ts';

export type JobSchedule =
  /** Every so many milliseconds. */
  | { everyMs: number }
  /** Once a day at this time in India (IST, UTC+05:30 all year), `HH:MM`. */
  | { dailyAt: string };

export interface JobResult {
  /** What the run did, in words for the console. */
  summary: string;
  counts?: Record<string, number>;
}

export interface JobDefinition {
  /** Stable key, kebab-case: 'retention', 'ca-unpaid-expiry'. */
  name: string;
  /** The console's name for it: 'Retention deletion'. */
  label: string;
  /** One sentence: what it does and why. */
  description: string;
  schedule: JobSchedule;
  /** The work, idempotent; `now` is the run's time. Throwing marks the run failed. */
  run(now: Date): Promise<JobResult>;
  /** A run still marked running after this long was cut short (its process died); default 30 min. */
  staleAfterMs?: number;
}

export interface JobRunRow {
  id: string;
  job: string;
  trigger: 'schedule' | 'manual';
  requested_by: string | null;
  requested_by_name?: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  outcome: 'running' | 'succeeded' | 'failed';
  summary: string | null;
  counts: unknown;
  error: string | null;
  duration_ms: number | null;
}

export interface JobLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** A run of the job is already in progress (another process, or an earlier press). */
export class JobAlreadyRunning extends Error {
  constructor(readonly job: string) {
    super(`${job} is already running`);
    this.name = 'JobAlreadyRunning';
  }
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The latest instant at or before `now` that is `HH:MM` in India. */
export function lastDailySlot(dailyAt: string, now: Date): Date {
  const [hours, minutes] = dailyAt.split(':').map(Number) as [number, number];
  const indiaNow = now.getTime() + IST_OFFSET_MS;
  const indiaMidnight = indiaNow - (((indiaNow % DAY_MS) + DAY_MS) % DAY_MS);
  let slot = indiaMidnight + (hours * 60 + minutes) * 60_000 - IST_OFFSET_MS;
  if (slot > now.getTime()) slot -= DAY_MS;
  return new Date(slot);
}

export function describeSchedule(schedule: JobSchedule): string {
  if ('dailyAt' in schedule) return `Daily at ${schedule.dailyAt} (India time)`;
  const minutes = schedule.everyMs / 60_000;
  if (minutes >= 60 && minutes % 60 === 0) return minutes === 60 ? 'Every hour' : `Every ${minutes / 60} hours`;
  if (minutes >= 1 && Number.isInteger(minutes)) return minutes === 1 ? 'Every minute' : `Every ${minutes} minutes`;
  return `Every ${Math.round(schedule.everyMs / 1000)} seconds`;
}

export class JobScheduler {
  private readonly jobs = new Map<string, JobDefinition>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: JobLogger,
  ) {}

  register(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`A job named ${job.name} is already registered`);
    if ('dailyAt' in job.schedule && !/^([01]\d|2[0-3]):[0-5]\d$/.test(job.schedule.dailyAt)) throw new Error(`${job.name}: dailyAt must be HH:MM`);
    if ('everyMs' in job.schedule && !(job.schedule.everyMs > 0)) throw new Error(`${job.name}: everyMs must be positive`);
    this.jobs.set(job.name, job);
  }

  list(): JobDefinition[] {
    return [...this.jobs.values()];
  }

  get(name: string): JobDefinition | undefined {
    return this.jobs.get(name);
  }

  /**
   * Runs every job that is due and that this process claims first. Answers the runs it made (a
   * failed run is recorded, never thrown: one job failing does not stop the others).
   */
  async tick(): Promise<JobRunRow[]> {
    const runs: JobRunRow[] = [];
    for (const job of this.jobs.values()) {
      const now = this.clock.now();
      if (!(await this.claim(job, now))) continue;
      try {
        runs.push(await this.execute(job, 'schedule', null));
      } catch (error) {
        // Already running elsewhere (a manual run): this interval's run is that one.
        if (!(error instanceof JobAlreadyRunning)) throw error;
      }
    }
    return runs;
  }

  /** An operations admin's "Run now": audited in the transaction that records the run's start. */
  async runNow(name: string, admin: { id: string }): Promise<JobRunRow> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    return this.execute(job, 'manual', admin.id);
  }

  /** When the job's next scheduled run is due (null when it never ran: at the next tick). */
  async nextDueAt(job: JobDefinition): Promise<Date | null> {
    const { rows } = await this.db.query<{ last_run_at: Date | string }>('SELECT last_run_at FROM scheduled_job_runs WHERE job = $1', [job.name]);
    const last = rows[0] ? new Date(rows[0].last_run_at) : null;
    if (!last) return null;
    if ('everyMs' in job.schedule) return new Date(last.getTime() + job.schedule.everyMs);
    return new Date(lastDailySlot(job.schedule.dailyAt, last).getTime() + DAY_MS);
  }

  /** This interval's (or today's) run, for the first process to ask. */
  private async claim(job: JobDefinition, now: Date): Promise<boolean> {
    if ('everyMs' in job.schedule) return claimScheduledRun(this.db, job.name, job.schedule.everyMs, now);
    const slot = lastDailySlot(job.schedule.dailyAt, now);
    const { rows } = await this.db.query(
      `INSERT INTO scheduled_job_runs (job, last_run_at) VALUES ($1, $2)
       ON CONFLICT (job) DO UPDATE SET last_run_at = EXCLUDED.last_run_at WHERE scheduled_job_runs.last_run_at < $3
       RETURNING job`,
      [job.name, now, slot],
    );
    return rows.length > 0;
  }

  private async execute(job: JobDefinition, trigger: 'schedule' | 'manual', requestedBy: string | null): Promise<JobRunRow> {
    const id = randomUUID();
    const startedAt = this.clock.now();
    const staleBefore = new Date(startedAt.getTime() - (job.staleAfterMs ?? 30 * 60_000));
    try {
      await this.db.transaction(async (tx) => {
        // A run left "running" long ago belonged to a process that died: it is recorded as failed.
        await tx.query(
          `UPDATE job_runs SET outcome = 'failed', finished_at = $3, error = 'The process running it stopped before it finished'
            WHERE job = $1 AND outcome = 'running' AND started_at < $2`,
          [job.name, staleBefore, startedAt],
        );
        await tx.query(`INSERT INTO job_runs (id, job, trigger, requested_by, started_at, outcome) VALUES ($1, $2, $3, $4, $5, 'running')`, [
          id,
          job.name,
          trigger,
          requestedBy,
          startedAt,
        ]);
        if (trigger === 'manual') {
          await recordAudit(tx, {
            actor: { id: requestedBy!, role: 'ops_admin' },
            action: 'job.run',
            subjectType: 'scheduled-job',
            subjectId: job.name,
            after: { runId: id },
            at: startedAt,
          });
        }
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new JobAlreadyRunning(job.name);
      throw error;
    }
    const started = performance.now();
    let result: JobResult | null = null;
    let failure: string | null = null;
    try {
      result = await job.run(startedAt);
    } catch (error) {
      failure = (error as Error).message || String(error);
    }
    const durationMs = Math.round(performance.now() - started);
    const { rows } = await this.db.query<JobRunRow>(
      `UPDATE job_runs SET outcome = $2, finished_at = $3, summary = $4, counts = $5, error = $6, duration_ms = $7 WHERE id = $1 RETURNING *`,
      [
        id,
        failure ? 'failed' : 'succeeded',
        this.clock.now(),
        result?.summary ?? null,
        result?.counts ? JSON.stringify(result.counts) : null,
        failure,
        durationMs,
      ],
    );
    if (failure) this.log.error({ job: { name: job.name, trigger, runId: id, durationMs }, err: failure }, 'scheduled job failed');
    else this.log.info({ job: { name: job.name, trigger, runId: id, durationMs, counts: result?.counts } }, `scheduled job ran: ${result?.summary}`);
    return rows[0]!;
  }
}

/** A run as the console shows it (contract jobRunSchema). */
export function jobRunOf(row: JobRunRow) {
  const counts = typeof row.counts === 'string' ? (JSON.parse(row.counts) as Record<string, number>) : ((row.counts as Record<string, number> | null) ?? null);
  return {
    id: row.id,
    trigger: row.trigger,
    requestedBy: row.requested_by_name ?? null,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    outcome: row.outcome,
    summary: row.summary,
    error: row.error,
    durationMs: row.duration_ms,
    counts,
  };
}
