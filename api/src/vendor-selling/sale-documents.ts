// The documents one of the shop's sales still needs (PUT /api/pendency-docs/:loanId): one file
// with its kind, or several at once, each under its kind as the field name. Of several documents,
// each is checked on its own: the good ones are stored together, the others answered with why.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isSaleDocumentKind, MAX_SALE_DOCUMENT_BYTES, SALE_DOCUMENT_LABELS, saleDocumentsFor, type SaleDocumentKind } from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { detectUpload, type UploadExtension } from '../storage/uploaded-file.ts';
import type { SaleRow } from './sales.ts';

interface CheckedDocument {
  kind: SaleDocumentKind;
  content: Buffer;
  name: string;
  mime: string;
  extension: UploadExtension;
}

/** A file of a several-document upload that is not stored, and why. */
export interface RefusedDocument {
  kind: string;
  fileName: string;
  reason: string;
}

/**
 * Reads and checks the files of the request against what the sale needs. One document (`kind`
 * and `document`) is refused with a 400 when it is wrong; of several, each is judged on its own:
 * the wrong ones are answered in `refused` and the good ones stored (a shop at the counter should
 * not have to send the customer's four good papers again because the fifth was a photo of a screen).
 * Only when none is good is the answer a 400.
 */
export async function readSaleDocuments(request: FastifyRequest, sale: SaleRow): Promise<{ checked: CheckedDocument[]; refused: RefusedDocument[] }> {
  if (!request.isMultipart()) throw new ApiError(400, 'Send the document as multipart/form-data');
  const needed = saleDocumentsFor(sale.product);
  let namedKind = '';
  const received: { field: string; content: Buffer; name: string; tooLarge: boolean }[] = [];
  try {
    // A file over the limit is cut short, not thrown: only that file is refused.
    // (@fastify/multipart reads throwFileSizeLimit from these options; its types leave it out.)
    const options = { throwFileSizeLimit: false, limits: { fileSize: MAX_SALE_DOCUMENT_BYTES, files: needed.length, fields: 2, parts: needed.length + 2 } };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        received.push({ field: part.fieldname, content, name: part.filename, tooLarge: part.file.truncated });
      } else if (part.fieldname === 'kind' && typeof part.value === 'string') namedKind = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new ApiError(400, `This application needs at most ${needed.length} documents: send each once`);
    throw new ApiError(400, 'Send one document with its kind');
  }
  // `document` is the single upload of the sale page (its kind in `kind`); any other file's field names its kind.
  const documents = received.map((file) => ({ ...file, kind: file.field === 'document' ? namedKind : file.field }));
  if (documents.length === 0) throw new ApiError(400, 'Choose the file to upload', { fields: { document: 'Choose the file' } });
  const single = documents.length === 1 && documents[0]!.field === 'document';
  const checked: CheckedDocument[] = [];
  const refused: (RefusedDocument & { status: 400 | 413; field: string; fieldMessage: string })[] = [];
  for (const doc of documents) {
    const refuse = (status: 400 | 413, reason: string, field: string, fieldMessage: string) =>
      refused.push({ kind: doc.kind, fileName: doc.name, reason, status, field, fieldMessage });
    const kindField = doc.field === 'document' ? 'kind' : doc.field;
    if (!isSaleDocumentKind(doc.kind) || !needed.includes(doc.kind)) {
      refuse(400, 'Choose a document this application needs', kindField, 'Choose a document from the list');
      continue;
    }
    const label = SALE_DOCUMENT_LABELS[doc.kind];
    if (checked.some((c) => c.kind === doc.kind) || refused.some((r) => r.kind === doc.kind)) {
      refuse(400, `${label} was sent twice`, kindField, 'Send each document once');
      continue;
    }
    if (doc.tooLarge) {
      refuse(413, `${label}: each document must be at most 5 MB`, doc.field, 'At most 5 MB');
      continue;
    }
    if (doc.content.length === 0) {
      refuse(400, `${label}: the file is empty`, doc.field, 'Choose the file');
      continue;
    }
    const type = await detectUpload(doc.content);
    if (!type) {
      refuse(400, `${label} must be a PDF, JPG or PNG file`, doc.field, 'Only PDF, JPG or PNG');
      continue;
    }
    checked.push({ kind: doc.kind, content: doc.content, name: doc.name, mime: type.mime, extension: type.extension });
  }
  if (checked.length === 0) {
    // Nothing to store: refused as a whole, each file's problem beside its field.
    const first = refused[0]!;
    const message = single || refused.length === 1 ? first.reason : `No document was stored: ${refused.map((r) => r.reason).join('; ')}`;
    throw new ApiError(first.status, message, { fields: Object.fromEntries(refused.map((r) => [r.field, r.fieldMessage])) });
  }
  return { checked, refused: refused.map(({ kind, fileName, reason }) => ({ kind, fileName, reason })) };
}

/** Stores the checked documents of a sale together, each replacing the old one of its kind. */
export async function storeSaleDocuments(ctx: AppContext, sale: SaleRow, vendorId: string, checked: readonly CheckedDocument[]): Promise<void> {
  const stored: string[] = [];
  let replaced: string[];
  try {
    for (const doc of checked) stored.push(await ctx.files.put(doc.content, doc.extension));
    const now = ctx.clock.now();
    replaced = await ctx.db.transaction(async (tx) => {
      const old: string[] = [];
      for (const [index, doc] of checked.entries()) {
        const previous = await tx.query<{ storage_key: string }>('DELETE FROM sale_documents WHERE lead_id = $1 AND kind = $2 RETURNING storage_key', [
          sale.id,
          doc.kind,
        ]);
        old.push(...previous.rows.map((row) => row.storage_key));
        const fileName = doc.name.replace(/[^\w .()-]/g, '_').slice(0, 120) || `${doc.kind}.${doc.extension}`;
        await tx.query(
          `INSERT INTO sale_documents (id, lead_id, vendor_id, kind, storage_key, mime_type, size_bytes, file_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [randomUUID(), sale.id, vendorId, doc.kind, stored[index], doc.mime, doc.content.length, fileName, now],
        );
      }
      return old;
    });
  } catch (error) {
    // Nothing was recorded: the files just written must not linger in storage.
    await Promise.all(stored.map((key) => ctx.files.remove(key).catch(() => undefined)));
    throw error;
  }
  await Promise.all(replaced.map((key) => ctx.files.remove(key)));
}
