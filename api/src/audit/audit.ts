// The audit trail (migration 017_audit_log.sql): every staff or money action writes one row, in
// the transaction of the action, through `recordAudit`. Rows are never changed or removed.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

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
  await tx.query(
    `INSERT INTO audit_log (id, actor_id, actor_role, action, subject_type, subject_id, before, after, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      randomUUID(),
      entry.actor.id,
      entry.actor.role,
      entry.action,
      entry.subjectType,
      entry.subjectId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.reason ?? null,
      entry.at,
    ],
  );
}

export interface AuditRow {
  actor_id: string | null;
  actor_role: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: Date | string;
}

/** An object's trail, oldest first (tests, and the console later). */
export async function auditTrailOf(db: Queryable, subjectType: string, subjectId: string): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    'SELECT actor_id, actor_role, action, subject_type, subject_id, before, after, reason, created_at FROM audit_log WHERE subject_type = $1 AND subject_id = $2 ORDER BY seq',
    [subjectType, subjectId],
  );
  return rows;
}
