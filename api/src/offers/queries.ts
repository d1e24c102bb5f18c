// The offers' SQL: the lenders' terms for a product, the application's figures, the customer's
// consented credit check, and the stored sets of offers.
import type { ChosenOffer, CreditBand, LoanOfferView, OfferLanguage, OfferSet } from '@platform/shared/contracts';
import {
  LENDER_PRODUCTS,
  OFFER_EMPLOYMENT_TYPES,
  offerMethod,
  type LenderProduct,
  type LenderTerms,
  type OfferEmploymentType,
  type OfferInputs,
  type RateCell,
  type UnmatchedLender,
} from '@platform/shared/finance';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { iso } from '../clock.ts';
import { ApiError } from '../http/errors.ts';

/** A lender as the offers need it: its terms, and what its offers say besides (grievance, demo). */
export interface OfferLender {
  terms: LenderTerms;
  grievance: { name: string; phone: string; email: string };
  demo: boolean;
}

interface LenderProductRow {
  id: string;
  name: string;
  kind: 'bank' | 'nbfc';
  pincode_prefixes: string[];
  demo: boolean;
  grievance_officer: string;
  grievance_phone: string;
  grievance_email: string;
  product: string;
  product_name: string;
  min_amount_paise: string | number;
  max_amount_paise: string | number;
  min_tenure_months: number;
  max_tenure_months: number;
  example_tenure_months: number;
  min_age: number;
  max_age: number;
  employment_types: string[];
  min_monthly_income_paise: string | number;
  foir_bps: number;
  processing_fee_bps: number;
  rate_grid: RateCell[] | string;
  penal_charges: string;
  foreclosure: string;
  cooling_off_days: number;
}

/** Every listed, active lender that offers `product`, with those terms only. */
async function readLendersOffering(db: Queryable, product: LenderProduct): Promise<OfferLender[]> {
  const { rows } = await db.query<LenderProductRow>(
    `SELECT l.id, l.name, l.kind, l.pincode_prefixes, l.demo, l.grievance_officer, l.grievance_phone, l.grievance_email,
            p.product, p.name AS product_name, p.min_amount_paise, p.max_amount_paise, p.min_tenure_months, p.max_tenure_months,
            p.example_tenure_months, p.min_age, p.max_age, p.employment_types, p.min_monthly_income_paise, p.foir_bps,
            p.processing_fee_bps, p.rate_grid, p.penal_charges, p.foreclosure, p.cooling_off_days
       FROM lender_products p JOIN lending_partners l ON l.id = p.lender_id
      WHERE l.listed AND l.active AND p.product = $1`,
    [product],
  );
  return rows.map((r) => ({
    terms: {
      id: r.id,
      name: r.name,
      kind: r.kind,
      pincodePrefixes: r.pincode_prefixes,
      products: [
        {
          product: r.product as LenderProduct,
          name: r.product_name,
          minAmountPaise: Number(r.min_amount_paise),
          maxAmountPaise: Number(r.max_amount_paise),
          minTenureMonths: r.min_tenure_months,
          maxTenureMonths: r.max_tenure_months,
          exampleTenureMonths: r.example_tenure_months,
          minAge: r.min_age,
          maxAge: r.max_age,
          employmentTypes: r.employment_types as OfferEmploymentType[],
          minMonthlyIncomePaise: Number(r.min_monthly_income_paise),
          foirBps: r.foir_bps,
          processingFeeBps: r.processing_fee_bps,
          rateGrid: typeof r.rate_grid === 'string' ? (JSON.parse(r.rate_grid) as RateCell[]) : r.rate_grid,
          penalCharges: r.penal_charges,
          foreclosure: r.foreclosure,
          coolingOffDays: r.cooling_off_days,
        },
      ],
    },
    grievance: { name: r.grievance_officer, phone: r.grievance_phone, email: r.grievance_email },
    demo: r.demo,
  }));
}

/**
 * The lenders' terms kept in memory, per product, for as long as the one generation number of all
 * lenders' terms (migration 028) stays what it was: every change to a lender or its products bumps
 * it in the change's transaction, and each offers request reads it with the application in the same
 * query, so a change is used by the very next request, in every process, without a query of its
 * own. Matching against 20 lenders then reads no lender row at all.
 */
export class LenderTermsCache {
  private generation: string | undefined;
  private byProduct = new Map<LenderProduct, Promise<OfferLender[]>>();

  lendersOffering(db: Queryable, product: LenderProduct, generation: string): Promise<OfferLender[]> {
    if (generation !== this.generation) {
      this.generation = generation;
      this.byProduct.clear();
    }
    let lenders = this.byProduct.get(product);
    if (!lenders) {
      lenders = readLendersOffering(db, product);
      this.byProduct.set(product, lenders);
      // A failed read is not kept: the next request reads again.
      lenders.catch(() => {
        if (this.byProduct.get(product) === lenders) this.byProduct.delete(product);
      });
    }
    return lenders;
  }
}

/** What the application says that the offers are matched on. */
export type ApplicationFacts = Pick<OfferInputs, 'product' | 'amountPaise' | 'monthlyIncomePaise' | 'employmentType' | 'pincode'> & {
  /** The generation of the lenders' terms when the application was read (LenderTermsCache). */
  termsGeneration: string;
};

const rupeesOf = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[,\s₹]/g, ''));
  return Number.isFinite(n) && String(value ?? '').trim() !== '' ? n : undefined;
};

/**
 * The figures of a product application (income and the rest are sealed with the row; older rows
 * keep them in `details`). A product whose form states no income, or that no lender offers
 * through the platform, has no offers: 409 saying so.
 */
export async function applicationFacts(ctx: AppContext, leadId: string): Promise<ApplicationFacts> {
  const { rows } = await ctx.db.query<{
    product: string;
    pincode: string;
    details: Record<string, unknown> | string;
    details_sealed: string | null;
    terms_generation: string | number;
  }>(
    `SELECT product, pincode, details, details_sealed, (SELECT generation FROM lender_terms_generation WHERE id = 1) AS terms_generation
       FROM product_applications WHERE id = $1`,
    [leadId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(409, 'Offers are worked out for a loan application. This request is an enquiry: please apply for the loan first.');
  if (!(LENDER_PRODUCTS as readonly string[]).includes(row.product)) {
    throw new ApiError(409, 'Lenders make no offers for this product through us.');
  }
  const plain = typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details;
  const details = row.details_sealed ? { ...plain, ...ctx.sealer.open<Record<string, unknown>>(row.details_sealed, `product_applications:${leadId}`) } : plain;
  const amount = rupeesOf(details.loanAmount) ?? (rupeesOf(details.outstandingAmount) ?? 0) + (rupeesOf(details.topUpAmount) ?? 0);
  const monthly = rupeesOf(details.monthlyIncome) ?? (rupeesOf(details.annualIncome) === undefined ? undefined : rupeesOf(details.annualIncome)! / 12);
  if (!amount || monthly === undefined) {
    throw new ApiError(409, 'Offers need the loan amount and the monthly income the application states; this application has no income on it.');
  }
  const employment =
    row.product === 'professional-loan' ? 'self-employed-professional' : row.product === 'business-loan' ? 'self-employed-business' : details.employmentType;
  if (!(OFFER_EMPLOYMENT_TYPES as readonly unknown[]).includes(employment)) {
    throw new ApiError(409, 'Offers need to know how the applicant earns; this application does not say.');
  }
  return {
    product: row.product as LenderProduct,
    amountPaise: Math.round(amount * 100),
    monthlyIncomePaise: Math.round(monthly * 100),
    employmentType: employment as OfferEmploymentType,
    pincode: row.pincode,
    termsGeneration: String(row.terms_generation),
  };
}

/** A credit check is current for offers for 30 days, as lenders take a bureau report. */
const CREDIT_CHECK_VALID_MS = 30 * 24 * 60 * 60 * 1000;

/** The band of the customer's own credit check, made with their consent in the last 30 days. */
export async function consentedCreditBand(db: Queryable, userId: string, now: Date): Promise<CreditBand | null> {
  const { rows } = await db.query<{ band: CreditBand }>(
    `SELECT band FROM credit_reports WHERE user_id = $1 AND consent_at IS NOT NULL AND consent_text <> '' AND created_at >= $2
      ORDER BY created_at DESC LIMIT 1`,
    [userId, new Date(now.getTime() - CREDIT_CHECK_VALID_MS)],
  );
  return rows[0]?.band ?? null;
}

export interface OfferSetRow {
  id: string;
  lead_id: string;
  product: string;
  inputs_sealed: string;
  offers: LoanOfferView[] | string;
  unmatched: (Omit<UnmatchedLender, 'rule'> & { rule?: UnmatchedLender['rule'] })[] | string;
  indicative: boolean;
  priced_band: CreditBand;
  method_version: number;
  language: OfferLanguage;
  created_at: Date | string;
}

export async function offerSetRow(db: Queryable, id: string): Promise<OfferSetRow | undefined> {
  const { rows } = await db.query<OfferSetRow>('SELECT * FROM offer_sets WHERE id = $1', [id]);
  return rows[0];
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function offersOf(row: OfferSetRow): LoanOfferView[] {
  return parsed(row.offers);
}

/** A stored set as the API answers it (`inputs`: those just sealed into it, saving their unsealing). */
export function offerSetOf(ctx: AppContext, row: OfferSetRow, chosen: ChosenOffer | null, inputs?: OfferSet['inputs']): OfferSet {
  return {
    id: row.id,
    leadId: row.lead_id,
    product: row.product,
    createdAt: iso(row.created_at)!,
    language: row.language,
    indicative: row.indicative,
    pricedBand: row.priced_band,
    methodVersion: row.method_version,
    method: [...offerMethod(row.language)],
    inputs: inputs ?? ctx.sealer.open<OfferSet['inputs']>(row.inputs_sealed, `offer_sets:${row.id}`),
    offers: offersOf(row),
    // Sets stored before reasons had codes have their words only.
    unmatched: parsed(row.unmatched).map((lender) => ({ ...lender, rule: lender.rule ?? null })),
    chosen,
  };
}

/** The chosen offer of a lead row already read (`leads.chosen_offer`). */
export const chosenOfferOfRow = (value: unknown): ChosenOffer | null => (value ? parsed(value as ChosenOffer | string) : null);

export async function chosenOfferOf(db: Queryable, leadId: string): Promise<ChosenOffer | null> {
  const { rows } = await db.query<{ chosen_offer: ChosenOffer | string | null }>('SELECT chosen_offer FROM leads WHERE id = $1', [leadId]);
  const value = rows[0]?.chosen_offer;
  return value ? parsed(value) : null;
}
