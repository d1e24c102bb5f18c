// The words a page may show in Latin letters whatever language it is read in: the brand, and the
// abbreviations Indian finance writes in Latin letters in Hindi and Marathi text too. Read by the
// extraction check over the components (untranslated-text.ts) and the Hindi pass over every page
// of the catalogue (e2e/tests/hindi-catalogue.spec.ts), so both allow the same words.
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'LoanSetu',
  'GST',
  'GSTIN',
  'PAN',
  'KYC',
  'OTP',
  'TOTP',
  'UTR',
  'IFSC',
  'EMI',
  'CIBIL',
  'CSV',
  'PDF',
  'UPI',
  'TDS',
  'NBFC',
  'RBI',
  'ID',
  'QR',
  'CA',
]);

/** Texts that are meant to be in more than one language at once: the switch's own label, so a
 * reader of any of them finds it. */
export const MEANT_AS_WRITTEN: ReadonlySet<string> = new Set(['Language / भाषा']);
