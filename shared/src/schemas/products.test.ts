import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { PRODUCT_SAMPLES } from './product-samples';
import { PRODUCT_MESSAGES, PRODUCT_SLUGS, PRODUCTS, productsByEndpoint, recentModelYears, toProductPayload, type ProductSlug } from './products';

const form = (slug: ProductSlug, changes: Record<string, unknown> = {}) => ({ ...PRODUCT_SAMPLES[slug], referred: '', termsAccepted: true, ...changes });

/** Every message the form schema gives for `values`, by field. */
async function errorsOf(slug: ProductSlug, values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await PRODUCTS[slug].formSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The form shows a field's first failing rule.
    const errors: Record<string, string> = {};
    for (const item of error.inner) errors[item.path ?? ''] ??= item.message;
    return errors;
  }
}

describe('every product', () => {
  it.each(PRODUCT_SLUGS)('%s: the sample is valid on the form and, mapped, on the server', async (slug) => {
    const values = await PRODUCTS[slug].formSchema.validate(form(slug));
    const payload = toProductPayload(slug, values, { shopID: ' SHOP7 ' });
    expect(payload.product).toBe(slug);
    expect(payload.shopID).toBe('SHOP7');
    expect(payload).not.toHaveProperty('termsAccepted');
    await expect(PRODUCTS[slug].payloadSchema.validate(payload, { strict: false })).resolves.toMatchObject({ product: slug });
    expect(PRODUCTS[slug].endpoints).toContain(PRODUCTS[slug].endpointFor(payload));
  });

  it.each(PRODUCT_SLUGS)('%s: an empty form names every required field, consent included', async (slug) => {
    const errors = await errorsOf(slug, {});
    expect(errors.termsAccepted).toBe(PRODUCT_MESSAGES.termsRequired);
    expect(errors.fullName).toBe('Full Name is required');
    expect(errors.mobile).toBe('Phone number is required');
    expect(errors.email).toBe('Email is required');
    expect(errors.pincode).toBe('Pin Code is required');
    expect(errors.city).toBe(PRODUCT_MESSAGES.cityRequired);
    // Optional fields only: referral code and previous insurer.
    expect(errors).not.toHaveProperty('referred');
    expect(errors).not.toHaveProperty('previousInsurer');
    const required = Object.keys(PRODUCT_SAMPLES[slug]).filter((name) => name !== 'previousInsurer');
    expect(Object.keys(errors).sort()).toEqual([...required, 'termsAccepted'].sort());
  });
});

describe('product field messages', () => {
  const cases: [ProductSlug, Record<string, unknown>, string, string][] = [
    ['personal-loan', { employmentType: '' }, 'employmentType', 'Select your employment type'],
    ['personal-loan', { employmentType: 'student' }, 'employmentType', 'Select your employment type'],
    ['personal-loan', { organisationName: ' ' }, 'organisationName', 'Employer or business name is required'],
    ['personal-loan', { monthlyIncome: '' }, 'monthlyIncome', 'Monthly income is required'],
    ['personal-loan', { monthlyIncome: 'lots' }, 'monthlyIncome', 'Enter the monthly income in rupees, digits only'],
    ['personal-loan', { monthlyIncome: '9,999' }, 'monthlyIncome', 'Monthly income must be at least ₹10,000'],
    ['personal-loan', { purpose: '' }, 'purpose', 'Select what the loan is for'],
    ['personal-loan', { loanAmount: '49,999' }, 'loanAmount', 'Loan amount must be at least ₹50,000'],
    ['personal-loan', { loanAmount: '40,00,001' }, 'loanAmount', 'Loan amount must be at most ₹40,00,000'],
    ['personal-loan', { loanAmount: '1,00,000.50' }, 'loanAmount', 'Enter the loan amount in whole rupees'],
    ['personal-loan', { pan: 'ABCDE1234' }, 'pan', 'Enter a valid PAN, e.g. ABCPE1234F'],
    ['personal-loan', { pan: 'ABCXE1234F' }, 'pan', 'The 4th character of a PAN must be one of P, C, H, F, A, T, B, L, J or G'],
    ['personal-loan', { mobile: '5876543210' }, 'mobile', 'Enter a valid Indian mobile number'],
    ['personal-loan', { mobile: '98765' }, 'mobile', 'Phone number must be 10 digits'],
    ['personal-loan', { email: 'aarav@gmail' }, 'email', 'Invalid email address'],
    ['personal-loan', { pincode: '56003A' }, 'pincode', 'Must be only digits'],
    ['personal-loan', { pincode: '56003' }, 'pincode', 'Must be exactly 6 digits'],
    ['plbt', { existingLender: '' }, 'existingLender', 'Name the bank or NBFC your loan is with now'],
    ['plbt', { currentInterestRate: '' }, 'currentInterestRate', 'Current interest rate is required'],
    ['plbt', { currentInterestRate: 'twelve' }, 'currentInterestRate', 'Enter the interest rate as a number, e.g. 13.5'],
    ['plbt', { currentInterestRate: '0.5' }, 'currentInterestRate', 'Interest rate must be at least 1%'],
    ['plbt', { currentInterestRate: '60' }, 'currentInterestRate', 'Interest rate must be at most 48%'],
    ['plbt', { currentEmi: '' }, 'currentEmi', 'Current EMI is required'],
    ['plbt', { outstandingAmount: '' }, 'outstandingAmount', 'Outstanding amount is required'],
    ['plbt', { topUpAmount: '' }, 'topUpAmount', 'Top-up amount is required'],
    ['home-loan', { propertyType: '' }, 'propertyType', 'Select the type of property'],
    ['home-loan', { propertyCity: '' }, 'propertyCity', 'Property city is required'],
    ['home-loan', { propertyValue: '4,99,999' }, 'propertyValue', 'Property value must be at least ₹5,00,000'],
    ['lap', { propertyType: 'ready-flat' }, 'propertyType', 'Select the type of property'],
    ['business-loan', { businessName: '' }, 'businessName', 'Business name is required'],
    ['business-loan', { constitution: '' }, 'constitution', 'Select how your business is registered'],
    ['business-loan', { businessVintage: '' }, 'businessVintage', 'Select how long the business has been running'],
    ['business-loan', { annualTurnover: '' }, 'annualTurnover', 'Annual turnover is required'],
    ['professional-loan', { profession: '' }, 'profession', 'Select your profession'],
    ['professional-loan', { registrationNumber: '' }, 'registrationNumber', 'Professional registration number is required'],
    ['professional-loan', { yearsOfPractice: '' }, 'yearsOfPractice', 'Years of practice is required'],
    ['professional-loan', { yearsOfPractice: 'ten' }, 'yearsOfPractice', 'Enter the years of practice as a number'],
    ['professional-loan', { yearsOfPractice: '2.5' }, 'yearsOfPractice', 'Enter whole years'],
    ['professional-loan', { yearsOfPractice: '61' }, 'yearsOfPractice', 'Years of practice must be at most 60'],
    ['used-car-loan', { vehicleNumber: '' }, 'vehicleNumber', 'Vehicle registration number is required'],
    ['used-car-loan', { vehicleNumber: 'KA5' }, 'vehicleNumber', 'Enter a valid registration number, e.g. MH12AB1234 or 22BH1234AB'],
    ['used-car-loan', { vehicleNumber: 'ZZ05MN4321' }, 'vehicleNumber', 'Registration number must start with a valid state code'],
    ['used-car-loan', { carModel: '' }, 'carModel', 'Car make and model is required'],
    ['used-car-loan', { manufactureYear: '' }, 'manufactureYear', 'Select the year of manufacture'],
    ['used-car-loan', { manufactureYear: '1990' }, 'manufactureYear', 'Choose a year from the last 15 years'],
    ['used-car-loan', { carValue: '' }, 'carValue', 'Car value is required'],
    ['credit-card', { existingCard: '' }, 'existingCard', 'Tell us whether you already hold a credit card'],
    ['credit-card', { cardPreference: '' }, 'cardPreference', 'Select the card benefit you prefer'],
    ['motor-insurance', { vehicleType: '' }, 'vehicleType', 'Select the type of vehicle'],
    ['motor-insurance', { vehicleModel: '' }, 'vehicleModel', 'Vehicle make and model is required'],
    ['motor-insurance', { registrationYear: '' }, 'registrationYear', 'Select the year of manufacture'],
    ['motor-insurance', { policyType: '' }, 'policyType', 'Select the policy you want'],
    ['motor-insurance', { claimLastYear: '' }, 'claimLastYear', 'Tell us whether you made a claim last year'],
    ['motor-insurance', { previousInsurer: 'x'.repeat(101) }, 'previousInsurer', 'Must be at most 100 characters'],
    ['website-development', { websiteType: '' }, 'websiteType', 'Select the kind of website'],
    ['website-development', { websiteSize: '' }, 'websiteSize', 'Select roughly how many pages'],
    ['website-development', { budget: '4,999' }, 'budget', 'Budget must be at least ₹5,000'],
    ['website-development', { requirements: '' }, 'requirements', 'Tell us briefly what you need'],
    ['website-development', { requirements: 'x'.repeat(1001) }, 'requirements', 'Must be at most 1000 characters'],
    ['social-media-handling', { socialPackage: '' }, 'socialPackage', 'Select the platforms to manage'],
    ['social-media-handling', { monthlyBudget: '' }, 'monthlyBudget', 'Monthly budget is required'],
    ['social-media-handling', { goals: '' }, 'goals', 'Tell us briefly what you need'],
    ['graphic-design', { designType: '' }, 'designType', 'Select what you need designed'],
    ['graphic-design', { brief: '' }, 'brief', 'Tell us briefly what you need'],
    ['graphic-design', { termsAccepted: false }, 'termsAccepted', 'You must accept the terms and conditions'],
    ['graphic-design', { referred: 'R'.repeat(65) }, 'referred', 'Referral code must be at most 64 characters'],
  ];

  it.each(cases)('%s %j → %s: "%s"', async (slug, changes, field, message) => {
    const errors = await errorsOf(slug, form(slug, changes));
    expect(errors[field]).toBe(message);
    expect(Object.keys(errors)).toEqual([field]);
  });
});

describe('payload mapping', () => {
  it('keeps the answers under their own names, normalised, and drops consent', async () => {
    const values = await PRODUCTS['used-car-loan'].formSchema.validate(form('used-car-loan', { referred: ' REF42 ' }));
    expect(toProductPayload('used-car-loan', values, { shopID: 'SHOP7' })).toEqual({
      product: 'used-car-loan',
      fullName: 'Aarav Gupta',
      mobile: '9876543210',
      email: 'aarav.gupta@example.com',
      pincode: '560034',
      city: 'Bengaluru',
      pan: 'ABCPG1234K',
      employmentType: 'salaried',
      organisationName: 'Infosys Limited',
      monthlyIncome: 85000,
      vehicleNumber: 'KA05MN4321',
      carModel: 'Maruti Suzuki Swift VXi',
      manufactureYear: String(new Date().getFullYear() - 3),
      carValue: 550000,
      loanAmount: 400000,
      referred: 'REF42',
      shopID: 'SHOP7',
    });
  });

  it('omits shopID when the link had none or an empty one', () => {
    expect(toProductPayload('credit-card', { termsAccepted: true, referred: '' })).not.toHaveProperty('shopID');
    expect(toProductPayload('credit-card', { termsAccepted: true, referred: '' }, { shopID: '  ' })).not.toHaveProperty('shopID');
    expect(toProductPayload('credit-card', { termsAccepted: true }).referred).toBe('');
  });

  it('sends salaried applicants to submit-job and the self-employed to submit-business', () => {
    for (const slug of ['home-loan', 'hlbt', 'lap', 'lap-bt', 'used-car-loan'] as const) {
      expect(PRODUCTS[slug].endpointFor({ employmentType: 'salaried' })).toMatch(/\/submit-job$/);
      expect(PRODUCTS[slug].endpointFor({ employmentType: 'self-employed-business' })).toMatch(/\/submit-business$/);
      expect(PRODUCTS[slug].endpointFor({ employmentType: 'self-employed-professional' })).toMatch(/\/submit-business$/);
    }
  });

  it('covers every product endpoint of docs/spec/product.md §7', () => {
    expect([...productsByEndpoint().keys()].sort()).toEqual(
      [
        '/card/credit-card',
        '/graphic-design/create',
        '/loans/business-loan/submit',
        '/loans/home-loan-balance-transfer/submit-business',
        '/loans/home-loan-balance-transfer/submit-job',
        '/loans/home-loans/submit-business',
        '/loans/home-loans/submit-job',
        '/loans/loan-against-property-bt/submit-business',
        '/loans/loan-against-property-bt/submit-job',
        '/loans/loan-against-property/submit-business',
        '/loans/loan-against-property/submit-job',
        '/loans/personal-loan-balance-transfer/submit',
        '/loans/personal-loans/submit',
        '/loans/used-car-loan/submit-business',
        '/loans/used-car-loan/submit-job',
        '/motor-insurance/registration',
        '/social/social-media',
        '/web/webdev',
      ].sort(),
    );
    expect(
      productsByEndpoint()
        .get('/loans/business-loan/submit')
        ?.map((p) => p.slug),
    ).toEqual(['business-loan', 'professional-loan']);
  });

  it('offers the last 15 model years', () => {
    const years = recentModelYears(new Date('2026-06-01'));
    expect(years).toHaveLength(15);
    expect(years[0]).toEqual({ value: '2026', label: '2026' });
    expect(years.at(-1)?.value).toBe('2012');
  });
});
