import { describe, expect, it } from 'vitest';
import { coolingOffEndsOn, coolingOffExitCost, daysBetween, sanctionKeyFacts, termsDiffer } from './cooling-off';
import { emi, processingFeeWithGst } from './loan-maths';

describe('cooling-off period', () => {
  it('ends the lender’s cooling-off days after the disbursal day, across a month end', () => {
    expect(coolingOffEndsOn('2026-11-28', 3)).toBe('2026-12-01');
    expect(coolingOffEndsOn('2026-11-25', 1)).toBe('2026-11-26');
    expect(() => coolingOffEndsOn('2026-11-25', 0)).toThrow(RangeError);
  });

  it('counts days between calendar days', () => {
    expect(daysBetween('2026-11-25', '2026-11-28')).toBe(3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('cost of leaving in the cooling-off period', () => {
  it('is the principal plus the APR for the days held, pro rata on 365 days', () => {
    // ₹5,00,000 at 12.5 % APR for 3 days: 500000 × 0.125 × 3 / 365 = ₹513.70
    const cost = coolingOffExitCost({ principalPaise: 50_000_000, aprBps: 1250, disbursedOn: '2026-11-25', on: '2026-11-28' });
    expect(cost).toEqual({ principalPaise: 50_000_000, interestPaise: 51_370, totalPaise: 50_051_370, daysHeld: 3 });
  });

  it('charges at least one day when the loan is left on the day it was disbursed', () => {
    const cost = coolingOffExitCost({ principalPaise: 36_500_000, aprBps: 1000, disbursedOn: '2026-11-25', on: '2026-11-25' });
    expect(cost.daysHeld).toBe(1);
    expect(cost.interestPaise).toBe(10_000);
  });

  it('refuses an exit before the disbursal and figures that are not paise or basis points', () => {
    expect(() => coolingOffExitCost({ principalPaise: 100, aprBps: 1000, disbursedOn: '2026-11-25', on: '2026-11-24' })).toThrow(RangeError);
    expect(() => coolingOffExitCost({ principalPaise: 10.5, aprBps: 1000, disbursedOn: '2026-11-25', on: '2026-11-25' })).toThrow(RangeError);
    expect(() => coolingOffExitCost({ principalPaise: 100, aprBps: 10.5, disbursedOn: '2026-11-25', on: '2026-11-25' })).toThrow(RangeError);
  });
});

describe('KFS of sanctioned terms', () => {
  const chosen = { amountPaise: 50_000_000, rateBps: 1150, tenureMonths: 36, processingFeePaise: Math.round(processingFeeWithGst(500_000, 2) * 100) };

  it('keeps the offer’s fee percentage and works out EMI, APR and total cost for the new terms', () => {
    const figures = sanctionKeyFacts(chosen, { amountPaise: 40_000_000, rateBps: 1250, tenureMonths: 36 });
    expect(figures.processingFeePaise).toBe(Math.round(processingFeeWithGst(400_000, 2) * 100));
    expect(figures.emiPaise).toBe(Math.round(emi({ principal: 400_000, annualRate: 12.5, months: 36 }) * 100));
    // Fees push the APR above the rate.
    expect(figures.aprBps).toBeGreaterThan(1250);
    const interest = figures.emiPaise * 36 - 40_000_000;
    expect(Math.abs(figures.totalCostPaise - (interest + figures.processingFeePaise))).toBeLessThan(100);
  });

  it('tells changed terms from identical ones', () => {
    expect(termsDiffer(chosen, { ...chosen })).toBe(false);
    expect(termsDiffer(chosen, { ...chosen, rateBps: 1151 })).toBe(true);
    expect(termsDiffer(chosen, { ...chosen, tenureMonths: 48 })).toBe(true);
    expect(termsDiffer(chosen, { ...chosen, amountPaise: 1 })).toBe(true);
  });
});
