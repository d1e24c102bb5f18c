// The documents one of the shop's sales still needs (PUT /api/pendency-docs/:loanId): one file
// with its kind, or several at once, each under its kind as the field name. Several documents are
// checked first and stored together: one bad file stores none.
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

/** Reads and checks the files of the request against what the sale needs. */
export async function readSaleDocuments(request: FastifyRequest, sale: SaleRow): Promise<CheckedDocument[]> {
  if (!request.isMultipart()) throw new ApiError(400, 'Send the document as multipart/form-data');
  const needed = saleDocumentsFor(sale.product);
  let namedKind = '';
  const received: { field: string; content: Buffer; name: string }[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: MAX_SALE_DOCUMENT_BYTES, files: needed.length, fields: 2, parts: needed.length + 2 } });
    for await (const part of parts) {
      if (part.type === 'file') received.push({ field: part.fieldname, content: await part.toBuffer(), name: part.filename });
      else if (part.fieldname === 'kind' && typeof part.value === 'string') namedKind = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'Each document must be at most 5 MB', { fields: { document: 'At most 5 MB' } });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new ApiError(400, `This application needs at most ${needed.length} documents: send each once`);
    throw new ApiError(400, 'Send one document with its kind');
  }
  // `document` is the single upload of the sale page (its kind in `kind`); any other file's field names its kind.
  const documents = received.map((file) => ({ ...file, kind: file.field === 'document' ? namedKind : file.field }));
  if (documents.length === 0) throw new ApiError(400, 'Choose the file to upload', { fields: { document: 'Choose the file' } });
  const checked: CheckedDocument[] = [];
  for (const doc of documents) {
    const field = doc.field === 'document' ? 'kind' : doc.field;
    if (!isSaleDocumentKind(doc.kind) || !needed.includes(doc.kind)) {
      throw new ApiError(400, 'Choose a document this application needs', { fields: { [field]: 'Choose a document from the list' } });
    }
    if (checked.some((c) => c.kind === doc.kind))
      throw new ApiError(400, `${SALE_DOCUMENT_LABELS[doc.kind]} was sent twice`, { fields: { [field]: 'Send each document once' } });
    const fileField = doc.field === 'document' ? 'document' : doc.field;
    if (doc.content.length === 0)
      throw new ApiError(400, `${SALE_DOCUMENT_LABELS[doc.kind]}: the file is empty`, { fields: { [fileField]: 'Choose the file' } });
    const type = await detectUpload(doc.content);
    if (!type) throw new ApiError(400, `${SALE_DOCUMENT_LABELS[doc.kind]} must be a PDF, JPG or PNG file`, { fields: { [fileField]: 'Only PDF, JPG or PNG' } });
    checked.push({ kind: doc.kind, content: doc.content, name: doc.name, mime: type.mime, extension: type.extension });
  }
  return checked;
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
