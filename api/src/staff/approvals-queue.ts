// The partner-approvals queue on the operations dashboard: bankers and telecallers waiting for an
// operations admin's decision (decision 030).
import { sql } from 'kysely';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { indiaMidnight } from '@platform/shared/schemas';
import type { QueueSummary } from '../ops/queue-summary.ts';

/** A registration should be decided within two days; older ones are past due. */
export const APPROVAL_DUE_MS = 2 * 24 * 60 * 60 * 1000;

export async function partnerApprovalsQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const dueBefore = new Date(now.getTime() - APPROVAL_DUE_MS);
  const row = await kyselyOf(db)
    .selectFrom('users')
    .select([
      sql<string>`count(*) FILTER (WHERE approval_status = 'pending')`.as('size'),
      sql<Date | string | null>`min(created_at) FILTER (WHERE approval_status = 'pending')`.as('oldest'),
      sql<string>`count(*) FILTER (WHERE approval_status = 'pending' AND created_at < ${dueBefore})`.as('past_due'),
    ])
    .where('role', 'in', ['banker', 'telecaller'])
    .executeTakeFirstOrThrow();
  // Closed today: the approvals and rejections the audit trail holds (suspending and reinstating
  // someone already approved are not this queue's items).
  const done = await kyselyOf(db)
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('action', 'in', ['staff.approve', 'staff.reject'])
    .where('created_at', '>=', indiaMidnight(now))
    .where('created_at', '<=', now)
    .executeTakeFirstOrThrow();
  return {
    queue: 'partner-approvals',
    label: 'Partner approvals',
    size: Number(row.size),
    oldestAt: row.oldest === null ? null : iso(row.oldest),
    pastDue: Number(row.past_due),
    doneToday: Number(done.n),
    path: '/ops/partners',
  };
}
