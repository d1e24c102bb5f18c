// The shop's commission lines as its payments pages read them (contracts:
// @platform/shared/contracts vendor-selling-commissions.ts): the six payment histories, one line,
// and the invoice for an unpaid line. Registered by the selling domain's plugin (./routes.ts);
// the lines themselves (earned when a sale is disbursed) are ./commissions.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMMISSION_LISTS, commissionLine, uploadCardInvoice, uploadLoanInvoice } from '@platform/shared/contracts';
import { CARD_PRODUCTS, invoiceSchema, MAX_INVOICE_BYTES } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import { sqlDay } from '../clock.ts';
import type { AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { detectUpload } from '../storage/uploaded-file.ts';
import { lineOf, lineOr404, linesOf, verifiedGstinOf } from './commissions.ts';

/** 409 for a line finance approved, batched or paid: its invoice is what was approved. */
const invoiceSettled = (status: string) =>
  new ApiError(
    409,
    status === 'paid' ? 'This commission is already paid; its invoice cannot change' : 'This commission was approved for payout; its invoice cannot change',
  );

export function commissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, files } = ctx;
  for (const kind of ['loan', 'card'] as const) {
    for (const view of ['all', 'paid', 'unpaid'] as const) {
      registerContract(app, ctx, COMMISSION_LISTS[kind][view], async ({ user }) => ({
        success: true,
        message: 'Payments fetched successfully',
        data: await linesOf(db, user.id, kind, view),
      }));
    }
  }

  registerContract(app, ctx, commissionLine, async ({ user, params: { id } }) => {
    const row = await lineOr404(db, user.id, 'loan', id).catch(() => lineOr404(db, user.id, 'card', id));
    const shopGstin = await verifiedGstinOf(db, user.id);
    return {
      success: true,
      message: 'Commission fetched successfully',
      // shopGstin: what the invoice form offers (the only GSTIN that earns GST), or none.
      data: { ...lineOf(row, shopGstin), kind: CARD_PRODUCTS.includes(row.product as never) ? ('card' as const) : ('loan' as const), shopGstin },
    };
  });

  // The PDF is recognised by its content. The line moves to "invoice submitted"; a paid line cannot change (409).
  for (const [kind, contract] of [
    ['loan', uploadLoanInvoice],
    ['card', uploadCardInvoice],
  ] as const) {
    registerContract(app, ctx, contract, async ({ user: vendor, params, request }) => {
      const line = await lineOr404(db, vendor.id, kind, params.id);
      if (line.status !== 'unpaid' && line.status !== 'awaiting_confirmation') throw invoiceSettled(line.status);
      const { fields, pdf } = await readInvoice(request);
      // The contract's multipart fields (invoiceSchema), validated once the parts are read.
      const input = await parseBody(invoiceSchema, fields);
      if (!pdf || pdf.length === 0) throw new ApiError(400, 'Choose the invoice PDF', { fields: { invoice: 'Choose the invoice PDF' } });
      if ((await detectUpload(pdf))?.mime !== 'application/pdf')
        throw new ApiError(400, 'The invoice must be a PDF file', { fields: { invoice: 'Only a PDF' } });
      if (input.invoiceDate < sqlDay(line.earned_at)!) {
        throw new ApiError(400, 'The invoice date cannot be before the commission was earned', {
          fields: { invoiceDate: 'On or after the day the commission was earned' },
        });
      }
      // GST is paid to the shop only on its own verified GSTIN: another GSTIN is refused; a shop
      // without one invoices without GST, and the answer says so.
      const shopGstin = await verifiedGstinOf(db, vendor.id);
      if (input.gstin && shopGstin && input.gstin !== shopGstin) {
        throw new ApiError(400, `This is not your shop's verified GSTIN (${shopGstin}). Enter ${shopGstin}, or leave the GSTIN empty to invoice without GST.`, {
          fields: { gstin: `Use your verified GSTIN ${shopGstin} or leave it empty` },
        });
      }
      const invoiceGstin = input.gstin && input.gstin === shopGstin ? shopGstin : null;
      const withoutGstNote =
        input.gstin && !shopGstin
          ? ' without GST: your shop has no verified GSTIN yet. Verify your GSTIN in the KYC steps of your profile to be paid GST on later invoices.'
          : '';
      const key = await files.put(pdf, 'pdf');
      const now = clock.now();
      let previous: string | null = null;
      try {
        await db.transaction(async (tx) => {
          const locked = await tx.query<{ status: string; invoice_key: string | null }>(
            'SELECT status, invoice_key FROM vendor_commissions WHERE id = $1 FOR UPDATE',
            [line.id],
          );
          const status = locked.rows[0]?.status;
          if (status === 'paid' || status === 'approved' || status === 'in_payout') throw invoiceSettled(status);
          if (locked.rows[0]?.status === 'awaiting_confirmation') {
            throw new ApiError(409, 'This commission awaits the bank’s confirmation of the disbursal; invoice it once it is confirmed');
          }
          previous = locked.rows[0]?.invoice_key ?? null;
          await tx.query(
            `UPDATE vendor_commissions SET invoice_number = $2, invoice_date = $3, invoice_gstin = $4, invoice_key = $5, invoice_uploaded_at = $6 WHERE id = $1`,
            [line.id, input.invoiceNumber, input.invoiceDate, invoiceGstin, key, now],
          );
          await recordAudit(tx, {
            actor: { id: vendor.id, role: 'vendor' },
            action: 'commission.invoice',
            subjectType: 'vendor_commission',
            subjectId: line.id,
            before: { invoiceNumber: line.invoice_number, gstin: line.invoice_gstin },
            after: { invoiceNumber: input.invoiceNumber, invoiceDate: input.invoiceDate, gstin: invoiceGstin },
            at: now,
          });
        });
      } catch (error) {
        await files.remove(key);
        if ((error as { code?: string }).code === '23505') {
          throw new ApiError(409, 'You have already used this invoice number', { fields: { invoiceNumber: 'Already used on another invoice' } });
        }
        throw error;
      }
      if (previous) await files.remove(previous);
      return { success: true, message: `Invoice submitted${withoutGstNote}`, data: lineOf(await lineOr404(db, vendor.id, kind, line.id), shopGstin) };
    });
  }
}

/** The text fields and the PDF of an invoice upload (the fields are validated by the caller). */
async function readInvoice(request: FastifyRequest): Promise<{ fields: Record<string, string>; pdf: Buffer | undefined }> {
  if (!request.isMultipart()) throw new ApiError(400, 'Send the invoice as multipart/form-data');
  const fields: Record<string, string> = {};
  let pdf: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_INVOICE_BYTES, files: 1, fields: 5, parts: 6 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'invoice') throw new ApiError(400, 'Send the PDF as the field "invoice"', { fields: { invoice: 'Choose the invoice PDF' } });
        pdf = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'The invoice must be at most 5 MB', { fields: { invoice: 'At most 5 MB' } });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiError(400, 'Send one invoice PDF with its number, date and GSTIN');
    throw new ApiError(400, 'The upload could not be read. Please choose the file again.');
  }
  return { fields, pdf };
}
