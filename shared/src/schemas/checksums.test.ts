import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstinChecksum, isValidVerhoeff, verhoeffCheckDigit } from './checksums';

// Published Aadhaar numbers: a common UIDAI documentation example and UIDAI's authentication
// sandbox test residents. Real numbers, so the arithmetic is checked against UIDAI, not itself.
const VALID_AADHAAR = ['234123412346', '999941057058', '999971658847', '999999990019'];

// GSTINs of registered taxpayers as printed on public invoices (Reliance Industries, Tata
// Consultancy Services, and the GST portal's own format example).
const VALID_GSTIN = ['27AAACR5055K1Z7', '27AAACT2727Q1ZW', '27AAPFU0939F1ZV', '24AAACC1206D1ZM'];

describe('verhoeffCheckDigit', () => {
  it('matches the published Verhoeff vectors', () => {
    // Wikipedia / Verhoeff (1969) worked examples.
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(verhoeffCheckDigit('142857')).toBe('0');
  });

  it('gives the last digit of real Aadhaar numbers', () => {
    for (const aadhaar of VALID_AADHAAR) {
      expect(verhoeffCheckDigit(aadhaar.slice(0, 11))).toBe(aadhaar.slice(11));
    }
  });

  it('refuses anything but digits', () => {
    expect(() => verhoeffCheckDigit('12a4')).toThrow(TypeError);
    expect(() => verhoeffCheckDigit('')).toThrow(TypeError);
  });
});

describe('isValidVerhoeff', () => {
  it('accepts real Aadhaar numbers and the published vectors', () => {
    for (const digits of [...VALID_AADHAAR, '2363', '123451', '1428570']) {
      expect(isValidVerhoeff(digits), digits).toBe(true);
    }
  });

  it('catches every single-digit typo in a real Aadhaar number', () => {
    const aadhaar = '234123412346';
    for (let position = 0; position < aadhaar.length; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        if (String(digit) === aadhaar[position]) continue;
        const typo = aadhaar.slice(0, position) + String(digit) + aadhaar.slice(position + 1);
        expect(isValidVerhoeff(typo), typo).toBe(false);
      }
    }
  });

  it('catches every adjacent transposition of distinct digits', () => {
    const aadhaar = '999971658847';
    for (let position = 0; position < aadhaar.length - 1; position += 1) {
      const a = aadhaar.charAt(position);
      const b = aadhaar.charAt(position + 1);
      if (a === b) continue;
      const swapped = aadhaar.slice(0, position) + b + a + aadhaar.slice(position + 2);
      expect(isValidVerhoeff(swapped), swapped).toBe(false);
    }
  });

  it('rejects non-digits and strings too short to carry a check digit', () => {
    expect(isValidVerhoeff('23412341234X')).toBe(false);
    expect(isValidVerhoeff('2341 2341 2346')).toBe(false);
    expect(isValidVerhoeff('0')).toBe(false);
    expect(isValidVerhoeff('')).toBe(false);
  });
});

describe('gstinCheckCharacter', () => {
  it('reproduces the check character of real GSTINs', () => {
    for (const gstin of VALID_GSTIN) {
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin.charAt(14));
    }
  });

  it('refuses lower case and short input instead of guessing', () => {
    expect(() => gstinCheckCharacter('27aaacr5055k1z')).toThrow(TypeError);
    expect(() => gstinCheckCharacter('27AAACR5055K1')).toThrow(TypeError);
  });
});

describe('isValidGstinChecksum', () => {
  it('accepts real GSTINs', () => {
    for (const gstin of VALID_GSTIN) expect(isValidGstinChecksum(gstin), gstin).toBe(true);
  });

  it('rejects a GSTIN with any other check character', () => {
    const body = '27AAACR5055K1Z';
    for (const check of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      expect(isValidGstinChecksum(body + check), check).toBe(check === '7');
    }
  });

  it('rejects a single mistyped character in the body', () => {
    expect(isValidGstinChecksum('27AAACR5055K1Z7'.replace('5055', '5056'))).toBe(false);
    expect(isValidGstinChecksum('29AAACR5055K1Z7')).toBe(false);
  });

  it('rejects wrong lengths and characters outside 0-9A-Z', () => {
    expect(isValidGstinChecksum('27AAACR5055K1Z')).toBe(false);
    expect(isValidGstinChecksum('27AAACR5055K1Z77')).toBe(false);
    expect(isValidGstinChecksum('27aaacr5055k1z7')).toBe(false);
  });
});
