// The finance desk's line on the operations dashboard (issue 32): invoices waiting for review
// (oldest first by when the shop submitted them; past due after 3 days, the time finance promises
// shops), and the lines approved or sent back today.
import { indiaMidnight } from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import type { QueueSummary } from '../ops/queue-summary.ts';

export const REVIEW_DUE_MS = 3 * 24 * 60 * 60_000;

export async function commissionApprovalsQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const { rows } = await db.query<{ size: string; oldest: Date | string | null; past_due: string }>(
    `SELECT count(*) AS size, min(invoice_uploaded_at) AS oldest, count(*) FILTER (WHERE invoice_uploaded_at <= $1) AS past_due
       FROM vendor_commissions WHERE status = 'unpaid' AND invoice_uploaded_at IS NOT NULL`,
    [new Date(now.getTime() - REVIEW_DUE_MS)],
  );
  const done = await db.query<{ done: string }>(
    `SELECT count(*) AS done FROM audit_log WHERE action IN ('commission.approve', 'commission.send_back') AND created_at >= $1 AND created_at <= $2`,
    [indiaMidnight(now), now],
  );
  const row = rows[0]!;
  return {
    queue: 'commission-approvals',
    label: 'Commission approvals',
    size: Number(row.size),
    oldestAt: iso(row.oldest),
    pastDue: Number(row.past_due),
    doneToday: Number(done.rows[0]?.done ?? 0),
    path: '/ops/finance/commissions',
  };
}
