// The documents a partner shop uploaded for its sale (PUT /api/pendency-docs/:loanId, table
// sale_documents), as the lead's telecaller reads them: listed on the lead and opened one by one.
// Only the telecaller the lead is assigned to sees them; anyone else's id answers 404, as for a
// lead that does not exist.
import type { FastifyInstance } from 'fastify';
import { downloadLeadDocument } from '@platform/shared/contracts';
import { SALE_DOCUMENT_LABELS, saleDocumentsFor, type SaleDocumentKind } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { registerDownload } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { sendStoredFile } from '../storage/uploaded-file.ts';
import type { LeadRow } from './lifecycle.ts';
import { visibleLeadOr404 } from './queries.ts';

interface SaleDocumentRow {
  kind: SaleDocumentKind;
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  file_name: string;
  created_at: Date | string;
}

/** The uploaded documents of a lead, in the order its product needs them. */
export async function leadDocumentsOf(db: Queryable, lead: Pick<LeadRow, 'id' | 'product'>) {
  const { rows } = await db.query<SaleDocumentRow>('SELECT kind, mime_type, size_bytes, file_name, created_at FROM sale_documents WHERE lead_id = $1', [
    lead.id,
  ]);
  const order: readonly string[] = saleDocumentsFor(lead.product);
  return rows
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
    .map((row) => ({
      kind: row.kind,
      label: SALE_DOCUMENT_LABELS[row.kind],
      fileName: row.file_name,
      mimeType: row.mime_type,
      sizeBytes: Number(row.size_bytes),
      uploadedAt: new Date(row.created_at).toISOString(),
    }));
}

export function leadDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, files, clock } = ctx;

  registerDownload(app, ctx, downloadLeadDocument, async ({ user, params, reply }) => {
    const lead = await visibleLeadOr404(db, user, params.id);
    const { rows } = await db.query<SaleDocumentRow>('SELECT kind, storage_key, mime_type, file_name FROM sale_documents WHERE lead_id = $1 AND kind = $2', [
      lead.id,
      params.kind,
    ]);
    const doc = rows[0];
    const content = doc ? await files.get(doc.storage_key) : undefined;
    if (!doc || !content) throw new ApiError(404, 'Document not found');
    // A customer's identity papers: who opened which is kept, as for every staff look at them.
    await recordAudit(db, {
      actor: { id: user.id, role: user.role },
      action: 'lead.document-opened',
      subjectType: 'lead',
      subjectId: lead.id,
      after: { kind: doc.kind },
      at: clock.now(),
    });
    return sendStoredFile(reply, { content, mime: doc.mime_type, name: doc.file_name, disposition: 'inline' });
  });
}
