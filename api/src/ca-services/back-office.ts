// CA fulfilment: our CA experts and operations admins work the paid requests (issue 30; staff
// roles replace the telecaller back office of docs/decisions/012-ca-service-requests.md). Every
// move locks the request, checks the status the page showed (someone else moved it first → 409,
// nothing changed), checks the move is allowed from there, and writes the change, its timeline
// event, its audit row, the shop's notice (and a rejection's refund) in one transaction.
import type { FastifyInstance } from 'fastify';
import { formatPaise } from '@platform/shared/finance';
import {
  assignCaRequest,
  caDeliverableFieldsSchema,
  caExperts,
  caRequestQueue,
  caStaffRequest,
  completeCaRequest,
  rejectCaRequest,
  requestCaDocuments,
  startCaRequest,
  successCode,
  uploadCaDeliverable,
  type StaffRole,
} from '@platform/shared/contracts';
import { SUBMISSION_STATUS_LABELS, serviceById, UNPAID_REQUEST_MESSAGES, type SubmissionStatus } from '@platform/shared/schemas';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import type { UserRow } from '../users.ts';
import { notifyShop } from '../vendor/notifications.ts';
import { caExpertList, caExpertNamed, openCounts, queuePage, staffView } from './back-office-queries.ts';
import { refundFee } from './fees.ts';
import * as requests from './queries.ts';
import { discard, receive } from './uploads.ts';

const label = (status: SubmissionStatus) => SUBMISSION_STATUS_LABELS[status].toLowerCase();

/**
 * What a request's deliverable is: its label is English (the catalogue's certificate, or
 * "Acknowledgement no. …"), so the desk's answer says beside it which one, by the service's id or the
 * acknowledgement's number, for the site to name it in the reader's language (success-messages.ts).
 */
async function deliverableOf(q: Queryable, submissionId: string) {
  const { rows } = await q.query<{ kind: 'certificate' | 'acknowledgement' | null; reference: string | null }>(
    "SELECT deliverable_kind AS kind, reference_number AS reference FROM ca_submission_files WHERE submission_id = $1 AND role = 'deliverable'",
    [submissionId],
  );
  return rows[0];
}

/** What each move may start from. */
const MOVES_FROM = {
  assign: ['submitted', 'documents_requested', 'in_progress'],
  start: ['submitted'],
  requestDocuments: ['submitted', 'in_progress'],
  deliverable: ['in_progress'],
  complete: ['in_progress'],
  reject: ['submitted', 'documents_requested', 'in_progress'],
} as const satisfies Record<string, readonly SubmissionStatus[]>;

const WRONG_MOVE: Record<keyof typeof MOVES_FROM, string> = {
  assign: 'be assigned',
  start: 'be marked in progress',
  requestDocuments: 'have documents requested',
  deliverable: 'take a deliverable (mark it in progress first)',
  complete: 'be completed',
  reject: 'be rejected',
};

interface Actor {
  member: UserRow;
  staffRoles: readonly StaffRole[];
}

/**
 * Locks the request and checks the page was current and the move allowed: 404 unknown, 409 moved
 * by someone else since the page was read or not a move from where it is, 409 nobody holds it yet
 * (every move but assigning needs its expert), 403 an expert acting on another expert's request.
 */
async function lockForMove(tx: Queryable, id: string, expected: string, move: keyof typeof MOVES_FROM, { member, staffRoles }: Actor) {
  const found = await requests.submissionById(tx, id, { lock: true });
  if (!found) throw new ApiError(404, 'Request not found');
  if (found.status !== expected)
    throw new ApiError(409, `Someone else changed this request first: it is now ${label(found.status)}. Reload the page to see it; nothing was changed.`);
  if (!(MOVES_FROM[move] as readonly SubmissionStatus[]).includes(found.status))
    throw new ApiError(409, `A request that is ${label(found.status)} cannot ${WRONG_MOVE[move]}.`);
  if (move !== 'assign') {
    if (!found.assignee_id) throw new ApiError(409, 'Assign this request to a CA expert first.');
    if (found.assignee_id !== member.id && !staffRoles.includes('ops_admin'))
      throw new ApiError(403, 'This request is assigned to another CA expert. Ask an operations admin to reassign it.');
  }
  return found;
}

const actorOf = (member: UserRow): AuditActor => ({ id: member.id, role: member.role });

/** Where the shop reads this request (mf-vendor). */
const requestPath = (row: requests.SubmissionRow) => `${requests.historyPath(serviceById(row.service) ?? { group: row.service_group })}/${row.id}`;

export function backOfficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, files, sealer } = ctx;
  const staffAnswer = async (row: requests.SubmissionRow) => staffView(db, sealer, row, clock.now());

  registerContract(app, ctx, caRequestQueue, async ({ user: member, query }) => {
    const now = clock.now();
    const assignee = query.assignee === 'me' ? member.id : query.assignee;
    const filters = { status: query.status === '' ? 'open' : query.status, service: query.service, assignee, overdue: query.overdue, page: query.page };
    const [page, counts] = await Promise.all([queuePage(db, filters as Parameters<typeof queuePage>[1], now), openCounts(db, now)]);
    return { success: true, message: 'CA requests', data: { ...page, counts } };
  });

  registerContract(app, ctx, caExperts, async () => ({ success: true, message: 'CA experts', data: { items: await caExpertList(db) } }));

  registerContract(app, ctx, caStaffRequest, async ({ params }) => {
    const found = await requests.submissionById(db, params.id);
    // A request not yet paid for is the shop's own business until it is submitted.
    if (!found || found.status === 'awaiting_payment') throw new ApiError(404, 'Request not found');
    return { success: true, message: 'CA request', data: await staffAnswer(found) };
  });

  registerContract(app, ctx, assignCaRequest, async ({ user: member, staffRoles, params, body }) => {
    const expert = await caExpertNamed(db, body.assigneeId);
    if (!expert) throw new ApiError(400, 'Choose a CA expert', { fields: { assigneeId: 'Not a CA expert' } });
    // An expert takes a request for themselves; handing work to someone else is the admin's.
    if (!staffRoles.includes('ops_admin') && expert.id !== member.id)
      throw new ApiError(403, 'An expert can only take a request for themselves. Ask an operations admin to assign it to someone else.');
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await lockForMove(tx, params.id, body.expectedStatus, 'assign', { member, staffRoles });
      if ((found.assignee_id ?? null) !== (body.expectedAssigneeId || null))
        throw new ApiError(409, 'Someone else assigned this request first. Reload the page to see who holds it; nothing was changed.');
      if (found.assignee_id && !staffRoles.includes('ops_admin'))
        throw new ApiError(403, 'This request is assigned to another CA expert. Ask an operations admin to reassign it.');
      if (found.assignee_id === expert.id) throw new ApiError(409, `This request is already assigned to ${expert.name}.`);
      await tx.query('UPDATE ca_submissions SET assignee_id = $2, updated_at = $3 WHERE id = $1', [found.id, expert.id, now]);
      await requests.addEvent(tx, found.id, found.status, found.assignee_id ? 'Reassigned to another CA expert' : 'Assigned to a CA expert', now);
      await recordAudit(tx, {
        actor: actorOf(member),
        action: 'ca.assign',
        subjectType: 'ca_submission',
        subjectId: found.id,
        before: { assigneeId: found.assignee_id },
        after: { assigneeId: expert.id },
        at: now,
      });
      return requests.reread(tx, found.id);
    });
    return { success: true, message: `Assigned to ${expert.name}`, data: await staffAnswer(row) };
  });

  registerContract(app, ctx, requestCaDocuments, async ({ user: member, staffRoles, params, body }) => {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await lockForMove(tx, params.id, body.expectedStatus, 'requestDocuments', { member, staffRoles });
      const service = serviceById(found.service)!;
      const keys = [...new Set(body.documents)];
      const unknown = keys.find((key) => !service.documents.some((doc) => doc.key === key));
      if (unknown !== undefined)
        throw new ApiError(400, `${service.name} does not take that document`, { fields: { documents: `Not a document of ${service.name}` } });
      const labels = keys.map((key) => service.documents.find((doc) => doc.key === key)!.label);
      await requests.setStatus(tx, found.id, 'documents_requested', now, { reason: body.note, requestedDocuments: keys });
      await requests.addEvent(tx, found.id, 'documents_requested', `${labels.join(', ')}: ${body.note}`, now);
      await recordAudit(tx, {
        actor: actorOf(member),
        action: 'ca.request_documents',
        subjectType: 'ca_submission',
        subjectId: found.id,
        before: { status: found.status },
        after: { status: 'documents_requested', documents: keys },
        reason: body.note,
        at: now,
      });
      await notifyShop(
        tx,
        found.vendor_id,
        { kind: 'service', title: `${found.request_number}: documents needed`, body: `${labels.join(', ')}. ${body.note}`, link: requestPath(found) },
        now,
      );
      return requests.reread(tx, found.id);
    });
    return { success: true, message: 'Documents requested. The shop has been told.', data: await staffAnswer(row) };
  });

  registerContract(app, ctx, startCaRequest, async ({ user: member, staffRoles, params, body }) => {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await lockForMove(tx, params.id, body.expectedStatus, 'start', { member, staffRoles });
      await requests.setStatus(tx, found.id, 'in_progress', now, { reason: null });
      await requests.addEvent(tx, found.id, 'in_progress', null, now);
      await recordAudit(tx, {
        actor: actorOf(member),
        action: 'ca.start',
        subjectType: 'ca_submission',
        subjectId: found.id,
        before: { status: found.status },
        after: { status: 'in_progress' },
        at: now,
      });
      const service = serviceById(found.service)!;
      await notifyShop(
        tx,
        found.vendor_id,
        { kind: 'service', title: `${found.request_number}: in progress`, body: `Our CA expert is working on your ${service.name}.`, link: requestPath(found) },
        now,
      );
      return requests.reread(tx, found.id);
    });
    return { success: true, message: 'Marked in progress', data: await staffAnswer(row) };
  });

  registerContract(app, ctx, uploadCaDeliverable, async ({ user: member, staffRoles, params, request }) => {
    const received = await receive(files, request, new Map([['deliverable', 'The deliverable']])).catch((error: unknown) => {
      // A file we will not keep is a bad request here, said in the words the form shows beside the file.
      if (error instanceof ApiError && (error.statusCode === 415 || error.statusCode === 413) && request.isMultipart())
        throw new ApiError(400, error.message, { fields: { deliverable: error.message } });
      throw error;
    });
    let replaced: string[] = [];
    try {
      const fields = await parseBody(caDeliverableFieldsSchema, received.fields);
      if (received.stored.length !== 1)
        throw new ApiError(400, 'Attach one file: the certificate or the acknowledgement', { fields: { deliverable: 'Attach one PDF, JPG or PNG file' } });
      const now = clock.now();
      const kind = fields.kind as 'certificate' | 'acknowledgement';
      const referenceNumber = kind === 'acknowledgement' ? fields.referenceNumber!.trim() : null;
      const row = await db.transaction(async (tx) => {
        const found = await lockForMove(tx, params.id, fields.expectedStatus, 'deliverable', { member, staffRoles });
        // A second upload replaces the first: the shop only ever sees one deliverable.
        const { rows } = await tx.query<{ storage_key: string }>(
          "DELETE FROM ca_submission_files WHERE submission_id = $1 AND role = 'deliverable' RETURNING storage_key",
          [found.id],
        );
        replaced = rows.map((r) => r.storage_key);
        await requests.insertFiles(tx, found.id, 'deliverable', received.stored, now, { kind, referenceNumber });
        await tx.query('UPDATE ca_submissions SET updated_at = $2 WHERE id = $1', [found.id, now]);
        await recordAudit(tx, {
          actor: actorOf(member),
          action: 'ca.deliverable',
          subjectType: 'ca_submission',
          subjectId: found.id,
          after: { kind, referenceNumber, sha256: received.stored[0]!.sha256, replaced: replaced.length },
          at: now,
        });
        return requests.reread(tx, found.id);
      });
      await discard(files, replaced);
      const answer = await staffAnswer(row);
      const said =
        kind === 'acknowledgement' && referenceNumber
          ? {
              message: `Deliverable uploaded: Acknowledgement no. ${referenceNumber}`,
              ...successCode('ca-desk.acknowledgement-uploaded', { reference: referenceNumber }),
            }
          : { message: `Deliverable uploaded: ${answer.deliverable!.label}`, ...successCode('ca-desk.deliverable-uploaded', { deliverable: row.service }) };
      return { success: true, ...said, data: answer };
    } catch (error) {
      await received.discard();
      throw error;
    }
  });

  registerContract(app, ctx, completeCaRequest, async ({ user: member, staffRoles, params, body }) => {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await lockForMove(tx, params.id, body.expectedStatus, 'complete', { member, staffRoles });
      const delivered = (await requests.view(tx, found)).deliverable;
      if (!delivered) throw new ApiError(409, 'Upload the deliverable before completing the request.');
      await requests.setStatus(tx, found.id, 'completed', now, { reason: null, closed: true });
      await requests.addEvent(tx, found.id, 'completed', delivered.label, now);
      await recordAudit(tx, {
        actor: actorOf(member),
        action: 'ca.complete',
        subjectType: 'ca_submission',
        subjectId: found.id,
        before: { status: found.status },
        after: { status: 'completed', deliverable: delivered.id },
        at: now,
      });
      const service = serviceById(found.service)!;
      await notifyShop(
        tx,
        found.vendor_id,
        {
          kind: 'service',
          title: `${service.name} completed`,
          body: `${found.request_number}: the ${delivered.label} is ready to download.`,
          link: requestPath(found),
        },
        now,
      );
      return requests.reread(tx, found.id);
    });
    const answer = await staffAnswer(row);
    const file = await deliverableOf(db, row.id);
    const said =
      file?.kind === 'acknowledgement' && file.reference
        ? {
            message: `Request completed. The shop can download the Acknowledgement no. ${file.reference}.`,
            ...successCode('ca-desk.completed-acknowledgement', { reference: file.reference }),
          }
        : {
            message: `Request completed. The shop can download the ${answer.deliverable!.label}.`,
            ...successCode('ca-desk.completed', { deliverable: row.service }),
          };
    return { success: true, ...said, data: answer };
  });

  registerContract(app, ctx, rejectCaRequest, async ({ user: member, staffRoles, params, body }) => {
    const now = clock.now();
    const { row, refunded } = await db.transaction(async (tx) => {
      const found = await lockForMove(tx, params.id, body.expectedStatus, 'reject', { member, staffRoles });
      await requests.setStatus(tx, found.id, 'rejected', now, { reason: body.reason, closed: true });
      await recordAudit(tx, {
        actor: actorOf(member),
        action: 'ca.reject',
        subjectType: 'ca_submission',
        subjectId: found.id,
        before: { status: found.status },
        after: { status: 'rejected' },
        reason: body.reason,
        at: now,
      });
      // Paid for work we will not do: the fee goes back once (the ledger's reference is the
      // request's, so a second refund finds nothing to give back).
      const refundedPaise = await refundFee(tx, found, actorOf(member), 'rejected by our team', now);
      const refundNote = refundedPaise > 0 ? UNPAID_REQUEST_MESSAGES.refunded(formatPaise(refundedPaise)) : '';
      await requests.addEvent(tx, found.id, 'rejected', [body.reason, refundNote].filter(Boolean).join(' '), now);
      const service = serviceById(found.service)!;
      await notifyShop(
        tx,
        found.vendor_id,
        { kind: 'service', title: `${service.name}: rejected`, body: [body.reason, refundNote].filter(Boolean).join(' '), link: requestPath(found) },
        now,
      );
      return { row: await requests.reread(tx, found.id), refunded: refundedPaise };
    });
    return {
      success: true,
      message: refunded > 0 ? `Request rejected. ${formatPaise(refunded)} was refunded to the shop's wallet.` : 'Request rejected.',
      data: { ...(await staffAnswer(row)), refundedPaise: refunded },
    };
  });
}
