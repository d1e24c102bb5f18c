// The careers desk's routes (issue 32; contracts: @platform/shared/contracts careers-desk.ts): the
// applications per job, one application, its résumé, and the hiring moves. A move locks the
// application, checks the status the desk saw and the state machine (JOB_APPLICATION_TRANSITIONS),
// writes the change and its audit row in one transaction, and tells the applicant by SMS after the
// commit (a failed SMS is logged; the decision stands).
import type { FastifyInstance } from 'fastify';
import {
  jobApplication,
  jobApplicationResume,
  listJobApplications,
  moveJobApplication,
  successCode,
  WORK_FROM_HOME,
  type ResponseOf,
} from '@platform/shared/contracts';
import {
  JOB_APPLICATION_STATUSES,
  JOB_APPLICATION_STATUS_LABELS,
  JOB_APPLICATION_TRANSITIONS,
  indiaMidnight,
  type JobApplicationStatus,
} from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import { iso } from '../clock.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { registerContract, registerDownload } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { QueueSummary } from '../ops/queue-summary.ts';
import type { SmsAdapter } from '../sms/sms.ts';
import { fitsVariable, type SmsTemplateName } from '../sms/templates.ts';
import { sendStoredFile } from '../storage/uploaded-file.ts';

type Detail = ResponseOf<typeof jobApplication>['data'];

const OPEN: JobApplicationStatus[] = ['received', 'shortlisted'];
const lower = (status: JobApplicationStatus) => JOB_APPLICATION_STATUS_LABELS[status].toLowerCase();

function applications(db: Queryable) {
  return kyselyOf(db).selectFrom('job_applications as a').leftJoin('jobs as j', 'j.id', 'a.job_id');
}

const COLUMNS = [
  'a.id',
  'a.name',
  'a.city',
  'a.experience_years',
  'a.status',
  'a.resume_key',
  'a.resume_bytes',
  'a.created_at',
  'a.updated_at',
  'a.email',
  'a.mobile',
  'a.note',
  'a.job_id',
  'j.title as job_title',
  'j.city as job_city',
] as const;

type ApplicationRow = Awaited<ReturnType<typeof readApplication>>;

async function readApplication(db: Queryable, id: string) {
  const row = isUuid(id) ? await applications(db).select(COLUMNS).where('a.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new ApiError(404, 'Application not found');
  return row;
}

const jobOf = (row: { job_id: string | null; job_title: string | null; job_city: string | null }) =>
  row.job_id ? { id: row.job_id, title: row.job_title ?? row.job_id, city: row.job_city ?? '' } : null;

function rowOf(row: ApplicationRow) {
  const status = row.status as JobApplicationStatus;
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    experienceYears: row.experience_years,
    job: jobOf(row),
    status,
    statusLabel: JOB_APPLICATION_STATUS_LABELS[status],
    hasResume: row.resume_key !== null,
    createdAt: iso(row.created_at)!,
  };
}

const detailOf = (row: ApplicationRow): Detail => ({
  ...rowOf(row),
  email: row.email,
  mobile: row.mobile,
  resumeBytes: row.resume_bytes,
  note: row.note,
  updatedAt: iso(row.updated_at)!,
  nextStatuses: [...JOB_APPLICATION_TRANSITIONS[row.status as JobApplicationStatus]],
});

const SMS_OF: Record<'shortlisted' | 'rejected' | 'hired', SmsTemplateName> = {
  shortlisted: 'job-shortlisted',
  rejected: 'job-rejected',
  hired: 'job-hired',
};

/** The role as the SMS names it: the job's title when it fits a DLT variable, else a plain phrase. */
function roleOf(row: ApplicationRow, template: SmsTemplateName): string {
  if (!row.job_id) return 'our work-from-home programme';
  const title = `the ${row.job_title ?? 'role'} role`;
  return fitsVariable(template, 'role', title) ? title : 'the role you applied for';
}

/**
 * The careers desk's dashboard card: applications waiting for a decision (received, not yet
 * shortlisted or rejected), the oldest, those waiting more than five working days (the promise
 * the site makes: "Our hiring team will call you within five working days", so 7 calendar days),
 * and decisions made since midnight in India.
 */
export async function applicationsQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const k = kyselyOf(db);
  const due = new Date(now.getTime() - 7 * 24 * 3_600_000);
  const [open, done] = await Promise.all([
    k
      .selectFrom('job_applications')
      .select([
        (eb) => eb.fn.countAll<number>().as('size'),
        (eb) => eb.fn.min('created_at').as('oldest'),
        (eb) => eb.fn.countAll<number>().filterWhere('created_at', '<', due).as('late'),
      ])
      .where('status', '=', 'received')
      .executeTakeFirstOrThrow(),
    k
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', 'like', 'job-application.%')
      .where('created_at', '>=', indiaMidnight(now))
      .where('created_at', '<=', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    queue: 'job-applications',
    label: 'Job applications',
    size: Number(open.size),
    oldestAt: iso(open.oldest ?? null),
    pastDue: Number(open.late),
    doneToday: Number(done.n),
    path: '/ops/careers',
  };
}

export function careersDeskRoutes(app: FastifyInstance, ctx: AppContext, sms: SmsAdapter): void {
  const { db, clock } = ctx;

  registerContract(app, ctx, listJobApplications, async ({ query }) => {
    let base = applications(db);
    if (query.job === WORK_FROM_HOME) base = base.where('a.job_id', 'is', null);
    else if (query.job) base = base.where('a.job_id', '=', query.job);
    let shown = base;
    if (query.status === 'open') shown = shown.where('a.status', 'in', OPEN);
    else if (query.status !== 'all') shown = shown.where('a.status', '=', query.status);
    const [rows, total, counted, jobs] = await Promise.all([
      shown
        .select(COLUMNS)
        .orderBy('a.created_at')
        .orderBy('a.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
      shown.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .select(['a.status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('a.status')
        .execute(),
      kyselyOf(db)
        .selectFrom('jobs as j')
        .select(['j.id', 'j.title', 'j.city'])
        .where((eb) => eb.exists(eb.selectFrom('job_applications as a').select('a.id').whereRef('a.job_id', '=', 'j.id')))
        .orderBy('j.title')
        .execute(),
    ]);
    const counts = Object.fromEntries(JOB_APPLICATION_STATUSES.map((status) => [status, 0])) as Record<JobApplicationStatus, number>;
    for (const row of counted) counts[row.status as JobApplicationStatus] = Number(row.n);
    return {
      success: true,
      message: 'Applications',
      data: { items: rows.map(rowOf), counts, jobs, page: query.page, pageSize: query.pageSize, total: Number(total.n) },
    };
  });

  registerContract(app, ctx, jobApplication, async ({ params }) => ({
    success: true,
    message: 'Application',
    data: detailOf(await readApplication(db, params.id)),
  }));

  registerDownload(app, ctx, jobApplicationResume, async ({ params, reply }) => {
    const row = await readApplication(db, params.id);
    const content = row.resume_key ? await ctx.files.get(row.resume_key) : undefined;
    if (!content) throw new ApiError(404, 'This application came without a résumé');
    const name = `resume-${
      row.name
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'applicant'
    }.pdf`;
    return sendStoredFile(reply, { content, mime: 'application/pdf', name, disposition: 'attachment' });
  });

  registerContract(app, ctx, moveJobApplication, async ({ params, body, user }) => {
    const now = clock.now();
    const to = body.status as 'shortlisted' | 'rejected' | 'hired';
    const row = await db.transaction(async (tx) => {
      const locked = isUuid(params.id)
        ? await kyselyOf(tx).selectFrom('job_applications').select(['id', 'status']).where('id', '=', params.id).forUpdate().executeTakeFirst()
        : undefined;
      if (!locked) throw new ApiError(404, 'Application not found');
      const from = locked.status as JobApplicationStatus;
      const found = await readApplication(tx, locked.id);
      if (from !== body.expectedStatus) {
        throw new ApiError(
          409,
          `${found.name}'s application was changed by someone else since you opened it: it is now ${lower(from)}. Reload it to see what changed.`,
        );
      }
      if (!JOB_APPLICATION_TRANSITIONS[from].includes(to)) {
        throw new ApiError(409, `${found.name}'s application is ${lower(from)} and cannot be marked ${lower(to)}.`);
      }
      await kyselyOf(tx)
        .updateTable('job_applications')
        .set({ status: to, note: body.note || found.note, decided_by: user.id, updated_at: now })
        .where('id', '=', found.id)
        .execute();
      await recordAudit(tx, {
        actor: { id: user.id, role: 'admin' },
        action: `job-application.${to === 'shortlisted' ? 'shortlist' : to === 'rejected' ? 'reject' : 'hire'}`,
        subjectType: 'job_application',
        subjectId: found.id,
        before: { status: from },
        after: { status: to },
        reason: body.note || null,
        at: now,
      });
      return readApplication(tx, found.id);
    });
    const template = SMS_OF[to];
    try {
      await sms.send({ mobile: row.mobile, purpose: 'service-desk', template, variables: { role: roleOf(row, template) } });
    } catch (error) {
      app.log.warn({ err: error, applicationId: row.id }, 'job application sms failed');
    }
    // Each move's sentence and its code, for the site to say it in Hindi or Marathi (success-messages.ts).
    const { name } = row;
    const said = {
      shortlisted: () => ({ message: `${name} is shortlisted and told by SMS.`, ...successCode('job-application.shortlisted', { name }) }),
      rejected: () => ({ message: `${name} is not taken forward and told by SMS.`, ...successCode('job-application.not-taken-forward', { name }) }),
      hired: () => ({ message: `${name} is hired and told by SMS.`, ...successCode('job-application.hired', { name }) }),
    }[to]();
    return { success: true, ...said, data: detailOf(row) };
  });
}
