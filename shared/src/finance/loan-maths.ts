// Loan arithmetic for the product pages: reducing-balance EMI and its schedule, eligibility from
// income (FOIR), the saving from a balance transfer and the APR with the processing fee included.
// Amounts are rupees as plain numbers; rates are % per annum. Results are not rounded: pages round
// for display, so totals add up to the unrounded schedule the way a bank's calculator does.

export interface LoanTerms {
  /** Amount borrowed, ₹. */
  principal: number;
  /** Interest, % per annum (reducing balance, monthly rests). */
  annualRate: number;
  /** Tenure, months. */
  months: number;
}

export interface ScheduleRow {
  month: number;
  opening: number;
  emi: number;
  interest: number;
  principal: number;
  closing: number;
}

const monthlyRate = (annualRate: number) => annualRate / 12 / 100;

function assertTerms({ principal, annualRate, months }: LoanTerms): void {
  if (!(principal > 0) || !Number.isFinite(principal)) throw new RangeError('Loan amount must be more than zero');
  if (!(annualRate >= 0) || !Number.isFinite(annualRate)) throw new RangeError('Interest rate cannot be negative');
  if (!Number.isInteger(months) || months < 1) throw new RangeError('Tenure must be at least one month');
}

/** Equated monthly instalment: P·r·(1+r)^n / ((1+r)^n − 1), or P/n at 0 %. */
export function emi(terms: LoanTerms): number {
  assertTerms(terms);
  const r = monthlyRate(terms.annualRate);
  if (r === 0) return terms.principal / terms.months;
  const growth = (1 + r) ** terms.months;
  return (terms.principal * r * growth) / (growth - 1);
}

/** Present value of `months` instalments of `instalment` at `annualRate`: the loan an EMI repays. */
export function principalFor(instalment: number, annualRate: number, months: number): number {
  const r = monthlyRate(annualRate);
  if (instalment <= 0) return 0;
  if (r === 0) return instalment * months;
  return (instalment * (1 - (1 + r) ** -months)) / r;
}

/** Month-by-month split of each EMI into interest and principal; the balance reaches zero. */
export function amortisation(terms: LoanTerms): ScheduleRow[] {
  const instalment = emi(terms);
  const r = monthlyRate(terms.annualRate);
  const rows: ScheduleRow[] = [];
  let balance = terms.principal;
  for (let month = 1; month <= terms.months; month += 1) {
    const interest = balance * r;
    // The last instalment clears whatever floating-point dust is left.
    const repaid = month === terms.months ? balance : instalment - interest;
    rows.push({ month, opening: balance, emi: interest + repaid, interest, principal: repaid, closing: balance - repaid });
    balance -= repaid;
  }
  return rows;
}

/** Yearly totals of a schedule (12 rows each, the last year possibly shorter) for a compact table. */
export function yearlySummary(rows: ScheduleRow[]): Array<{ year: number; interest: number; principal: number; closing: number }> {
  const years: Array<{ year: number; interest: number; principal: number; closing: number }> = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    const last = years[years.length - 1];
    if (last && last.year === year) {
      last.interest += row.interest;
      last.principal += row.principal;
      last.closing = row.closing;
    } else {
      years.push({ year, interest: row.interest, principal: row.principal, closing: row.closing });
    }
  }
  return years;
}

export interface LoanCost {
  emi: number;
  totalInterest: number;
  totalPayable: number;
}

export function loanCost(terms: LoanTerms): LoanCost {
  const instalment = emi(terms);
  const totalPayable = instalment * terms.months;
  return { emi: instalment, totalInterest: totalPayable - terms.principal, totalPayable };
}

/**
 * Annual percentage rate with the upfront charges counted, as in RBI's Key Fact Statement: the
 * monthly rate at which the EMIs are worth what actually reaches the borrower (amount less the
 * processing fee and its GST), times twelve.
 */
export function apr(terms: LoanTerms & { upfrontFees: number }): number {
  const instalment = emi(terms);
  const received = terms.principal - terms.upfrontFees;
  if (!(received > 0)) throw new RangeError('Fees cannot be as large as the loan');
  // The value of the EMIs falls as the rate rises, so bisection on [0, 1000 %] always converges.
  let low = 0;
  let high = 1000;
  for (let step = 0; step < 200; step += 1) {
    const mid = (low + high) / 2;
    if (principalFor(instalment, mid, terms.months) > received) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The APR of a revolving balance charged a monthly rate (credit-card finance charges): the monthly
 * rate times twelve, as RBI's card directions have issuers state it (3.5 % a month is 42 % p.a.).
 */
export function aprOfMonthlyRate(monthlyPercent: number): number {
  return Math.round(monthlyPercent * 12 * 100) / 100;
}

/** Processing fee as charged: a % of the amount plus 18 % GST on the fee. */
export function processingFeeWithGst(principal: number, feePercent: number, gstPercent = 18): number {
  return principal * (feePercent / 100) * (1 + gstPercent / 100);
}

export interface EligibilityInput {
  /** Net monthly income, ₹. */
  monthlyIncome: number;
  /** EMIs already being paid each month, ₹. */
  existingEmis: number;
  /** Share of income lenders let go to EMIs (fixed obligations to income ratio), %. */
  foirPercent: number;
  annualRate: number;
  months: number;
}

/** The EMI the income leaves room for and the loan that EMI repays (zero when there is no room). */
export function eligibility(input: EligibilityInput): { maxEmi: number; maxLoan: number } {
  const maxEmi = Math.max(0, (input.monthlyIncome * input.foirPercent) / 100 - input.existingEmis);
  return { maxEmi, maxLoan: principalFor(maxEmi, input.annualRate, input.months) };
}

export interface BalanceTransferInput {
  /** What is still owed today, ₹. */
  outstanding: number;
  currentRate: number;
  newRate: number;
  remainingMonths: number;
  /** Everything moving costs: new lender's processing fee with GST, foreclosure charge, stamp duty. */
  switchingCosts: number;
}

export interface BalanceTransferSaving {
  currentEmi: number;
  newEmi: number;
  currentInterest: number;
  newInterest: number;
  /** Interest saved less the switching costs; negative when moving costs more than it saves. */
  netSaving: number;
}

export function balanceTransferSaving(input: BalanceTransferInput): BalanceTransferSaving {
  const current = loanCost({ principal: input.outstanding, annualRate: input.currentRate, months: input.remainingMonths });
  const next = loanCost({ principal: input.outstanding, annualRate: input.newRate, months: input.remainingMonths });
  return {
    currentEmi: current.emi,
    newEmi: next.emi,
    currentInterest: current.totalInterest,
    newInterest: next.totalInterest,
    netSaving: current.totalInterest - next.totalInterest - input.switchingCosts,
  };
}
