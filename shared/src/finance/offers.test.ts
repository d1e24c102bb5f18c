import { describe, expect, it } from 'vitest';
import { apr, emi, processingFeeWithGst } from './loan-maths';
import { unmatchedReasonText, type OfferLanguage } from './offer-texts';
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
    expect(result.unmatched).toEqual([{ lenderId: 'a', lenderName: 'Alpha Finance', reason, rule: expect.any(Object) }]);
    // The words are the rule said in English: the page can say the same rule in its reader's language.
    expect(unmatchedReasonText('Alpha Finance', result.unmatched[0]!.rule, 'en')).toBe(reason);
  });

  it('says a lender without a rate for the assumed band needs a credit check first', () => {
    const excellentOnly = lender('a', 'Alpha Finance', { rateGrid: [{ band: 'Excellent', minMonthlyIncomePaise: 0, rateBps: 1_100 }] });
    expect(matchOffers(application, [excellentOnly]).unmatched[0]).toMatchObject({
      reason: 'Alpha Finance does not quote a rate for a 700-749 credit score; it needs a credit check first.',
      rule: { code: 'needs-credit-check' },
    });
  });

  it('does not list a lender that does not offer the product', () => {
    const homeOnly: LenderTerms = { ...lender('h', 'Home Only'), products: [personalLoan({ product: 'home-loan', name: 'Home loan' })] };
    expect(matchOffers(application, [homeOnly])).toMatchObject({ offers: [], unmatched: [] });
  });
});

describe('matchOffers: the reasons in English, Hindi and Marathi', () => {
  // Each rule as an application breaks it, and what a reader of each language is told. Amounts
  // the Indian way in every language (₹40,00,000), as the English has always said them.
  const cases: [string, Partial<OfferInputs>, Partial<LenderProductTerms>, Record<OfferLanguage, string>][] = [
    [
      'PIN code',
      { pincode: '600001' },
      {},
      {
        en: 'Alpha Finance does not lend in PIN code 600001.',
        hi: 'Alpha Finance पिन कोड 600001 में लोन नहीं देता।',
        mr: 'Alpha Finance पिन कोड 600001 मध्ये कर्ज देत नाही.',
      },
    ],
    [
      'amount',
      { amountPaise: 45_00_000_00 },
      {},
      {
        en: 'Alpha Finance lends ₹50,000 to ₹40,00,000 for a personal loan; the application is for ₹45,00,000.',
        hi: 'Alpha Finance पर्सनल लोन ₹50,000 से ₹40,00,000 तक का देता है; आवेदन ₹45,00,000 का है।',
        mr: 'Alpha Finance पर्सनल लोन ₹50,000 ते ₹40,00,000 पर्यंत देते; अर्ज ₹45,00,000 चा आहे.',
      },
    ],
    [
      'tenure',
      {},
      { maxTenureMonths: 24 },
      {
        en: "Alpha Finance's personal loans run 12 to 24 months; the application asks for 36.",
        hi: 'Alpha Finance का पर्सनल लोन 12 से 24 महीने के लिए होता है; आवेदन में 36 महीने माँगे गए हैं।',
        mr: 'Alpha Finance चे पर्सनल लोन 12 ते 24 महिन्यांसाठी असते; अर्जात 36 महिने मागितले आहेत.',
      },
    ],
    [
      'age',
      { age: 59 },
      {},
      {
        en: 'Alpha Finance lends to applicants aged 21 to 58.',
        hi: 'Alpha Finance 21 से 58 वर्ष की उम्र के आवेदकों को ही लोन देता है।',
        mr: 'Alpha Finance फक्त 21 ते 58 वयोगटातील अर्जदारांना कर्ज देते.',
      },
    ],
    [
      'employment',
      {},
      { employmentTypes: ['self-employed-business'] },
      {
        en: 'Alpha Finance does not offer a personal loan to salaried applicants.',
        hi: 'Alpha Finance वेतनभोगी आवेदकों को पर्सनल लोन नहीं देता।',
        mr: 'Alpha Finance पगारदार अर्जदारांना पर्सनल लोन देत नाही.',
      },
    ],
    [
      'income',
      { monthlyIncomePaise: 20_000_00 },
      {},
      {
        en: 'Alpha Finance needs a net monthly income of at least ₹25,000.',
        hi: 'Alpha Finance के लिए कम से कम ₹25,000 की शुद्ध मासिक आय ज़रूरी है।',
        mr: 'Alpha Finance साठी किमान ₹25,000 निव्वळ मासिक उत्पन्न आवश्यक आहे.',
      },
    ],
    [
      'credit band',
      { creditBand: 'Poor' },
      {},
      {
        en: 'Alpha Finance does not lend to applicants whose credit score is in the band “Poor”.',
        hi: 'Alpha Finance उन आवेदकों को लोन नहीं देता जिनका क्रेडिट स्कोर “कमज़ोर” श्रेणी में है।',
        mr: 'ज्यांचा क्रेडिट स्कोर “कमकुवत” श्रेणीत आहे अशा अर्जदारांना Alpha Finance कर्ज देत नाही.',
      },
    ],
    [
      'FOIR',
      { existingEmisPaise: 18_000_00 },
      {},
      {
        en: "With this loan's EMI of ₹10,000.15 your EMIs would take 56% of your income; Alpha Finance allows up to 50%.",
        hi: 'इस लोन की ₹10,000.15 की EMI के साथ आपकी सारी EMI आपकी आय का 56% हो जाएँगी; Alpha Finance अधिकतम 50% तक की अनुमति देता है।',
        mr: 'या कर्जाच्या ₹10,000.15 च्या EMI सह तुमचे सर्व EMI तुमच्या उत्पन्नाच्या 56% होतील; Alpha Finance जास्तीत जास्त 50% पर्यंत परवानगी देते.',
      },
    ],
  ];

  it.each(cases)('words the %s reason in the language asked, and the page says its rule again in any language', (_rule, inputs, terms, words) => {
    const panel = [lender('a', 'Alpha Finance', terms)];
    for (const language of ['en', 'hi', 'mr'] as const) {
      const [unmatched] = matchOffers({ ...application, ...inputs }, panel, language).unmatched;
      expect(unmatched!.reason).toBe(words[language]);
      // The rule is the same whatever the language: a set asked in English reads in Marathi too.
      expect(unmatched!.rule).toEqual(matchOffers({ ...application, ...inputs }, panel).unmatched[0]!.rule);
      for (const reader of ['en', 'hi', 'mr'] as const) expect(unmatchedReasonText('Alpha Finance', unmatched!.rule, reader)).toBe(words[reader]);
    }
  });

  it('names the loan in Hindi and Marathi by its product, whatever the lender calls it', () => {
    const lap = lender('a', 'Alpha Finance', { product: 'lap', name: 'LAP (Loan Against Property)', maxTenureMonths: 24 });
    const { rule } = matchOffers({ ...application, product: 'lap' }, [lap]).unmatched[0]!;
    expect(rule).toMatchObject({ code: 'tenure', product: 'lap', loan: 'lap (loan against property)' });
    expect(unmatchedReasonText('Alpha Finance', rule, 'hi')).toContain('प्रॉपर्टी पर लोन');
    expect(unmatchedReasonText('Alpha Finance', rule, 'mr')).toContain('मालमत्तेवरील कर्ज');
  });

  it('is the same match in every language but for the words', () => {
    const panel = [lender('a', 'Alpha Finance'), lender('d', 'Dhasan Finance', {}, ['5'])];
    const [en, mr] = [matchOffers(application, panel, 'en'), matchOffers(application, panel, 'mr')];
    expect({ ...mr, unmatched: mr.unmatched.map(({ reason: _r, ...rest }) => rest) }).toEqual({
      ...en,
      unmatched: en.unmatched.map(({ reason: _r, ...rest }) => rest),
    });
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
