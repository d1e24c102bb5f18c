// A shop's commission (docs/spec/product.md §7 vendor group;
// docs/decisions/020-commission-payout-table.md): a line is earned when one of its sales is
// disbursed (the lead listener below, in the transaction of the status change), from the payout
// table in @platform/shared/schemas (commissions.ts). The payment histories list the lines
// (`/card/get-loan-payment`, `/loans/get-paid-loan`, `/loans/get-unpaid-loan` and the card
// equivalents) with GST and TDS; for an unpaid line the shop uploads its invoice (`PUT
// /api/upload-invoice/:id`, `PUT /card/upload-invoice-card/:id`) and the line moves to "invoice
// submitted". Every query is bound to the signed-in shop: another shop's line is 404.
import { randomUUID } from 'node:crypto';
import type { CommissionKind as Kind, CommissionLine, CommissionView as View } from '@platform/shared/contracts';
import { CARD_PRODUCTS, commissionFor, indiaDate, payoutOf, sellingProductLabel } from '@platform/shared/schemas';
import type { Queryable } from '../db/database.ts';
import { recordAudit } from '../audit/audit.ts';
import { iso, sqlDay } from '../clock.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { LeadStatusListener } from '../leads/lifecycle.ts';
import { notifyShop } from '../vendor/notifications.ts';

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
  await notifyShop(
    tx,
    change.shopVendorId,
    commissionEarnedNotice({ product: lead.product, productLabel: change.product, customerName: change.customerName, commissionPaise: earned.commissionPaise }),
    change.at,
  );
};

/** What the shop is told when a sale earns its commission (also what the demo history was told). */
export function commissionEarnedNotice(line: { product: string; productLabel: string; customerName: string; commissionPaise: number }) {
  const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(line.commissionPaise / 100);
  return {
    kind: 'commission' as const,
    title: 'Commission earned',
    body: `₹${rupees} on the ${line.productLabel.toLowerCase()} of ${line.customerName}. Upload your invoice to be paid.`,
    link: `/vender/${CARD_PRODUCTS.includes(line.product as never) ? 'card' : 'loan'}-payment-history`,
  };
}

export interface LineRow {
  id: string;
  lead_id: string;
  product: string;
  customer_name: string | null;
  amount_paise: string | number;
  base_paise: string | number | null;
  rate_label: string | null;
  status: 'awaiting_confirmation' | 'unpaid' | 'approved' | 'in_payout' | 'paid';
  invoice_uploaded_at: Date | string | null;
  invoice_number: string | null;
  invoice_date: Date | string | null;
  invoice_gstin: string | null;
  earned_at: Date | string;
  paid_at: Date | string | null;
  sent_back_reason: string | null;
  payout_failure: string | null;
  payout_batch_id: string | null;
  utr: string | null;
  gst_paise: string | number | null;
  tds_paise: string | number | null;
  net_paise: string | number | null;
}

const stageOf = (row: LineRow) => (row.status === 'unpaid' ? (row.invoice_uploaded_at ? 'invoice_submitted' : 'invoice_due') : row.status);
const STAGE_LABELS = {
  awaiting_confirmation: 'Awaiting bank confirmation',
  paid: 'Paid',
  invoice_submitted: 'Invoice submitted',
  invoice_due: 'Invoice due',
  approved: 'Approved for payout',
  in_payout: 'Payment in progress',
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

/** What the line pays: as its payout batch fixed it once batched, else today's rules. */
function amountsOf(row: LineRow, shopGstin: string | null) {
  if (row.net_paise !== null && row.gst_paise !== null && row.tds_paise !== null) {
    return { commissionPaise: Number(row.amount_paise), gstPaise: Number(row.gst_paise), tdsPaise: Number(row.tds_paise), netPaise: Number(row.net_paise) };
  }
  return payoutOf(Number(row.amount_paise), earnsGst(row, shopGstin));
}

export function lineOf(row: LineRow, shopGstin: string | null): CommissionLine {
  const amounts = amountsOf(row, shopGstin);
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
    earnedAt: new Date(row.earned_at).toISOString(),
    paidAt: iso(row.paid_at),
    sentBackReason: stage === 'invoice_due' ? row.sent_back_reason : null,
    payout:
      row.status === 'paid' && row.utr && row.paid_at && row.payout_batch_id
        ? { utr: row.utr, paidOn: indiaDate(new Date(row.paid_at)), batchId: row.payout_batch_id }
        : null,
    payoutFailure: row.status === 'approved' ? row.payout_failure : null,
  };
}

const LINES = `SELECT c.*, l.customer_name FROM vendor_commissions c LEFT JOIN leads l ON l.id = c.lead_id WHERE c.vendor_id = $1`;

export async function linesOf(db: Queryable, vendorId: string, kind: Kind, view: View) {
  // "Unpaid" is every line earned and not paid yet: waiting for its invoice, its review or its payout.
  const viewCondition = view === 'paid' ? `AND c.status = 'paid'` : view === 'unpaid' ? `AND c.status IN ('unpaid', 'approved', 'in_payout')` : '';
  const { rows } = await db.query<LineRow>(`${LINES} AND ${kindCondition(kind)} ${viewCondition} ORDER BY c.earned_at DESC, c.id DESC LIMIT 1000`, [vendorId]);
  const shopGstin = await verifiedGstinOf(db, vendorId);
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

export async function lineOr404(db: Queryable, vendorId: string, kind: Kind, id: string): Promise<LineRow> {
  const { rows } = isUuid(id) ? await db.query<LineRow>(`${LINES} AND c.id = $2 AND ${kindCondition(kind)}`, [vendorId, id]) : { rows: [] };
  if (!rows[0]) throw new ApiError(404, 'Commission not found');
  return rows[0];
}
