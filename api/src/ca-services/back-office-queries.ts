// What the operations console reads of CA requests: the queue (by due date, oldest first, a page
// at a time, with the open requests counted per status), one request as our team sees it, and the
// staff a request can be assigned to. The moves themselves are in back-office.ts.
import { CA_OPEN_STATUSES, CA_QUEUE_PAGE_SIZE, type CaQueueStatus } from '@platform/shared/contracts';
import { SUBMISSION_STATUS_LABELS, serviceById } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import type { Sealer } from '../security/keys.ts';
import { view, type SubmissionRow } from './queries.ts';

export interface QueueFilters {
  /** `open` (every open status) or one status. */
  status: 'open' | CaQueueStatus;
  service: string;
  /** '' anyone, 'none' nobody, else a staff member's id ('me' is resolved by the caller). */
  assignee: string;
  overdue: '' | 'true' | 'false';
  page: number;
}

interface QueueRow extends SubmissionRow {
  shop_name: string;
  assignee_name: string | null;
  total: string;
}

const OPEN: readonly string[] = CA_OPEN_STATUSES;

/** Whether an open request is past its due date at `now`. */
export const isOverdue = (row: Pick<SubmissionRow, 'status' | 'due_at'>, now: Date) =>
  OPEN.includes(row.status) && row.due_at !== null && new Date(row.due_at).getTime() <= now.getTime();

/** One page of the queue, by due date (requests without one last), then by when they were made. */
export async function queuePage(db: Queryable, filters: QueueFilters, now: Date) {
  const statuses = filters.status === 'open' ? [...OPEN] : [filters.status];
  const { rows } = await db.query<QueueRow>(
    `SELECT s.*, v.username AS shop_name, a.username AS assignee_name, count(*) OVER () AS total
       FROM ca_submissions s
       JOIN users v ON v.id = s.vendor_id
       LEFT JOIN users a ON a.id = s.assignee_id
      WHERE s.status = ANY($1::text[])
        AND ($2::text = '' OR s.service = $2)
        AND ($3::text = '' OR ($3 = 'none' AND s.assignee_id IS NULL) OR s.assignee_id::text = $3)
        AND ($4::text = '' OR ($4 = 'true') = (s.status IN ('submitted', 'documents_requested', 'in_progress') AND s.due_at IS NOT NULL AND s.due_at <= $5))
      ORDER BY s.due_at ASC NULLS LAST, s.created_at, s.id
      LIMIT $6 OFFSET $7`,
    [statuses, filters.service, filters.assignee.toLowerCase(), filters.overdue, now, CA_QUEUE_PAGE_SIZE, (filters.page - 1) * CA_QUEUE_PAGE_SIZE],
  );
  const items = rows.map((row) => ({
    id: row.id,
    requestNumber: row.request_number,
    serviceId: row.service,
    service: serviceById(row.service)?.name ?? row.service,
    status: row.status,
    statusLabel: SUBMISSION_STATUS_LABELS[row.status],
    shop: { id: row.vendor_id, name: row.shop_name },
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    dueAt: iso(row.due_at),
    overdue: isOverdue(row, now),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  }));
  // Past the last page the window count is gone with the rows: count without them.
  const total = rows[0] ? Number(rows[0].total) : filters.page > 1 ? await countOnly(db, statuses, filters, now) : 0;
  return { items, total, page: filters.page, pageSize: CA_QUEUE_PAGE_SIZE };
}

async function countOnly(db: Queryable, statuses: string[], filters: QueueFilters, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ca_submissions s
      WHERE s.status = ANY($1::text[])
        AND ($2::text = '' OR s.service = $2)
        AND ($3::text = '' OR ($3 = 'none' AND s.assignee_id IS NULL) OR s.assignee_id::text = $3)
        AND ($4::text = '' OR ($4 = 'true') = (s.status IN ('submitted', 'documents_requested', 'in_progress') AND s.due_at IS NOT NULL AND s.due_at <= $5))`,
    [statuses, filters.service, filters.assignee.toLowerCase(), filters.overdue, now],
  );
  return Number(rows[0]!.n);
}

/** The open requests per status, and how many of them are overdue (whatever the filters). */
export async function openCounts(db: Queryable, now: Date) {
  const { rows } = await db.query<{ status: string; n: string; overdue: string }>(
    `SELECT status, count(*) AS n, count(*) FILTER (WHERE due_at IS NOT NULL AND due_at <= $1) AS overdue
       FROM ca_submissions WHERE status IN ('submitted', 'documents_requested', 'in_progress') GROUP BY status`,
    [now],
  );
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return {
    submitted: of('submitted'),
    documents_requested: of('documents_requested'),
    in_progress: of('in_progress'),
    overdue: rows.reduce((sum, row) => sum + Number(row.overdue), 0),
  };
}

/** A staff member's name, when the account is staff holding the CA expert role. */
export async function caExpertNamed(db: Queryable, id: string): Promise<{ id: string; name: string } | undefined> {
  const { rows } = await db.query<{ id: string; username: string }>(
    `SELECT u.id, u.username FROM users u JOIN staff_roles r ON r.user_id = u.id AND r.role = 'ca_expert'
      WHERE u.id::text = $1 AND u.role = 'admin' AND u.approval_status = 'approved'`,
    [id.toLowerCase()],
  );
  return rows[0] ? { id: rows[0].id, name: rows[0].username } : undefined;
}

/** Every approved staff member holding the CA expert role, by name. */
export async function caExpertList(db: Queryable) {
  const { rows } = await db.query<{ id: string; username: string }>(
    `SELECT u.id, u.username FROM users u JOIN staff_roles r ON r.user_id = u.id AND r.role = 'ca_expert'
      WHERE u.role = 'admin' AND u.approval_status = 'approved' ORDER BY u.username, u.id LIMIT 200`,
  );
  return rows.map((row) => ({ id: row.id, name: row.username }));
}

/** A request as our team reads it: the shop's view, the shop, who holds it and the form as filled in. */
export async function staffView(db: Queryable, sealer: Sealer, row: SubmissionRow, now: Date) {
  const service = serviceById(row.service);
  const { rows } = await db.query<{ details: string; shop_name: string; shop_mobile: string; assignee_name: string | null }>(
    `SELECT s.details, v.username AS shop_name, v.mobile AS shop_mobile, a.username AS assignee_name
       FROM ca_submissions s JOIN users v ON v.id = s.vendor_id LEFT JOIN users a ON a.id = s.assignee_id WHERE s.id = $1`,
    [row.id],
  );
  const found = rows[0]!;
  const filled = sealer.open<Record<string, string>>(found.details, `ca-submission:${row.id}`);
  const details = (service?.fields ?? [])
    .filter((field) => typeof filled[field.name] === 'string' && filled[field.name] !== '')
    .map((field) => ({
      label: field.label,
      value: field.options?.find((option) => option.value === filled[field.name])?.label ?? filled[field.name]!,
    }));
  return {
    ...(await view(db, row)),
    overdue: isOverdue(row, now),
    shop: { id: row.vendor_id, name: found.shop_name, mobile: found.shop_mobile },
    assignee: row.assignee_id ? { id: row.assignee_id, name: found.assignee_name ?? '' } : null,
    details,
    serviceDocuments: (service?.documents ?? []).map((doc) => ({ key: doc.key, label: doc.label })),
  };
}
