import { describe, expect, it } from 'vitest';
import { amortisation, apr, aprOfMonthlyRate, balanceTransferSaving, eligibility, emi, loanCost, processingFeeWithGst, yearlySummary } from './loan-maths';
import { formatRupees } from './format';

// Worked figures as HDFC Bank's and SBI's online EMI calculators show them (rounded to the rupee).
describe('EMI (reducing balance)', () => {
  it.each([
    // principal, % p.a., months, EMI, total interest
    [100_000, 10, 12, 8_792, 5_499],
    [500_000, 11, 60, 10_871, 152_273],
    [2_500_000, 8.5, 240, 21_696, 2_706_939],
  ])('₹%i at %f %% for %i months: EMI %i, interest %i', (principal, annualRate, months, expectedEmi, expectedInterest) => {
    const cost = loanCost({ principal, annualRate, months });
    expect(Math.round(cost.emi)).toBe(expectedEmi);
    expect(Math.round(cost.totalInterest)).toBe(expectedInterest);
  });

  it('is principal over months at 0 %', () => {
    expect(emi({ principal: 120_000, annualRate: 0, months: 12 })).toBe(10_000);
  });

  it('refuses a tenure of zero months or a negative rate', () => {
    expect(() => emi({ principal: 100_000, annualRate: 10, months: 0 })).toThrow('Tenure');
    expect(() => emi({ principal: 100_000, annualRate: -1, months: 12 })).toThrow('negative');
  });
});

describe('amortisation schedule', () => {
  const rows = amortisation({ principal: 100_000, annualRate: 10, months: 12 });

  it('splits the first EMI of ₹1 lakh at 10 % into ₹833 interest and ₹7,958 principal', () => {
    expect(Math.round(rows[0]!.interest)).toBe(833);
    expect(Math.round(rows[0]!.principal)).toBe(7_958);
  });

  it('repays exactly the principal and ends at zero', () => {
    expect(rows).toHaveLength(12);
    expect(rows.reduce((sum, r) => sum + r.principal, 0)).toBeCloseTo(100_000, 6);
    expect(rows[11]!.closing).toBeCloseTo(0, 6);
    expect(rows.reduce((sum, r) => sum + r.interest, 0)).toBeCloseTo(5_499.06, 1);
  });

  it('sums into years for long loans', () => {
    const years = yearlySummary(amortisation({ principal: 2_500_000, annualRate: 8.5, months: 240 }));
    expect(years).toHaveLength(20);
    expect(Math.round(years[0]!.interest)).toBe(210_591);
    expect(years[19]!.closing).toBeCloseTo(0, 4);
  });
});

describe('APR with the processing fee', () => {
  it('equals the interest rate when nothing is charged upfront', () => {
    expect(apr({ principal: 100_000, annualRate: 12, months: 12, upfrontFees: 0 })).toBeCloseTo(12, 6);
  });

  it('₹1 lakh at 12 % for 12 months with a 2 % fee plus GST (₹2,360) costs 16.56 % a year', () => {
    const fees = processingFeeWithGst(100_000, 2);
    expect(fees).toBeCloseTo(2_360, 6);
    // The same as a spreadsheet's =RATE(12, -8884.88, 97640) * 12.
    expect(apr({ principal: 100_000, annualRate: 12, months: 12, upfrontFees: fees })).toBeCloseTo(16.56, 2);
  });

  it('refuses fees as large as the loan', () => {
    expect(() => apr({ principal: 10_000, annualRate: 12, months: 12, upfrontFees: 10_000 })).toThrow('Fees');
  });
});

describe('eligibility from income (FOIR)', () => {
  it('₹50,000 a month at 50 % FOIR with a ₹5,000 EMI running leaves ₹20,000 for a new EMI', () => {
    const result = eligibility({ monthlyIncome: 50_000, existingEmis: 5_000, foirPercent: 50, annualRate: 10, months: 12 });
    expect(result.maxEmi).toBe(20_000);
    // ₹8,792 repays ₹1 lakh over 12 months at 10 %, so ₹20,000 repays about ₹2.27 lakh.
    expect(Math.round(result.maxLoan)).toBe(227_490);
  });

  it('is zero when existing EMIs already use the allowance', () => {
    expect(eligibility({ monthlyIncome: 30_000, existingEmis: 20_000, foirPercent: 50, annualRate: 10, months: 60 })).toEqual({ maxEmi: 0, maxLoan: 0 });
  });
});

describe('balance-transfer saving', () => {
  it('₹5 lakh over 36 months moved from 16 % to 12 % saves ₹34,969 in interest', () => {
    const result = balanceTransferSaving({ outstanding: 500_000, currentRate: 16, newRate: 12, remainingMonths: 36, switchingCosts: 0 });
    expect(Math.round(result.currentEmi)).toBe(17_579);
    expect(Math.round(result.newEmi)).toBe(16_607);
    expect(Math.round(result.currentInterest - result.newInterest)).toBe(34_969);
  });

  it('counts the switching costs against the saving, which can go negative', () => {
    const result = balanceTransferSaving({ outstanding: 200_000, currentRate: 11, newRate: 10.5, remainingMonths: 12, switchingCosts: 5_000 });
    expect(result.netSaving).toBeLessThan(0);
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(2_706_939.4)).toBe('₹27,06,939');
  });
});

describe('APR of a monthly rate (card finance charges)', () => {
  it('is twelve times the monthly rate: 3 % a month is 36 % p.a., 3.75 % is 45 %', () => {
    expect(aprOfMonthlyRate(3)).toBe(36);
    expect(aprOfMonthlyRate(3.75)).toBe(45);
    expect(aprOfMonthlyRate(3.49)).toBe(41.88);
  });
});
