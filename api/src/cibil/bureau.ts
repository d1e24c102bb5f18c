// The credit bureau behind the customer's CIBIL check. Production would call a bureau (TransUnion
// CIBIL, Experian, Equifax, CRIF) through a licensed partner; everything else in the API only sees
// this interface, so swapping the local default for a real adapter touches nothing else.
import type { CreditBand, FactorImpact } from '@platform/shared/contracts';

/** What a bureau says about one person: the score and the account data behind it. */
export interface BureauReport {
  /** 300-900, or null for a person with no credit history ("new to credit"). */
  score: number | null;
  summary: CreditSummary | null;
}

/** The account data a score is explained from (a bureau report's summary section). */
export interface CreditSummary {
  activeAccounts: number;
  /** Share of EMIs and card bills paid on time over the last 36 months, 0-100. */
  onTimePaymentsPercent: number;
  /** Card balances as a share of card limits, 0-100. */
  creditUtilisationPercent: number;
  /** Age of the oldest account, in months. */
  oldestAccountMonths: number;
  /** Lenders' enquiries ("hard pulls") in the last 6 months. */
  enquiriesLast6Months: number;
  /** Both secured (home, car) and unsecured (card, personal) credit on record. */
  hasSecuredAndUnsecured: boolean;
}

export interface BureauRequest {
  pan: string;
  fullName: string;
  mobile: string;
}

export interface CreditBureau {
  /** Shown with every report, so nobody mistakes a test report for a real one. */
  readonly name: string;
  fetchReport(request: BureauRequest): Promise<BureauReport>;
}

// The bands and impacts are the answer's words, so the contract (shared/src/contracts/cibil.ts) names them.
export type { CreditBand, FactorImpact } from '@platform/shared/contracts';

/** The bands Indian lenders read a 300-900 score in. */
export function bandOf(score: number | null): CreditBand {
  if (score === null) return 'No credit history';
  if (score >= 750) return 'Excellent';
  if (score >= 700) return 'Good';
  if (score >= 650) return 'Fair';
  if (score >= 550) return 'Poor';
  return 'Very poor';
}

export interface CreditFactor {
  factor: string;
  impact: FactorImpact;
  detail: string;
}

/**
 * Why the score is what it is, in the order lenders weigh it: repayment history, utilisation,
 * length of history, recent enquiries, credit mix. Thresholds are the ones bureaus publish in
 * their consumer guidance (30% utilisation, no more than a couple of enquiries in six months).
 */
export function factorsOf(summary: CreditSummary | null): CreditFactor[] {
  if (!summary) {
    return [
      {
        factor: 'Credit history',
        impact: 'neutral',
        detail: 'No loans or credit cards are on record for this PAN yet. A small secured card or a consumer loan repaid on time starts a history.',
      },
    ];
  }
  const factors: CreditFactor[] = [];
  const paid = summary.onTimePaymentsPercent;
  factors.push({
    factor: 'Payment history',
    impact: paid >= 98 ? 'positive' : paid >= 90 ? 'neutral' : 'negative',
    detail:
      paid >= 98
        ? `${paid}% of EMIs and card bills were paid on time.`
        : `${paid}% of EMIs and card bills were paid on time; every late payment stays on the report for years.`,
  });
  const used = summary.creditUtilisationPercent;
  factors.push({
    factor: 'Credit utilisation',
    impact: used <= 30 ? 'positive' : used <= 50 ? 'neutral' : 'negative',
    detail:
      used <= 30
        ? `You use ${used}% of your card limits, under the 30% lenders like to see.`
        : `You use ${used}% of your card limits; keeping it under 30% lifts the score.`,
  });
  const years = Math.floor(summary.oldestAccountMonths / 12);
  factors.push({
    factor: 'Length of credit history',
    impact: summary.oldestAccountMonths >= 60 ? 'positive' : summary.oldestAccountMonths >= 24 ? 'neutral' : 'negative',
    detail: `Your oldest account is ${years > 0 ? `${years} year${years === 1 ? '' : 's'}` : `${summary.oldestAccountMonths} months`} old.`,
  });
  const asked = summary.enquiriesLast6Months;
  factors.push({
    factor: 'Recent credit enquiries',
    impact: asked <= 1 ? 'positive' : asked <= 3 ? 'neutral' : 'negative',
    detail: `${asked} lender enquir${asked === 1 ? 'y' : 'ies'} in the last 6 months. Checking your own score never counts.`,
  });
  factors.push({
    factor: 'Credit mix',
    impact: summary.hasSecuredAndUnsecured ? 'positive' : 'neutral',
    detail: summary.hasSecuredAndUnsecured
      ? 'You have both secured and unsecured credit, which lenders read as experience with both.'
      : 'Only one kind of credit is on record.',
  });
  return factors;
}
