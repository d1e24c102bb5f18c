// Leads oversight's reads (issue 30): every lead by status and age with who holds it and its first
// call against LEAD_FIRST_CALL_SLA (shared lead-sla.ts), computed in SQL by lead_first_call_due
// (migration 025) from the rule passed in, so the breach filter pages on the server; one lead's
// calls and reassignments; the telecallers a lead may go to; and the queue summary for the
// operations dashboard. Routes: oversight.ts.
import { FINAL_LEAD_STATUSES, LEAD_FIRST_CALL_SLA, LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import type { LeadRow } from './lifecycle.ts';
import { indiaMidnight } from '@platform/shared/schemas';
import type { QueueSummary } from '../ops/queue-summary.ts';
import { leadSummaryOf } from './queries.ts';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** The rule as the parameters of lead_first_call_due: offset, day start, day end, window (minutes). */
export const SLA_PARAMS = [
  LEAD_FIRST_CALL_SLA.utcOffsetMinutes,
  minutesOf(LEAD_FIRST_CALL_SLA.dayStart),
  minutesOf(LEAD_FIRST_CALL_SLA.dayEnd),
  LEAD_FIRST_CALL_SLA.withinMinutes,
] as const;

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

export async function oversightPage(db: Queryable, filters: OversightFilters, now: Date) {
  const receivedBefore = new Date(now.getTime() - filters.olderThanDays * 86_400_000);
  const [{ rows }, { rows: counted }] = await Promise.all([
    db.query<OversightRow>(
      `SELECT l.*, u.username AS assignee_name, f.first_call_at,
              lead_first_call_due(l.created_at, $6::int, $7::int, $8::int, $9::int) AS due_at
         FROM leads l
         LEFT JOIN users u ON u.id = l.assigned_to
         LEFT JOIN LATERAL (SELECT min(c.created_at) AS first_call_at FROM lead_calls c WHERE c.lead_id = l.id) f ON true
        WHERE ($1::text = 'all' OR ($1::text = 'open' AND l.status <> ALL($10::text[])) OR l.status = $1::text)
          AND ($2::text = '' OR l.assigned_to::text = $2::text)
          AND l.created_at <= $3
          AND ($4::text = '' OR COALESCE(f.first_call_at, $5) > lead_first_call_due(l.created_at, $6::int, $7::int, $8::int, $9::int))
        ORDER BY l.created_at, l.id
        LIMIT $11 OFFSET $12`,
      [
        filters.status,
        filters.telecallerId,
        receivedBefore,
        filters.sla,
        now,
        ...SLA_PARAMS,
        FINAL_LEAD_STATUSES,
        filters.pageSize,
        (filters.page - 1) * filters.pageSize,
      ],
    ),
    db.query<{ status: LeadStatus; n: string | number; breached: string | number }>(
      `SELECT l.status, count(*) AS n,
              count(*) FILTER (WHERE COALESCE(f.first_call_at, $4) > lead_first_call_due(l.created_at, $5::int, $6::int, $7::int, $8::int)) AS breached
         FROM leads l
         LEFT JOIN LATERAL (SELECT min(c.created_at) AS first_call_at FROM lead_calls c WHERE c.lead_id = l.id) f ON true
        WHERE ($1::text = '' OR l.assigned_to::text = $1::text)
          AND l.created_at <= $2
          AND ($3::text = '' OR COALESCE(f.first_call_at, $4) > lead_first_call_due(l.created_at, $5::int, $6::int, $7::int, $8::int))
        GROUP BY l.status`,
      [filters.telecallerId, receivedBefore, filters.sla, now, ...SLA_PARAMS],
    ),
  ]);
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  const breachedBy = { ...counts };
  for (const row of counted) {
    counts[row.status] = Number(row.n);
    breachedBy[row.status] = Number(row.breached);
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
 * The leads oversight queue: open leads, the oldest, those whose first call is overdue and still
 * not made (each needs someone now), and those closed today (disbursed, rejected or closed).
 */
export async function leadsQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const [{ rows: open }, { rows: done }] = await Promise.all([
    db.query<{ size: string | number; oldest: Date | string | null; overdue: string | number }>(
      `SELECT count(*) AS size, min(l.created_at) AS oldest,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM lead_calls c WHERE c.lead_id = l.id)
                                 AND lead_first_call_due(l.created_at, $3::int, $4::int, $5::int, $6::int) < $2) AS overdue
         FROM leads l WHERE l.status <> ALL($1::text[])`,
      [FINAL_LEAD_STATUSES, now, ...SLA_PARAMS],
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
