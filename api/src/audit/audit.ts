// The audit trail (migration 017_audit_log.sql): every staff or money action writes one row, in
// the transaction of the action, through `recordAudit`. Rows are never changed or removed.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

/** Who acted: an account in a role, or the platform itself (a scheduled job, a webhook). */
export interface AuditActor {
  id: string | null;
  role: string;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, role: 'system' };

export interface AuditEntry {
  actor: AuditActor;
  /** What was done, as `domain.verb`: `staff.approve`, `wallet.debit`, `lead.confirm` … */
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  at: Date;
}

export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await kyselyOf(tx)
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: entry.actor.id,
      actor_role: entry.actor.role,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      // As JSON text: a driver handed an array itself would send a PostgreSQL array, not JSON.
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
      created_at: entry.at,
    })
    .execute();
}

/** An object's trail, oldest first (tests, and the console later). */
export async function auditTrailOf(db: Queryable, subjectType: string, subjectId: string) {
  return kyselyOf(db)
    .selectFrom('audit_log')
    .select(['actor_id', 'actor_role', 'action', 'subject_type', 'subject_id', 'before', 'after', 'reason', 'created_at'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .orderBy('seq')
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof auditTrailOf>>[number];
