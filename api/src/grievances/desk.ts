// The grievance desk's routes (issue 32; contracts: @platform/shared/contracts grievance-desk.ts).
// Each move locks the complaint, checks the status the officer saw (someone else may have moved
// it meanwhile) and the state machine (GRIEVANCE_TRANSITIONS), writes the change and its audit row
// in one transaction, and tells the person by SMS after the commit: a failed SMS never undoes an
// answer the person can already read on the site.
import type { FastifyInstance } from 'fastify';
import { assignGrievance, escalateGrievance, grievanceDetail, listGrievances, replyToGrievance, resolveGrievance } from '@platform/shared/contracts';
import { canMoveGrievance, GRIEVANCE_STATUS_LABELS, type GrievanceStatus } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import type { SmsAdapter, SmsMessage } from '../sms/sms.ts';
import { addReply, grievanceDetailOf, grievanceOfficers, grievancePage, lockGrievance, type GrievanceRow } from './desk-queries.ts';

const lower = (status: GrievanceStatus) => GRIEVANCE_STATUS_LABELS[status].charAt(0).toLowerCase() + GRIEVANCE_STATUS_LABELS[status].slice(1);

/** 409 unless the complaint is still where the officer saw it. */
function checkSeen(row: GrievanceRow, expected: string): void {
  if (row.status !== expected) {
    throw new ApiError(409, `${row.reference} was changed by someone else since you opened it: it is now ${lower(row.status)}. Reload it to see what changed.`);
  }
}

/** 409 unless the state machine allows the move; the message says why in the desk's words. */
function checkMove(row: GrievanceRow, to: GrievanceStatus, verb: string): void {
  if (!canMoveGrievance(row.status, to)) throw new ApiError(409, `${row.reference} is ${lower(row.status)} and cannot be ${verb}.`);
}

async function setStatus(tx: Queryable, row: GrievanceRow, changes: Record<string, unknown>, now: Date): Promise<void> {
  await kyselyOf(tx)
    .updateTable('grievances')
    .set({ ...changes, updated_at: now })
    .where('id', '=', row.id)
    .execute();
}

export function grievanceDeskRoutes(app: FastifyInstance, ctx: AppContext, sms: SmsAdapter): void {
  const { db, clock } = ctx;

  /** Sends after commit; a failure is logged, the answer stands. */
  const tell = async (message: SmsMessage, reference: string) => {
    try {
      await sms.send(message);
    } catch (error) {
      app.log.warn({ err: error, reference }, 'grievance sms failed');
    }
  };

  registerContract(app, ctx, listGrievances, async ({ query, user }) => {
    const now = clock.now();
    const page = await grievancePage(db, query, user.id, now);
    return { success: true, message: 'Complaints', data: { ...page, page: query.page, pageSize: query.pageSize } };
  });

  registerContract(app, ctx, grievanceDetail, async ({ params }) => ({
    success: true,
    message: 'Complaint',
    data: await grievanceDetailOf(db, params.id, clock.now()),
  }));

  registerContract(app, ctx, assignGrievance, async ({ params, body, user }) => {
    const now = clock.now();
    const assignee = (await grievanceOfficers(db)).find((officer) => officer.id === body.assigneeId.toLowerCase());
    if (!assignee) throw new ApiError(400, 'Choose an active grievance officer', { fields: { assigneeId: 'Choose an active grievance officer' } });
    const reference = await db.transaction(async (tx) => {
      const row = await lockGrievance(tx, params.id);
      checkSeen(row, body.expectedStatus);
      if (row.status === 'resolved') throw new ApiError(409, `${row.reference} is resolved and cannot be assigned.`);
      if (row.assigned_to === assignee.id) throw new ApiError(409, `${row.reference} is already assigned to ${assignee.name}.`);
      // Someone is now looking into it; escalated stays escalated (the nodal officer's hands).
      const status: GrievanceStatus = row.status === 'received' ? 'in_progress' : row.status;
      await setStatus(tx, row, { assigned_to: assignee.id, status }, now);
      await recordAudit(tx, {
        actor: { id: user.id, role: 'admin' },
        action: 'grievance.assign',
        subjectType: 'grievance',
        subjectId: row.id,
        before: { status: row.status, assignedTo: row.assigned_to },
        after: { status, assignedTo: assignee.id },
        at: now,
      });
      return row.reference;
    });
    return { success: true, message: `${reference} is assigned to ${assignee.name}.`, data: await grievanceDetailOf(db, params.id, now) };
  });

  registerContract(app, ctx, replyToGrievance, async ({ params, body, user }) => {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await lockGrievance(tx, params.id);
      checkSeen(found, body.expectedStatus);
      if (found.status === 'resolved') throw new ApiError(409, `${found.reference} is resolved: write to the person through a new complaint instead.`);
      const status: GrievanceStatus = found.status === 'received' ? 'in_progress' : found.status;
      await addReply(tx, found.id, user.id, body.body, now);
      // The officer who answers an unassigned complaint takes it.
      await setStatus(tx, found, { status, assigned_to: found.assigned_to ?? user.id }, now);
      await recordAudit(tx, {
        actor: { id: user.id, role: 'admin' },
        action: 'grievance.reply',
        subjectType: 'grievance',
        subjectId: found.id,
        before: { status: found.status },
        after: { status, reply: body.body },
        at: now,
      });
      return found;
    });
    await tell({ mobile: row.mobile, purpose: 'service-desk', template: 'grievance-reply', variables: { reference: row.reference } }, row.reference);
    return { success: true, message: `Reply sent. ${row.name} is told by SMS.`, data: await grievanceDetailOf(db, params.id, now) };
  });

  registerContract(app, ctx, resolveGrievance, async ({ params, body, user }) => {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await lockGrievance(tx, params.id);
      checkSeen(found, body.expectedStatus);
      checkMove(found, 'resolved', 'resolved again');
      await setStatus(tx, found, { status: 'resolved', resolution: body.resolution, resolved_at: now, assigned_to: found.assigned_to ?? user.id }, now);
      await recordAudit(tx, {
        actor: { id: user.id, role: 'admin' },
        action: 'grievance.resolve',
        subjectType: 'grievance',
        subjectId: found.id,
        before: { status: found.status },
        after: { status: 'resolved' },
        reason: body.resolution,
        at: now,
      });
      return found;
    });
    await tell({ mobile: row.mobile, purpose: 'service-desk', template: 'grievance-resolved', variables: { reference: row.reference } }, row.reference);
    return { success: true, message: `${row.reference} is resolved. ${row.name} is told by SMS.`, data: await grievanceDetailOf(db, params.id, now) };
  });

  registerContract(app, ctx, escalateGrievance, async ({ params, body, user }) => {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await lockGrievance(tx, params.id);
      checkSeen(found, body.expectedStatus);
      checkMove(found, 'escalated', found.status === 'escalated' ? 'escalated again' : 'escalated');
      await setStatus(tx, found, { status: 'escalated', escalation_reason: body.reason, escalated_at: now }, now);
      await recordAudit(tx, {
        actor: { id: user.id, role: 'admin' },
        action: 'grievance.escalate',
        subjectType: 'grievance',
        subjectId: found.id,
        before: { status: found.status },
        after: { status: 'escalated' },
        reason: body.reason,
        at: now,
      });
      return found;
    });
    return { success: true, message: `${row.reference} is escalated to the Principal Nodal Officer.`, data: await grievanceDetailOf(db, params.id, now) };
  });
}
