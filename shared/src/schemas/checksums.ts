// Pure check-digit arithmetic for Indian identity numbers. Kept apart from the yup schemas so the
// API's KYC adapter (local default: "format and checksum rules") can call them without yup, and so
// the arithmetic is tested on its own against published vectors.

// Verhoeff (dihedral group D5) tables. UIDAI uses Verhoeff for the last Aadhaar digit because it
// catches every single-digit error and every adjacent transposition, the two typing mistakes
// people make when copying a 12-digit number off a card.
const VERHOEFF_MULTIPLY: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

const VERHOEFF_PERMUTE: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const VERHOEFF_INVERSE: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const DIGITS_ONLY = /^\d+$/;

// The tables are fixed 10x10 / 8x10 and every index below is reduced into range first, so a
// missing cell would be a programming error, not bad input.
function cell(table: readonly (readonly number[])[], row: number, column: number): number {
  const value = table[row]?.[column];
  if (value === undefined) throw new RangeError(`Verhoeff table has no cell ${row},${column}`);
  return value;
}

/** Runs the Verhoeff accumulator over `digits`, right to left, starting at `offset` in the permutation cycle. */
function verhoeffAccumulate(digits: string, offset: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    check = cell(VERHOEFF_MULTIPLY, check, cell(VERHOEFF_PERMUTE, (i + offset) % 8, digit));
  }
  return check;
}

/** The Verhoeff check digit to append to `digits` (a non-empty string of 0-9). */
export function verhoeffCheckDigit(digits: string): string {
  if (!DIGITS_ONLY.test(digits)) throw new TypeError('verhoeffCheckDigit expects digits only');
  // Offset 1: the digit still to be appended occupies position 0.
  const inverse = VERHOEFF_INVERSE[verhoeffAccumulate(digits, 1)];
  return String(inverse);
}

/** True when the last digit of `digits` is the Verhoeff check digit of the rest. */
export function isValidVerhoeff(digits: string): boolean {
  if (digits.length < 2 || !DIGITS_ONLY.test(digits)) return false;
  return verhoeffAccumulate(digits, 0) === 0;
}

// GSTIN check character: a Luhn mod-36 variant over 0-9A-Z published by GSTN. It is the 15th
// character, computed over the first 14.
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_BODY = /^[0-9A-Z]{14}$/;

/** The check character for the first 14 characters of a GSTIN (upper case 0-9A-Z). */
export function gstinCheckCharacter(first14: string): string {
  if (!GSTIN_BODY.test(first14)) {
    throw new TypeError('gstinCheckCharacter expects 14 characters of 0-9 or A-Z');
  }
  const radix = GSTIN_ALPHABET.length;
  let sum = 0;
  for (let i = 0; i < first14.length; i += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14.charAt(i));
    // Factors alternate 1, 2, 1, 2 … from the left; the product is folded back into base 36.
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / radix) + (product % radix);
  }
  return GSTIN_ALPHABET.charAt((radix - (sum % radix)) % radix);
}

/** True when a 15-character GSTIN ends with the check character of its first 14. */
export function isValidGstinChecksum(gstin: string): boolean {
  if (gstin.length !== 15) return false;
  const body = gstin.slice(0, 14);
  if (!GSTIN_BODY.test(body)) return false;
  return gstinCheckCharacter(body) === gstin.charAt(14);
}
