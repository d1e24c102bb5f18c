// A commission payout's statement as a PDF (pdf-lib: a small, maintained library that writes PDFs
// without a browser or native code). The standard Helvetica font has no ₹ sign, so amounts read
// "Rs 2,450.00". Lines: each sale with its invoice, commission, GST, TDS (s.194H) and net; then the
// totals and the transfer with its UTR.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatIndiaDay } from '@platform/shared/finance';
import { sellingProductLabel } from '@platform/shared/schemas';
import type { Queryable } from '../db/database.ts';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (paise: number) => `Rs ${rupees.format(paise / 100)}`;

export async function statementPdf(q: Queryable, batchId: string, now: Date): Promise<Buffer> {
  const { rows: batches } = await q.query<{
    id: string;
    status: string;
    commission_paise: string;
    gst_paise: string;
    tds_paise: string;
    net_paise: string;
    paid_at: Date | null;
    utr: string | null;
    failure_reason: string | null;
    shop_name: string;
    shop_code: string | null;
    account_masked: string | null;
    ifsc: string | null;
    transfer_id: string | null;
    requested_at: Date | null;
  }>(
    `SELECT b.*, u.username AS shop_name, u.referral_code AS shop_code, t.account_masked, t.ifsc, t.requested_at
       FROM payout_batches b JOIN users u ON u.id = b.vendor_id LEFT JOIN payout_transfers t ON t.transfer_id = b.transfer_id WHERE b.id = $1`,
    [batchId],
  );
  const batch = batches[0]!;
  const { rows: lines } = await q.query<{
    product: string;
    customer_name: string | null;
    invoice_number: string | null;
    commission_paise: string;
    gst_paise: string;
    tds_paise: string;
    net_paise: string;
  }>(
    `SELECT c.product, l.customer_name, c.invoice_number, bl.commission_paise, bl.gst_paise, bl.tds_paise, bl.net_paise
       FROM payout_batch_lines bl JOIN vendor_commissions c ON c.id = bl.commission_id LEFT JOIN leads l ON l.id = c.lead_id
      WHERE bl.batch_id = $1 ORDER BY c.earned_at, c.id`,
    [batchId],
  );

  const doc = await PDFDocument.create();
  doc.setTitle(`LoanSetu payout statement ${batch.id}`);
  doc.setCreator('LoanSetu');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([595, 842]); // A4, points
  let y = 800;
  const text = (value: string, x: number, size = 10, font = regular) => page.drawText(value, { x, y, size, font, color: rgb(0.1, 0.12, 0.2) });
  const right = (value: string, xRight: number, size = 10, font = regular) => text(value, xRight - font.widthOfTextAtSize(value, size), size, font);
  const line = () => page.drawLine({ start: { x: 40, y: y - 4 }, end: { x: 555, y: y - 4 }, thickness: 0.5, color: rgb(0.7, 0.7, 0.75) });

  text('LoanSetu', 40, 18, bold);
  right('Commission payout statement', 555, 12, bold);
  y -= 30;
  text(`Shop: ${batch.shop_name}${batch.shop_code ? ` (${batch.shop_code})` : ''}`, 40);
  right(`Statement made on ${formatIndiaDay(now)}`, 555);
  y -= 16;
  text(`Payout: ${batch.id}`, 40);
  y -= 16;
  const status =
    batch.status === 'paid' && batch.paid_at
      ? `Paid on ${formatIndiaDay(batch.paid_at)}, UTR ${batch.utr}`
      : batch.status === 'processing'
        ? 'Sent to the bank; waiting for its confirmation'
        : `${batch.status === 'reversed' ? 'Returned by the bank' : 'Not paid'}: ${batch.failure_reason ?? ''}`;
  text(status, 40, 10, bold);
  y -= 16;
  if (batch.account_masked) text(`To bank account ${batch.account_masked} (IFSC ${batch.ifsc}), transfer ${batch.transfer_id}`, 40);
  y -= 28;

  const columns = [
    { title: 'Sale', x: 40 },
    { title: 'Invoice', x: 215 },
    { title: 'Commission', xr: 375 },
    { title: 'GST', xr: 435 },
    { title: 'TDS 194H', xr: 495 },
    { title: 'Net', xr: 555 },
  ] as const;
  for (const c of columns) {
    if ('xr' in c) right(c.title, c.xr, 9, bold);
    else text(c.title, c.x, 9, bold);
  }
  line();
  y -= 18;
  for (const l of lines) {
    if (y < 80) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
    const sale = `${sellingProductLabel(l.product)}${l.customer_name ? `, ${l.customer_name}` : ''}`;
    text(sale.length > 34 ? `${sale.slice(0, 33)}...` : sale, 40, 9);
    text(l.invoice_number ?? '-', 215, 9);
    right(money(Number(l.commission_paise)), 375, 9);
    right(money(Number(l.gst_paise)), 435, 9);
    right(money(Number(l.tds_paise)), 495, 9);
    right(money(Number(l.net_paise)), 555, 9);
    y -= 16;
  }
  line();
  y -= 18;
  text('Total', 40, 10, bold);
  right(money(Number(batch.commission_paise)), 375, 9, bold);
  right(money(Number(batch.gst_paise)), 435, 9, bold);
  right(money(Number(batch.tds_paise)), 495, 9, bold);
  right(money(Number(batch.net_paise)), 555, 9, bold);
  y -= 36;
  text('TDS is deducted under section 194H of the Income-tax Act and deposited against your PAN; it shows in your Form 26AS.', 40, 8);
  y -= 12;
  text('GST is paid only on invoices that carry your verified GSTIN. Questions: write to us from your shop area.', 40, 8);
  return Buffer.from(await doc.save());
}
