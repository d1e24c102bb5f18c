// Requests left unpaid past UNPAID_REQUEST_LIMITS.expiresAfterDays expire with their files
// (docs/decisions/012-ca-service-requests.md): one shop's when it submits or reads its list,
// everyone's in the scheduled job `ca-unpaid-expiry` (app.ts, api/src/jobs).
import type { FastifyInstance } from 'fastify';
import { serviceById, UNPAID_REQUEST_LIMITS, UNPAID_REQUEST_MESSAGES } from '@platform/shared/schemas';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import { claimScheduledRun } from '../db/scheduled-runs.ts';
import { notifyShop } from '../vendor/notifications.ts';
import { addEvent, deleteFileRows, historyPath, type SubmissionRow } from './queries.ts';
import { discard } from './uploads.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    caServices: {
      /** Expires requests left unpaid too long (main.ts runs it on a timer, one process per interval). */
      expireUnpaid(options?: { atMostEvery?: number }): Promise<{ expired: number; skipped?: boolean }>;
    };
  }
}

/**
 * Expires requests unpaid for UNPAID_REQUEST_LIMITS.expiresAfterDays (one shop's, or everyone's
 * when `vendorId` is null): the status, event, audit row and notice, and the file rows deleted, in
 * one transaction; the stored files are removed after it commits, so a rollback never leaves rows
 * pointing at deleted files.
 */
export async function expireUnpaid(ctx: AppContext, vendorId: string | null): Promise<number> {
  return (await expireUnpaidBatch(ctx, vendorId)).expired;
}

/** Every shop's unpaid requests past their time, batch after batch (the scheduled job). */
export async function expireAllUnpaid(ctx: AppContext): Promise<{ expired: number; filesDeleted: number }> {
  let expired = 0;
  let filesDeleted = 0;
  for (;;) {
    const batch = await expireUnpaidBatch(ctx, null);
    expired += batch.expired;
    filesDeleted += batch.filesDeleted;
    if (batch.expired < EXPIRY_BATCH) return { expired, filesDeleted };
  }
}

const EXPIRY_BATCH = 200;

async function expireUnpaidBatch(ctx: AppContext, vendorId: string | null): Promise<{ expired: number; filesDeleted: number }> {
  const { db, clock, files } = ctx;
  const now = clock.now();
  const cutoff = new Date(now.getTime() - UNPAID_REQUEST_LIMITS.expiresAfterDays * DAY_MS);
  const { expired, keys } = await db.transaction(async (tx) => {
    const { rows } = await tx.query<SubmissionRow>(
      `UPDATE ca_submissions SET status = 'expired', reason = $3, updated_at = $2
        WHERE status = 'awaiting_payment' AND id IN (
          SELECT id FROM ca_submissions WHERE status = 'awaiting_payment' AND created_at <= $1 AND ($4::uuid IS NULL OR vendor_id = $4)
           ORDER BY created_at LIMIT $5)
        RETURNING *`,
      [cutoff, now, UNPAID_REQUEST_MESSAGES.expired, vendorId, EXPIRY_BATCH],
    );
    const removedKeys: string[] = [];
    for (const row of rows) {
      const removed = await deleteFileRows(tx, row.id);
      removedKeys.push(...removed);
      await addEvent(tx, row.id, 'expired', UNPAID_REQUEST_MESSAGES.expired, now);
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'ca.expire',
        subjectType: 'ca_submission',
        subjectId: row.id,
        before: { status: 'awaiting_payment' },
        after: { status: 'expired', filesDeleted: removed.length },
        at: now,
      });
      const service = serviceById(row.service);
      if (service)
        await notifyShop(
          tx,
          row.vendor_id,
          { kind: 'service', title: `${service.name} request expired`, body: UNPAID_REQUEST_MESSAGES.expired, link: historyPath(service) },
          now,
        );
    }
    return { expired: rows.length, keys: removedKeys };
  });
  await discard(files, keys);
  return { expired, filesDeleted: keys.length };
}

/** The sweep of every shop's unpaid requests, at most once per `atMostEvery` across processes. */
export const unpaidSweep = (ctx: AppContext): FastifyInstance['caServices'] => ({
  async expireUnpaid({ atMostEvery }: { atMostEvery?: number } = {}) {
    if (atMostEvery !== undefined && !(await claimScheduledRun(ctx.db, 'ca-unpaid-expiry', atMostEvery, ctx.clock.now()))) return { expired: 0, skipped: true };
    return { expired: await expireUnpaid(ctx, null) };
  },
});
