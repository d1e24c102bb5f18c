// Leads oversight's reads (issue 30): every lead by status and age with who holds it and its first
// call against LEAD_FIRST_CALL_SLA (shared lead-sla.ts), computed in SQL by lead_first_call_due
// (migration 025) from the rule passed in, so the breach filter pages on the server; one lead's
// calls and reassignments; the telecallers a lead may go to; and the queue summary for the
// operations dashboard. Routes: oversight.ts.
//
// Which leads are breached comes from the SLA job's mark (sla-marking.ts) and, for the few the job
// has not reached yet, the live rule; the counts read no calls (decision 046).
import { FINAL_LEAD_STATUSES, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import type { SharedFigures } from '../http/shared-figures.ts';
import type { LeadRow } from './lifecycle.ts';
import { indiaMidnight } from '@platform/shared/schemas';
import type { QueueSummary } from '../ops/queue-summary.ts';
import { leadSummaryOf } from './queries.ts';
import { FIRST_CALL_LONGEST_WAIT_MS, SLA_PARAMS, firstCallBreachesMarkedThrough } from './sla-marking.ts';

export interface OversightFilters {
  status: string;
  telecallerId: string;
  olderThanDays: number;
  sla: string;
  page: number;
  pageSize: number;
}

export type OversightRow = LeadRow & { assignee_name: string | null; first_call_at: Date | string | null; due_at: Date | string };

/** A lead as oversight shows it: its summary, who holds it and its first call. */
export const oversightRowOf = (row: OversightRow, now: Date) => {
  const calledAt = iso(row.first_call_at);
  const dueAt = iso(row.due_at)!;
  return {
    ...leadSummaryOf(row),
    assignedTo: row.assigned_to && row.assignee_name ? { id: row.assigned_to, name: row.assignee_name } : null,
    firstCall: { dueAt, calledAt, breached: new Date(calledAt ?? now).getTime() > new Date(dueAt).getTime() },
  };
};

/**
 * A lead breached but not marked yet, in SQL over `l` (parameters from $first): not marked, due at
 * or after the job's last run (before it, the run would have marked it), and its first call not
 * made by the due time. Only leads received in the longest wait before that run can be due after
 * it, so the received-time bound lets an index find them: a few hours of leads, not all of them.
 * Parameters: now, marked through (or -infinity), received since (or -infinity), the SLA rule.
 */
const notYetMarkedSql = (first: number) => {
  const [now, through, since, offset, start, end, window] = Array.from({ length: 7 }, (_, i) => `$${first + i}`);
  const due = `lead_first_call_due(l.created_at, ${offset}::int, ${start}::int, ${end}::int, ${window}::int)`;
  return `(l.first_call_breached_at IS NULL AND l.created_at >= ${since}::timestamptz AND ${due} >= ${through}::timestamptz
           AND COALESCE((SELECT min(c.created_at) FROM lead_calls c WHERE c.lead_id = l.id), ${now}::timestamptz) > ${due})`;
};

/** The parameters notYetMarkedSql reads, in its order. */
async function notYetMarkedParams(db: Queryable, now: Date) {
  const through = await firstCallBreachesMarkedThrough(db);
  // Timestamps as ISO text: -infinity has no Date.
  const since = through ? new Date(through.getTime() - FIRST_CALL_LONGEST_WAIT_MS).toISOString() : '-infinity';
  return [now, through?.toISOString() ?? '-infinity', since, ...SLA_PARAMS];
}

export async function oversightPage(db: Queryable, filters: OversightFilters, now: Date, figures: SharedFigures) {
  const receivedBefore = new Date(now.getTime() - filters.olderThanDays * 86_400_000);
  const live = await notYetMarkedParams(db, now);
  const countsNow = () =>
    Promise.all([
      // Every lead under the filters by status, and those marked: the covering index alone
      // (migration 036), no calls read.
      db.query<{ status: LeadStatus; n: string | number; marked: string | number }>(
        `SELECT l.status, count(*) AS n, count(l.first_call_breached_at) AS marked
           FROM leads l
          WHERE ($1::text = '' OR l.assigned_to::text = $1::text)
            AND l.created_at <= $2
            AND ($3::text = '' OR l.first_call_breached_at IS NOT NULL)
          GROUP BY l.status`,
        [filters.telecallerId, receivedBefore, filters.sla],
      ),
      // And those breached the job has not marked yet (none of them marked, so none counted above).
      db.query<{ status: LeadStatus; n: string | number }>(
        `SELECT l.status, count(*) AS n
           FROM leads l
          WHERE ($1::text = '' OR l.assigned_to::text = $1::text)
            AND l.created_at <= $2
            AND ${notYetMarkedSql(3)}
          GROUP BY l.status`,
        [filters.telecallerId, receivedBefore, ...live],
      ),
    ]);
  const [{ rows }, [{ rows: counted }, { rows: unmarked }]] = await Promise.all([
    // The page first, then each of its rows' first call: the filter reads calls only for leads
    // not marked and recent, and the page's calls are looked up for its rows alone.
    db.query<OversightRow>(
      `SELECT l.*, u.username AS assignee_name,
              (SELECT min(c.created_at) FROM lead_calls c WHERE c.lead_id = l.id) AS first_call_at,
              lead_first_call_due(l.created_at, $11::int, $12::int, $13::int, $14::int) AS due_at
         FROM (SELECT l.* FROM leads l
                WHERE ($1::text = 'all' OR ($1::text = 'open' AND l.status <> ALL($5::text[])) OR l.status = $1::text)
                  AND ($2::text = '' OR l.assigned_to::text = $2::text)
                  AND l.created_at <= $3
                  AND ($4::text = '' OR l.first_call_breached_at IS NOT NULL OR ${notYetMarkedSql(8)})
                ORDER BY l.created_at, l.id
                LIMIT $6 OFFSET $7) l
         LEFT JOIN users u ON u.id = l.assigned_to
        ORDER BY l.created_at, l.id`,
      [
        filters.status,
        filters.telecallerId,
        receivedBefore,
        filters.sla,
        FINAL_LEAD_STATUSES,
        filters.pageSize,
        (filters.page - 1) * filters.pageSize,
        ...live,
      ],
    ),
    // The counts read every lead of the network under the filters (a million at a national
    // network's size): computed once and shared for a few seconds by every caller asking with the
    // same filters (decision 054); the page's rows are always read now.
    figures.get(`leads-oversight:${filters.telecallerId}:${filters.olderThanDays}:${filters.sla}`, countsNow).then(({ value }) => value),
  ]);
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  const breachedBy = { ...counts };
  for (const row of counted) {
    counts[row.status] = Number(row.n);
    breachedBy[row.status] = Number(row.marked);
  }
  for (const row of unmarked) {
    breachedBy[row.status] += Number(row.n);
    // Filtered to breaches, the counts are the breaches.
    if (filters.sla) counts[row.status] += Number(row.n);
  }
  const shown = LEAD_STATUSES.filter((status) =>
    filters.status === 'all' ? true : filters.status === 'open' ? !FINAL_LEAD_STATUSES.includes(status) : status === filters.status,
  );
  return {
    rows,
    counts,
    total: shown.reduce((sum, status) => sum + counts[status], 0),
    breached: shown.reduce((sum, status) => sum + breachedBy[status], 0),
  };
}

/** One lead with who holds it and its first call. */
export async function oversightLeadRow(db: Queryable, id: string): Promise<OversightRow | undefined> {
  const { rows } = await db.query<OversightRow>(
    `SELECT l.*, u.username AS assignee_name,
            (SELECT min(c.created_at) FROM lead_calls c WHERE c.lead_id = l.id) AS first_call_at,
            lead_first_call_due(l.created_at, $2::int, $3::int, $4::int, $5::int) AS due_at
       FROM leads l LEFT JOIN users u ON u.id = l.assigned_to WHERE l.id = $1`,
    [id, ...SLA_PARAMS],
  );
  return rows[0];
}

/** The lead, locked for a reassignment. */
export async function lockLead(tx: Queryable, id: string): Promise<LeadRow | undefined> {
  const { rows } = await tx.query<LeadRow>('SELECT * FROM leads WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export interface TelecallerOption {
  id: string;
  name: string;
  onDuty: boolean;
}

/** Approved telecallers (on duty only, when asked), by name. */
export async function approvedTelecallers(db: Queryable, { onDutyOnly = false } = {}): Promise<TelecallerOption[]> {
  const { rows } = await db.query<{ id: string; username: string; on_duty: boolean }>(
    `SELECT u.id, u.username, t.on_duty FROM telecallers t JOIN users u ON u.id = t.user_id
      WHERE u.role = 'telecaller' AND u.approval_status = 'approved' AND ($1::boolean = false OR t.on_duty)
      ORDER BY u.username, u.id`,
    [onDutyOnly],
  );
  return rows.map((row) => ({ id: row.id, name: row.username, onDuty: row.on_duty }));
}

/** The lead's calls, oldest first, with who made each. */
export async function callsOf(db: Queryable, leadId: string) {
  const { rows } = await db.query<{ created_at: Date | string; username: string; status_after: LeadStatus; note: string | null }>(
    `SELECT c.created_at, u.username, c.status_after, c.note FROM lead_calls c JOIN users u ON u.id = c.telecaller_id
      WHERE c.lead_id = $1 ORDER BY c.created_at, c.id LIMIT 200`,
    [leadId],
  );
  return rows.map((row) => ({ at: iso(row.created_at)!, by: row.username, statusAfterLabel: LEAD_STATUS_LABELS[row.status_after], note: row.note }));
}

interface ReassignmentAudit {
  created_at: Date | string;
  actor_name: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

const nameIn = (value: unknown): string | null => {
  const held = (typeof value === 'string' ? JSON.parse(value) : value) as { assignedTo?: { name?: string } | null } | null;
  return held?.assignedTo?.name ?? null;
};

/** Who handed the lead to whom, oldest first: the audit trail's `lead.reassign` rows. */
export async function reassignmentsOf(db: Queryable, leadId: string) {
  const { rows } = await db.query<ReassignmentAudit>(
    `SELECT a.created_at, u.username AS actor_name, a.before, a.after, a.reason
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.subject_type = 'lead' AND a.subject_id = $1 AND a.action = 'lead.reassign'
      ORDER BY a.seq`,
    [leadId],
  );
  return rows.map((row) => ({
    at: iso(row.created_at)!,
    by: row.actor_name ?? 'LoanSetu',
    from: nameIn(row.before),
    to: nameIn(row.after) ?? '',
    reason: row.reason,
  }));
}

/**
 * `l.status NOT IN (…final statuses…)` written out, as the partial indexes of the open leads are
 * defined (migrations 039 `leads_open_idx`, 040 `leads_assigned_open_idx`): the planner uses a
 * partial index only for a condition it can match to the index's.
 */
export const OPEN_LEAD_SQL = `l.status NOT IN (${FINAL_LEAD_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * The leads oversight queue: open leads, the oldest, those whose first call is overdue and still
 * not made (each needs someone now), and those closed today (disbursed, rejected or closed).
 *
 * Overdue is read from the SLA job's mark, as oversight's breaches are (decision 046): a lead never
 * called whose due time passed before the job's last run was marked by it (with its due time), so
 * only the marked leads and, by the live rule, those due since that run need their calls looked
 * up. One statement over the open leads' partial index (migration 039), not a lookup of every open
 * lead's calls. Like oversight, a lead inserted with a received time older than the last run (a
 * seed or an import) counts from the job's next run.
 */
export async function leadsQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const [{ rows: open }, { rows: done }] = await Promise.all([
    notYetMarkedParams(db, now).then((live) =>
      db.query<{ size: string | number; oldest: Date | string | null; overdue: string | number }>(
        `SELECT count(*) AS size, min(l.created_at) AS oldest,
                count(*) FILTER (WHERE (l.first_call_breached_at < $1::timestamptz OR ${notYetMarkedSql(1)})
                                   AND NOT EXISTS (SELECT 1 FROM lead_calls c WHERE c.lead_id = l.id)) AS overdue
           FROM leads l WHERE ${OPEN_LEAD_SQL}`,
        live,
      ),
    ),
    db.query<{ n: string | number }>(
      'SELECT count(DISTINCT lead_id) AS n FROM lead_status_history WHERE to_status = ANY($1::text[]) AND created_at >= $2 AND created_at <= $3',
      [FINAL_LEAD_STATUSES, indiaMidnight(now), now],
    ),
  ]);
  return {
    queue: 'leads',
    label: 'Leads',
    size: Number(open[0]?.size ?? 0),
    oldestAt: iso(open[0]?.oldest ?? null),
    pastDue: Number(open[0]?.overdue ?? 0),
    doneToday: Number(done[0]?.n ?? 0),
    path: '/ops/leads',
  };
}
