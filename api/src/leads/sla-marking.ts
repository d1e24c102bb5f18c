// The scheduled job that marks leads whose first call missed LEAD_FIRST_CALL_SLA (the oversight
// queue computes the same rule live; the mark keeps when it happened, so a report of breaches does
// not change when the call is made later). Idempotent: a lead is marked once, with its due time.
import type { JobResult } from '../jobs/scheduler.ts';
import type { Queryable } from '../db/database.ts';
import { SLA_PARAMS } from './oversight-queries.ts';

export async function markFirstCallBreaches(db: Queryable, now: Date): Promise<JobResult> {
  const { rows } = await db.query(
    `UPDATE leads l SET first_call_breached_at = lead_first_call_due(l.created_at, $2::int, $3::int, $4::int, $5::int)
      WHERE l.first_call_breached_at IS NULL
        AND lead_first_call_due(l.created_at, $2::int, $3::int, $4::int, $5::int) < $1
        AND COALESCE((SELECT min(c.created_at) FROM lead_calls c WHERE c.lead_id = l.id), $1)
              > lead_first_call_due(l.created_at, $2::int, $3::int, $4::int, $5::int)
      RETURNING 1`,
    [now, ...SLA_PARAMS],
  );
  return { summary: `${rows.length} lead${rows.length === 1 ? '' : 's'} marked as past the first-call time`, counts: { marked: rows.length } };
}
