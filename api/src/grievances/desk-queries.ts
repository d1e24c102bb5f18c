// The grievance desk's reads and writes (issue 32): the paged list (due soonest first), one
// complaint with its replies and the officers it may go to, the row locked for a move, the
// dashboard's queue summary, and the overdue complaints (for the SLA-breach job).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  GRIEVANCE_STATUSES,
  GRIEVANCE_STATUS_LABELS,
  GRIEVANCE_TRANSITIONS,
  indiaMidnight,
  type GrievanceCategory,
  type GrievanceStatus,
} from '@platform/shared/schemas';
import type { ResponseOf, listGrievances, grievanceDetail } from '@platform/shared/contracts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.ts';
import { iso } from '../clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { QueueSummary } from '../ops/queue-summary.ts';

export interface DeskFilters {
  status: string;
  assigned: string;
  search: string;
  page: number;
  pageSize: number;
}

type Row = ResponseOf<typeof listGrievances>['data']['items'][number];
type Detail = ResponseOf<typeof grievanceDetail>['data'];

/** `%`, `_` and `\` typed into the search are matched as themselves. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listQuery(db: Queryable, filters: Omit<DeskFilters, 'status' | 'page' | 'pageSize'>, callerId: string) {
  let query = kyselyOf(db).selectFrom('grievances as g').leftJoin('users as a', 'a.id', 'g.assigned_to');
  if (filters.assigned === 'me') query = query.where('g.assigned_to', '=', callerId);
  if (filters.assigned === 'none') query = query.where('g.assigned_to', 'is', null);
  if (filters.search) {
    const like = `%${likeText(filters.search)}%`;
    query = query.where((eb) =>
      eb.or([eb('g.reference', '=', filters.search.toUpperCase()), eb('g.mobile', '=', filters.search), eb('g.name', 'ilike', like)]),
    );
  }
  return query;
}

const isOverdue = (row: { status: string; respond_by: Date | string }, now: Date) =>
  row.status !== 'resolved' && new Date(row.respond_by).getTime() < now.getTime();

export async function grievancePage(db: Queryable, filters: DeskFilters, callerId: string, now: Date) {
  const base = listQuery(db, filters, callerId);
  let shown = base;
  if (filters.status === 'open') shown = shown.where('g.status', '<>', 'resolved');
  else if (filters.status === 'overdue') shown = shown.where('g.status', '<>', 'resolved').where('g.respond_by', '<', now);
  else if (filters.status !== 'all') shown = shown.where('g.status', '=', filters.status as GrievanceStatus);
  const [rows, total, counted] = await Promise.all([
    shown
      .select(['g.id', 'g.reference', 'g.name', 'g.category', 'g.status', 'g.created_at', 'g.respond_by', 'g.assigned_to', 'a.username as assignee_name'])
      .orderBy('g.respond_by')
      .orderBy('g.id')
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize)
      .execute(),
    shown.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'g.status',
        (eb) => eb.fn.countAll<number>().as('n'),
        sql<number>`count(*) FILTER (WHERE g.status <> 'resolved' AND g.respond_by < ${now})`.as('overdue'),
      ])
      .groupBy('g.status')
      .execute(),
  ]);
  const counts = Object.fromEntries(GRIEVANCE_STATUSES.map((status) => [status, 0])) as Record<GrievanceStatus, number>;
  let overdue = 0;
  for (const row of counted) {
    counts[row.status as GrievanceStatus] = Number(row.n);
    overdue += Number(row.overdue);
  }
  const items: Row[] = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    name: row.name,
    category: row.category as GrievanceCategory,
    status: row.status as GrievanceStatus,
    statusLabel: GRIEVANCE_STATUS_LABELS[row.status as GrievanceStatus],
    createdAt: iso(row.created_at)!,
    respondBy: iso(row.respond_by)!,
    overdue: isOverdue(row, now),
    assignee: row.assigned_to ? { id: row.assigned_to, name: row.assignee_name ?? '' } : null,
  }));
  return { items, counts, overdue, total: Number(total.n) };
}

export type GrievanceRow = Awaited<ReturnType<typeof lockGrievance>>;

/** The complaint, locked for a move in `tx`, or 404. */
export async function lockGrievance(tx: Queryable, id: string) {
  const row = isUuid(id) ? await kyselyOf(tx).selectFrom('grievances').selectAll().where('id', '=', id).forUpdate().executeTakeFirst() : undefined;
  if (!row) throw new ApiError(404, 'Complaint not found');
  return { ...row, status: row.status as GrievanceStatus };
}

/** Active staff who hold the grievance officer role, by name. */
export async function grievanceOfficers(db: Queryable) {
  return kyselyOf(db)
    .selectFrom('users as u')
    .innerJoin('staff_roles as r', 'r.user_id', 'u.id')
    .leftJoin('staff_accounts as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.username as name'])
    .where('r.role', '=', 'grievance_officer')
    .where('u.role', '=', 'admin')
    .where('s.deactivated_at', 'is', null)
    .orderBy('u.username')
    .execute();
}

/** The replies of a complaint, oldest first, with who wrote each. */
export async function repliesOf(db: Queryable, grievanceId: string) {
  return kyselyOf(db)
    .selectFrom('grievance_replies as r')
    .leftJoin('users as u', 'u.id', 'r.author_id')
    .select(['r.id', 'r.body', 'r.created_at', 'u.username as author'])
    .where('r.grievance_id', '=', grievanceId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

export async function grievanceDetailOf(db: Queryable, id: string, now: Date): Promise<Detail> {
  const row = isUuid(id)
    ? await kyselyOf(db)
        .selectFrom('grievances as g')
        .leftJoin('users as a', 'a.id', 'g.assigned_to')
        .selectAll('g')
        .select('a.username as assignee_name')
        .where('g.id', '=', id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new ApiError(404, 'Complaint not found');
  const status = row.status as GrievanceStatus;
  const [replies, officers] = await Promise.all([repliesOf(db, row.id), grievanceOfficers(db)]);
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    category: row.category as GrievanceCategory,
    details: row.details,
    status,
    statusLabel: GRIEVANCE_STATUS_LABELS[status],
    createdAt: iso(row.created_at)!,
    respondBy: iso(row.respond_by)!,
    overdue: isOverdue(row, now),
    assignee: row.assigned_to ? { id: row.assigned_to, name: row.assignee_name ?? '' } : null,
    replies: replies.map((reply) => ({ id: reply.id, body: reply.body, at: iso(reply.created_at)!, by: reply.author ?? 'Grievance officer' })),
    escalationReason: row.escalation_reason,
    escalatedAt: iso(row.escalated_at),
    resolution: row.resolution,
    resolvedAt: iso(row.resolved_at),
    nextStatuses: [...GRIEVANCE_TRANSITIONS[status]],
    officers,
  };
}

export async function addReply(tx: Queryable, grievanceId: string, authorId: string, body: string, at: Date): Promise<void> {
  await kyselyOf(tx)
    .insertInto('grievance_replies')
    .values({ id: randomUUID(), grievance_id: grievanceId, author_id: authorId, body, created_at: at })
    .execute();
}

/**
 * The grievance desk's queue on the dashboard: open complaints, the oldest, those past their
 * respond-by date (the person may now go to the RBI), and those resolved since midnight in India.
 */
export async function grievancesQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const k = kyselyOf(db);
  const [open, done] = await Promise.all([
    k
      .selectFrom('grievances')
      .select([
        (eb) => eb.fn.countAll<number>().as('size'),
        (eb) => eb.fn.min('created_at').as('oldest'),
        (eb) => eb.fn.countAll<number>().filterWhere('respond_by', '<', now).as('overdue'),
      ])
      .where('status', '<>', 'resolved')
      .executeTakeFirstOrThrow(),
    k
      .selectFrom('grievances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('resolved_at', '>=', indiaMidnight(now))
      .where('resolved_at', '<=', now)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    queue: 'grievances',
    label: 'Complaints',
    size: Number(open.size),
    oldestAt: iso(open.oldest ?? null),
    pastDue: Number(open.overdue),
    doneToday: Number(done.n),
    path: '/ops/grievances',
  };
}

/** Open complaints past their respond-by date, the longest overdue first. */
export async function overdueGrievances(db: Queryable, now: Date) {
  return kyselyOf(db)
    .selectFrom('grievances')
    .select(['id', 'reference', 'status', 'respond_by', 'assigned_to', 'breached_at'])
    .where('status', '<>', 'resolved')
    .where('respond_by', '<', now)
    .orderBy('respond_by')
    .execute();
}

/**
 * For the SLA-breach job (branch `jobs` registers it): marks each open complaint that passed its
 * respond-by date and was not marked yet, once, with an audit row by the platform itself, in one
 * transaction per run. Answers the references it marked (a second run marks none).
 */
export async function markGrievanceBreaches(db: Database, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const marked = await kyselyOf(tx)
      .updateTable('grievances')
      .set({ breached_at: now })
      .where('status', '<>', 'resolved')
      .where('respond_by', '<', now)
      .where('breached_at', 'is', null)
      .returning(['id', 'reference', 'respond_by'])
      .execute();
    for (const row of marked) {
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'grievance.breach',
        subjectType: 'grievance',
        subjectId: row.id,
        after: { respondBy: iso(row.respond_by), breachedAt: now.toISOString() },
        reason: 'Not resolved within 30 days of the complaint',
        at: now,
      });
    }
    return marked.map((row) => row.reference);
  });
}
