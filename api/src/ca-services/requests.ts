// A shop's side of its service requests (docs/decisions/012-ca-service-requests.md): sending one
// (multipart, at the service's own call), reading them, paying the fee from the wallet,
// withdrawing before work starts, sending documents again when asked, and reading a file.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatPaise } from '@platform/shared/finance';
import {
  CA_FULFILMENT_ROLES,
  PAY_FROM_FIELD,
  payServiceFee,
  sendRequestedDocuments,
  serviceRequestFile,
  shopServiceRequest,
  shopServiceRequests,
  withdrawServiceRequest,
  type ResponseOf,
  type ServiceRequestContract,
} from '@platform/shared/contracts';
import {
  SERVICE_UPLOAD_LIMITS,
  SERVICE_UPLOAD_MESSAGES,
  SHOP_WITHDRAWABLE,
  SUBMISSION_STATUS_LABELS,
  serviceById,
  serviceFeeWithGst,
  UNPAID_REQUEST_LIMITS,
  UNPAID_REQUEST_MESSAGES,
  type ServiceDefinition,
} from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import { registerContract, registerDownload } from '../http/contract-route.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { InsufficientBalanceError, walletBalance } from '../payments/wallet.ts';
import { sendStoredFile } from '../storage/uploaded-file.ts';
import type { UserRow } from '../users.ts';
import { notifyShop } from '../vendor/notifications.ts';
import { expireUnpaid } from './expiry.ts';
import { payFromWallet, refundFee } from './fees.ts';
import * as requests from './queries.ts';
import { discard, receive } from './uploads.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A shop's request for `service` (its contract's multipart body): within the hourly limit and the
 * caps of unpaid requests, every required document attached, paid from the wallet at once when
 * asked and covered, else waiting for its fee.
 */
export async function submitServiceRequest(
  ctx: AppContext,
  contract: ServiceRequestContract,
  service: ServiceDefinition,
  vendor: UserRow,
  request: FastifyRequest,
): Promise<ResponseOf<ServiceRequestContract>> {
  const { db, clock, sealer } = ctx;
  const allowed = await ctx.limiter.hit(`ca-submission:shop:${vendor.id}`, { limit: UNPAID_REQUEST_LIMITS.submissionsPerShopPerHour, windowMs: HOUR_MS });
  if (!allowed.allowed) throw tooManyRequests(UNPAID_REQUEST_MESSAGES.tooManySubmissions, allowed.retryAfterSeconds);
  // Requests past their time stop counting against the caps before this one is weighed.
  await expireUnpaid(ctx, vendor.id);
  const received = await receive(ctx.files, request, new Map(service.documents.map((doc) => [doc.key, doc.label])));
  try {
    const { [PAY_FROM_FIELD]: payFrom, ...details } = await parseBody(contract.multipart!.fields!, received.fields);
    const missing = service.documents.filter((doc) => doc.required && !received.stored.some((file) => file.document === doc.key));
    if (missing.length > 0) {
      const message = SERVICE_UPLOAD_MESSAGES.required(missing[0]!.label);
      throw new ApiError(400, message, { fields: Object.fromEntries(missing.map((doc) => [doc.key, SERVICE_UPLOAD_MESSAGES.required(doc.label)])) });
    }
    const now = clock.now();
    const id = randomUUID();
    const fee = serviceFeeWithGst(service);
    const row = await db.transaction(async (tx) => {
      // One submission of a shop at a time, so two at once cannot both pass the caps.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [vendor.id]);
      const inserted = await requests.insertSubmission(tx, {
        id,
        vendorId: vendor.id,
        service,
        sealedDetails: sealer.seal(details, `ca-submission:${id}`),
        feePaise: fee,
        now,
      });
      await requests.insertFiles(tx, id, 'document', received.stored, now);
      await requests.addEvent(tx, id, 'awaiting_payment', null, now);
      if (payFrom === 'wallet') {
        // Too little in the wallet is not a failure: the request waits for its fee. The debit
        // refuses before it writes anything, so the transaction goes on cleanly.
        await payFromWallet(tx, inserted, service, now).catch((error: unknown) => {
          if (!(error instanceof InsufficientBalanceError)) throw error;
        });
      }
      const saved = await requests.reread(tx, id);
      if (saved.status === 'awaiting_payment') await requests.withinUnpaidCaps(tx, vendor.id);
      await notifyShop(
        tx,
        vendor.id,
        {
          kind: 'service',
          title: `${service.name} request received`,
          body: `${received.stored.length} document(s) received.`,
          link: requests.historyPath(service),
        },
        now,
      );
      return saved;
    });
    const paid = row.status === 'submitted';
    return {
      success: true,
      message: paid ? `${service.name} request submitted` : `${service.name} request saved. It waits for the fee of ${formatPaise(fee)}.`,
      data: { ...(await requests.view(db, row)), balance: await walletBalance(db, vendor.id) },
    };
  } catch (error) {
    await received.discard();
    throw error;
  }
}

/** What a shop does with the requests it sent. */
export function shopRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, files } = ctx;

  registerContract(app, ctx, shopServiceRequests, async ({ user: vendor, query }) => {
    await expireUnpaid(ctx, vendor.id);
    const group = query.group === 'other' ? 'other' : query.group === 'ca' ? 'ca' : null;
    const rows = await requests.shopSubmissions(db, vendor.id, group);
    return { success: true, message: 'Service requests', data: { items: await Promise.all(rows.map((row) => requests.view(db, row))) } };
  });

  registerContract(app, ctx, shopServiceRequest, async ({ user: vendor, params }) => ({
    success: true,
    message: 'Service request',
    data: await requests.view(db, await requests.ownSubmission(db, vendor.id, params.id)),
  }));

  registerContract(app, ctx, payServiceFee, async ({ user: vendor, params }) => {
    await expireUnpaid(ctx, vendor.id);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const found = await requests.ownSubmission(tx, vendor.id, params.id, true);
      if (found.status === 'expired') throw new ApiError(409, UNPAID_REQUEST_MESSAGES.expired);
      if (found.status === 'withdrawn') throw new ApiError(409, 'This request was withdrawn. Please send a new one if you still need it.');
      if (found.status !== 'awaiting_payment') throw new ApiError(409, 'This request is already paid.');
      const service = serviceById(found.service)!;
      await payFromWallet(tx, found, service, now);
      await notifyShop(
        tx,
        vendor.id,
        {
          kind: 'payment',
          title: `${formatPaise(Number(found.fee_paise))} paid from your wallet`,
          body: `Fee for ${service.name}.`,
          link: requests.historyPath(service),
        },
        now,
      );
      return requests.reread(tx, found.id);
    });
    return {
      success: true,
      message: 'Fee paid from your wallet. Your request is submitted.',
      data: { ...(await requests.view(db, row)), balance: await walletBalance(db, vendor.id) },
    };
  });

  registerContract(app, ctx, withdrawServiceRequest, async ({ user: vendor, params }) => {
    const now = clock.now();
    const { row, refunded, keys } = await db.transaction(async (tx) => {
      const found = await requests.ownSubmission(tx, vendor.id, params.id, true);
      if (!SHOP_WITHDRAWABLE.includes(found.status)) {
        throw new ApiError(
          409,
          `This request is ${SUBMISSION_STATUS_LABELS[found.status].toLowerCase()}, so it can no longer be withdrawn. Please call us if something is wrong.`,
        );
      }
      await requests.setStatus(tx, found.id, 'withdrawn', now);
      await requests.addEvent(tx, found.id, 'withdrawn', 'Withdrawn by the shop', now);
      await recordAudit(tx, {
        actor: { id: vendor.id, role: 'vendor' },
        action: 'ca.withdraw',
        subjectType: 'ca_submission',
        subjectId: found.id,
        before: { status: found.status },
        after: { status: 'withdrawn' },
        at: now,
      });
      const refundedPaise = await refundFee(tx, found, { id: vendor.id, role: 'vendor' }, 'withdrawn by the shop', now);
      // An unpaid request's documents were never worked on: they go with it.
      const removed = found.status === 'awaiting_payment' ? await requests.deleteFileRows(tx, found.id) : [];
      return { row: await requests.reread(tx, found.id), refunded: refundedPaise, keys: removed };
    });
    await discard(files, keys);
    return {
      success: true,
      message: refunded > 0 ? `Request withdrawn. ${UNPAID_REQUEST_MESSAGES.refunded(formatPaise(refunded))}` : 'Request withdrawn.',
      data: { ...(await requests.view(db, row)), refundedPaise: refunded, balance: await walletBalance(db, vendor.id) },
    };
  });

  registerContract(app, ctx, sendRequestedDocuments, async ({ user: vendor, params, request }) => {
    const found = await requests.ownSubmission(db, vendor.id, params.id);
    const service = serviceById(found.service)!;
    const received = await receive(files, request, new Map(service.documents.map((doc) => [doc.key, doc.label])));
    try {
      if (received.stored.length === 0) throw new ApiError(400, 'Choose the documents to send');
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const locked = await requests.ownSubmission(tx, vendor.id, found.id, true);
        if (locked.status !== 'documents_requested') throw new ApiError(409, 'Documents can be sent again only when our team asks for them.');
        // Every document our team asked for comes back together, so the expert never waits on half of them.
        const missing = locked.requested_documents.filter((key) => !received.stored.some((file) => file.document === key));
        if (missing.length > 0) {
          const labelOf = (key: string) => service.documents.find((doc) => doc.key === key)?.label ?? key;
          throw new ApiError(400, SERVICE_UPLOAD_MESSAGES.required(labelOf(missing[0]!)), {
            fields: Object.fromEntries(missing.map((key) => [key, SERVICE_UPLOAD_MESSAGES.required(labelOf(key))])),
          });
        }
        if ((await requests.documentCount(tx, found.id)) + received.stored.length > SERVICE_UPLOAD_LIMITS.maxFiles * 2)
          throw new ApiError(413, 'This request has too many files already. Please call us.');
        await requests.insertFiles(tx, found.id, 'document', received.stored, now);
        // Back to the expert who asked: in progress when someone holds it, else submitted.
        const next = locked.assignee_id ? 'in_progress' : 'submitted';
        await requests.setStatus(tx, found.id, next, now, { reason: null });
        const labels = received.stored.map((file) => service.documents.find((doc) => doc.key === file.document)?.label ?? file.document);
        await requests.addEvent(tx, found.id, next, `Sent again by the shop: ${[...new Set(labels)].join(', ')}`, now);
        return requests.reread(tx, found.id);
      });
      return { success: true, message: 'Documents sent. Our team will continue with your request.', data: await requests.view(db, row) };
    } catch (error) {
      await received.discard();
      throw error;
    }
  });

  // A file of a request: for its shop, or our staff who work CA requests. Anyone else signed in
  // is told it is not found, as for a file that does not exist.
  registerDownload(app, ctx, serviceRequestFile, async ({ user, staffRoles, params, request, reply }) => {
    const staff = user.role === 'admin' && CA_FULFILMENT_ROLES.some((role) => staffRoles.includes(role));
    if (user.role !== 'vendor' && !staff) throw new ApiError(404, 'File not found');
    const file = await requests.fileOf(db, params.id, user.role === 'vendor' ? user.id : null);
    const content = file ? await files.get(file.storage_key) : undefined;
    if (!file || !content) throw new ApiError(404, 'File not found');
    if (createHash('sha256').update(content).digest('hex') !== file.sha256) {
      request.log.error({ fileId: params.id }, 'stored file does not match its checksum');
      throw new ApiError(500, 'This file is damaged in storage. Our team has been told.');
    }
    return sendStoredFile(reply.header('x-content-sha256', file.sha256), { content, mime: file.mime_type, name: file.file_name, disposition: 'attachment' });
  });
}
