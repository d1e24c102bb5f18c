// The English of messages several request schemas share (the consoles' paging, a reason or a note,
// a search box, a date filter): keyed once here so each desk's part (validation-texts-*.ts) reuses
// them rather than keying the same words again. Read by validation-texts.ts; Hindi and Marathi in
// shared/src/i18n/locales/validation-common-{hi,mr}.ts.
//
// A `{{name}}` stands only for a number, for a field's name from a `labels` table, or (`{{code}}`)
// for a code shown as it is: a placeholder for free words would make the template match sentences
// it was not written for.

export const COMMON_VALIDATION_TEXTS = {
  /** The consoles' lists (contracts/ops-paging.ts): the page and its size live in the address. */
  paging: {
    pageWhole: 'page must be a whole number',
    pageFrom: 'page starts at 1',
    pageSizeWhole: 'pageSize must be a whole number',
    pageSizeMin: 'pageSize must be at least {{min}}',
    pageSizeMax: 'pageSize must be at most {{max}}',
  },
  /** A field named by its label (the `labels` of a part): the lender forms, the CA requests, the lists. */
  field: {
    tooLong: '{{label}} must be at most {{max}} characters',
    notANumber: '{{label}} must be a number',
    wholeNumber: '{{label}} must be a whole number',
  },
  common: {
    reasonTooLong: 'Reason must be at most {{max}} characters',
    noteUnder: 'Keep the note under {{max}} characters',
    searchTooLong: 'Search must be at most {{max}} characters',
    shopTooLong: 'Shop must be at most {{max}} characters',
    fromDate: 'From must be a date (YYYY-MM-DD)',
    toDate: 'To must be a date (YYYY-MM-DD)',
    language: 'Choose English, Hindi or Marathi',
    approvalStatus: 'Choose one of pending, approved, rejected or suspended',
    wholeNumber: 'Give a whole number',
    numberFrom: 'Give a number from {{min}}',
    numberUpTo: 'Give a number up to {{max}}',
    // The product a form's payload is for (schemas/products.ts, cards.ts): set by the page itself.
    productCode: 'product must be "{{code}}"',
  },
} as const;

/** Field names the common templates fill in as `{{label}}` (none yet). */
export const COMMON_LABELS = {} as const;
