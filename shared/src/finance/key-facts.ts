// The figures of a Key Fact Statement (RBI Digital Lending Directions, 2025; KFS format of the
// RBI circular of April 2024): what is borrowed, what is charged up front, what reaches the
// borrower, what is repaid and when, and the APR that puts all of it in one rate. Worked out from
// the terms alone with the loan maths beside this file, never typed in, so a KFS cannot disagree
// with the EMI calculator that sits next to it.
import { amortisation, apr, type LoanTerms, type ScheduleRow } from './loan-maths';

export const GST_ON_FEES_PERCENT = 18;

export interface KeyFactTerms extends LoanTerms {
  /** Processing fee, % of the loan amount (GST is charged on top). */
  processingFeePercent: number;
  /** Tenure in days where it is shorter than a month's instalments show (digital short loans). */
  tenureDays?: number;
}

export interface KeyFacts {
  loanAmount: number;
  annualRate: number;
  /** % p.a., fees included. */
  apr: number;
  processingFee: number;
  gstOnFee: number;
  gstPercent: number;
  totalFees: number;
  netDisbursed: number;
  emi: number;
  instalments: number;
  totalInterest: number;
  totalPayable: number;
  schedule: ScheduleRow[];
  coolingOffDays: number;
}

/**
 * The look-up (cooling-off) period in which a borrower may leave a digital loan by repaying the
 * principal and the proportionate APR: at least one day for loans of under seven days, three days
 * for longer ones (RBI Digital Lending Directions).
 */
export function coolingOffDays(tenureDays: number): number {
  return tenureDays < 7 ? 1 : 3;
}

export function keyFacts(terms: KeyFactTerms): KeyFacts {
  const { principal, annualRate, months, processingFeePercent } = terms;
  if (!(processingFeePercent >= 0) || !Number.isFinite(processingFeePercent)) throw new RangeError('Processing fee cannot be negative');
  const processingFee = (principal * processingFeePercent) / 100;
  const gstOnFee = (processingFee * GST_ON_FEES_PERCENT) / 100;
  const totalFees = processingFee + gstOnFee;
  const schedule = amortisation({ principal, annualRate, months });
  const totalOfEmis = schedule.reduce((sum, row) => sum + row.emi, 0);
  return {
    loanAmount: principal,
    annualRate,
    apr: apr({ principal, annualRate, months, upfrontFees: totalFees }),
    processingFee,
    gstOnFee,
    gstPercent: GST_ON_FEES_PERCENT,
    totalFees,
    netDisbursed: principal - totalFees,
    emi: schedule[0]!.emi,
    instalments: months,
    totalInterest: totalOfEmis - principal,
    // What leaves the borrower's pocket over the loan: every instalment plus the charges.
    totalPayable: totalOfEmis + totalFees,
    schedule,
    coolingOffDays: coolingOffDays(terms.tenureDays ?? months * 30),
  };
}
