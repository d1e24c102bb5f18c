// The English of the lenders part of the keyed validation messages (see validation-texts-common.ts
// for the rules a part follows). Read by validation-texts.ts; Hindi and Marathi in
// shared/src/i18n/locales/validation-lenders-{hi,mr}.ts.
//
// The lender form's fields share their messages' shapes (a required text, a whole number, a
// percentage, an amount in rupees), so those are `{{label}}` templates filled with the field's name
// from LENDERS_LABELS. "is required", "must be at least" and "must be at most" are the table's
// `named` words, the bound written as the product forms write it (₹1,000, 1%, 480). The offers'
// three questions use the `named` words too.

export const LENDERS_VALIDATION_TEXTS = {
  /** The operations console's lender and product forms (contracts/lenders.ts). */
  lenderForm: {
    percentNotANumber: '{{label}} must be a number, e.g. 12.25',
    twoDecimals: '{{label}} may have at most two decimals',
    rupeesNotANumber: '{{label}}: enter rupees, digits only',
    wholeRupees: '{{label}}: enter whole rupees',
    kindRequired: 'Choose bank or NBFC',
    websiteShape: 'Website must be an https:// address',
    pincodesRequired: 'PIN codes served are required',
    pincodesShape: 'PIN codes served: each is a PIN code or its first digits, e.g. 41 or 411001',
    pincodesMin: 'List at least one PIN code (or its first digits) the lender serves',
    pincodesMax: 'List at most {{max}} PIN codes; use their first digits for a whole region',
    pincodesOnce: 'Each PIN code is listed once',
    grievancePhoneShape: 'Grievance officer’s phone: digits, spaces and dashes',
    grievanceEmailShape: 'Grievance officer’s e-mail must be an e-mail address',
    idShape: 'Id: lower-case letters, digits and dashes, e.g. tapti-finance',
    reload: 'Reload the lender and edit again',
    largestAmountOrder: 'Largest amount must be at least the smallest',
    longestTenureOrder: 'Longest tenure must be at least the shortest',
    exampleTenureBetween: 'Tenure of the APR example must lie between the shortest and the longest tenure',
    oldestAgeOrder: 'Oldest age must be at least the youngest',
    lendsToRequired: 'Choose who the lender lends to',
    rateGridRequired: 'The rate grid needs at least one rate',
    rateGridMax: 'The rate grid has at most {{max}} rates',
    rateGridGoodBand: 'The rate grid needs a rate for the Good (700-749) band from income 0: offers without a credit check are priced at it',
    rateGridOnce: 'Each band has one rate per “income from”',
    bandRequired: 'Choose a credit-score band',
    incomeFromRequired: 'Income from is required (0 for any income)',
    removeReasonRequired: 'Say why the product is removed',
  },
  /** The banker closing a customer's cooling-off exit (contracts/lender-decisions.ts). */
  lenderDecisions: {
    repaidNotANumber: 'Amount repaid must be a number of paise',
    repaidRequired: 'Amount repaid is required',
    repaidWhole: 'Amount repaid must be whole paise',
    repaidMoreThanNothing: 'Amount repaid must be more than nothing',
    repaidOnRequired: 'Repaid on is required',
    repaidOnDate: 'Repaid on must be a date (YYYY-MM-DD)',
  },
  /** Asking for offers and choosing one (contracts/offers.ts). */
  offers: {
    /** An id in the address or the body that is not a UUID (contracts/envelope.ts `uuid`). */
    uuid: 'a UUID',
    applicationRequired: 'Say which application the offers are for',
    // The API's own answer to a caller: the site sends the reader's language itself.
    languageCode: 'Language must be en, hi or mr',
    lenderRequired: 'Say which lender’s offer is chosen',
  },
} as const;

/** Field names this part's templates fill in as `{{label}}`. */
export const LENDERS_LABELS = {
  // The lender's details.
  lenderName: 'Name',
  rbiRegistration: 'RBI registration',
  registrationStatus: 'Registration status',
  website: 'Website',
  grievanceOfficer: 'Grievance officer',
  grievancePhone: 'Grievance officer’s phone',
  grievanceEmail: 'Grievance officer’s e-mail',
  lenderId: 'Id',
  // A product's terms.
  productName: 'Product name',
  smallestAmount: 'Smallest amount',
  largestAmount: 'Largest amount',
  shortestTenure: 'Shortest tenure (months)',
  longestTenure: 'Longest tenure (months)',
  exampleTenure: 'Tenure of the APR example (months)',
  youngestAge: 'Youngest age',
  oldestAge: 'Oldest age',
  leastMonthlyIncome: 'Least monthly income',
  foirShare: 'Share of income all EMIs may take',
  processingFee: 'Processing fee',
  incomeFrom: 'Income from',
  rate: 'Rate',
  penalCharges: 'Penal charges',
  foreclosure: 'Foreclosure',
  coolingOffDays: 'Cooling-off days',
  // The offers' questions.
  tenureInMonths: 'Tenure in months',
  existingEmis: 'EMIs you already pay each month',
  applicantAge: 'Age',
} as const;
