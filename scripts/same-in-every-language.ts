// The words a page may show in Latin letters whatever language it is read in: the brand, and the
// abbreviations Indian finance writes in Latin letters in Hindi and Marathi text too. Read by the
// extraction check over the components (untranslated-text.ts) and the Hindi pass over every page
// of the catalogue (e2e/tests/hindi-catalogue.spec.ts), so both allow the same words.
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'LoanSetu',
  'GST',
  'GSTIN',
  // The GST Network, the portal a GSTIN is registered on.
  'GSTN',
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
  'KFS',
  'APR',
  'FOIR',
  'ITR',
  'SMS',
  'PIN',
  'MSME',
  'LLP',
  'UIDAI',
  'FSSAI',
  'IEC',
  'DGFT',
  'TAN',
  'GSTR',
  'MCA',
  'DSC',
  'NOC',
  'RC',
  'CSC',
  'CVV',
  // Cash on delivery: couriers and shops write COD in Latin letters in Hindi and Marathi too.
  'COD',
  'FAQ',
  'USB',
  'PNG',
  'JPG',
  'JPEG',
  // File formats a page offers to download (the shop's QR code, a customer's data export).
  'SVG',
  'JSON',
  // The text format articles are written in on the content desk, named as its users know it.
  'Markdown',
  'MB',
  'KB',
  'cm',
  'kg',
  // Regulators, schemes and trade terms written in Latin letters in Hindi and Marathi finance text
  // too: the insurance regulator, the MSME credit-guarantee scheme, loan against property, fast-
  // moving consumer goods, India's time zone on office hours.
  'IRDAI',
  'CGTMSE',
  'LAP',
  'FMCG',
  'IST',
  // The councils a professional registers with (the professional loan's registration number).
  'NMC',
  'ICAI',
  'ICSI',
  'CoA',
  // Degrees as Indian students write them in any language (the education form's course sample).
  'MBA',
  'MS',
  // The PAN correction's sample: a surname as the PAN card prints it, in Latin letters whatever
  // language the form is read in (the correction is to that spelling).
  'Deshpande',
  // Banks known by their initials, written so on their cards and branches in every language.
  'HDFC',
  'AU',
  // Products known by their own names in every language.
  'WhatsApp',
  'Facebook',
  'Instagram',
  'Google',
  'Maps',
  'LinkedIn',
  'YouTube',
  // The credit bureau's name, as in "TransUnion CIBIL".
  'TransUnion',
  // The language cookie's name (LANGUAGE_COOKIE), as the cookie policy names it: an identifier.
  'lang',
  // Times: Intl writes "10:30 am" in Hindi (hi-IN) as in English.
  'am',
  'pm',
]);

/** Texts that are meant to be in more than one language at once: the switch's own label, so a
 * reader of any of them finds it. */
export const MEANT_AS_WRITTEN: ReadonlySet<string> = new Set(['Language / भाषा']);

/**
 * The Latin-script words of `text` a reader of Hindi or Marathi would call English: not the words
 * above, and not inside a token that is an address, a file name or a sample number
 * (support@loansetu.in, cms.rbi.org.in, ABCPE1234F, GRV12345678) or an identifier
 * (loansetu_refresh), which read the same in every language.
 */
export function foreignWords(text: string): string[] {
  if (MEANT_AS_WRITTEN.has(text.trim())) return [];
  return (
    text
      .split(/\s+/)
      // An identifier (loansetu_refresh) too.
      .filter((token) => !/[\d@/_]|\w\.\w/.test(token))
      // Hyphenated words are judged part by part ("self-employed", "e-PAN"), as the page's data is.
      .flatMap((token) => token.match(/[A-Za-z][A-Za-z'’]*/g) ?? [])
      .filter((word) => word.length > 1 && !SAME_IN_EVERY_LANGUAGE.has(word))
  );
}
