// The CA requests' line on the operations dashboard (issue 30): how many paid requests are open,
// the oldest of them, how many are past their due date and how many our team closed today.
import { indiaMidnight } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import type { QueueSummary } from '../ops/queue-summary.ts';

export async function caRequestsQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const { rows } = await db.query<{ size: string; oldest: Date | string | null; past_due: string; done_today: string }>(
    `SELECT count(*) FILTER (WHERE status IN ('submitted', 'documents_requested', 'in_progress')) AS size,
            min(COALESCE(paid_at, created_at)) FILTER (WHERE status IN ('submitted', 'documents_requested', 'in_progress')) AS oldest,
            count(*) FILTER (WHERE status IN ('submitted', 'documents_requested', 'in_progress') AND due_at <= $1) AS past_due,
            count(*) FILTER (WHERE status IN ('completed', 'rejected') AND closed_at >= $2 AND closed_at <= $1) AS done_today
       FROM ca_submissions
      WHERE status IN ('submitted', 'documents_requested', 'in_progress') OR closed_at >= $2`,
    [now, indiaMidnight(now)],
  );
  const row = rows[0]!;
  return {
    queue: 'ca-requests',
    label: 'CA requests',
    size: Number(row.size),
    oldestAt: iso(row.oldest),
    pastDue: Number(row.past_due),
    doneToday: Number(row.done_today),
    path: '/ops/ca-requests',
  };
}
