// Our back office on service requests (telecaller accounts until a staff role exists:
// docs/decisions/012-ca-service-requests.md): the queue, moving a request on (with a reason the
// shop reads, and the fee back when rejected) and completing it with its deliverable.
import type { FastifyInstance } from 'fastify';
import { formatPaise } from '@platform/shared/finance';
import { completeServiceRequest, moveServiceRequest, openServiceRequests } from '@platform/shared/contracts';
import { SUBMISSION_STATUS_LABELS, serviceById, UNPAID_REQUEST_MESSAGES, type SubmissionStatus } from '@platform/shared/schemas';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { notifyShop } from '../vendor/notifications.ts';
import { refundFee } from './fees.ts';
import * as requests from './queries.ts';
import { receive } from './uploads.ts';

/** What our team may move a request to from where it is. */
const STAFF_MOVES: Partial<Record<SubmissionStatus, readonly SubmissionStatus[]>> = {
  submitted: ['in_progress', 'documents_requested', 'rejected'],
  in_progress: ['documents_requested', 'rejected'],
  documents_requested: ['in_progress', 'rejected'],
};

export function backOfficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, files } = ctx;

  registerContract(app, ctx, openServiceRequests, async () => {
    const rows = await requests.openSubmissions(db);
    return { success: true, message: 'Open requests', data: { items: await Promise.all(rows.map((row) => requests.view(db, row))) } };
  });

  registerContract(app, ctx, moveServiceRequest, async ({ user: member, params, body }) => {
    const status = body.status as SubmissionStatus;
    const reason = body.reason.trim().slice(0, 500);
    if (!['in_progress', 'documents_requested', 'rejected'].includes(status))
      throw new ApiError(400, 'Choose in_progress, documents_requested or rejected', { fields: { status: 'Unknown status' } });
    if (status !== 'in_progress' && !reason) throw new ApiError(400, 'Say what the shop should know', { fields: { reason: 'A reason is required' } });
    const now = clock.now();
    const moved = await db.transaction(async (tx) => {
      const found = await requests.submissionById(tx, params.id, { lock: true });
      if (!found) throw new ApiError(404, 'Request not found');
      if (!STAFF_MOVES[found.status]?.includes(status))
        throw new ApiError(
          409,
          `A request that is ${SUBMISSION_STATUS_LABELS[found.status].toLowerCase()} cannot be moved to ${SUBMISSION_STATUS_LABELS[status].toLowerCase()}.`,
        );
      const actor: AuditActor = { id: member.id, role: member.role };
      await requests.setStatus(tx, found.id, status, now, { reason: reason || null });
      await recordAudit(tx, {
        actor,
        action: `ca.${status}`,
        subjectType: 'ca_submission',
        subjectId: found.id,
        before: { status: found.status },
        after: { status },
        reason: reason || null,
        at: now,
      });
      // A rejected request was paid for work we will not do: the fee goes back once.
      const refunded = status === 'rejected' ? await refundFee(tx, found, actor, 'rejected by our team', now) : 0;
      const refundNote = refunded > 0 ? UNPAID_REQUEST_MESSAGES.refunded(formatPaise(refunded)) : '';
      await requests.addEvent(tx, found.id, status, [reason, refundNote].filter(Boolean).join(' ') || null, now);
      const service = serviceById(found.service)!;
      await notifyShop(
        tx,
        found.vendor_id,
        {
          kind: 'service',
          title: `${service.name}: ${SUBMISSION_STATUS_LABELS[status]}`,
          body: [reason || 'Our team is working on it.', refundNote].filter(Boolean).join(' '),
          link: requests.historyPath(service),
        },
        now,
      );
      return { row: await requests.reread(tx, found.id), refunded };
    });
    return {
      success: true,
      message: moved.refunded > 0 ? `Status changed. ${formatPaise(moved.refunded)} was refunded to the shop's wallet.` : 'Status changed',
      data: { ...(await requests.view(db, moved.row)), refundedPaise: moved.refunded },
    };
  });

  registerContract(app, ctx, completeServiceRequest, async ({ user: member, params, request }) => {
    const received = await receive(files, request, new Map([['deliverable', 'The deliverable']]));
    try {
      if (received.stored.length !== 1) throw new ApiError(400, 'Attach one deliverable file');
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const found = await requests.submissionById(tx, params.id, { lock: true });
        if (!found) throw new ApiError(404, 'Request not found');
        if (found.status !== 'in_progress' && found.status !== 'submitted') throw new ApiError(409, 'Only a request in progress can be completed.');
        await requests.insertFiles(tx, found.id, 'deliverable', received.stored, now);
        await requests.setStatus(tx, found.id, 'completed', now, { reason: null });
        await recordAudit(tx, {
          actor: { id: member.id, role: member.role },
          action: 'ca.completed',
          subjectType: 'ca_submission',
          subjectId: found.id,
          before: { status: found.status },
          after: { status: 'completed' },
          at: now,
        });
        await requests.addEvent(tx, found.id, 'completed', null, now);
        const service = serviceById(found.service)!;
        await notifyShop(
          tx,
          found.vendor_id,
          { kind: 'service', title: `${service.name} completed`, body: 'The document is ready to download.', link: requests.historyPath(service) },
          now,
        );
        return requests.reread(tx, found.id);
      });
      return { success: true, message: 'Request completed', data: await requests.view(db, row) };
    } catch (error) {
      await received.discard();
      throw error;
    }
  });
}
