// The KYC review queue as the operations dashboard shows it (size, oldest, past due, done today).
import { sql } from 'kysely';
import { indiaMidnight } from '@platform/shared/schemas';
import type { Queryable } from '../db/database.ts';
import type { QueueSummary } from '../ops/queue-summary.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

/** A shop's evidence should be looked at within two days of arriving. */
export const KYC_REVIEW_DUE_HOURS = 48;
/** A shop whose KYC is accepted should be approved (or not) within a day. */
export const SHOP_APPROVAL_DUE_HOURS = 24;

/**
 * Shops whose evidence waits for a reviewer. Done today: shops a reviewer decided on since
 * midnight that now wait for nobody on the review side (sent back, accepted, or nothing left).
 */
export async function kycReviewQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const k = kyselyOf(db);
  const due = new Date(now.getTime() - KYC_REVIEW_DUE_HOURS * 60 * 60_000);
  const open = await k
    .selectFrom('kyc_review_shops')
    .select([
      (eb) => eb.fn.countAll<number>().as('size'),
      (eb) => eb.fn.min('waiting_since').as('oldest'),
      (eb) => eb.fn.countAll<number>().filterWhere('waiting_since', '<', due).as('past_due'),
    ])
    .where('state', '=', 'awaiting')
    .executeTakeFirstOrThrow();
  const done = await k
    .selectFrom('kyc_reviews as r')
    .innerJoin('kyc_review_shops as s', 's.vendor_id', 'r.vendor_id')
    .select(sql<number>`count(DISTINCT r.vendor_id)`.as('n'))
    .where('r.reviewed_at', '>=', indiaMidnight(now))
    .where('s.state', '<>', 'awaiting')
    .executeTakeFirstOrThrow();
  return {
    queue: 'kyc-review',
    label: 'KYC review',
    size: Number(open.size),
    oldestAt: open.oldest ? new Date(open.oldest).toISOString() : null,
    pastDue: Number(open.past_due),
    doneToday: Number(done.n),
    path: '/ops/kyc',
  };
}

/**
 * Shops whose KYC is accepted and that wait for an operations admin's approval (bankers and
 * telecallers are partnerApprovalsQueueSummary's). Waiting since the review accepted the last
 * item; done today: shops approved or rejected since midnight.
 */
export async function shopApprovalsQueueSummary(db: Queryable, now: Date): Promise<QueueSummary> {
  const k = kyselyOf(db);
  const due = new Date(now.getTime() - SHOP_APPROVAL_DUE_HOURS * 60 * 60_000);
  const ready = k
    .selectFrom('kyc_review_shops as s')
    .innerJoin('users as u', 'u.id', 's.vendor_id')
    .innerJoin('kyc_reviews as r', 'r.vendor_id', 's.vendor_id')
    .select(['s.vendor_id', (eb) => eb.fn.max('r.reviewed_at').as('since')])
    .where('s.state', '=', 'accepted')
    .where('u.approval_status', '=', 'pending')
    .groupBy('s.vendor_id');
  const open = await k
    .selectFrom(ready.as('w'))
    .select([
      (eb) => eb.fn.countAll<number>().as('size'),
      (eb) => eb.fn.min('w.since').as('oldest'),
      (eb) => eb.fn.countAll<number>().filterWhere('w.since', '<', due).as('past_due'),
    ])
    .executeTakeFirstOrThrow();
  const done = await k
    .selectFrom('audit_log')
    .select(sql<number>`count(DISTINCT subject_id)`.as('n'))
    .where('action', 'in', ['shop.approve', 'shop.reject'])
    .where('created_at', '>=', indiaMidnight(now))
    .executeTakeFirstOrThrow();
  return {
    queue: 'shop-approvals',
    label: 'Shops to approve',
    size: Number(open.size),
    oldestAt: open.oldest ? new Date(open.oldest).toISOString() : null,
    pastDue: Number(open.past_due),
    doneToday: Number(done.n),
    path: '/ops/partners?kind=shop&status=pending',
  };
}
