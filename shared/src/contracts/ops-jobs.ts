// Handlers: api/src/jobs/routes.ts. The scheduled jobs (retention deletion, expiry of unpaid CA
// requests, payment reconciliation, SLA breach marking…) as the operations console shows them:
// each job's schedule, its last run and outcome, and an operations admin's "Run now" (audited).
// Also the outbox's delivery state (messages waiting, failing, given up).
import { array, mixed, number, object, string } from 'yup';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, messageCodeFields } from './envelope';

export const JOB_OUTCOMES = ['running', 'succeeded', 'failed'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

export const scheduledJobRunSchema = object({
  id: string().defined(),
  trigger: string().oneOf(['schedule', 'manual']).defined(),
  /** The operations admin who pressed "Run now"; null for a scheduled run. */
  requestedBy: string().nullable().defined(),
  startedAt: isoDateTime(),
  finishedAt: string().nullable().defined(),
  outcome: string().oneOf(JOB_OUTCOMES).defined(),
  /** What it did, in words ("3 requests expired, 5 files deleted"). */
  summary: string().nullable().defined(),
  error: string().nullable().defined(),
  durationMs: number().nullable().defined(),
  counts: mixed<Record<string, number>>().nullable().defined(),
});

export const scheduledJobSchema = object({
  name: string().defined(),
  label: string().defined(),
  description: string().defined(),
  /** "Every 5 minutes", "Daily at 02:30 (India time)". */
  schedule: string().defined(),
  /** When its next scheduled run is due (null: never ran, due at the next check). */
  nextDueAt: string().nullable().defined(),
  lastRun: scheduledJobRunSchema.nullable().defined(),
  /** The last run that succeeded (the last run may have failed since). */
  lastSuccessAt: string().nullable().defined(),
});

export const outboxStateSchema = object({
  /** Messages waiting for their first or next attempt. */
  pending: number().defined(),
  /** Of those, messages that failed at least once. */
  retrying: number().defined(),
  /** Given up after every attempt (or expired), in the last 7 days. */
  deadLastWeek: number().defined(),
  deliveredToday: number().defined(),
  oldestPendingAt: string().nullable().defined(),
});

const RETENTION_RUN = {
  id: '7d1f0c2e-4b3a-4e5f-9a8b-1c2d3e4f5a6b',
  trigger: 'schedule',
  requestedBy: null,
  startedAt: '2026-11-25T21:00:00.000Z',
  finishedAt: '2026-11-25T21:00:01.250Z',
  outcome: 'succeeded',
  summary: '2 kept loans past their retention anonymised, 130 old messages and 412 expired codes deleted',
  error: null,
  durationMs: 1250,
  counts: { loansAnonymised: 2, paymentsAnonymised: 0, messagesDeleted: 130, codesDeleted: 412 },
} as const;

const RETENTION_JOB = {
  name: 'retention',
  label: 'Retention deletion',
  description: 'Deletes or anonymises what is past its retention period (decision 023)',
  schedule: 'Daily at 02:30 (India time)',
  nextDueAt: '2026-11-26T21:00:00.000Z',
  lastRun: RETENTION_RUN,
  lastSuccessAt: '2026-11-25T21:00:01.250Z',
} as const;

export const listScheduledJobs = defineContract({
  operationId: 'listScheduledJobs',
  method: 'GET',
  path: '/ops/jobs',
  summary: "Every scheduled job with its schedule, next run, last run and outcome, and the outbox's delivery state",
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  response: dataResponse(object({ jobs: array(scheduledJobSchema.defined()).defined(), outbox: outboxStateSchema.defined(), generatedAt: isoDateTime() })),
  errors: [401, 403],
  samples: [
    {
      name: 'Retention ran last night',
      response: {
        success: true,
        message: 'Scheduled jobs',
        data: {
          jobs: [RETENTION_JOB],
          outbox: { pending: 1, retrying: 1, deadLastWeek: 0, deliveredToday: 58, oldestPendingAt: '2026-11-25T09:58:00.000Z' },
          generatedAt: '2026-11-25T10:00:00.000Z',
        },
      },
    },
  ],
});

export const runScheduledJob = defineContract({
  operationId: 'runScheduledJob',
  method: 'POST',
  path: '/ops/jobs/:name/run',
  summary: 'Runs a scheduled job now (recorded in the audit log); 409 while a run of it is in progress',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  params: object({ name: string().defined() }),
  // A run that succeeded names its job by code (its summary is the job's English); a failed one has no code.
  response: dataResponse(scheduledJobRunSchema.defined()).concat(messageCodeFields(['job.ran'], { sometimes: true })),
  errors: [401, 403, 404, 409],
  samples: [
    {
      name: 'Run retention now',
      request: { params: { name: 'retention' } },
      response: {
        success: true,
        message: 'Retention deletion ran: 2 kept loans past their retention anonymised, 130 old messages and 412 expired codes deleted',
        messageCode: 'job.ran',
        messageParams: { job: 'retention', summary: RETENTION_RUN.summary },
        data: { ...RETENTION_RUN, trigger: 'manual', requestedBy: 'Anita Rao' },
      },
    },
  ],
});

export const OPS_JOBS_CONTRACTS = [listScheduledJobs, runScheduledJob] as const;
