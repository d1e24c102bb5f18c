// Aadhaar numbers (Aadhaar Act 2016 s.29, Aadhaar Regulations 2016): a full number is never shown,
// returned or logged. Everything that displays one goes through maskAadhaar; the API runs every
// response and log line through redactAadhaar as a last net for numbers typed into free text.
import { isValidVerhoeff } from './checksums';

/**
 * "XXXX XXXX 1234": the only way an Aadhaar number is ever shown. Takes the full number (in any
 * spacing) or just its last four digits; anything with fewer than four digits shows no digits.
 */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `XXXX XXXX ${digits.length >= 4 ? digits.slice(-4) : 'XXXX'}`;
}

/**
 * A 12-digit number as Aadhaar numbers are written (2341 2341 2346, 2341-2341-2346 or run
 * together), not part of a longer word or number (a UUID's last group, a hash). Only numbers UIDAI
 * could issue count (first digit 2–9, Verhoeff check digit), so other 12-digit figures survive.
 */
const AADHAAR_LIKE = /(?<![\w-])[2-9]\d{3}([ -]?)\d{4}\1\d{4}(?![\w-])/g;

export const isAadhaarLike = (digits: string) => /^[2-9]\d{11}$/.test(digits) && isValidVerhoeff(digits);

/** The text with every Aadhaar-like number masked. */
export function redactAadhaar(text: string): string {
  return text.replace(AADHAAR_LIKE, (match) => {
    const digits = match.replace(/\D/g, '');
    return isAadhaarLike(digits) ? maskAadhaar(digits) : match;
  });
}

/** Whether a text carries an Aadhaar-like number in full. */
export const containsAadhaar = (text: string) => redactAadhaar(text) !== text;
