// Matching a loan application against the lenders' terms (RBI Digital Lending Directions 2025,
// para 6: a lending service provider working with several lenders shows every matching offer in a
// neutral, comparable view, names the lenders that did not match and applies one method to every
// borrower). One function, pure: the same inputs and the same lenders give the same answer
// whatever order the lenders come in, so what a borrower was shown can be worked out again from
// what was stored. Money in integer paise, rates in basis points; the figures come from the loan
// maths beside this file (`emi`, `apr`, `processingFeeWithGst`), as the KFS's do.
import type { CreditBand } from '../contracts/cibil';
import { apr, emi, processingFeeWithGst } from './loan-maths';
import { OFFER_METHOD_TEXTS, unmatchedReasonText, type OfferLanguage, type UnmatchedReason } from './offer-texts';

/** The loan products a lender can offer through the platform (the application forms' slugs). */
export const LENDER_PRODUCTS = [
  'personal-loan',
  'plbt',
  'home-loan',
  'hlbt',
  'lap',
  'lap-bt',
  'business-loan',
  'professional-loan',
  'used-car-loan',
  'education-loan',
] as const;
export type LenderProduct = (typeof LENDER_PRODUCTS)[number];

/** How the applicant earns (the application forms' `employmentType`). */
export const OFFER_EMPLOYMENT_TYPES = ['salaried', 'self-employed-business', 'self-employed-professional'] as const;
export type OfferEmploymentType = (typeof OFFER_EMPLOYMENT_TYPES)[number];

/**
 * Without a credit check (or the customer's consent to one) every lender is priced at its rate for
 * a 700-749 score, the band most borrowers are in, and the offers say they are indicative: the
 * lender sets the final rate after its own check. The same band for every lender keeps it neutral.
 */
export const BAND_WITHOUT_CREDIT_CHECK: CreditBand = 'Good';

/** Bumped whenever the method below changes, and stored with every set of offers shown. */
export const OFFER_METHOD_VERSION = 1;

/** The method in plain words, as the offers page publishes it (in English; offer-texts.ts has all three). */
export const OFFER_METHOD: readonly string[] = OFFER_METHOD_TEXTS.en;

/** One cell of a lender's rate grid: the rate for a credit-score band from a monthly income up. */
export interface RateCell {
  band: CreditBand;
  minMonthlyIncomePaise: number;
  rateBps: number;
}

/** A lender's terms for one product. */
export interface LenderProductTerms {
  product: LenderProduct;
  name: string;
  minAmountPaise: number;
  maxAmountPaise: number;
  minTenureMonths: number;
  maxTenureMonths: number;
  /** The tenure the public "from x % p.a." APR example is worked over. */
  exampleTenureMonths: number;
  minAge: number;
  maxAge: number;
  employmentTypes: readonly OfferEmploymentType[];
  minMonthlyIncomePaise: number;
  /** The most all EMIs together may take of the net monthly income (FOIR), basis points. */
  foirBps: number;
  /** % of the amount, basis points, before GST. */
  processingFeeBps: number;
  rateGrid: readonly RateCell[];
  penalCharges: string;
  foreclosure: string;
  coolingOffDays: number;
}

export interface LenderTerms {
  id: string;
  name: string;
  kind: 'bank' | 'nbfc';
  /** PIN codes served: a PIN matches when it starts with one of these. */
  pincodePrefixes: readonly string[];
  products: readonly LenderProductTerms[];
}

export interface OfferInputs {
  product: LenderProduct;
  amountPaise: number;
  tenureMonths: number;
  monthlyIncomePaise: number;
  existingEmisPaise: number;
  employmentType: OfferEmploymentType;
  age: number;
  pincode: string;
  /** From a credit check the customer consented to; null without one (offers are indicative). */
  creditBand: CreditBand | null;
}

export interface LoanOffer {
  lenderId: string;
  lenderName: string;
  lenderKind: 'bank' | 'nbfc';
  amountPaise: number;
  rateBps: number;
  tenureMonths: number;
  /** The lender's fee, % of the amount in basis points, before GST (what a KFS is worked from). */
  processingFeeBps: number;
  /** With 18 % GST. */
  processingFeePaise: number;
  aprBps: number;
  emiPaise: number;
  totalInterestPaise: number;
  /** Interest plus fees: what the loan costs over its life. */
  totalCostPaise: number;
  penalCharges: string;
  foreclosure: string;
  coolingOffDays: number;
}

export interface UnmatchedLender {
  lenderId: string;
  lenderName: string;
  /** Why, in words, in the language the set was asked in (what was shown). */
  reason: string;
  /** Why, as the rule's code and figures: the page says it again in its reader's language. */
  rule: UnmatchedReason;
}

export interface OfferMatch {
  offers: LoanOffer[];
  unmatched: UnmatchedLender[];
  indicative: boolean;
  /** The band the rates are for (the checked one, or BAND_WITHOUT_CREDIT_CHECK). */
  pricedBand: CreditBand;
}

/** The rate of the grid for this band and income: the cell with the highest income floor met. */
function rateFor(grid: readonly RateCell[], band: CreditBand, incomePaise: number): RateCell | undefined {
  let best: RateCell | undefined;
  for (const cell of grid) {
    if (cell.band !== band || cell.minMonthlyIncomePaise > incomePaise) continue;
    if (!best || cell.minMonthlyIncomePaise > best.minMonthlyIncomePaise) best = cell;
  }
  return best;
}

type Outcome = { offer: LoanOffer } | { reason: UnmatchedReason };

/** One lender's answer: its offer, or the first rule the application does not meet. */
function matchOne(lender: LenderTerms, terms: LenderProductTerms, input: OfferInputs, band: CreditBand): Outcome {
  const name = lender.name;
  const loan = { product: terms.product, loan: terms.name.toLowerCase() };
  if (!lender.pincodePrefixes.some((prefix) => input.pincode.startsWith(prefix))) {
    return { reason: { code: 'pincode', pincode: input.pincode } };
  }
  if (input.amountPaise < terms.minAmountPaise || input.amountPaise > terms.maxAmountPaise) {
    return {
      reason: { code: 'amount', ...loan, minAmountPaise: terms.minAmountPaise, maxAmountPaise: terms.maxAmountPaise, amountPaise: input.amountPaise },
    };
  }
  if (input.tenureMonths < terms.minTenureMonths || input.tenureMonths > terms.maxTenureMonths) {
    return {
      reason: { code: 'tenure', ...loan, minTenureMonths: terms.minTenureMonths, maxTenureMonths: terms.maxTenureMonths, tenureMonths: input.tenureMonths },
    };
  }
  if (input.age < terms.minAge || input.age > terms.maxAge) {
    return { reason: { code: 'age', minAge: terms.minAge, maxAge: terms.maxAge } };
  }
  if (!terms.employmentTypes.includes(input.employmentType)) {
    return { reason: { code: 'employment', ...loan, employmentType: input.employmentType } };
  }
  if (input.monthlyIncomePaise < terms.minMonthlyIncomePaise) {
    return { reason: { code: 'income', minMonthlyIncomePaise: terms.minMonthlyIncomePaise } };
  }
  const cell = rateFor(terms.rateGrid, band, input.monthlyIncomePaise);
  if (!cell) {
    return { reason: input.creditBand ? { code: 'credit-band', band } : { code: 'needs-credit-check' } };
  }
  const principal = input.amountPaise / 100;
  const annualRate = cell.rateBps / 100;
  const instalment = emi({ principal, annualRate, months: input.tenureMonths });
  const emiPaise = Math.round(instalment * 100);
  const allowed = Math.floor((input.monthlyIncomePaise * terms.foirBps) / 10_000);
  if (input.existingEmisPaise + emiPaise > allowed) {
    const share = Math.round(((input.existingEmisPaise + emiPaise) * 100) / input.monthlyIncomePaise);
    return { reason: { code: 'foir', emiPaise, sharePercent: share, foirBps: terms.foirBps } };
  }
  const fee = processingFeeWithGst(principal, terms.processingFeeBps / 100);
  const processingFeePaise = Math.round(fee * 100);
  const totalInterestPaise = Math.round((instalment * input.tenureMonths - principal) * 100);
  return {
    offer: {
      lenderId: lender.id,
      lenderName: name,
      lenderKind: lender.kind,
      amountPaise: input.amountPaise,
      rateBps: cell.rateBps,
      tenureMonths: input.tenureMonths,
      processingFeeBps: terms.processingFeeBps,
      processingFeePaise,
      aprBps: Math.round(apr({ principal, annualRate, months: input.tenureMonths, upfrontFees: fee }) * 100),
      emiPaise,
      totalInterestPaise,
      totalCostPaise: totalInterestPaise + processingFeePaise,
      penalCharges: terms.penalCharges,
      foreclosure: terms.foreclosure,
      coolingOffDays: terms.coolingOffDays,
    },
  };
}

const byName = (a: { lenderName: string; lenderId: string }, b: { lenderName: string; lenderId: string }) =>
  a.lenderName < b.lenderName ? -1 : a.lenderName > b.lenderName ? 1 : a.lenderId < b.lenderId ? -1 : a.lenderId > b.lenderId ? 1 : 0;

/**
 * Every lender that offers the product, answered: an offer or the reason it did not match (in
 * words in `language`, and as its rule). Lenders without the product are not asked (they are not
 * lenders for this loan). Offers by APR, then lender name (code-point order, the same on every
 * machine), then id; unmatched by name.
 */
export function matchOffers(input: OfferInputs, lenders: readonly LenderTerms[], language: OfferLanguage = 'en'): OfferMatch {
  const band = input.creditBand ?? BAND_WITHOUT_CREDIT_CHECK;
  const offers: LoanOffer[] = [];
  const unmatched: UnmatchedLender[] = [];
  for (const lender of lenders) {
    const terms = lender.products.find((p) => p.product === input.product);
    if (!terms) continue;
    const outcome = matchOne(lender, terms, input, band);
    if ('offer' in outcome) offers.push(outcome.offer);
    else {
      unmatched.push({
        lenderId: lender.id,
        lenderName: lender.name,
        reason: unmatchedReasonText(lender.name, outcome.reason, language),
        rule: outcome.reason,
      });
    }
  }
  offers.sort((a, b) => a.aprBps - b.aprBps || byName(a, b));
  unmatched.sort(byName);
  return { offers, unmatched, indicative: input.creditBand === null, pricedBand: band };
}

/** The lowest rate a lender's product is offered at (its grid's best cell), basis points. */
export function lowestRateBps(terms: Pick<LenderProductTerms, 'rateGrid'>): number {
  return Math.min(...terms.rateGrid.map((cell) => cell.rateBps));
}
