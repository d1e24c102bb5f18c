import { describe, expect, it } from 'vitest';
import { coolingOffDays, keyFacts } from './key-facts';
import { principalFor } from './loan-maths';

describe('Key Fact Statement figures', () => {
  // ₹1 lakh at 10 % for 12 months (EMI ₹8,792 as banks' calculators show), 2 % processing fee.
  const facts = keyFacts({ principal: 100_000, annualRate: 10, months: 12, processingFeePercent: 2 });

  it('charges the fee and 18 % GST on it up front, and disburses what is left', () => {
    expect(facts.processingFee).toBe(2_000);
    expect(facts.gstOnFee).toBe(360);
    expect(facts.totalFees).toBe(2_360);
    expect(facts.netDisbursed).toBe(97_640);
  });

  it('repays in 12 EMIs of ₹8,792 with ₹5,499 of interest; ₹1,07,859 payable in all with the fees', () => {
    expect(Math.round(facts.emi)).toBe(8_792);
    expect(facts.instalments).toBe(12);
    expect(facts.schedule).toHaveLength(12);
    expect(Math.round(facts.totalInterest)).toBe(5_499);
    expect(Math.round(facts.totalPayable)).toBe(107_859);
    expect(facts.schedule[11]!.closing).toBeCloseTo(0, 6);
  });

  it('gives an APR above the rate, at which the EMIs are worth exactly what was received', () => {
    expect(facts.apr).toBeGreaterThan(10);
    // 14.54 % by an independent solve of the same cash flows (monthly IRR × 12).
    expect(facts.apr.toFixed(2)).toBe('14.54');
    expect(principalFor(facts.emi, facts.apr, 12)).toBeCloseTo(97_640, 2);
  });

  it('has an APR equal to the rate when there are no fees', () => {
    expect(keyFacts({ principal: 500_000, annualRate: 11, months: 60, processingFeePercent: 0 }).apr).toBeCloseTo(11, 6);
  });

  it('gives three days to change one’s mind, one day for loans of under a week', () => {
    expect(facts.coolingOffDays).toBe(3);
    expect(coolingOffDays(5)).toBe(1);
    expect(coolingOffDays(7)).toBe(3);
  });

  it('refuses a negative fee', () => {
    expect(() => keyFacts({ principal: 100_000, annualRate: 10, months: 12, processingFeePercent: -1 })).toThrow('negative');
  });
});
