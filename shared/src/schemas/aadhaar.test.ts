import { describe, expect, it } from 'vitest';
import { containsAadhaar, maskAadhaar, redactAadhaar } from './aadhaar';

// 234123412346 passes the Verhoeff check; 234123412345 does not.
describe('Aadhaar masking', () => {
  it('shows only the last four digits, whatever it is given', () => {
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
    expect(maskAadhaar('2341 2341 2346')).toBe('XXXX XXXX 2346');
    expect(maskAadhaar('2346')).toBe('XXXX XXXX 2346');
    expect(maskAadhaar('')).toBe('XXXX XXXX XXXX');
  });

  it('redacts Aadhaar numbers in any spacing from text, and nothing else', () => {
    for (const written of ['234123412346', '2341 2341 2346', '2341-2341-2346']) {
      expect(redactAadhaar(`Aadhaar ${written}, thanks`)).toBe('Aadhaar XXXX XXXX 2346, thanks');
      expect(containsAadhaar(`{"note":"${written}"}`)).toBe(true);
    }
    // Not Aadhaar-like: a failed check digit, a first digit 0 or 1, longer numbers, UUID groups, hashes, phones.
    for (const text of [
      '234123412345',
      '123412341234',
      '2341234123461',
      'a0b1-234123412346',
      'id 00000000-0000-4000-8000-234123412346',
      'ab234123412346',
      '9876543210',
    ]) {
      expect(redactAadhaar(text)).toBe(text);
    }
  });
});
