// The cooling-off (look-up) period of a digital loan (RBI Digital Lending Directions, 2025): after
// disbursal the borrower may leave the loan by repaying the principal and the proportionate APR,
// with no penalty. And the Key Fact Statement of a sanction whose terms differ from the offer the
// borrower chose, worked out the same way as the offer's, so the two can be compared line by line.
// Amounts in paise, rates in basis points: these figures are stored and audited.
import { keyFacts, GST_ON_FEES_PERCENT } from './key-facts';

const DAY_MS = 86_400_000;

/** Days between two calendar days (YYYY-MM-DD), `to` minus `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The last day of the cooling-off period: the disbursal day plus the lender's cooling-off days. */
export function coolingOffEndsOn(disbursedOn: string, coolingOffDays: number): string {
  if (!Number.isInteger(coolingOffDays) || coolingOffDays < 1) throw new RangeError('Cooling-off days must be a whole number, at least one');
  return new Date(Date.parse(`${disbursedOn}T00:00:00Z`) + coolingOffDays * DAY_MS).toISOString().slice(0, 10);
}

export interface ExitCost {
  principalPaise: number;
  /** The APR for the days held, pro rata on a 365-day year, rounded to the paisa. */
  interestPaise: number;
  totalPaise: number;
  /** Days from disbursal to the day of repayment; at least one (the money was held that day). */
  daysHeld: number;
}

/**
 * What leaving the loan on `on` costs: the principal plus interest at the APR for the days held.
 * The APR (not the bare rate) is what the Directions name, so fees are counted in it.
 */
export function coolingOffExitCost(input: { principalPaise: number; aprBps: number; disbursedOn: string; on: string }): ExitCost {
  const { principalPaise, aprBps } = input;
  if (!Number.isInteger(principalPaise) || principalPaise <= 0) throw new RangeError('Principal must be a positive number of paise');
  if (!Number.isInteger(aprBps) || aprBps < 0) throw new RangeError('APR must be a whole number of basis points');
  const elapsed = daysBetween(input.disbursedOn, input.on);
  if (elapsed < 0) throw new RangeError('The exit cannot be before the disbursal');
  const daysHeld = Math.max(1, elapsed);
  const interestPaise = Math.round((principalPaise * aprBps * daysHeld) / (10_000 * 365));
  return { principalPaise, interestPaise, totalPaise: principalPaise + interestPaise, daysHeld };
}

export interface OfferTerms {
  amountPaise: number;
  rateBps: number;
  tenureMonths: number;
}

export interface KfsFigures extends OfferTerms {
  /** Processing fee with GST. */
  processingFeePaise: number;
  aprBps: number;
  emiPaise: number;
  /** Interest over the loan plus the fees. */
  totalCostPaise: number;
}

/** Whether sanctioned terms differ from the ones the customer acknowledged. */
export const termsDiffer = (a: OfferTerms, b: OfferTerms) => a.amountPaise !== b.amountPaise || a.rateBps !== b.rateBps || a.tenureMonths !== b.tenureMonths;

/**
 * The KFS figures of sanctioned terms, the processing fee charged at the same percentage as in the
 * offer the customer chose (its fee with GST over its amount), since only the amount, rate and
 * tenure are the lender's to change at sanction.
 */
export function sanctionKeyFacts(chosen: OfferTerms & { processingFeePaise: number }, sanctioned: OfferTerms): KfsFigures {
  const feePercent = (chosen.processingFeePaise / (1 + GST_ON_FEES_PERCENT / 100) / chosen.amountPaise) * 100;
  const facts = keyFacts({
    principal: sanctioned.amountPaise / 100,
    annualRate: sanctioned.rateBps / 100,
    months: sanctioned.tenureMonths,
    processingFeePercent: feePercent,
  });
  return {
    ...sanctioned,
    processingFeePaise: Math.round(facts.totalFees * 100),
    aprBps: Math.round(facts.apr * 100),
    emiPaise: Math.round(facts.emi * 100),
    totalCostPaise: Math.round((facts.totalInterest + facts.totalFees) * 100),
  };
}
