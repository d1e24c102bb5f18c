// The English of the customer part of the keyed validation messages (see validation-texts-common.ts
// for the rules a part follows): the shops' CA service requests, the customer's and the shop's
// history lists, a shop's commission invoice, payouts and wallet, and the enquiry, telecaller and
// shipment calls. Read by validation-texts.ts; Hindi and Marathi in
// shared/src/i18n/locales/validation-customer-{hi,mr}.ts.
//
// Reused rather than keyed again: "{{label}} is required", "… must be at least/at most {{n}}"
// (`named`), "… must be at most {{max}} characters", "… must be a (whole) number" (`field`: a history
// list's `page`, `limit` and `pageSize`, named by the labels below), the search, From/To and `page must be a whole number` words (`common`, `paging`).

export const CUSTOMER_VALIDATION_TEXTS = {
  /**
   * contracts/ca-service-requests.ts: a service's form fields (schemas/ca-services.ts builds the
   * messages from the field's label, one of the `service…` labels below).
   */
  caRequests: {
    choose: 'Choose {{lowerLabel}}',
    unknownField: 'Unknown field in the request',
  },
  /** contracts/vendor-selling.ts: the sales list's filters (schemas/vendor-selling.ts). */
  sellHistory: {
    productFromList: 'Choose a product from the list',
    endBeforeStart: 'The end date must not be before the start date',
    pageSizeChoice: 'Page size must be 10, 25 or 50',
    allFlag: 'all must be true or false',
  },
  /** contracts/vendor-selling-commissions.ts: the invoice a shop uploads (schemas/commissions.ts). */
  commissionInvoice: {
    numberRequired: 'Invoice number is required',
    numberShape: 'Invoice number: up to 16 letters, digits, / or -',
    dateRequired: 'Invoice date is required',
    dateShape: 'Enter the invoice date as a date',
    dateFuture: 'The invoice date cannot be in the future',
    gstin: 'Enter a valid GSTIN or leave it empty',
  },
  /** contracts/shop-payouts.ts */
  shopPayouts: {
    financialYear: 'fy is the year the financial year starts in, e.g. 2026',
    withdrawalPaise: 'Enter a whole number of paise, at least {{min}}',
    withdrawalMin: 'The least you can withdraw is ₹{{min}}',
    payoutOutcome: 'Choose success, failure or reversal',
  },
  /** contracts/payments.ts (what a payment is for: schemas/payments.ts). */
  wallet: {
    purposeUnknown: 'Unknown payment purpose',
    balanceWholePaise: 'walletBalance must be a whole number of paise',
  },
  /** contracts/enquiry.ts (schemas/enquiry.ts) and the demo look-up of leads.ts. */
  enquiries: {
    educationLoanType: 'type must be "education loan"',
    shopIdTooLong: 'shopID must be at most {{max}} characters',
    mobileRequired: 'mobile is required',
  },
  /** contracts/telecaller.ts */
  telecallerLeads: {
    documentFromList: 'Choose a document of the list',
  },
  /** contracts/logistics.ts (schemas/logistics.ts). */
  shipments: {
    kind: 'kind must be order or return',
  },
} as const;

/** Field names this part's templates fill in as `{{label}}`. */
export const CUSTOMER_LABELS = {
  // A history list's paging (the address's `page`, `limit`, `pageSize`).
  listPage: 'Page',
  listLimit: 'Limit',
  listPageSize: 'Page size',
  // The CA service forms' fields (schemas/ca-services-catalogue.ts), those whose messages name them.
  serviceApplicantName: 'Applicant name',
  serviceMobile: 'Mobile number',
  serviceBusinessName: 'Business name',
  servicePinCode: 'PIN code',
  serviceGstin: 'GSTIN',
  serviceNotes: 'Anything we should know',
  serviceConstitution: 'Type of business',
  servicePeriod: 'Return period',
  serviceProposedName: 'Proposed company name',
  serviceDirectors: 'Number of directors',
  serviceFatherName: "Father's name",
  serviceDateOfBirth: 'Date of birth',
  serviceCorrection: 'What to correct',
  serviceMark: 'Brand name (word mark)',
  serviceGoodsClass: 'Goods or services',
  serviceLicenceType: 'Yearly turnover',
  serviceProducts: 'Food products',
  serviceRegistration: 'Registration needed',
  serviceNeed: 'What you need',
  servicePages: 'Pages needed',
  serviceBrief: 'About the business',
  serviceDesignBrief: 'Brief',
  serviceCountry: 'Country',
  serviceVisaType: 'Visa type',
  serviceTravelDate: 'Planned travel date',
  serviceHandles: 'Existing pages or handles',
  serviceDesign: 'What to design',
} as const;
