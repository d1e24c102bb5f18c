import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  EDUCATION_LOAN_MESSAGES,
  ENQUIRY_TYPE_EDUCATION_LOAN,
  educationLoanFormSchema,
  enquirySchema,
  toEnquiryPayload,
  type EducationLoanFormInput,
} from './enquiry';

// What a person fills in: strings everywhere, as the inputs hold them.
const filledForm = {
  fullname: 'Priya Sharma',
  phone: '9876543210',
  email: 'priya.sharma@example.com',
  pincode: '400001',
  address: '12 Marine Drive, Mumbai',
  loanAmount: '750000',
  referred: '',
  termsAccepted: true,
};

/** Field → message the form shows (first error per field, as the resolver picks it). */
async function formErrors(values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await educationLoanFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const firstByField: Record<string, string> = {};
    for (const inner of error.inner) {
      if (inner.path !== undefined && !(inner.path in firstByField)) {
        firstByField[inner.path] = inner.message;
      }
    }
    return firstByField;
  }
}

async function errorFor(field: string, value: unknown): Promise<string | undefined> {
  return (await formErrors({ ...filledForm, [field]: value }))[field];
}

describe('educationLoanFormSchema: docs/spec/product.md §5, word for word', () => {
  it('accepts a correctly filled form and casts the amount to a number', async () => {
    expect(await formErrors(filledForm)).toEqual({});
    const values = await educationLoanFormSchema.validate(filledForm);
    expect(values.loanAmount).toBe(750000);
    expect(values.termsAccepted).toBe(true);
  });

  it('reports every field of an empty form with its own message', async () => {
    const empty = {
      fullname: '',
      phone: '',
      email: '',
      pincode: '',
      address: '',
      loanAmount: '',
      referred: '',
      termsAccepted: false,
    };
    expect(await formErrors(empty)).toEqual({
      fullname: 'Full Name is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      pincode: 'Pin Code is required',
      address: 'Address is required',
      loanAmount: 'Loan Amount is required',
      termsAccepted: 'You must accept the terms and conditions',
    });
  });

  it('fullname: required', async () => {
    expect(await errorFor('fullname', '')).toBe('Full Name is required');
    expect(await errorFor('fullname', '   ')).toBe('Full Name is required');
  });

  it('phone: required, then exactly 10 digits', async () => {
    expect(await errorFor('phone', '')).toBe('Phone number is required');
    expect(await errorFor('phone', '987654321')).toBe('Phone number must be 10 digits');
    expect(await errorFor('phone', '98765432109')).toBe('Phone number must be 10 digits');
    expect(await errorFor('phone', '98765abcde')).toBe('Phone number must be 10 digits');
    // §5 of docs/spec/product.md has no leading-digit rule for this form: any 10 digits pass.
    expect(await errorFor('phone', '1234567890')).toBeUndefined();
  });

  it('email: required, then valid', async () => {
    expect(await errorFor('email', '')).toBe('Email is required');
    expect(await errorFor('email', 'priya@')).toBe('Invalid email address');
    expect(await errorFor('email', 'priya.example.com')).toBe('Invalid email address');
  });

  it('pincode: required, then digits only, then exactly 6 digits', async () => {
    expect(await errorFor('pincode', '')).toBe('Pin Code is required');
    // Letters and the wrong length together: the digits rule comes first.
    expect(await errorFor('pincode', '40A01')).toBe('Must be only digits');
    expect(await errorFor('pincode', 'abcdef')).toBe('Must be only digits');
    expect(await errorFor('pincode', '40001')).toBe('Must be exactly 6 digits');
    expect(await errorFor('pincode', '4000012')).toBe('Must be exactly 6 digits');
  });

  it('address: required', async () => {
    expect(await errorFor('address', '')).toBe('Address is required');
  });

  it('loanAmount: a required number, whether empty or not a number', async () => {
    expect(await errorFor('loanAmount', '')).toBe('Loan Amount is required');
    expect(await errorFor('loanAmount', undefined)).toBe('Loan Amount is required');
    expect(await errorFor('loanAmount', 'seven lakh')).toBe('Loan Amount is required');
  });

  it('termsAccepted: must be true', async () => {
    expect(await errorFor('termsAccepted', false)).toBe('You must accept the terms and conditions');
    expect(await errorFor('termsAccepted', undefined)).toBe('You must accept the terms and conditions');
  });

  it('referral: optional, defaulting to an empty code', async () => {
    const { referred: _omitted, ...withoutReferral } = filledForm;
    expect(await formErrors(withoutReferral)).toEqual({});
    expect((await educationLoanFormSchema.validate(withoutReferral)).referred).toBe('');
    expect((await educationLoanFormSchema.validate({ ...filledForm, referred: ' REF42 ' })).referred).toBe('REF42');
  });

  it('exports the texts of docs/spec/product.md §5 unchanged', () => {
    expect(Object.values(EDUCATION_LOAN_MESSAGES)).toEqual([
      'Full Name is required',
      'Phone number is required',
      'Phone number must be 10 digits',
      'Email is required',
      'Invalid email address',
      'Pin Code is required',
      'Must be only digits',
      'Must be exactly 6 digits',
      'Address is required',
      'Loan Amount is required',
      'You must accept the terms and conditions',
    ]);
  });
});

describe('toEnquiryPayload', () => {
  const form: EducationLoanFormInput = educationLoanFormSchema.validateSync({
    ...filledForm,
    referred: 'REF42',
  });

  it('renames the form to exactly the payload keys of docs/spec/product.md §3', () => {
    expect(toEnquiryPayload(form, { shopID: 'SHOP-17' })).toEqual({
      username: 'Priya Sharma',
      mobile: '9876543210',
      email: 'priya.sharma@example.com',
      pincode: '400001',
      address: '12 Marine Drive, Mumbai',
      loanAmount: 750000,
      referred: 'REF42',
      type: 'education loan',
      shopID: 'SHOP-17',
    });
    // toEqual ignores undefined-valued keys; the key list must match too.
    expect(Object.keys(toEnquiryPayload(form, { shopID: 'SHOP-17' }))).toEqual([
      'username',
      'mobile',
      'email',
      'pincode',
      'address',
      'loanAmount',
      'referred',
      'type',
      'shopID',
    ]);
    expect(ENQUIRY_TYPE_EDUCATION_LOAN).toBe('education loan');
  });

  it('leaves shopID out when the page had no shopid', () => {
    for (const shopID of [undefined, null, '', '  ']) {
      const payload = toEnquiryPayload(form, { shopID });
      expect(Object.keys(payload)).not.toContain('shopID');
    }
    expect(Object.keys(toEnquiryPayload(form))).not.toContain('shopID');
  });

  it('produces a payload the server schema accepts unchanged', async () => {
    const payload = toEnquiryPayload(form, { shopID: 'SHOP-17' });
    expect(await enquirySchema.validate(payload, { strict: true })).toEqual(payload);
  });
});

describe('enquirySchema (server side)', () => {
  const payload = {
    username: 'Priya Sharma',
    mobile: '9876543210',
    email: 'priya.sharma@example.com',
    pincode: '400001',
    address: '12 Marine Drive, Mumbai',
    loanAmount: 750000,
    referred: '',
    type: 'education loan',
  };

  it('accepts a payload without shopID', async () => {
    await expect(enquirySchema.validate(payload)).resolves.toEqual(payload);
  });

  it('rejects any other enquiry type', async () => {
    await expect(enquirySchema.validate({ ...payload, type: 'home loan' })).rejects.toThrow('type must be "education loan"');
  });

  it('answers with the same §5 texts as the form', async () => {
    await expect(enquirySchema.validate({ ...payload, pincode: '40A01' })).rejects.toThrow('Must be only digits');
    await expect(enquirySchema.validate({ ...payload, mobile: '98765' })).rejects.toThrow('Phone number must be 10 digits');
    await expect(enquirySchema.validate({ ...payload, username: '' })).rejects.toThrow('Full Name is required');
  });
});
