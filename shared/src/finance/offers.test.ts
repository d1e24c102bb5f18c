import { describe, expect, it } from 'vitest';
import { apr, emi, processingFeeWithGst } from './loan-maths';
import { matchOffers, lowestRateBps, type LenderProductTerms, type LenderTerms, type OfferInputs } from './offers';

const personalLoan = (overrides: Partial<LenderProductTerms> = {}): LenderProductTerms => ({
  product: 'personal-loan',
  name: 'Personal loan',
  minAmountPaise: 50_000_00,
  maxAmountPaise: 40_00_000_00,
  minTenureMonths: 12,
  maxTenureMonths: 60,
  exampleTenureMonths: 36,
  minAge: 21,
  maxAge: 58,
  employmentTypes: ['salaried', 'self-employed-business', 'self-employed-professional'],
  minMonthlyIncomePaise: 25_000_00,
  foirBps: 5_000,
  processingFeeBps: 200,
  rateGrid: [
    { band: 'Excellent', minMonthlyIncomePaise: 0, rateBps: 1_100 },
    { band: 'Excellent', minMonthlyIncomePaise: 75_000_00, rateBps: 1_050 },
    { band: 'Good', minMonthlyIncomePaise: 0, rateBps: 1_225 },
  ],
  penalCharges: '2% a year on the overdue instalment',
  foreclosure: 'Nil after 12 EMIs',
  coolingOffDays: 3,
  ...overrides,
});

const lender = (id: string, name: string, product: Partial<LenderProductTerms> = {}, prefixes = ['4']): LenderTerms => ({
  id,
  name,
  kind: 'nbfc',
  pincodePrefixes: prefixes,
  products: [personalLoan(product)],
});

// The demo's typical application: ₹3,00,000 over 36 months, ₹50,000 a month, salaried, 30, Pune.
const application: OfferInputs = {
  product: 'personal-loan',
  amountPaise: 3_00_000_00,
  tenureMonths: 36,
  monthlyIncomePaise: 50_000_00,
  existingEmisPaise: 0,
  employmentType: 'salaried',
  age: 30,
  pincode: '411001',
  creditBand: null,
};

describe('matchOffers: worked cases', () => {
  it('prices ₹1,00,000 at 10 % over 12 months with a 2 % fee as the loan maths do (EMI ₹8,792)', () => {
    const terms = lender('a', 'Alpha Finance', { rateGrid: [{ band: 'Good', minMonthlyIncomePaise: 0, rateBps: 1_000 }], minAmountPaise: 50_000_00 });
    const { offers } = matchOffers({ ...application, amountPaise: 1_00_000_00, tenureMonths: 12 }, [terms]);
    const fee = processingFeeWithGst(100_000, 2);
    expect(offers).toEqual([
      {
        lenderId: 'a',
        lenderName: 'Alpha Finance',
        lenderKind: 'nbfc',
        amountPaise: 1_00_000_00,
        rateBps: 1_000,
        tenureMonths: 12,
        processingFeeBps: 200,
        processingFeePaise: 2_360_00,
        aprBps: Math.round(apr({ principal: 100_000, annualRate: 10, months: 12, upfrontFees: fee }) * 100),
        emiPaise: 8_791_59,
        totalInterestPaise: 5_499_06,
        totalCostPaise: 5_499_06 + 2_360_00,
        penalCharges: '2% a year on the overdue instalment',
        foreclosure: 'Nil after 12 EMIs',
        coolingOffDays: 3,
      },
    ]);
    expect(Math.round(emi({ principal: 100_000, annualRate: 10, months: 12 }))).toBe(8_792);
    // A 2 % fee with GST on a one-year loan puts the APR about 4.5 points over the rate.
    expect(offers[0]!.aprBps).toBe(1_454);
  });

  it('prices the demo application at the 700-749 rate without a credit check and says it is indicative', () => {
    const result = matchOffers(application, [lender('a', 'Alpha Finance')]);
    expect(result.indicative).toBe(true);
    expect(result.pricedBand).toBe('Good');
    expect(result.offers[0]).toMatchObject({ rateBps: 1_225, emiPaise: 10_000_15, processingFeePaise: 7_080_00 });
    expect(result.offers[0]!.aprBps).toBe(Math.round(apr({ principal: 300_000, annualRate: 12.25, months: 36, upfrontFees: 7_080 }) * 100));
  });

  it('uses the checked band, and the income floor of the grid', () => {
    const alpha = [lender('a', 'Alpha Finance')];
    expect(matchOffers({ ...application, creditBand: 'Excellent' }, alpha)).toMatchObject({ indicative: false, offers: [{ rateBps: 1_100 }] });
    expect(matchOffers({ ...application, creditBand: 'Excellent', monthlyIncomePaise: 80_000_00 }, alpha).offers[0]!.rateBps).toBe(1_050);
  });
});

describe('matchOffers: who did not match, and why', () => {
  it.each([
    ['PIN code', { pincode: '600001' }, {}, 'Alpha Finance does not lend in PIN code 600001.'],
    ['amount', { amountPaise: 45_00_000_00 }, {}, 'Alpha Finance lends ₹50,000 to ₹40,00,000 for a personal loan; the application is for ₹45,00,000.'],
    ['tenure', {}, { maxTenureMonths: 24 }, "Alpha Finance's personal loans run 12 to 24 months; the application asks for 36."],
    ['age', { age: 59 }, {}, 'Alpha Finance lends to applicants aged 21 to 58.'],
    ['employment', {}, { employmentTypes: ['self-employed-business'] }, 'Alpha Finance does not offer a personal loan to salaried applicants.'],
    ['income', { monthlyIncomePaise: 20_000_00 }, {}, 'Alpha Finance needs a net monthly income of at least ₹25,000.'],
    ['credit band', { creditBand: 'Poor' }, {}, 'Alpha Finance does not lend to applicants whose credit score is in the band “Poor”.'],
    [
      'FOIR',
      { existingEmisPaise: 18_000_00 },
      {},
      "With this loan's EMI of ₹10,000.15 your EMIs would take 56% of your income; Alpha Finance allows up to 50%.",
    ],
  ] as const)('names the lender and the reason: %s', (_rule, inputs, terms, reason) => {
    const result = matchOffers({ ...application, ...inputs }, [lender('a', 'Alpha Finance', terms as Partial<LenderProductTerms>)]);
    expect(result.offers).toEqual([]);
    expect(result.unmatched).toEqual([{ lenderId: 'a', lenderName: 'Alpha Finance', reason }]);
  });

  it('does not list a lender that does not offer the product', () => {
    const homeOnly: LenderTerms = { ...lender('h', 'Home Only'), products: [personalLoan({ product: 'home-loan', name: 'Home loan' })] };
    expect(matchOffers(application, [homeOnly])).toMatchObject({ offers: [], unmatched: [] });
  });
});

describe('matchOffers: one method for everyone', () => {
  const panel = [
    lender('c', 'Chambal Credit', { rateGrid: [{ band: 'Good', minMonthlyIncomePaise: 0, rateBps: 1_300 }] }),
    lender('b', 'Betwa Bank', { rateGrid: [{ band: 'Good', minMonthlyIncomePaise: 0, rateBps: 1_225 }] }),
    lender('a', 'Alpha Finance'),
    lender('d', 'Dhasan Finance', {}, ['5']),
    lender('e', 'Era Loans', { maxTenureMonths: 24 }),
  ];

  function permutations<T>(items: T[]): T[][] {
    if (items.length <= 1) return [items];
    return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
  }

  it('gives the same answer whatever order the lenders come in (all 120 orders), and every time', () => {
    const first = matchOffers(application, panel);
    for (const order of permutations(panel)) expect(matchOffers(application, order)).toEqual(first);
    expect(matchOffers(application, panel)).toEqual(first);
  });

  it('lists offers by APR, equal APRs by lender name, and the unmatched by name', () => {
    const result = matchOffers(application, panel);
    expect(result.offers.map((o) => o.lenderName)).toEqual(['Alpha Finance', 'Betwa Bank', 'Chambal Credit']);
    expect(result.offers[0]!.aprBps).toBe(result.offers[1]!.aprBps);
    expect(result.offers[1]!.aprBps).toBeLessThan(result.offers[2]!.aprBps);
    expect(result.unmatched.map((u) => u.lenderName)).toEqual(['Dhasan Finance', 'Era Loans']);
  });
});

it('lowestRateBps is the best cell of the grid', () => {
  expect(lowestRateBps(personalLoan())).toBe(1_050);
});
