// The local default bureau: a fixed report for each test PAN, so development, demos and tests get
// the same answer every time without a bureau contract. Any other PAN has no record here, which
// is also what a real bureau answers for someone new to credit.
import type { BureauReport, CreditBureau } from './bureau.ts';

/** Test PANs, one per band (documented in api/README.md). All are individuals' PANs (4th letter P). */
export const TEST_PAN_REPORTS: Readonly<Record<string, BureauReport>> = {
  ABCPE1234F: {
    score: 812,
    summary: {
      activeAccounts: 4,
      onTimePaymentsPercent: 100,
      creditUtilisationPercent: 18,
      oldestAccountMonths: 98,
      enquiriesLast6Months: 1,
      hasSecuredAndUnsecured: true,
    },
  },
  BNZPM2501K: {
    score: 728,
    summary: {
      activeAccounts: 3,
      onTimePaymentsPercent: 97,
      creditUtilisationPercent: 42,
      oldestAccountMonths: 50,
      enquiriesLast6Months: 2,
      hasSecuredAndUnsecured: false,
    },
  },
  CKLPR7310Q: {
    score: 671,
    summary: {
      activeAccounts: 5,
      onTimePaymentsPercent: 93,
      creditUtilisationPercent: 58,
      oldestAccountMonths: 31,
      enquiriesLast6Months: 3,
      hasSecuredAndUnsecured: true,
    },
  },
  DWEPS4821J: {
    score: 583,
    summary: {
      activeAccounts: 6,
      onTimePaymentsPercent: 84,
      creditUtilisationPercent: 81,
      oldestAccountMonths: 20,
      enquiriesLast6Months: 5,
      hasSecuredAndUnsecured: false,
    },
  },
  EHKPT9012H: {
    score: 512,
    summary: {
      activeAccounts: 2,
      onTimePaymentsPercent: 71,
      creditUtilisationPercent: 96,
      oldestAccountMonths: 14,
      enquiriesLast6Months: 7,
      hasSecuredAndUnsecured: false,
    },
  },
};

export const localCreditBureau: CreditBureau = {
  name: 'Local test bureau',
  async fetchReport({ pan }) {
    return TEST_PAN_REPORTS[pan] ?? { score: null, summary: null };
  },
};
