// The rows of a service request, its files and its history (docs/decisions/012-ca-service-requests.md),
// and the answer a shop or our team reads (`serviceRequestSchema` of the CA-services contracts).
// Every query of a shop goes through its own id, so another shop's request is simply not found.
import { randomUUID } from 'node:crypto';
import {
  SUBMISSION_STATUS_LABELS,
  UNPAID_REQUEST_LIMITS,
  UNPAID_REQUEST_MESSAGES,
  serviceById,
  type ServiceDefinition,
  indiaDate,
  type SubmissionStatus,
} from '@platform/shared/schemas';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { StoredFile } from './uploads.ts';

export interface SubmissionRow {
  id: string;
  request_number: string;
  vendor_id: string;
  service: string;
  service_group: 'ca' | 'other';
  status: SubmissionStatus;
  reason: string | null;
  fee_paise: string | number;
  paid_at: Date | string | null;
  due_at: Date | string | null;
  assignee_id: string | null;
  requested_documents: string[];
  closed_at: Date | string | null;
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
  deliverable_kind: 'certificate' | 'acknowledgement' | null;
  reference_number: string | null;
  created_at: Date | string;
}

/** What a deliverable is, as the shop reads it: the service's certificate, or the acknowledgement's number. */
export function deliverableLabel(service: Pick<ServiceDefinition, 'deliverable'> | undefined, kind: FileRow['deliverable_kind'], reference: string | null) {
  if (kind === 'acknowledgement') return `Acknowledgement no. ${reference ?? ''}`.trim();
  if (kind === 'certificate' && service) return service.deliverable;
  return 'Deliverable';
}

/** The history page (mf-vendor) a service's requests are listed on. */
export const historyPath = (service: Pick<ServiceDefinition, 'group'>) =>
  service.group === 'ca' ? '/vender/ca-services-history' : '/vender/other-services-history';

export async function insertSubmission(
  tx: Queryable,
  submission: { id: string; vendorId: string; service: ServiceDefinition; sealedDetails: string; feePaise: number; now: Date },
): Promise<SubmissionRow> {
  const { id, vendorId, service, sealedDetails, feePaise, now } = submission;
  // The number the shop quotes: CA-<year in India>-<six digits from one sequence>, so unique.
  const { rows } = await tx.query<SubmissionRow>(
    `INSERT INTO ca_submissions (id, request_number, vendor_id, service, service_group, details, status, fee_paise, created_at, updated_at)
     VALUES ($1, 'CA-' || $8::text || '-' || lpad(nextval('ca_request_number_seq')::text, 6, '0'), $2, $3, $4, $5, 'awaiting_payment', $6, $7, $7)
     RETURNING *`,
    [id, vendorId, service.id, service.group, sealedDetails, feePaise, now, indiaDate(now).slice(0, 4)],
  );
  return rows[0]!;
}

export async function insertFiles(
  tx: Queryable,
  submissionId: string,
  role: 'document' | 'deliverable',
  stored: readonly StoredFile[],
  now: Date,
  deliverable: { kind: 'certificate' | 'acknowledgement'; referenceNumber: string | null } | null = null,
) {
  for (const file of stored) {
    await tx.query(
      `INSERT INTO ca_submission_files (id, submission_id, role, document, storage_key, mime_type, size_bytes, sha256, file_name, created_at, deliverable_kind, reference_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        file.id,
        submissionId,
        role,
        file.document,
        file.key,
        file.mime,
        file.size,
        file.sha256,
        file.fileName,
        now,
        deliverable?.kind ?? null,
        deliverable?.referenceNumber ?? null,
      ],
    );
  }
}

export async function addEvent(tx: Queryable, submissionId: string, status: SubmissionStatus, note: string | null, now: Date) {
  await tx.query('INSERT INTO ca_submission_events (id, submission_id, status, note, created_at) VALUES ($1, $2, $3, $4, $5)', [
    randomUUID(),
    submissionId,
    status,
    note,
    now,
  ]);
}

/**
 * Sets a request's status as of `now`, and when given: its reason for the shop, when it was paid
 * and so when it is due, the documents asked for (cleared on any other move), and its closing.
 */
export async function setStatus(
  tx: Queryable,
  id: string,
  status: SubmissionStatus,
  now: Date,
  change: { reason?: string | null; paid?: { dueAt: Date }; requestedDocuments?: readonly string[]; closed?: boolean } = {},
) {
  await kyselyOf(tx)
    .updateTable('ca_submissions')
    .set({
      status,
      updated_at: now,
      requested_documents: [...(change.requestedDocuments ?? [])],
      ...(change.reason !== undefined ? { reason: change.reason } : {}),
      ...(change.paid ? { paid_at: now, due_at: change.paid.dueAt } : {}),
      ...(change.closed ? { closed_at: now } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function submissionById(q: Queryable, id: string, { lock = false } = {}): Promise<SubmissionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await q.query<SubmissionRow>(`SELECT * FROM ca_submissions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** One of the shop's requests (locked for a change when asked), or 404. */
export async function ownSubmission(q: Queryable, vendorId: string, id: string, lock = false): Promise<SubmissionRow> {
  const { rows } = isUuid(id)
    ? await q.query<SubmissionRow>(`SELECT * FROM ca_submissions WHERE id = $1 AND vendor_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, vendorId])
    : { rows: [] };
  if (!rows[0]) throw new ApiError(404, 'Request not found');
  return rows[0];
}

/** The shop's requests, newest first (`group` ca or other, or both when null). */
export async function shopSubmissions(q: Queryable, vendorId: string, group: 'ca' | 'other' | null): Promise<SubmissionRow[]> {
  const { rows } = await q.query<SubmissionRow>(
    `SELECT * FROM ca_submissions WHERE vendor_id = $1 AND ($2::text IS NULL OR service_group = $2) ORDER BY created_at DESC, id LIMIT 200`,
    [vendorId, group],
  );
  return rows;
}

/** Deletes a request's file rows, answering the storage keys to remove once the transaction commits. */
export async function deleteFileRows(tx: Queryable, submissionId: string): Promise<string[]> {
  const { rows } = await tx.query<{ storage_key: string }>('DELETE FROM ca_submission_files WHERE submission_id = $1 RETURNING storage_key', [submissionId]);
  return rows.map((r) => r.storage_key);
}

export async function documentCount(tx: Queryable, submissionId: string): Promise<number> {
  const { rows } = await tx.query<{ count: string }>("SELECT count(*) AS count FROM ca_submission_files WHERE submission_id = $1 AND role = 'document'", [
    submissionId,
  ]);
  return Number(rows[0]!.count);
}

/** A file of a request, for its shop (`vendorId`) or for our staff (null: any shop's). */
export async function fileOf(q: Queryable, id: string, vendorId: string | null): Promise<FileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await q.query<FileRow>(
    `SELECT f.* FROM ca_submission_files f JOIN ca_submissions s ON s.id = f.submission_id WHERE f.id = $1 AND ($2::uuid IS NULL OR s.vendor_id = $2)`,
    [id, vendorId],
  );
  return rows[0];
}

/**
 * Refuses (inside the submission's transaction) a request that would leave the shop over its
 * caps of unpaid requests or of bytes stored for them (UNPAID_REQUEST_LIMITS).
 */
export async function withinUnpaidCaps(tx: Queryable, vendorId: string) {
  const { rows } = await tx.query<{ requests: string; bytes: string }>(
    `SELECT (SELECT count(*) FROM ca_submissions WHERE vendor_id = $1 AND status = 'awaiting_payment') AS requests,
            (SELECT COALESCE(SUM(f.size_bytes), 0) FROM ca_submission_files f JOIN ca_submissions s ON s.id = f.submission_id
              WHERE s.vendor_id = $1 AND s.status = 'awaiting_payment') AS bytes`,
    [vendorId],
  );
  if (Number(rows[0]!.requests) > UNPAID_REQUEST_LIMITS.maxRequestsPerShop) throw new ApiError(409, UNPAID_REQUEST_MESSAGES.tooManyUnpaid);
  if (Number(rows[0]!.bytes) > UNPAID_REQUEST_LIMITS.maxBytesPerShop) throw new ApiError(413, UNPAID_REQUEST_MESSAGES.tooManyBytes);
}

/** A request as its shop and our team read it: its files, its deliverable and its history. */
export async function view(q: Queryable, row: SubmissionRow) {
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
    uploadedAt: iso(f.created_at)!,
  });
  const deliverable = fileRows.rows.filter((f) => f.role === 'deliverable').at(-1);
  return {
    id: row.id,
    requestNumber: row.request_number,
    serviceId: row.service,
    service: service?.name ?? row.service,
    group: row.service_group,
    status: row.status,
    statusLabel: SUBMISSION_STATUS_LABELS[row.status],
    reason: row.reason,
    feePaise: Number(row.fee_paise),
    paidAt: iso(row.paid_at),
    dueAt: iso(row.due_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    documents: fileRows.rows.filter((f) => f.role === 'document').map(fileView),
    requestedDocuments: row.requested_documents.map((key) => ({ key, label: labels.get(key) ?? key })),
    deliverable: deliverable
      ? { ...fileView(deliverable), label: deliverableLabel(service, deliverable.deliverable_kind, deliverable.reference_number) }
      : null,
    history: events.rows.map((e) => ({ status: e.status, label: SUBMISSION_STATUS_LABELS[e.status], note: e.note, at: iso(e.created_at)! })),
  };
}

/** A request read again after a change in the same transaction. */
export const reread = async (q: Queryable, id: string): Promise<SubmissionRow> => (await submissionById(q, id))!;
