// A shop's commission (docs/spec/product.md §7 vendor group;
// docs/decisions/020-commission-payout-table.md): a line is earned when one of its sales is
// disbursed (the lead listener below, in the transaction of the status change), from the payout
// table in @platform/shared/schemas (commissions.ts). The payment histories list the lines
// (`/card/get-loan-payment`, `/loans/get-paid-loan`, `/loans/get-unpaid-loan` and the card
// equivalents) with GST and TDS; for an unpaid line the shop uploads its invoice (`PUT
// /api/upload-invoice/:id`, `PUT /card/upload-invoice-card/:id`) and the line moves to "invoice
// submitted". Every query is bound to the signed-in shop: another shop's line is 404.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { CARD_PRODUCTS, commissionFor, invoiceSchema, MAX_INVOICE_BYTES, payoutOf, sellingProductLabel } from '@platform/shared/schemas';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { recordAudit } from '../audit/audit.ts';
import { iso, sqlDay } from '../clock.ts';
import { ApiError } from '../http/errors.ts';
import { failures, multipartBody, successEnvelope } from '../http/openapi.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import type { LeadStatusListener } from '../leads/lifecycle.ts';

import { currentVendor, type VendorRow } from '../vendor/current-vendor.ts';
import { notifyShop } from '../vendor/notifications.ts';

type Kind = 'loan' | 'card';
type View = 'all' | 'paid' | 'unpaid';
const security = [{ bearer: [] }];
const anyObject = { type: 'object', additionalProperties: true };
const cardProducts = `'{${CARD_PRODUCTS.join(',')}}'::text[]`;
const kindCondition = (kind: Kind) => `c.product ${kind === 'card' ? '= ANY' : '<> ALL'}(${cardProducts})`;

/**
 * Earns the shop its commission when one of its sales is disbursed (once per lead), on the
 * disbursed amount the bank reported (the lead's banker or an admin), never on the amount the
 * applicant typed. A disbursal a telecaller recorded opens the line as "awaiting bank
 * confirmation", earning nothing; the bank's confirmation prices it on the confirmed amount.
 */
export const recordShopCommission: LeadStatusListener = async (tx, change) => {
  const disbursal = change.bankDecision;
  if (change.to !== 'disbursed' || !change.shopVendorId || disbursal?.decision !== 'disbursed') return;
  const { rows } = await tx.query<{ source: 'enquiry' | 'application'; product: string }>('SELECT source, product FROM leads WHERE id = $1', [change.leadId]);
  const lead = rows[0];
  // The change names the product in words; the payout table is by the lead's product slug.
  const earned = lead && commissionFor(lead.product, disbursal.amountPaise / 100);
  if (!lead || !earned) return;
  if (!disbursal.confirmed) {
    await tx.query(
      `INSERT INTO vendor_commissions (id, vendor_id, lead_kind, lead_id, product, amount_paise, status, earned_at, base_paise, rate_label)
       VALUES ($1, $2, $3, $4, $5, 0, 'awaiting_confirmation', $6, $7, $8) ON CONFLICT (lead_kind, lead_id) DO NOTHING`,
      [randomUUID(), change.shopVendorId, lead.source, change.leadId, lead.product, change.at, earned.basePaise, earned.rate],
    );
    return;
  }
  // Confirmed at once (the bank recorded it) or now (the bank confirmed what was reported): a line
  // awaiting confirmation is priced, an existing priced line is left alone.
  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO vendor_commissions (id, vendor_id, lead_kind, lead_id, product, amount_paise, status, earned_at, base_paise, rate_label)
     VALUES ($1, $2, $3, $4, $5, $6, 'unpaid', $7, $8, $9)
     ON CONFLICT (lead_kind, lead_id) DO UPDATE
       SET amount_paise = EXCLUDED.amount_paise, status = 'unpaid', earned_at = EXCLUDED.earned_at,
           base_paise = EXCLUDED.base_paise, rate_label = EXCLUDED.rate_label
       WHERE vendor_commissions.status = 'awaiting_confirmation'
     RETURNING id`,
    [randomUUID(), change.shopVendorId, lead.source, change.leadId, lead.product, earned.commissionPaise, change.at, earned.basePaise, earned.rate],
  );
  if (inserted.rows.length === 0) return;
  await recordAudit(tx, {
    actor: { id: change.actor.id, role: change.actor.role },
    action: 'commission.earn',
    subjectType: 'vendor_commission',
    subjectId: inserted.rows[0]!.id,
    after: { leadId: change.leadId, vendorId: change.shopVendorId, commissionPaise: earned.commissionPaise, basePaise: earned.basePaise },
    at: change.at,
  });
  const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(earned.commissionPaise / 100);
  await notifyShop(
    tx,
    change.shopVendorId,
    {
      kind: 'commission',
      title: 'Commission earned',
      body: `₹${rupees} on the ${change.product.toLowerCase()} of ${change.customerName}. Upload your invoice to be paid.`,
      link: `/vender/${CARD_PRODUCTS.includes(lead.product as never) ? 'card' : 'loan'}-payment-history`,
    },
    change.at,
  );
};

interface LineRow {
  id: string;
  lead_id: string;
  product: string;
  customer_name: string | null;
  amount_paise: string | number;
  base_paise: string | number | null;
  rate_label: string | null;
  status: 'awaiting_confirmation' | 'unpaid' | 'paid';
  invoice_uploaded_at: Date | string | null;
  invoice_number: string | null;
  invoice_date: Date | string | null;
  invoice_gstin: string | null;
  earned_at: Date | string;
  paid_at: Date | string | null;
}

const stageOf = (row: LineRow) =>
  row.status === 'awaiting_confirmation'
    ? 'awaiting_confirmation'
    : row.status === 'paid'
      ? 'paid'
      : row.invoice_uploaded_at
        ? 'invoice_submitted'
        : 'invoice_due';
const STAGE_LABELS = {
  awaiting_confirmation: 'Awaiting bank confirmation',
  paid: 'Paid',
  invoice_submitted: 'Invoice submitted',
  invoice_due: 'Invoice due',
} as const;

/**
 * The shop's GSTIN as its KYC GST step verified it (legal name and state checked against the
 * profile), or null: only this GSTIN earns GST on a payout. A reset step no longer counts.
 */
export async function verifiedGstinOf(db: Queryable, vendorId: string): Promise<string | null> {
  const { rows } = await db.query<{ masked: string | null }>(
    `SELECT masked FROM vendor_kyc_steps WHERE vendor_id = $1 AND step = 'gst' AND status = 'verified'`,
    [vendorId],
  );
  return rows[0]?.masked ?? null;
}

/**
 * GST is added to an unpaid line only while its invoice carries the shop's verified GSTIN (an
 * invoice stored before that rule, or a GSTIN whose KYC step was reset since, earns none); a paid
 * line shows what it was paid with.
 */
const earnsGst = (row: LineRow, shopGstin: string | null) => !!row.invoice_gstin && (row.status === 'paid' || row.invoice_gstin === shopGstin);

function lineOf(row: LineRow, shopGstin: string | null) {
  const amounts = payoutOf(Number(row.amount_paise), earnsGst(row, shopGstin));
  const stage = stageOf(row);
  return {
    id: row.id,
    saleId: row.lead_id,
    product: sellingProductLabel(row.product),
    customerName: row.customer_name,
    disbursedPaise: row.base_paise === null ? null : Number(row.base_paise),
    rate: row.rate_label,
    ...amounts,
    stage,
    stageLabel: STAGE_LABELS[stage],
    invoice: row.invoice_uploaded_at
      ? {
          number: row.invoice_number,
          date: sqlDay(row.invoice_date),
          gstin: row.invoice_gstin,
          uploadedAt: iso(row.invoice_uploaded_at),
          hasFile: !!row.invoice_number,
        }
      : null,
    earnedAt: iso(row.earned_at),
    paidAt: iso(row.paid_at),
  };
}

const LINES = `SELECT c.*, l.customer_name FROM vendor_commissions c LEFT JOIN leads l ON l.id = c.lead_id WHERE c.vendor_id = $1`;

async function linesOf(db: Queryable, vendor: VendorRow, kind: Kind, view: View) {
  const viewCondition = view === 'paid' ? `AND c.status = 'paid'` : view === 'unpaid' ? `AND c.status = 'unpaid'` : '';
  const { rows } = await db.query<LineRow>(`${LINES} AND ${kindCondition(kind)} ${viewCondition} ORDER BY c.earned_at DESC, c.id DESC LIMIT 1000`, [vendor.id]);
  const shopGstin = await verifiedGstinOf(db, vendor.id);
  const items = rows.map((row) => lineOf(row, shopGstin));
  const sum = (pick: (line: (typeof items)[number]) => number) => items.reduce((n, line) => n + pick(line), 0);
  return {
    items,
    totals: {
      commissionPaise: sum((l) => l.commissionPaise),
      netPaise: sum((l) => l.netPaise),
      invoicesDue: items.filter((l) => l.stage === 'invoice_due').length,
    },
  };
}

async function lineOr404(db: Queryable, vendor: VendorRow, kind: Kind, id: string): Promise<LineRow> {
  const { rows } = isUuid(id) ? await db.query<LineRow>(`${LINES} AND c.id = $2 AND ${kindCondition(kind)}`, [vendor.id, id]) : { rows: [] };
  if (!rows[0]) throw new ApiError(404, 'Commission not found');
  return rows[0];
}

export function commissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, files } = ctx;
  const lists: [string, Kind, View][] = [
    ['/card/get-loan-payment', 'loan', 'all'],
    ['/loans/get-paid-loan', 'loan', 'paid'],
    ['/loans/get-unpaid-loan', 'loan', 'unpaid'],
    ['/card/get-card-payment', 'card', 'all'],
    ['/card/get-paid-card', 'card', 'paid'],
    ['/card/get-unpaid-card', 'card', 'unpaid'],
  ];
  for (const [url, kind, view] of lists) {
    app.get(
      url,
      {
        schema: {
          tags: ['vendor'],
          summary: `The shop's ${view === 'all' ? '' : `${view} `}commission on ${kind === 'card' ? 'credit cards' : 'loans and insurance'}, newest first, with GST, TDS and the net payout`,
          security,
          response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
        },
      },
      async (request) => {
        const vendor = await currentVendor(ctx, request);
        return { success: true, message: 'Payments fetched successfully', data: await linesOf(db, vendor, kind, view) };
      },
    );
  }

  app.get(
    '/vendor/commissions/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: "One of the shop's commission lines (loan or card); another shop's id is 404",
        security,
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 404) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      const id = (request.params as { id: string }).id;
      const row = await lineOr404(db, vendor, 'loan', id).catch(() => lineOr404(db, vendor, 'card', id));
      const shopGstin = await verifiedGstinOf(db, vendor.id);
      return {
        success: true,
        message: 'Commission fetched successfully',
        // shopGstin: what the invoice form offers (the only GSTIN that earns GST), or none.
        data: { ...lineOf(row, shopGstin), kind: CARD_PRODUCTS.includes(row.product as never) ? 'card' : 'loan', shopGstin },
      };
    },
  );

  for (const [url, kind] of [
    ['/api/upload-invoice/:id', 'loan'],
    ['/card/upload-invoice-card/:id', 'card'],
  ] as const) {
    app.put(
      url,
      {
        schema: {
          tags: ['vendor'],
          summary: `The shop's invoice for an unpaid ${kind === 'card' ? 'card' : 'loan'} commission line (multipart: invoiceNumber, invoiceDate, gstin, invoice = a PDF of at most 5 MB)`,
          description: 'The PDF is recognised by its content. The line moves to "invoice submitted"; a paid line cannot change (409).',
          security,
          consumes: ['multipart/form-data'],
          body: multipartBody({
            fields: invoiceSchema,
            files: { invoice: { description: 'The invoice: a PDF (by its content).', required: true } },
            description: `The three text fields and one PDF of at most ${MAX_INVOICE_BYTES / (1024 * 1024)} MB.`,
          }),
          params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
          response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request) => {
        const vendor = await currentVendor(ctx, request);
        const line = await lineOr404(db, vendor, kind, (request.params as { id: string }).id);
        if (line.status === 'paid') throw new ApiError(409, 'This commission is already paid; its invoice cannot change');
        if (!request.isMultipart()) throw new ApiError(400, 'Send the invoice as multipart/form-data');
        const fields: Record<string, string> = {};
        let pdf: Buffer | undefined;
        try {
          for await (const part of request.parts({ limits: { fileSize: MAX_INVOICE_BYTES, files: 1, fields: 5, parts: 6 } })) {
            if (part.type === 'file') {
              if (part.fieldname !== 'invoice')
                throw new ApiError(400, 'Send the PDF as the field "invoice"', { fields: { invoice: 'Choose the invoice PDF' } });
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
        const input = await parseBody(invoiceSchema, fields);
        if (!pdf || pdf.length === 0) throw new ApiError(400, 'Choose the invoice PDF', { fields: { invoice: 'Choose the invoice PDF' } });
        const type = await fileTypeFromBuffer(pdf);
        if (type?.mime !== 'application/pdf') throw new ApiError(400, 'The invoice must be a PDF file', { fields: { invoice: 'Only a PDF' } });
        if (input.invoiceDate < sqlDay(line.earned_at)!) {
          throw new ApiError(400, 'The invoice date cannot be before the commission was earned', {
            fields: { invoiceDate: 'On or after the day the commission was earned' },
          });
        }
        // GST is paid to the shop only on its own verified GSTIN: another GSTIN is refused; a shop
        // without one invoices without GST, and the answer says so.
        const shopGstin = await verifiedGstinOf(db, vendor.id);
        if (input.gstin && shopGstin && input.gstin !== shopGstin) {
          throw new ApiError(
            400,
            `This is not your shop's verified GSTIN (${shopGstin}). Enter ${shopGstin}, or leave the GSTIN empty to invoice without GST.`,
            {
              fields: { gstin: `Use your verified GSTIN ${shopGstin} or leave it empty` },
            },
          );
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
            if (locked.rows[0]?.status === 'paid') throw new ApiError(409, 'This commission is already paid; its invoice cannot change');
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
        return { success: true, message: `Invoice submitted${withoutGstNote}`, data: lineOf(await lineOr404(db, vendor, kind, line.id), shopGstin) };
      },
    );
  }
}
