// What a partner shop earns (docs/decisions/020-commission-payout-table.md): a payout
// per product on the disbursed amount (a share for loans, a fixed sum for a card issued or a policy
// sold), GST on top when the shop invoices with its own GSTIN as its KYC verified it, TDS under
// section 194H held back (the API refuses any other GSTIN on an invoice). The API
// computes every line with `commissionFor`; the payments pages show the same table.
import { object, string, type InferType } from 'yup';
import { gstinSchema, removeSpacesAndHyphens } from './fields';

export type Payout = { kind: 'share'; basisPoints: number } | { kind: 'fixed'; rupees: number };

/** Per product (lead product slug): basis points of the disbursed amount, or rupees per sale. */
export const COMMISSION_PAYOUTS: Readonly<Record<string, Payout>> = {
  'personal-loan': { kind: 'share', basisPoints: 100 },
  plbt: { kind: 'share', basisPoints: 75 },
  'business-loan': { kind: 'share', basisPoints: 100 },
  'professional-loan': { kind: 'share', basisPoints: 100 },
  'home-loan': { kind: 'share', basisPoints: 35 },
  hlbt: { kind: 'share', basisPoints: 30 },
  lap: { kind: 'share', basisPoints: 50 },
  'lap-bt': { kind: 'share', basisPoints: 40 },
  'car-loan': { kind: 'share', basisPoints: 60 },
  'used-car-loan': { kind: 'share', basisPoints: 100 },
  'used-car-loan-bt': { kind: 'share', basisPoints: 75 },
  'education-loan': { kind: 'share', basisPoints: 50 },
  'education loan': { kind: 'share', basisPoints: 50 },
  'motor-insurance': { kind: 'fixed', rupees: 450 },
  'health-insurance': { kind: 'fixed', rupees: 600 },
  'credit-card': { kind: 'fixed', rupees: 800 },
  'card-application': { kind: 'fixed', rupees: 800 },
};

/** GST on the commission (SAC 9961/9971 services), payable to a shop that invoices with its verified GSTIN. */
export const COMMISSION_GST_BASIS_POINTS = 1800;
/** TDS on commission, Income-tax Act section 194H (2% from 1 October 2024), on the commission before GST. */
export const COMMISSION_TDS_BASIS_POINTS = 200;

export const payoutLabel = (payout: Payout) =>
  payout.kind === 'share' ? `${(payout.basisPoints / 100).toFixed(2)}% of the disbursed amount` : `₹${payout.rupees} per sale`;

const share = (paise: number, basisPoints: number) => Math.round((paise * basisPoints) / 10_000);

/** The commission on one sale, in paise; nothing for a product without a payout or amount. */
export function commissionFor(
  product: string,
  disbursedRupees: number | null,
): { basePaise: number | null; commissionPaise: number; rate: string } | undefined {
  const payout = COMMISSION_PAYOUTS[product];
  if (!payout) return undefined;
  if (payout.kind === 'fixed') return { basePaise: null, commissionPaise: payout.rupees * 100, rate: payoutLabel(payout) };
  if (disbursedRupees === null || !(disbursedRupees > 0)) return undefined;
  const basePaise = Math.round(disbursedRupees * 100);
  return { basePaise, commissionPaise: share(basePaise, payout.basisPoints), rate: payoutLabel(payout) };
}

/** GST (when invoiced with a GSTIN), TDS and what reaches the shop's bank, in paise. */
export function payoutOf(commissionPaise: number, withGstin: boolean) {
  const gstPaise = withGstin ? share(commissionPaise, COMMISSION_GST_BASIS_POINTS) : 0;
  const tdsPaise = share(commissionPaise, COMMISSION_TDS_BASIS_POINTS);
  return { commissionPaise, gstPaise, tdsPaise, netPaise: commissionPaise + gstPaise - tdsPaise };
}

/** An invoice number as GST rules allow: up to 16 letters, digits, "/" and "-". */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
export const MAX_INVOICE_BYTES = 5 * 1024 * 1024;

/** PUT /api/upload-invoice/:id and /card/upload-invoice-card/:id: the fields sent with the PDF. */
export const invoiceSchema = object({
  invoiceNumber: string().trim().required('Invoice number is required').matches(INVOICE_NUMBER_PATTERN, 'Invoice number: up to 16 letters, digits, / or -'),
  invoiceDate: string()
    .trim()
    .required('Invoice date is required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Enter the invoice date as a date')
    .test({
      name: 'not-future',
      message: 'The invoice date cannot be in the future',
      test: (v) => !v || v <= new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
    }),
  // Stored as the KYC GST step stores it (no spaces or hyphens), so the two compare.
  gstin: string()
    .trim()
    .uppercase()
    .transform(removeSpacesAndHyphens as (v: string) => string)
    .default('')
    .test({ name: 'gstin', message: 'Enter a valid GSTIN or leave it empty', test: (v) => !v || gstinSchema.isValidSync(v) }),
});
export type InvoiceInput = InferType<typeof invoiceSchema>;
