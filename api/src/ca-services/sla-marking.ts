// The scheduled job that marks CA requests that went past their due date (from the service's
// turnaround in working days) while still open with our team. Kept with the time it happened, so
// closing the request later does not unmark it. Idempotent: each request is marked once.
import type { Queryable } from '../db/database.ts';
import type { JobResult } from '../jobs/scheduler.ts';

export async function markCaRequestBreaches(db: Queryable, now: Date): Promise<JobResult> {
  const { rows } = await db.query(
    `UPDATE ca_submissions SET sla_breached_at = due_at
      WHERE sla_breached_at IS NULL AND due_at IS NOT NULL AND due_at <= $1
        AND (status IN ('submitted', 'documents_requested', 'in_progress') OR (closed_at IS NOT NULL AND closed_at > due_at))
      RETURNING 1`,
    [now],
  );
  return { summary: `${rows.length} CA request${rows.length === 1 ? '' : 's'} marked as past the due date`, counts: { marked: rows.length } };
}
