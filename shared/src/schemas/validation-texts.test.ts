import { describe, expect, it } from 'vitest';
import { ValidationError, type AnySchema } from 'yup';
import * as schemas from './index';
import { recogniseValidationMessage, VALIDATION_TEXTS } from './validation-texts';
import { COMMON_LABELS, COMMON_VALIDATION_TEXTS } from './validation-texts-common';
import { CUSTOMER_LABELS, CUSTOMER_VALIDATION_TEXTS } from './validation-texts-customer';
import { DESKS_A_LABELS, DESKS_A_VALIDATION_TEXTS } from './validation-texts-desks-a';
import { DESKS_B_LABELS, DESKS_B_VALIDATION_TEXTS } from './validation-texts-desks-b';
import { LENDERS_LABELS, LENDERS_VALIDATION_TEXTS } from './validation-texts-lenders';

async function messagesOf(schema: AnySchema, input: unknown): Promise<string[]> {
  try {
    await schema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors;
  }
}

// Inputs that make every rule of the product forms speak: nothing at all, then values that are
// too small, too big, too long, of the wrong kind or shape.
const wrongAnswers = [
  {},
  { loanAmount: '1', monthlyIncome: '1', currentEmi: '1.5', members: 'x', eldestAge: '1.5', yearsOfPractice: 'a', currentInterestRate: 'x' },
  { loanAmount: 'abc', budget: '999999999999', members: '99', yearsOfPractice: '1.5', currentInterestRate: '99', referred: 'x'.repeat(70) },
  { yearsOfPractice: '-1', currentInterestRate: '0', city: 'x'.repeat(200), manufactureYear: '1900', registrationYear: '1900' },
  { pan: 'abc', mobile: '12', pincode: '12a', email: 'x', fullName: 'y'.repeat(200), vehicleNumber: 'ZZ12AB1234', propertyValue: '10000000000000' },
  { pan: 'ABCXE1234F', mobile: '1234567890', pincode: '12345' },
  // The account, complaint, careers, partner and card forms.
  {
    password: 'x'.repeat(300),
    currentPassword: 'x'.repeat(300),
    newPassword: 'Abcdef1!',
    conformpassword: 'zz',
    confirmPassword: 'zz',
    state: 'x'.repeat(200),
    details: 'short',
    reference: 'abc',
    experienceYears: '1.5',
    business: 'x'.repeat(200),
    message: 'x'.repeat(1200),
    programme: 'nope',
    cardId: 'nope',
    dateOfBirth: 'x',
    organisationName: 'x'.repeat(200),
    employmentType: 'x',
    existingCard: 'x',
    addressProof: 'x',
    pan: 'ABCCE1234F',
    consent: false,
  },
  { currentPassword: 'Abcdef1!', newPassword: 'Abcdef1!', experienceYears: '-1', dateOfBirth: '2020-01-01', details: 'x'.repeat(2100), city: 'x'.repeat(70) },
  { experienceYears: '99', city: 'x'.repeat(200), referred: 'x'.repeat(70) },
  // A shop's sign-up, bank account, connectors and parcels.
  {
    username: 'x'.repeat(150),
    ownerName: 'x'.repeat(150),
    accountNumber: '12',
    confirmAccountNumber: '13',
    referralCode: 'a',
    weightKg: 'abc',
    lengthCm: '0',
    breadthCm: '999',
    paymentMode: 'cod',
    codAmount: 'x',
    pickup: { name: 'x'.repeat(150), mobile: '12', address: 'x'.repeat(400) },
    delivery: {},
    contents: 'x'.repeat(300),
    status: 'nope',
    location: 'x'.repeat(200),
    note: 'x'.repeat(400),
  },
  { paymentMode: 'cod', codAmount: '0' },
  { paymentMode: 'cod', codAmount: '99999' },
  // The telecallers' and bankers' lead forms, for each decision.
  { status: 'nope', nextCallAt: 'x', note: 'x'.repeat(1200), languages: ['Klingon'], shiftStart: '9', shiftEnd: '25:00', products: ['x'], pincodes: 5 },
  { status: 'sanctioned', decision: 'sanctioned', interestRate: 'x', tenureMonths: 'x', sanctionedAmount: '' },
  { status: 'sanctioned', decision: 'sanctioned', interestRate: '0', tenureMonths: '0.5' },
  { status: 'sanctioned', decision: 'sanctioned', interestRate: '99.123', tenureMonths: '999' },
  { status: 'disbursed', decision: 'disbursed', disbursedOn: 'x', lenderReference: '!', disbursedAmount: '' },
  { status: 'disbursed', decision: 'disbursed', disbursedOn: '2999-01-01' },
  { status: 'rejected', shiftStart: '10:00', shiftEnd: '09:00', languages: [], products: [], onDuty: 'maybe' },
  { status: 'not_interested', pincodes: Array.from({ length: 60 }, () => '411001').join(',') },
];

const formSchemas: [string, AnySchema][] = [
  ['education loan', schemas.educationLoanFormSchema],
  ['sign-up', schemas.signupFormSchema],
  ['login', schemas.loginSchema],
  ['password reset', schemas.resetPasswordSchema],
  ['password change', schemas.changePasswordSchema],
  ['profile', schemas.profileUpdateSchema],
  ['credit check', schemas.creditCheckSchema],
  ['complaint', schemas.grievanceSchema],
  ['complaint lookup', schemas.grievanceLookupSchema],
  ['job application', schemas.careerApplicationSchema],
  ['partner programme', schemas.partnerLeadSchema],
  ['card applicant', schemas.cardApplicantSchema],
  ['card employment', schemas.cardEmploymentSchema],
  ['shop profile', schemas.vendorProfileUpdateSchema],
  ['bank account', schemas.bankVerifySchema],
  ['connector', schemas.connectorJoinSchema],
  ['parcel booking', schemas.shipmentSchema],
  ['parcel status', schemas.shipmentUpdateSchema],
  ['data erasure', schemas.erasureRequestSchema],
  ['call outcome', schemas.callOutcomeSchema],
  ['bank decision', schemas.bankerDecisionSchema],
  ['bank confirmation', schemas.bankConfirmationSchema],
  ['telecaller profile', schemas.telecallerProfileSchema],
  ['banker details', schemas.bankerDetailsSchema],
  ...Object.values(schemas.PRODUCTS).map((product): [string, AnySchema] => [product.slug, product.formSchema]),
  ...Object.values(schemas.VENDOR_ONLY_PRODUCTS).map((product): [string, AnySchema] => [product.slug, product.formSchema]),
];

describe('the keyed validation messages', () => {
  it.each(formSchemas)('know every message the %s form gives, so none stays English in Hindi or Marathi', async (_name, schema) => {
    const unknown = new Set<string>();
    for (const answers of wrongAnswers) {
      for (const message of await messagesOf(schema, answers)) {
        // yup's own default, on fields a page sets rather than a person (the partner programme).
        if (/^\w+ is a required field$/.test(message)) continue;
        if (!recogniseValidationMessage(message)) unknown.add(message);
      }
    }
    expect([...unknown]).toEqual([]);
  });

  it('know every message of the field message tables', () => {
    const tables = Object.entries(schemas).filter(([name]) => name.endsWith('_MESSAGES') && name !== 'UNPAID_REQUEST_MESSAGES');
    const unknown = tables.flatMap(([name, table]) =>
      Object.entries(table as Record<string, string | ((label: string) => string)>)
        .filter(([key]) => !(name === 'SERVICE_UPLOAD_MESSAGES' && key === 'limitsHint'))
        .map(([key, text]) => [`${name}.${key}`, typeof text === 'function' ? text('PAN card') : text] as const)
        .filter(([, text]) => !recogniseValidationMessage(text)),
    );
    expect(unknown).toEqual([]);
  });

  it('keep the values a message carries', () => {
    expect(recogniseValidationMessage('Loan amount must be at least ₹50,000')).toEqual({
      key: 'named.min',
      values: { label: 'Loan amount', min: '₹50,000' },
      labelKey: 'loanAmount',
    });
    expect(recogniseValidationMessage('Amount must be at most ₹10,00,00,000')).toEqual({ key: 'amount.max', values: { max: '₹10,00,00,000' } });
    // A field the table does not name is an area's own message.
    expect(recogniseValidationMessage('Branch code is required')).toBeUndefined();
  });

  it('take a number only where a template has a number', () => {
    expect(recogniseValidationMessage('GSTIN must be 15 characters')).toEqual({ key: 'gstin.length', values: { length: '15' } });
    // Words where the number goes would come out English inside the translated sentence.
    expect(recogniseValidationMessage('GSTIN must be at most 200 characters')?.key).not.toBe('gstin.length');
  });
});

describe('the parts of the keyed table', () => {
  // Spread into one table: a group or a label two parts both name would silently lose one of them
  // (a literal group before the spreads is a type error already; spreads among themselves are not).
  const parts = [
    ['common', COMMON_VALIDATION_TEXTS, COMMON_LABELS],
    ['lenders', LENDERS_VALIDATION_TEXTS, LENDERS_LABELS],
    ['desks-a', DESKS_A_VALIDATION_TEXTS, DESKS_A_LABELS],
    ['desks-b', DESKS_B_VALIDATION_TEXTS, DESKS_B_LABELS],
    ['customer', CUSTOMER_VALIDATION_TEXTS, CUSTOMER_LABELS],
  ] as const;

  it('name each group once, each kept whole in the table', () => {
    const owner = new Map<string, string>();
    for (const [part, groups] of parts) {
      for (const [group, texts] of Object.entries(groups)) {
        expect(owner.get(group), `${group} in ${part}`).toBeUndefined();
        owner.set(group, part);
        expect((VALIDATION_TEXTS as Record<string, unknown>)[group], group).toBe(texts);
      }
    }
  });

  it('name each label once, with its own words in the table', () => {
    const owner = new Map<string, string>();
    for (const [part, , labels] of parts) {
      for (const [key, words] of Object.entries(labels as Record<string, string>)) {
        expect(owner.get(key), `${key} in ${part}`).toBeUndefined();
        owner.set(key, part);
        expect((VALIDATION_TEXTS.labels as Record<string, string>)[key], key).toBe(words);
      }
    }
  });
});
