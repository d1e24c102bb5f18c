// The first-call service level in SQL, and the scheduled job that marks leads whose first call
// missed it (LEAD_FIRST_CALL_SLA). The mark keeps when it happened, so a report of breaches does
// not change when the call is made later, and it is what leads oversight counts from (decision
// 046): this job is its one writer. Idempotent: a lead is marked once, with its due time.
import { LEAD_FIRST_CALL_SLA } from '@platform/shared/schemas';
import type { JobResult } from '../jobs/scheduler.ts';
import type { Queryable } from '../db/database.ts';

/** The job's name in the registry and in job_runs. */
export const FIRST_CALL_SLA_JOB = 'lead-first-call-sla';

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const [DAY_START, DAY_END] = [minutesOf(LEAD_FIRST_CALL_SLA.dayStart), minutesOf(LEAD_FIRST_CALL_SLA.dayEnd)];

/** The rule as the parameters of lead_first_call_due: offset, day start, day end, window (minutes). */
export const SLA_PARAMS = [LEAD_FIRST_CALL_SLA.utcOffsetMinutes, DAY_START, DAY_END, LEAD_FIRST_CALL_SLA.withinMinutes] as const;

/**
 * The longest a lead can wait for its first call to be due: received before the day starts it is
 * due `dayStart + window` later at most; received later in the day, the window runs on from the
 * next day's start, `1440 - dayEnd + dayStart + window` after the day's end at most. Oversight
 * looks for leads not yet marked only among those received this long before the job's last run.
 */
export const FIRST_CALL_LONGEST_WAIT_MS =
  Math.max(DAY_START + LEAD_FIRST_CALL_SLA.withinMinutes, 1440 - DAY_END + DAY_START + LEAD_FIRST_CALL_SLA.withinMinutes) * 60_000;

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

/**
 * Until when every breach is marked: the `now` of the job's latest successful run (the scheduler
 * passes a run its start time). A run marks every lead due before its `now` whose first call had
 * not come by the due time, and a breach never heals, so a lead due before this and not marked was
 * called in time. Null when no run has succeeded yet: then nothing is known to be marked.
 *
 * A lead inserted afterwards with an older received time (a seed or an import, never a new lead,
 * which is received when it is inserted) is not seen as breached until the next run marks it.
 */
export async function firstCallBreachesMarkedThrough(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ started_at: Date | string }>(
    `SELECT started_at FROM job_runs WHERE job = $1 AND outcome = 'succeeded' ORDER BY started_at DESC LIMIT 1`,
    [FIRST_CALL_SLA_JOB],
  );
  return rows[0] ? new Date(rows[0].started_at) : null;
}
