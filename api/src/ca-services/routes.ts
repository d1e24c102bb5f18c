// CA and other services (docs/decisions/012-ca-service-requests.md; docs/spec/product.md §§3, 4 and
// 7): one submission call per service, multipart (files as form data, other fields as key/value),
// and what a shop and our back office do with a request afterwards. Every query of a shop goes
// through its own id, so another shop's request or file is simply not found (404).
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatPaise } from '@platform/shared/finance';
import {
  SERVICE_UPLOAD_LIMITS,
  SERVICE_UPLOAD_MESSAGES,
  SERVICES,
  SHOP_WITHDRAWABLE,
  SUBMISSION_STATUS_LABELS,
  serviceById,
  serviceDetailsSchema,
  serviceFeeWithGst,
  serviceNamed,
  UnknownServiceError,
  UNPAID_REQUEST_LIMITS,
  UNPAID_REQUEST_MESSAGES,
  type ServiceDefinition,
  type SubmissionStatus,
} from '@platform/shared/schemas';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { claimScheduledRun } from '../db/scheduled-runs.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { failures, multipartBody, successEnvelope } from '../http/openapi.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import { currentAccount } from '../leads/queries.ts';
import { debitServiceFee, InsufficientBalanceError, refundCharge, walletBalance } from '../payments/wallet.ts';
import { detectUpload, safeFileName, sendStoredFile } from '../storage/uploaded-file.ts';
import { currentVendor } from '../vendor/current-vendor.ts';
import { notifyShop } from '../vendor/notifications.ts';
import type { UserRow } from '../users.ts';
import { iso } from '../clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    caServices: {
      /** Expires requests left unpaid too long (main.ts runs it on a timer, one process per interval). */
      expireUnpaid(options?: { atMostEvery?: number }): Promise<{ expired: number; skipped?: boolean }>;
    };
  }
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const security = [{ bearer: [] }];
const anyObject = { type: 'object', additionalProperties: true };
/** Multipart fields that steer the request rather than describe it. */
const PAY_FROM_FIELD = 'payFrom';

interface StoredFile {
  id: string;
  document: string;
  key: string;
  mime: string;
  size: number;
  sha256: string;
  fileName: string;
}

interface SubmissionRow {
  id: string;
  vendor_id: string;
  service: string;
  service_group: 'ca' | 'other';
  status: SubmissionStatus;
  reason: string | null;
  fee_paise: string | number;
  paid_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface FileRow {
  id: string;
  submission_id: string;
  role: 'document' | 'deliverable';
  document: string;
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  file_name: string;
  created_at: Date | string;
}

/** Staff transitions: what our team may move a request to from where it is. */
const STAFF_MOVES: Partial<Record<SubmissionStatus, readonly SubmissionStatus[]>> = {
  submitted: ['in_progress', 'documents_requested', 'rejected'],
  in_progress: ['documents_requested', 'rejected'],
  documents_requested: ['in_progress', 'rejected'],
};

export function caServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, files, sealer } = ctx;

  /**
   * Reads a multipart request: text fields as key/value, each file checked by its content and
   * stored at once (so at most one file is in memory), with its SHA-256. Any failure removes what
   * was stored, so a refused request leaves nothing behind.
   */
  async function receive(request: FastifyRequest, documents: ReadonlyMap<string, string>) {
    if (!request.isMultipart()) throw new ApiError(415, 'Send the request as multipart/form-data');
    const fields: Record<string, string> = {};
    const stored: StoredFile[] = [];
    try {
      for await (const part of request.parts({
        limits: { fileSize: SERVICE_UPLOAD_LIMITS.maxFileBytes, files: SERVICE_UPLOAD_LIMITS.maxFiles, fields: 40, parts: 60, fieldSize: 4000 },
      })) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        const label = documents.get(part.fieldname);
        if (!label) {
          part.file.resume();
          throw new ApiError(400, 'This service does not take that document', { fields: { [part.fieldname.slice(0, 40)]: 'Unknown document' } });
        }
        const content = await part.toBuffer();
        // What a file may be is decided by its content: the name and the browser's claimed type
        // are ignored.
        const type = await detectUpload(content);
        if (!type) {
          throw new ApiError(415, SERVICE_UPLOAD_MESSAGES.wrongType(label), { fields: { [part.fieldname]: SERVICE_UPLOAD_MESSAGES.wrongType(label) } });
        }
        const key = await files.put(content, type.extension);
        stored.push({
          id: randomUUID(),
          document: part.fieldname,
          key,
          mime: type.mime,
          size: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          fileName: safeFileName(part.filename, type.extension, part.fieldname),
        });
      }
    } catch (error) {
      await discard(stored);
      if (error instanceof ApiError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, SERVICE_UPLOAD_MESSAGES.tooLarge);
      if (code === 'FST_FILES_LIMIT') throw new ApiError(413, SERVICE_UPLOAD_MESSAGES.tooMany);
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(400, 'The request has too many fields');
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(415, 'Send the request as multipart/form-data');
      throw new ApiError(400, 'The upload could not be read. Please choose the files again.');
    }
    return { fields, stored, discard: () => discard(stored) };
  }

  async function discard(stored: readonly StoredFile[]) {
    await Promise.all(stored.map((file) => files.remove(file.key).catch(() => undefined)));
  }

  async function insertFiles(tx: Queryable, submissionId: string, role: 'document' | 'deliverable', stored: readonly StoredFile[], now: Date) {
    for (const file of stored) {
      await tx.query(
        `INSERT INTO ca_submission_files (id, submission_id, role, document, storage_key, mime_type, size_bytes, sha256, file_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [file.id, submissionId, role, file.document, file.key, file.mime, file.size, file.sha256, file.fileName, now],
      );
    }
  }

  async function addEvent(tx: Queryable, submissionId: string, status: SubmissionStatus, note: string | null, now: Date) {
    await tx.query('INSERT INTO ca_submission_events (id, submission_id, status, note, created_at) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(),
      submissionId,
      status,
      note,
      now,
    ]);
  }

  /** Charges the fee once (ledger reference `ca:<id>`) and moves the request on. */
  async function payFromWallet(tx: Queryable, row: SubmissionRow, service: ServiceDefinition, now: Date) {
    await debitServiceFee(tx, {
      userId: row.vendor_id,
      amountPaise: Number(row.fee_paise),
      description: `${service.name} fee`,
      reference: `ca:${row.id}`,
      now,
    });
    await recordAudit(tx, {
      actor: { id: row.vendor_id, role: 'vendor' },
      action: 'wallet.debit',
      subjectType: 'ca_submission',
      subjectId: row.id,
      before: { status: row.status },
      after: { status: 'submitted', amountPaise: Number(row.fee_paise), reference: `ca:${row.id}` },
      at: now,
    });
    await tx.query(`UPDATE ca_submissions SET status = 'submitted', paid_at = $2, updated_at = $2 WHERE id = $1`, [row.id, now]);
    await addEvent(tx, row.id, 'submitted', `Fee of ${formatPaise(Number(row.fee_paise))} paid from the wallet`, now);
  }

  /** Gives the fee back to the wallet once (ledger reference `ca:<id>`), audited; answers the paise. */
  async function refundFee(tx: Queryable, row: SubmissionRow, actor: AuditActor, why: string, now: Date): Promise<number> {
    const service = serviceById(row.service);
    const refunded = await refundCharge(tx, {
      userId: row.vendor_id,
      reference: `ca:${row.id}`,
      description: `Refund: ${service?.name ?? row.service} (${why})`,
      now,
    });
    if (refunded > 0) {
      await recordAudit(tx, {
        actor,
        action: 'wallet.refund',
        subjectType: 'ca_submission',
        subjectId: row.id,
        after: { amountPaise: refunded, reference: `ca:${row.id}` },
        reason: why,
        at: now,
      });
    }
    return refunded;
  }

  /**
   * Refuses (inside the submission's transaction) a request that would leave the shop over its
   * caps of unpaid requests or of bytes stored for them (UNPAID_REQUEST_LIMITS).
   */
  async function withinUnpaidCaps(tx: Queryable, vendorId: string) {
    const { rows } = await tx.query<{ requests: string; bytes: string }>(
      `SELECT (SELECT count(*) FROM ca_submissions WHERE vendor_id = $1 AND status = 'awaiting_payment') AS requests,
              (SELECT COALESCE(SUM(f.size_bytes), 0) FROM ca_submission_files f JOIN ca_submissions s ON s.id = f.submission_id
                WHERE s.vendor_id = $1 AND s.status = 'awaiting_payment') AS bytes`,
      [vendorId],
    );
    if (Number(rows[0]!.requests) > UNPAID_REQUEST_LIMITS.maxRequestsPerShop) throw new ApiError(409, UNPAID_REQUEST_MESSAGES.tooManyUnpaid);
    if (Number(rows[0]!.bytes) > UNPAID_REQUEST_LIMITS.maxBytesPerShop) throw new ApiError(413, UNPAID_REQUEST_MESSAGES.tooManyBytes);
  }

  /**
   * Expires requests unpaid for UNPAID_REQUEST_LIMITS.expiresAfterDays (one shop's when it
   * submits, everyone's on the timer): the status, event, audit row and notice, and the file rows
   * deleted, in one transaction; the stored files are removed after it commits, so a rollback
   * never leaves rows pointing at deleted files.
   */
  async function expireUnpaid(vendorId: string | null): Promise<number> {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - UNPAID_REQUEST_LIMITS.expiresAfterDays * DAY_MS);
    const { expired, keys } = await db.transaction(async (tx) => {
      const { rows } = await tx.query<SubmissionRow>(
        `UPDATE ca_submissions SET status = 'expired', reason = $3, updated_at = $2
          WHERE status = 'awaiting_payment' AND id IN (
            SELECT id FROM ca_submissions WHERE status = 'awaiting_payment' AND created_at <= $1 AND ($4::uuid IS NULL OR vendor_id = $4)
             ORDER BY created_at LIMIT 200)
          RETURNING *`,
        [cutoff, now, UNPAID_REQUEST_MESSAGES.expired, vendorId],
      );
      const removedKeys: string[] = [];
      for (const row of rows) {
        const removed = await tx.query<{ storage_key: string }>('DELETE FROM ca_submission_files WHERE submission_id = $1 RETURNING storage_key', [row.id]);
        removedKeys.push(...removed.rows.map((r) => r.storage_key));
        await addEvent(tx, row.id, 'expired', UNPAID_REQUEST_MESSAGES.expired, now);
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: 'ca.expire',
          subjectType: 'ca_submission',
          subjectId: row.id,
          before: { status: 'awaiting_payment' },
          after: { status: 'expired', filesDeleted: removed.rows.length },
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
    await Promise.all(keys.map((key) => files.remove(key).catch(() => undefined)));
    return expired;
  }

  app.decorate('caServices', {
    async expireUnpaid({ atMostEvery }: { atMostEvery?: number } = {}) {
      if (atMostEvery !== undefined && !(await claimScheduledRun(db, 'ca-unpaid-expiry', atMostEvery, clock.now()))) return { expired: 0, skipped: true };
      return { expired: await expireUnpaid(null) };
    },
  });

  async function view(q: Queryable, row: SubmissionRow) {
    const service = serviceById(row.service);
    const labels = new Map(service?.documents.map((doc) => [doc.key, doc.label]));
    const [fileRows, events] = await Promise.all([
      q.query<FileRow>('SELECT * FROM ca_submission_files WHERE submission_id = $1 ORDER BY created_at, document', [row.id]),
      q.query<{ status: SubmissionStatus; note: string | null; created_at: Date }>(
        'SELECT status, note, created_at FROM ca_submission_events WHERE submission_id = $1 ORDER BY seq',
        [row.id],
      ),
    ]);
    const fileView = (f: FileRow) => ({
      id: f.id,
      document: f.document,
      label: labels.get(f.document) ?? 'Deliverable',
      fileName: f.file_name,
      mimeType: f.mime_type,
      sizeBytes: Number(f.size_bytes),
      sha256: f.sha256,
      uploadedAt: iso(f.created_at),
    });
    const deliverable = fileRows.rows.filter((f) => f.role === 'deliverable').at(-1);
    return {
      id: row.id,
      serviceId: row.service,
      service: service?.name ?? row.service,
      group: row.service_group,
      status: row.status,
      statusLabel: SUBMISSION_STATUS_LABELS[row.status],
      reason: row.reason,
      feePaise: Number(row.fee_paise),
      paidAt: iso(row.paid_at),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      documents: fileRows.rows.filter((f) => f.role === 'document').map(fileView),
      deliverable: deliverable ? fileView(deliverable) : null,
      history: events.rows.map((e) => ({ status: e.status, label: SUBMISSION_STATUS_LABELS[e.status], note: e.note, at: iso(e.created_at) })),
    };
  }

  async function ownSubmission(vendorId: string, id: string, q: Queryable = db, lock = false): Promise<SubmissionRow> {
    const { rows } = isUuid(id)
      ? await q.query<SubmissionRow>(`SELECT * FROM ca_submissions WHERE id = $1 AND vendor_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, vendorId])
      : { rows: [] };
    if (!rows[0]) throw new ApiError(404, 'Request not found');
    return rows[0];
  }

  // ------------------------------------------------------------------------------------------
  app.get(
    '/ca/services',
    {
      schema: {
        tags: ['ca-services'],
        summary: 'Every service: its documents, fee (with GST) and turnaround',
        response: { 200: successEnvelope({ data: anyObject }) },
      },
    },
    async () => ({
      success: true,
      message: 'Services',
      data: { services: SERVICES.map((s) => ({ ...s, feeWithGstPaise: serviceFeeWithGst(s) })) },
    }),
  );

  app.get<{ Params: { name: string } }>(
    '/ca/services/:name',
    {
      schema: {
        tags: ['ca-services'],
        summary: 'The service a name selects (docs/spec/product.md §4); an unknown name is 404',
        response: { 200: successEnvelope({ data: anyObject }), ...failures(404) },
      },
    },
    async (request) => {
      try {
        const service = serviceNamed(request.params.name);
        return { success: true, message: 'Service', data: { ...service, feeWithGstPaise: serviceFeeWithGst(service) } };
      } catch (error) {
        if (error instanceof UnknownServiceError) throw new ApiError(404, error.message.slice(0, 140));
        throw error;
      }
    },
  );

  // Three endpoints of docs/spec/product.md §7 also take the b2c product applications (JSON,
  // routes/products.ts). A multipart request there is a shop's service request: it is answered
  // here, before the product route's own handling starts.
  const sharedEndpoints = new Map<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>>();
  app.addHook('preValidation', async (request, reply) => {
    const handler = request.method === 'POST' ? sharedEndpoints.get(request.routeOptions.url ?? '') : undefined;
    if (!handler || !request.isMultipart()) return;
    const answer = await handler(request, reply);
    return reply.send(answer);
  });

  for (const service of SERVICES) {
    const documents = new Map(service.documents.map((doc) => [doc.key, doc.label]));
    const schema = serviceDetailsSchema(service);
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const vendor = await currentVendor(ctx, request);
      const allowed = await ctx.limiter.hit(`ca-submission:shop:${vendor.id}`, { limit: UNPAID_REQUEST_LIMITS.submissionsPerShopPerHour, windowMs: HOUR_MS });
      if (!allowed.allowed) throw tooManyRequests(UNPAID_REQUEST_MESSAGES.tooManySubmissions, allowed.retryAfterSeconds);
      // Requests past their time stop counting against the caps before this one is weighed.
      await expireUnpaid(vendor.id);
      const received = await receive(request, documents);
      try {
        const payFrom = received.fields[PAY_FROM_FIELD];
        delete received.fields[PAY_FROM_FIELD];
        const details = await parseBody(schema, received.fields);
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
          const { rows } = await tx.query<SubmissionRow>(
            `INSERT INTO ca_submissions (id, vendor_id, service, service_group, details, status, fee_paise, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, 'awaiting_payment', $6, $7, $7) RETURNING *`,
            [id, vendor.id, service.id, service.group, sealer.seal(details, `ca-submission:${id}`), fee, now],
          );
          await insertFiles(tx, id, 'document', received.stored, now);
          await addEvent(tx, id, 'awaiting_payment', null, now);
          if (payFrom === 'wallet') {
            // Too little in the wallet is not a failure: the request waits for its fee. The
            // debit refuses before it writes anything, so the transaction goes on cleanly.
            await payFromWallet(tx, rows[0]!, service, now).catch((error: unknown) => {
              if (!(error instanceof InsufficientBalanceError)) throw error;
            });
          }
          const saved = (await tx.query<SubmissionRow>('SELECT * FROM ca_submissions WHERE id = $1', [id])).rows[0]!;
          if (saved.status === 'awaiting_payment') await withinUnpaidCaps(tx, vendor.id);
          await notifyShop(
            tx,
            vendor.id,
            { kind: 'service', title: `${service.name} request received`, body: `${received.stored.length} document(s) received.`, link: historyPath(service) },
            now,
          );
          return saved;
        });
        const paid = row.status === 'submitted';
        reply.code(201);
        return {
          success: true,
          message: paid ? `${service.name} request submitted` : `${service.name} request saved. It waits for the fee of ${formatPaise(fee)}.`,
          data: { ...(await view(db, row)), balance: await walletBalance(db, vendor.id) },
        };
      } catch (error) {
        await received.discard();
        throw error;
      }
    };
    const body = multipartBody({
      fields: schema,
      extraFields: { [PAY_FROM_FIELD]: { type: 'string', enum: ['wallet'], description: 'Pay the fee from the wallet at once when the balance covers it.' } },
      files: Object.fromEntries(
        service.documents.map((doc) => [doc.key, { description: `${doc.label}: ${SERVICE_UPLOAD_LIMITS.acceptText} by content.`, required: doc.required }]),
      ),
      description: `Files of at most ${SERVICE_UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB each, ${SERVICE_UPLOAD_LIMITS.maxFiles} in all; at most 40 text fields of 4,000 characters.`,
    });
    if (app.hasRoute({ method: 'POST', url: service.endpoint })) {
      sharedEndpoints.set(service.endpoint, handler);
      // The JSON route documents its own body; the service request is its second body type.
      app.openapi.alsoAccepts('POST', service.endpoint, 'multipart/form-data', body, [401, 403, 409, 413, 415, 429]);
      continue;
    }
    app.post(
      service.endpoint,
      {
        schema: {
          tags: ['ca-services'],
          summary: `Request ${service.name} (multipart: files as form data, other fields as key/value)`,
          description: `Text fields: ${service.fields.map((x) => `\`${x.name}\`${x.required ? '' : ' (optional)'}`).join(', ')}. Files: ${service.documents.map((x) => `\`${x.key}\`${x.required ? '' : ' (optional)'}`).join(', ')}; PDF, JPG or PNG by content, at most 5 MB each and ${SERVICE_UPLOAD_LIMITS.maxFiles} in all. \`${PAY_FROM_FIELD}=wallet\` pays the fee from the wallet at once when the balance covers it; otherwise the request waits as awaiting_payment. A shop may keep at most ${UNPAID_REQUEST_LIMITS.maxRequestsPerShop} unpaid requests holding at most ${UNPAID_REQUEST_LIMITS.maxBytesPerShop / (1024 * 1024)} MB (409 / 413 beyond), may send ${UNPAID_REQUEST_LIMITS.submissionsPerShopPerHour} requests an hour (429 beyond), and an unpaid request expires after ${UNPAID_REQUEST_LIMITS.expiresAfterDays} days with its files deleted.`,
          security,
          consumes: ['multipart/form-data'],
          body,
          response: { 201: successEnvelope({ data: anyObject }), ...failures(400, 401, 403, 409, 413, 415, 429) },
        },
      },
      handler,
    );
  }

  // ------------------------------------------------------------------------------------------
  app.get<{ Querystring: { group?: string } }>(
    '/ca/submissions',
    {
      schema: {
        tags: ['ca-services'],
        summary: "The shop's service requests, newest first (`group=ca` CA services, `group=other` other services)",
        security,
        querystring: { type: 'object', properties: { group: { type: 'string', enum: ['ca', 'other'] } } },
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      await expireUnpaid(vendor.id);
      const group = request.query.group === 'other' ? 'other' : request.query.group === 'ca' ? 'ca' : null;
      const { rows } = await db.query<SubmissionRow>(
        `SELECT * FROM ca_submissions WHERE vendor_id = $1 AND ($2::text IS NULL OR service_group = $2) ORDER BY created_at DESC, id LIMIT 200`,
        [vendor.id, group],
      );
      return { success: true, message: 'Service requests', data: { items: await Promise.all(rows.map((row) => view(db, row))) } };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/ca/submissions/:id',
    {
      schema: {
        tags: ['ca-services'],
        summary: 'One of the shop’s requests (404 for another shop’s)',
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      return { success: true, message: 'Service request', data: await view(db, await ownSubmission(vendor.id, request.params.id)) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ca/submissions/:id/pay',
    {
      schema: {
        tags: ['ca-services'],
        summary: 'Pay a request awaiting payment from the wallet (409 with the balance when it is too low)',
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      await expireUnpaid(vendor.id);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const found = await ownSubmission(vendor.id, request.params.id, tx, true);
        if (found.status === 'expired') throw new ApiError(409, UNPAID_REQUEST_MESSAGES.expired);
        if (found.status === 'withdrawn') throw new ApiError(409, 'This request was withdrawn. Please send a new one if you still need it.');
        if (found.status !== 'awaiting_payment') throw new ApiError(409, 'This request is already paid.');
        await payFromWallet(tx, found, serviceById(found.service)!, now);
        await notifyShop(
          tx,
          vendor.id,
          {
            kind: 'payment',
            title: `${formatPaise(Number(found.fee_paise))} paid from your wallet`,
            body: `Fee for ${serviceById(found.service)!.name}.`,
            link: historyPath(serviceById(found.service)!),
          },
          now,
        );
        return (await tx.query<SubmissionRow>('SELECT * FROM ca_submissions WHERE id = $1', [found.id])).rows[0]!;
      });
      return {
        success: true,
        message: 'Fee paid from your wallet. Your request is submitted.',
        data: { ...(await view(db, row)), balance: await walletBalance(db, vendor.id) },
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ca/submissions/:id/withdraw',
    {
      schema: {
        tags: ['ca-services'],
        summary: 'Withdraw a request before our team starts work (unpaid, or paid and not yet taken up): a paid fee goes back to the wallet once',
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      const now = clock.now();
      const { row, refunded, keys } = await db.transaction(async (tx) => {
        const found = await ownSubmission(vendor.id, request.params.id, tx, true);
        if (!SHOP_WITHDRAWABLE.includes(found.status)) {
          throw new ApiError(
            409,
            `This request is ${SUBMISSION_STATUS_LABELS[found.status].toLowerCase()}, so it can no longer be withdrawn. Please call us if something is wrong.`,
          );
        }
        await tx.query(`UPDATE ca_submissions SET status = 'withdrawn', updated_at = $2 WHERE id = $1`, [found.id, now]);
        await addEvent(tx, found.id, 'withdrawn', 'Withdrawn by the shop', now);
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
        const removed =
          found.status === 'awaiting_payment'
            ? (await tx.query<{ storage_key: string }>('DELETE FROM ca_submission_files WHERE submission_id = $1 RETURNING storage_key', [found.id])).rows.map(
                (r) => r.storage_key,
              )
            : [];
        return {
          row: (await tx.query<SubmissionRow>('SELECT * FROM ca_submissions WHERE id = $1', [found.id])).rows[0]!,
          refunded: refundedPaise,
          keys: removed,
        };
      });
      await Promise.all(keys.map((key) => files.remove(key).catch(() => undefined)));
      return {
        success: true,
        message: refunded > 0 ? `Request withdrawn. ${UNPAID_REQUEST_MESSAGES.refunded(formatPaise(refunded))}` : 'Request withdrawn.',
        data: { ...(await view(db, row)), refundedPaise: refunded, balance: await walletBalance(db, vendor.id) },
      };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/ca/submissions/:id/documents',
    {
      schema: {
        tags: ['ca-services'],
        summary: 'Send the documents our team asked for (multipart; only while documents are requested)',
        security,
        consumes: ['multipart/form-data'],
        body: multipartBody({
          files: {},
          otherFiles: {
            description: `A document of the request's service under its key (GET /ca/services lists them): ${SERVICE_UPLOAD_LIMITS.acceptText} by content.`,
          },
          description: `At least one file; each at most ${SERVICE_UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB, ${SERVICE_UPLOAD_LIMITS.maxFiles} in one request and ${SERVICE_UPLOAD_LIMITS.maxFiles * 2} on the request in all.`,
        }),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      const found = await ownSubmission(vendor.id, request.params.id);
      const service = serviceById(found.service)!;
      const received = await receive(request, new Map(service.documents.map((doc) => [doc.key, doc.label])));
      try {
        if (received.stored.length === 0) throw new ApiError(400, 'Choose the documents to send');
        const now = clock.now();
        const row = await db.transaction(async (tx) => {
          const locked = await ownSubmission(vendor.id, found.id, tx, true);
          if (locked.status !== 'documents_requested') throw new ApiError(409, 'Documents can be sent again only when our team asks for them.');
          const { count } = (
            await tx.query<{ count: string }>("SELECT count(*) AS count FROM ca_submission_files WHERE submission_id = $1 AND role = 'document'", [found.id])
          ).rows[0]!;
          if (Number(count) + received.stored.length > SERVICE_UPLOAD_LIMITS.maxFiles * 2)
            throw new ApiError(413, 'This request has too many files already. Please call us.');
          await insertFiles(tx, found.id, 'document', received.stored, now);
          await tx.query(`UPDATE ca_submissions SET status = 'submitted', reason = NULL, updated_at = $2 WHERE id = $1`, [found.id, now]);
          await addEvent(tx, found.id, 'submitted', `${received.stored.length} document(s) sent again`, now);
          return (await tx.query<SubmissionRow>('SELECT * FROM ca_submissions WHERE id = $1', [found.id])).rows[0]!;
        });
        return { success: true, message: 'Documents sent. Our team will continue with your request.', data: await view(db, row) };
      } catch (error) {
        await received.discard();
        throw error;
      }
    },
  );

  /** A file of a request: for its shop, or our staff (telecallers work the back office). */
  app.get<{ Params: { id: string } }>(
    '/ca/files/:id',
    { schema: { tags: ['ca-services'], summary: 'A document or deliverable of a request, as stored (404 for anyone but its shop and staff)', security } },
    async (request, reply) => {
      const user = await currentAccount(ctx, request);
      if (user.role !== 'vendor' && user.role !== 'telecaller') throw new ApiError(404, 'File not found');
      const { id } = request.params;
      const { rows } = isUuid(id)
        ? await db.query<FileRow & { vendor_id: string }>(
            `SELECT f.*, s.vendor_id FROM ca_submission_files f JOIN ca_submissions s ON s.id = f.submission_id WHERE f.id = $1 AND ($2::uuid IS NULL OR s.vendor_id = $2)`,
            [id, user.role === 'vendor' ? user.id : null],
          )
        : { rows: [] };
      const file = rows[0];
      const content = file ? await files.get(file.storage_key) : undefined;
      if (!file || !content) throw new ApiError(404, 'File not found');
      if (createHash('sha256').update(content).digest('hex') !== file.sha256) {
        request.log.error({ fileId: id }, 'stored file does not match its checksum');
        throw new ApiError(500, 'This file is damaged in storage. Our team has been told.');
      }
      return sendStoredFile(reply.header('x-content-sha256', file.sha256), { content, mime: file.mime_type, name: file.file_name, disposition: 'attachment' });
    },
  );

  // ------------------------------------------------------------------------------------------
  // The back office (telecaller accounts): the queue, status changes and the deliverable.
  const staff = (request: FastifyRequest): Promise<UserRow> => currentAccount(ctx, request, 'telecaller');

  app.get(
    '/ca/staff/submissions',
    {
      schema: {
        tags: ['ca-services'],
        summary: 'Every paid request not closed, oldest first (staff)',
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
      },
    },
    async (request) => {
      await staff(request);
      const { rows } = await db.query<SubmissionRow>(
        `SELECT * FROM ca_submissions WHERE status IN ('submitted', 'in_progress', 'documents_requested') ORDER BY updated_at, id LIMIT 200`,
      );
      return { success: true, message: 'Open requests', data: { items: await Promise.all(rows.map((row) => view(db, row))) } };
    },
  );

  app.post<{ Params: { id: string }; Body: { status?: unknown; reason?: unknown } }>(
    '/ca/staff/submissions/:id/status',
    {
      schema: {
        tags: ['ca-services'],
        summary: 'Move a request on (in_progress, documents_requested or rejected, the last two with a reason for the shop)',
        security,
        body: { type: 'object', properties: { status: { type: 'string' }, reason: { type: 'string' } } },
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const member = await staff(request);
      const status = String(request.body?.status ?? '') as SubmissionStatus;
      const reason = typeof request.body?.reason === 'string' ? request.body.reason.trim().slice(0, 500) : '';
      if (!['in_progress', 'documents_requested', 'rejected'].includes(status))
        throw new ApiError(400, 'Choose in_progress, documents_requested or rejected', { fields: { status: 'Unknown status' } });
      if (status !== 'in_progress' && !reason) throw new ApiError(400, 'Say what the shop should know', { fields: { reason: 'A reason is required' } });
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const { rows } = isUuid(request.params.id)
          ? await tx.query<SubmissionRow>('SELECT * FROM ca_submissions WHERE id = $1 FOR UPDATE', [request.params.id])
          : { rows: [] };
        const found = rows[0];
        if (!found) throw new ApiError(404, 'Request not found');
        if (!STAFF_MOVES[found.status]?.includes(status))
          throw new ApiError(
            409,
            `A request that is ${SUBMISSION_STATUS_LABELS[found.status].toLowerCase()} cannot be moved to ${SUBMISSION_STATUS_LABELS[status].toLowerCase()}.`,
          );
        const actor: AuditActor = { id: member.id, role: member.role };
        await tx.query('UPDATE ca_submissions SET status = $2, reason = $3, updated_at = $4 WHERE id = $1', [found.id, status, reason || null, now]);
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
        await addEvent(tx, found.id, status, [reason, refundNote].filter(Boolean).join(' ') || null, now);
        const service = serviceById(found.service)!;
        await notifyShop(
          tx,
          found.vendor_id,
          {
            kind: 'service',
            title: `${service.name}: ${SUBMISSION_STATUS_LABELS[status]}`,
            body: [reason || 'Our team is working on it.', refundNote].filter(Boolean).join(' '),
            link: historyPath(service),
          },
          now,
        );
        return { row: (await tx.query<SubmissionRow>('SELECT * FROM ca_submissions WHERE id = $1', [found.id])).rows[0]!, refunded };
      });
      return {
        success: true,
        message: row.refunded > 0 ? `Status changed. ${formatPaise(row.refunded)} was refunded to the shop's wallet.` : 'Status changed',
        data: { ...(await view(db, row.row)), refundedPaise: row.refunded },
      };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/ca/staff/submissions/:id/deliverable',
    {
      schema: {
        tags: ['ca-services'],
        summary: 'Complete a request with its deliverable (multipart field `deliverable`: the certificate or filing, PDF/JPG/PNG)',
        security,
        consumes: ['multipart/form-data'],
        body: multipartBody({
          files: { deliverable: { description: `The certificate or filing: ${SERVICE_UPLOAD_LIMITS.acceptText} by content.`, required: true } },
          description: `Exactly one file of at most ${SERVICE_UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB.`,
        }),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const member = await staff(request);
      const received = await receive(request, new Map([['deliverable', 'The deliverable']]));
      try {
        if (received.stored.length !== 1) throw new ApiError(400, 'Attach one deliverable file');
        const now = clock.now();
        const row = await db.transaction(async (tx) => {
          const { rows } = isUuid(request.params.id)
            ? await tx.query<SubmissionRow>('SELECT * FROM ca_submissions WHERE id = $1 FOR UPDATE', [request.params.id])
            : { rows: [] };
          const found = rows[0];
          if (!found) throw new ApiError(404, 'Request not found');
          if (found.status !== 'in_progress' && found.status !== 'submitted') throw new ApiError(409, 'Only a request in progress can be completed.');
          await insertFiles(tx, found.id, 'deliverable', received.stored, now);
          await tx.query(`UPDATE ca_submissions SET status = 'completed', reason = NULL, updated_at = $2 WHERE id = $1`, [found.id, now]);
          await recordAudit(tx, {
            actor: { id: member.id, role: member.role },
            action: 'ca.completed',
            subjectType: 'ca_submission',
            subjectId: found.id,
            before: { status: found.status },
            after: { status: 'completed' },
            at: now,
          });
          await addEvent(tx, found.id, 'completed', null, now);
          const service = serviceById(found.service)!;
          await notifyShop(
            tx,
            found.vendor_id,
            { kind: 'service', title: `${service.name} completed`, body: 'The document is ready to download.', link: historyPath(service) },
            now,
          );
          return (await tx.query<SubmissionRow>('SELECT * FROM ca_submissions WHERE id = $1', [found.id])).rows[0]!;
        });
        return { success: true, message: 'Request completed', data: await view(db, row) };
      } catch (error) {
        await received.discard();
        throw error;
      }
    },
  );
}

/** The history page (mf-vendor) a service's requests are listed on. */
export const historyPath = (service: Pick<ServiceDefinition, 'group'>) =>
  service.group === 'ca' ? '/vender/ca-services-history' : '/vender/other-services-history';
