import { describe, expect, it, vi } from 'vitest';
import { formatRupees } from '@platform/shared/finance';
import { ValidationError, type AnySchema } from 'yup';
import {
  AADHAAR_MESSAGES,
  AMOUNT_MESSAGES,
  EMAIL_MESSAGES,
  EMAIL_PATTERN,
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_MESSAGES,
  GSTIN_MESSAGES,
  GST_STATE_CODES,
  IFSC_MESSAGES,
  MOBILE_LENGTH,
  MOBILE_MESSAGES,
  OTP_MESSAGES,
  PAN_MESSAGES,
  PASSWORD_MESSAGES,
  PINCODE_LENGTH,
  PINCODE_MESSAGES,
  VEHICLE_NUMBER_MESSAGES,
  aadhaarSchema,
  amountSchema,
  createAmountSchema,
  createMobileSchema,
  createPincodeSchema,
  emailSchema,
  fullNameSchema,
  gstinSchema,
  ifscSchema,
  isValidAadhaar,
  isValidGstin,
  isValidPan,
  mobileSchema,
  otpSchema,
  panSchema,
  passwordSchema,
  pincodeSchema,
  vehicleNumberSchema,
} from './fields';

/** Every message in rule order, the way the server reports them (abortEarly: false). */
async function errorsOf(schema: AnySchema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** The message a form shows: the first one the resolver sees for the field. */
async function firstError(schema: AnySchema, value: unknown): Promise<string | undefined> {
  return (await errorsOf(schema, value))[0];
}

describe('fullNameSchema', () => {
  it('requires a name and trims it', async () => {
    expect(await firstError(fullNameSchema, '')).toBe(FULL_NAME_MESSAGES.required);
    expect(await firstError(fullNameSchema, '   ')).toBe(FULL_NAME_MESSAGES.required);
    expect(await firstError(fullNameSchema, undefined)).toBe(FULL_NAME_MESSAGES.required);
    expect(fullNameSchema.validateSync('  Priya Sharma ')).toBe('Priya Sharma');
  });

  it('accepts names in Indian scripts and rejects absurd lengths', async () => {
    expect(await errorsOf(fullNameSchema, 'प्रिया शर्मा')).toEqual([]);
    expect(await errorsOf(fullNameSchema, "D'Souza-Nair K.")).toEqual([]);
    expect(await firstError(fullNameSchema, 'a'.repeat(FULL_NAME_MAX_LENGTH + 1))).toBe(FULL_NAME_MESSAGES.tooLong);
  });
});

describe('mobileSchema', () => {
  it('takes a 10-digit Indian mobile, normalising spaces and hyphens', async () => {
    expect(mobileSchema.validateSync('98765 43210')).toBe('9876543210');
    expect(mobileSchema.validateSync('98765-43210')).toBe('9876543210');
    expect(MOBILE_LENGTH).toBe(10);
  });

  it('reports required, then length, then the 6-9 prefix', async () => {
    expect(await errorsOf(mobileSchema, '')).toEqual([MOBILE_MESSAGES.required]);
    expect(await firstError(mobileSchema, '987654321')).toBe(MOBILE_MESSAGES.length);
    expect(await firstError(mobileSchema, '98765432101')).toBe(MOBILE_MESSAGES.length);
    expect(await firstError(mobileSchema, '98765abcde')).toBe(MOBILE_MESSAGES.length);
    expect(await errorsOf(mobileSchema, '1234567890')).toEqual([MOBILE_MESSAGES.invalid]);
  });

  it('can drop the prefix rule and use other texts', async () => {
    const schema = createMobileSchema({
      messages: { required: 'Mobile?', length: 'Ten digits please' },
      requireMobilePrefix: false,
    });
    expect(await errorsOf(schema, '1234567890')).toEqual([]);
    expect(await firstError(schema, '')).toBe('Mobile?');
    expect(await firstError(schema, '12345')).toBe('Ten digits please');
  });
});

describe('pincodeSchema', () => {
  it('reports required, then digits only, then exactly 6, in that order', async () => {
    expect(PINCODE_LENGTH).toBe(6);
    expect(await errorsOf(pincodeSchema, '')).toEqual([PINCODE_MESSAGES.required]);
    expect(await errorsOf(pincodeSchema, '4000a')).toEqual([PINCODE_MESSAGES.digits, PINCODE_MESSAGES.length]);
    expect(await errorsOf(pincodeSchema, '40001a')).toEqual([PINCODE_MESSAGES.digits]);
    expect(await errorsOf(pincodeSchema, '40001')).toEqual([PINCODE_MESSAGES.length]);
    expect(await errorsOf(pincodeSchema, '4000011')).toEqual([PINCODE_MESSAGES.length]);
    expect(await errorsOf(pincodeSchema, ' 400001 ')).toEqual([]);
  });

  it('speaks the texts it is given', async () => {
    const schema = createPincodeSchema({ messages: { digits: 'Digits only' } });
    expect(await firstError(schema, 'abcdef')).toBe('Digits only');
    expect(await firstError(schema, '')).toBe(PINCODE_MESSAGES.required);
  });
});

describe('emailSchema', () => {
  it('accepts ordinary addresses and stores them trimmed and lower case', async () => {
    expect(emailSchema.validateSync(' Priya.Sharma+loans@Example.co.in ')).toBe('priya.sharma+loans@example.co.in');
  });

  it.each(['priya', 'priya@', '@example.com', 'priya@gmail', 'priya sharma@example.com', 'a@b..com'])('rejects %s', async (value) => {
    expect(await errorsOf(emailSchema, value)).toEqual([EMAIL_MESSAGES.invalid]);
  });

  it('requires a value and rejects addresses over 254 characters', async () => {
    expect(await errorsOf(emailSchema, '')).toEqual([EMAIL_MESSAGES.required]);
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`;
    expect(long.length).toBeGreaterThan(254);
    // Well formed apart from its length, so only the length rule can reject it.
    expect(EMAIL_PATTERN.test(long)).toBe(true);
    expect(await firstError(emailSchema, long)).toBe(EMAIL_MESSAGES.invalid);
  });
});

describe('panSchema', () => {
  it('accepts real PANs of each common holder type, upper-casing what is typed', async () => {
    expect(panSchema.validateSync('aaacr5055k')).toBe('AAACR5055K'); // company
    expect(await errorsOf(panSchema, 'AAPFU0939F')).toEqual([]); // firm
    expect(await errorsOf(panSchema, 'ABCPE1234F')).toEqual([]); // individual
    expect(await errorsOf(panSchema, 'AAAHS1234K')).toEqual([]); // HUF
  });

  it('rejects a wrong layout before looking at the holder type', async () => {
    expect(await errorsOf(panSchema, '')).toEqual([PAN_MESSAGES.required]);
    expect(await errorsOf(panSchema, 'AAACR5055')).toEqual([PAN_MESSAGES.invalid]);
    expect(await errorsOf(panSchema, 'AAAC15055K')).toEqual([PAN_MESSAGES.invalid]);
    expect(await errorsOf(panSchema, 'AAACR50551')).toEqual([PAN_MESSAGES.invalid]);
  });

  it('rejects an unknown 4th-character holder type', async () => {
    expect(await errorsOf(panSchema, 'AAAXR5055K')).toEqual([PAN_MESSAGES.holderType]);
    expect(await errorsOf(panSchema, 'AAAZR5055K')).toEqual([PAN_MESSAGES.holderType]);
    expect(isValidPan('AAAXR5055K')).toBe(false);
    expect(isValidPan('AAACR5055K')).toBe(true);
  });
});

describe('aadhaarSchema', () => {
  it('accepts a real Aadhaar number as printed on the card', async () => {
    expect(aadhaarSchema.validateSync('2341 2341 2346')).toBe('234123412346');
    expect(await errorsOf(aadhaarSchema, '999941057058')).toEqual([]);
    expect(isValidAadhaar('999971658847')).toBe(true);
  });

  it('reports length, then first digit, then checksum', async () => {
    expect(await errorsOf(aadhaarSchema, '')).toEqual([AADHAAR_MESSAGES.required]);
    expect(await errorsOf(aadhaarSchema, '23412341234')).toEqual([AADHAAR_MESSAGES.length]);
    expect(await errorsOf(aadhaarSchema, '23412341234a')).toEqual([AADHAAR_MESSAGES.length]);
    // 1-prefixed numbers are never issued, whatever their check digit.
    expect(await errorsOf(aadhaarSchema, '123412341234')).toEqual([AADHAAR_MESSAGES.firstDigit]);
    expect(await errorsOf(aadhaarSchema, '034123412346')).toEqual([AADHAAR_MESSAGES.firstDigit]);
    // One digit mistyped: the Verhoeff digit no longer matches.
    expect(await errorsOf(aadhaarSchema, '234123412347')).toEqual([AADHAAR_MESSAGES.checksum]);
    expect(await errorsOf(aadhaarSchema, '243123412346')).toEqual([AADHAAR_MESSAGES.checksum]);
  });
});

describe('gstinSchema', () => {
  it('accepts real GSTINs, upper-casing what is typed', async () => {
    expect(gstinSchema.validateSync('27aaacr5055k1z7')).toBe('27AAACR5055K1Z7');
    expect(await errorsOf(gstinSchema, '27AAACT2727Q1ZW')).toEqual([]);
    expect(await errorsOf(gstinSchema, '24AAACC1206D1ZM')).toEqual([]);
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
  });

  it('names the one thing that is wrong', async () => {
    expect(await errorsOf(gstinSchema, '')).toEqual([GSTIN_MESSAGES.required]);
    expect(await errorsOf(gstinSchema, '27AAACR5055K1Z')).toEqual([GSTIN_MESSAGES.length]);
    expect(await errorsOf(gstinSchema, '27AAACR5055K1X7')).toEqual([GSTIN_MESSAGES.invalid]);
    expect(await errorsOf(gstinSchema, '27AAACR5055K0Z7')).toEqual([GSTIN_MESSAGES.invalid]);
    expect(await errorsOf(gstinSchema, '2AAAACR5055K1Z7')).toEqual([GSTIN_MESSAGES.invalid]);
    // Well formed, but state 45 does not exist (and so the check character differs too).
    expect(await firstError(gstinSchema, '45AAACR5055K1Z7')).toBe(GSTIN_MESSAGES.stateCode);
    // Embedded PAN with holder type X.
    expect(await firstError(gstinSchema, '27AAAXR5055K1Z7')).toBe(GSTIN_MESSAGES.pan);
    // Everything right except the last character.
    expect(await errorsOf(gstinSchema, '27AAACR5055K1Z8')).toEqual([GSTIN_MESSAGES.checksum]);
    // Same PAN registered in another state: the check character must be recomputed.
    expect(await errorsOf(gstinSchema, '29AAACR5055K1Z7')).toEqual([GSTIN_MESSAGES.checksum]);
  });

  it('knows the state codes', () => {
    expect(GST_STATE_CODES).toContain('01');
    expect(GST_STATE_CODES).toContain('27');
    expect(GST_STATE_CODES).toContain('38');
    expect(GST_STATE_CODES).toContain('97');
    expect(GST_STATE_CODES).not.toContain('00');
    expect(GST_STATE_CODES).not.toContain('39');
  });
});

describe('ifscSchema', () => {
  it('accepts real IFSCs', async () => {
    expect(ifscSchema.validateSync('sbin0000300')).toBe('SBIN0000300');
    expect(await errorsOf(ifscSchema, 'HDFC0000001')).toEqual([]);
    expect(await errorsOf(ifscSchema, 'ICIC0ABC123')).toEqual([]);
  });

  it.each(['SBIN1000300', 'SBI00000300', 'SBIN000030', 'SBIN00003000', 'SBIN0-00300'])('rejects %s', async (value) => {
    expect(await errorsOf(ifscSchema, value)).toEqual([IFSC_MESSAGES.invalid]);
  });

  it('requires a value', async () => {
    expect(await errorsOf(ifscSchema, '')).toEqual([IFSC_MESSAGES.required]);
  });
});

describe('amountSchema', () => {
  it('reads what people type in an amount box', () => {
    expect(amountSchema.validateSync('500000')).toBe(500000);
    expect(amountSchema.validateSync('5,00,000')).toBe(500000);
    expect(amountSchema.validateSync('₹ 50,000')).toBe(50000);
    expect(amountSchema.validateSync(75000)).toBe(75000);
  });

  it('treats an empty box as missing, not as a bad number', async () => {
    expect(await errorsOf(amountSchema, '')).toEqual([AMOUNT_MESSAGES.required]);
    expect(await errorsOf(amountSchema, '   ')).toEqual([AMOUNT_MESSAGES.required]);
    expect(await errorsOf(amountSchema, undefined)).toEqual([AMOUNT_MESSAGES.required]);
    expect(await errorsOf(amountSchema, Number.NaN)).toEqual([AMOUNT_MESSAGES.required]);
  });

  it('rejects text, fractions and out-of-bounds amounts', async () => {
    expect(await errorsOf(amountSchema, 'five lakh')).toEqual([AMOUNT_MESSAGES.notANumber]);
    expect(await errorsOf(amountSchema, '50000abc')).toEqual([AMOUNT_MESSAGES.notANumber]);
    expect(await errorsOf(amountSchema, '1000.50')).toEqual([AMOUNT_MESSAGES.wholeRupees]);
    expect(await errorsOf(amountSchema, '0')).toEqual([AMOUNT_MESSAGES.min]);
    expect(await errorsOf(amountSchema, '-5000')).toEqual([AMOUNT_MESSAGES.min]);
    expect(await errorsOf(amountSchema, '1000000000')).toEqual([AMOUNT_MESSAGES.max]);
    expect(AMOUNT_MESSAGES.max).toBe('Amount must be at most ₹10,00,00,000');
  });

  it('takes product bounds and says them in Indian grouping', async () => {
    const schema = createAmountSchema({ min: 50_000, max: 7_500_000 });
    expect(await firstError(schema, '49999')).toBe('Amount must be at least ₹50,000');
    expect(await firstError(schema, '7500001')).toBe('Amount must be at most ₹75,00,000');
    expect(await errorsOf(schema, '7500000')).toEqual([]);
  });
});

describe('vehicleNumberSchema', () => {
  it.each([
    ['MH12AB1234', 'MH12AB1234'],
    ['mh 12 ab 1234', 'MH12AB1234'],
    ['MH-12-AB-1234', 'MH12AB1234'],
    ['DL3CAB0001', 'DL3CAB0001'],
    ['KA011234', 'KA011234'],
    ['22BH1234AB', '22BH1234AB'],
    ['22 BH 1234 A', '22BH1234A'],
  ])('accepts %s as %s', (input, stored) => {
    expect(vehicleNumberSchema.validateSync(input)).toBe(stored);
  });

  it.each(['MH12AB123', 'MH12ABCD1234', 'M12AB1234', 'MH123AB1234', '22BH1234IO', '22BH123AB'])('rejects %s', async (value) => {
    expect(await errorsOf(vehicleNumberSchema, value)).toEqual([VEHICLE_NUMBER_MESSAGES.invalid]);
  });

  it('rejects an unknown state code', async () => {
    expect(await errorsOf(vehicleNumberSchema, 'XX12AB1234')).toEqual([VEHICLE_NUMBER_MESSAGES.stateCode]);
    expect(await errorsOf(vehicleNumberSchema, '')).toEqual([VEHICLE_NUMBER_MESSAGES.required]);
  });
});

describe('passwordSchema', () => {
  it('accepts a password meeting the policy, spaces included', async () => {
    expect(await errorsOf(passwordSchema, 'Loan@2024')).toEqual([]);
    expect(passwordSchema.validateSync(' Loan @2024 ')).toBe(' Loan @2024 ');
  });

  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['Ab1!', PASSWORD_MESSAGES.tooShort],
    [`Ab1!${'a'.repeat(61)}`, PASSWORD_MESSAGES.tooLong],
    ['loan@2024', PASSWORD_MESSAGES.upper],
    ['LOAN@2024', PASSWORD_MESSAGES.lower],
    ['Loan@loan', PASSWORD_MESSAGES.digit],
    ['Loan 2024', PASSWORD_MESSAGES.symbol],
  ])('rejects %j with %s', async (value, message) => {
    expect(await errorsOf(passwordSchema, value)).toEqual([message]);
  });
});

describe('otpSchema', () => {
  it('takes exactly six digits', async () => {
    expect(await errorsOf(otpSchema, '123456')).toEqual([]);
    expect(await errorsOf(otpSchema, '')).toEqual([OTP_MESSAGES.required]);
    expect(await errorsOf(otpSchema, '12345')).toEqual([OTP_MESSAGES.invalid]);
    expect(await errorsOf(otpSchema, '12345a')).toEqual([OTP_MESSAGES.invalid]);
    expect(await errorsOf(otpSchema, '1234567')).toEqual([OTP_MESSAGES.invalid]);
  });
});

describe('amounts in messages', () => {
  it('writes rupees with Indian grouping, from one formatter made once (not one per schema)', () => {
    expect(formatRupees(4000000)).toBe('₹40,00,000');
    expect(formatRupees(1)).toBe('₹1');
    // Every amount schema writes its bounds into its messages when a page's schemas are built, a
    // few dozen at once: a formatter per call was a long task at page start on a phone.
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (let max = 1000; max < 1100; max++) createAmountSchema({ min: 500, max });
      expect(createAmountSchema({ min: 50000, max: 4000000 }).describe().tests.length).toBeGreaterThan(0);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
