// The English of the messages the field and product schemas give, keyed, with `{{name}}` where a
// value goes in: the schemas build their message tables from these (fields.ts, document-fields.ts,
// products.ts …), and the `validation` namespace of shared/src/i18n/locales has the same keys in
// Hindi and Marathi, so a form shows each message in the reader's language while the API, which
// parses the very same schemas, keeps answering in English.
//
// No yup here: the forms entry and the i18n entry read this table, and importing a schema module
// would put yup and every product's rules into both (docs/decisions/029-less-evaluated-on-form-pages.md).
import { PRODUCT_MESSAGES, VENDOR_PRODUCT_MESSAGES } from './product-choices';
import { COMMON_LABELS, COMMON_VALIDATION_TEXTS } from './validation-texts-common';
import { CUSTOMER_LABELS, CUSTOMER_VALIDATION_TEXTS } from './validation-texts-customer';
import { DESKS_A_LABELS, DESKS_A_VALIDATION_TEXTS } from './validation-texts-desks-a';
import { DESKS_B_LABELS, DESKS_B_VALIDATION_TEXTS } from './validation-texts-desks-b';
import { LENDERS_LABELS, LENDERS_VALIDATION_TEXTS } from './validation-texts-lenders';

/** docs/spec/product.md §5, exactly as written (the education-loan enquiry). */
export const EDUCATION_LOAN_MESSAGES = {
  fullnameRequired: 'Full Name is required',
  phoneRequired: 'Phone number is required',
  phoneLength: 'Phone number must be 10 digits',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  pincodeRequired: 'Pin Code is required',
  pincodeDigits: 'Must be only digits',
  pincodeLength: 'Must be exactly 6 digits',
  addressRequired: 'Address is required',
  loanAmountRequired: 'Loan Amount is required',
  termsRequired: 'You must accept the terms and conditions',
} as const;

export const VALIDATION_TEXTS = {
  fullName: { required: 'Full Name is required', tooLong: 'Full Name must be at most {{max}} characters' },
  mobile: { required: 'Phone number is required', length: 'Phone number must be {{length}} digits', invalid: 'Enter a valid Indian mobile number' },
  pincode: { required: 'Pin Code is required', digits: 'Must be only digits', length: 'Must be exactly {{length}} digits' },
  email: { required: 'Email is required', invalid: 'Invalid email address' },
  address: { required: 'Address is required', tooLong: 'Address must be at most {{max}} characters' },
  amount: {
    required: 'Amount is required',
    notANumber: 'Enter the amount in rupees, digits only',
    wholeRupees: 'Enter the amount in whole rupees',
    min: 'Amount must be at least {{min}}',
    max: 'Amount must be at most {{max}}',
  },
  password: {
    required: 'Password is required',
    tooShort: 'Password must be at least {{min}} characters',
    tooLong: 'Password must be at most {{max}} characters',
    upper: 'Password must contain an upper-case letter',
    lower: 'Password must contain a lower-case letter',
    digit: 'Password must contain a digit',
    symbol: 'Password must contain a symbol, e.g. ! @ # $',
  },
  otp: { required: 'OTP is required', invalid: 'OTP must be {{length}} digits' },
  pan: {
    required: 'PAN is required',
    invalid: 'Enter a valid PAN, e.g. ABCPE1234F',
    holderType: 'The 4th character of a PAN must be one of P, C, H, F, A, T, B, L, J or G',
  },
  aadhaar: {
    required: 'Aadhaar number is required',
    length: 'Aadhaar number must be {{length}} digits',
    firstDigit: 'Aadhaar number cannot start with 0 or 1',
    checksum: 'Enter a valid Aadhaar number: please check it for typing mistakes',
  },
  gstin: {
    required: 'GSTIN is required',
    length: 'GSTIN must be {{length}} characters',
    invalid: 'Enter a valid GSTIN, e.g. 27AAPFU0939F1ZV',
    stateCode: 'GSTIN must start with a valid state code',
    pan: 'Characters 3 to 12 of a GSTIN must be a valid PAN',
    checksum: 'Enter a valid GSTIN: its last character does not match, please check for typing mistakes',
  },
  ifsc: { required: 'IFSC is required', invalid: 'Enter a valid IFSC, e.g. SBIN0001234' },
  vehicleNumber: {
    required: 'Vehicle registration number is required',
    invalid: 'Enter a valid registration number, e.g. MH12AB1234 or 22BH1234AB',
    stateCode: 'Registration number must start with a valid state code',
  },
  educationLoan: { loanAmountRequired: EDUCATION_LOAN_MESSAGES.loanAmountRequired },
  product: PRODUCT_MESSAGES,
  vendorProduct: VENDOR_PRODUCT_MESSAGES,
  /** Free text of the product forms and the referral code. */
  text: { tooLong: 'Must be at most {{max}} characters', referralTooLong: 'Referral code must be at most {{max}} characters' },
  /**
   * Amounts and counts that name their field (rupeesSchema, the vendor forms' whole numbers):
   * `{{label}}` is one of `labels` below, `{{lowerLabel}}` the same in lower case.
   */
  named: {
    required: '{{label}} is required',
    rupeesNotANumber: 'Enter the {{lowerLabel}} in rupees, digits only',
    wholeRupees: 'Enter the {{lowerLabel}} in whole rupees',
    notANumber: 'Enter the {{lowerLabel}} as a number',
    wholeNumber: 'Enter the {{lowerLabel}} in whole numbers',
    min: '{{label}} must be at least {{min}}',
    max: '{{label}} must be at most {{max}}',
    moreThanZero: '{{label}} must be more than 0',
  },
  interestRate: {
    notANumber: 'Enter the interest rate as a number, e.g. 13.5',
    required: 'Current interest rate is required',
    min: 'Interest rate must be at least 1%',
    max: 'Interest rate must be at most 48%',
  },
  yearsOfPractice: {
    notANumber: 'Enter the years of practice as a number',
    required: 'Years of practice is required',
    whole: 'Enter whole years',
    negative: 'Years of practice cannot be negative',
    max: 'Years of practice must be at most 60',
  },
  modelYear: { recent: 'Choose a year from the last 15 years' },
  upload: {
    tooLarge: 'Each file must be at most 5 MB',
    tooMany: 'Send at most {{max}} files in one request',
    // `{{document}}` is the document's own name (an area's data), shown as the area gives it.
    wrongType: '{{document}} must be a PDF, JPG or PNG file',
    required: 'Attach {{document}}',
  },
  resume: {
    required: 'Please attach your résumé as a PDF',
    type: 'Your résumé must be a PDF file',
    size: 'Your résumé must be at most 2 MB',
  },
  account: {
    stateRequired: 'State is required',
    cityRequired: 'City is required',
    passwordTooLong: 'Password is too long',
    confirmPassword: 'Please confirm your password',
    passwordsMatch: 'Passwords must match',
    currentPasswordRequired: 'Current password is required',
    newPasswordDifferent: 'New password must be different from the current password',
    creditConsent: 'Please give your consent to fetch your credit report',
    personalPan: 'Enter your personal PAN: its 4th character is P',
  },
  grievance: {
    categoryRequired: 'Choose what the complaint is about',
    detailsRequired: 'Tell us what happened',
    detailsTooShort: 'Tell us a little more (at least {{min}} characters)',
    detailsTooLong: 'Keep it under {{max}} characters',
    referenceRequired: 'Enter your complaint reference',
    referenceShape: 'A reference looks like GRV12345678',
  },
  /** The careers and partner-programme forms of the public site. */
  publicForms: {
    cityRequired: 'Please enter your city',
    cityTooLong: 'City must be at most {{max}} characters',
    experienceRequired: 'Please enter your experience in years',
    wholeYears: 'Please enter whole years',
    experienceNegative: 'Experience cannot be negative',
    experienceTooLong: 'Experience must be at most {{max}} years',
    programmeRequired: 'Choose a partner programme',
    businessRequired: 'Please tell us what your business does',
    atMost: 'At most {{max}} characters',
  },
  /** A shop's credit-card application (cards.ts). */
  cards: {
    cardRequired: 'Choose a card',
    cardFromList: 'Choose a card from the list',
    dateOfBirthRequired: 'Date of birth is required',
    dateOfBirthShape: 'Enter the date of birth as a date',
    adult: 'The applicant must be at least 18',
    termsRequired: 'The customer must accept the terms and conditions',
    employmentTypeRequired: 'Select the employment type',
    existingCardRequired: 'Tell us whether the applicant already holds a credit card',
    addressProofRequired: 'Select the address proof',
    connectorCodeTooLong: 'Connector code must be at most {{max}} characters',
  },
  /** A shop's sign-up, bank account and connectors (vendor.ts). */
  shop: {
    nameRequired: 'Shop name is required',
    nameTooLong: 'Shop name must be at most {{max}} characters',
    ownerRequired: "Owner's name is required",
    ownerTooLong: "Owner's name must be at most {{max}} characters",
    newOtp: 'Request a new OTP',
    accountRequired: 'Account number is required',
    accountShape: 'Account number must be 9 to 18 digits',
    confirmAccount: 'Please confirm the account number',
    accountsMatch: 'Account numbers must match',
    referralRequired: "Enter the shop's referral code",
    referralShape: 'A referral code is 4 to 16 letters and digits',
    connectorConsent: 'Please agree to work with this shop as its connector',
  },
  /** A shop's parcels (logistics.ts). */
  parcels: {
    paymentMode: 'Choose prepaid or cash on delivery',
    codNotANumber: 'Enter the amount to collect in rupees',
    codRequired: 'Amount to collect is required for cash on delivery',
    codMin: 'Amount to collect must be at least ₹1',
    codMax: 'Cash on delivery is up to ₹50,000',
    senderName: "Sender's name is required",
    senderMobile: "Sender's mobile is required",
    senderAddress: "Sender's address is required",
    receiverName: "Receiver's name is required",
    receiverMobile: "Receiver's mobile is required",
    receiverAddress: "Receiver's address is required",
    mobileShape: 'Enter a 10-digit mobile number',
    contentsRequired: 'Say what is in the parcel',
    statusRequired: 'Choose the new status',
    statusFromList: 'Choose a status from the list',
    locationTooLong: 'Location must be at most {{max}} characters',
    noteTooLong: 'Note must be at most {{max}} characters',
  },
  /** The telecallers' and bankers' lead forms (leads.ts). */
  leads: {
    noteTooLong: 'Note must be at most {{max}} characters',
    outcomeRequired: 'Choose the outcome of the call',
    statusFromList: 'Choose one of the listed statuses',
    decisionNote: 'Add a note on the bank’s decision (the customer and the shop see it)',
    reasonRequired: 'Say why (the customer and the shop see this reason)',
    sanctionedRequired: 'Sanctioned amount is required',
    rateNotANumber: 'Enter the interest rate as a number, like 10.5',
    rateRequired: 'Interest rate is required',
    rateMoreThanZero: 'Interest rate must be more than 0%',
    rateMax: 'Interest rate must be at most {{max}}%',
    rateDecimals: 'Interest rate: at most two decimals',
    tenureNotANumber: 'Enter the tenure in months, digits only',
    tenureRequired: 'Tenure is required',
    tenureWhole: 'Enter the tenure in whole months',
    tenureMin: 'Tenure must be at least 1 month',
    tenureMax: 'Tenure must be at most {{max}} months',
    disbursedRequired: 'Disbursed amount is required',
    disbursalDateRequired: 'Disbursal date is required',
    disbursalDateShape: 'Enter the disbursal date as a date',
    disbursalDateFuture: 'The disbursal date cannot be in the future',
    lenderReferenceRequired: 'The lender’s reference is required',
    lenderReferenceShape: 'Lender’s reference: 3 to 40 letters, digits, spaces, / or -',
    dateTime: 'Enter a valid date and time',
    bankDecisionRequired: 'Choose the bank’s decision',
    confirmDecision: 'Choose the decision to confirm',
    sanctionedOrDisbursed: 'Choose sanctioned or disbursed',
    languagesFromList: 'Choose languages from the list',
    languagesRequired: 'Choose at least one language',
    shiftStartRequired: 'Shift start is required',
    shiftStartShape: 'Shift start must be a time like 09:30',
    shiftEndRequired: 'Shift end is required',
    shiftEndShape: 'Shift end must be a time like 09:30',
    shiftOrder: 'Shift end must be after shift start',
    onDuty: 'On duty must be yes or no',
    lenderRequired: 'Choose the lender you work for',
    branchRequired: 'Branch is required',
    designationRequired: 'Designation is required',
    productsFromList: 'Choose products from the list',
    productsRequired: 'Choose at least one product',
    pincodesRequired: 'Enter the PIN codes you serve',
    pincodesMax: 'At most {{max}} PIN codes',
    pincodesShape: 'Enter {{length}}-digit PIN codes separated by commas',
  },
  /** A wallet top-up and what a payment is for (payments.ts). */
  payments: {
    amountRequired: 'Enter the amount to add',
    amountWhole: 'Enter a whole number of rupees',
    amountMin: 'The smallest top-up is ₹{{min}}',
    amountMax: 'The largest top-up is ₹2,00,000',
    itemUnknown: 'Choose something to pay for',
  },
  /** Consent boxes (consent.ts, data-rights.ts). */
  consent: {
    notice: 'Please tick to agree before you continue',
    erasure: 'Please confirm that you want your data erased',
  },
  // The request schemas of the contracts (the consoles, the lenders, the customer and shop calls),
  // one part per file so each desk's words stay together.
  ...COMMON_VALIDATION_TEXTS,
  ...LENDERS_VALIDATION_TEXTS,
  ...DESKS_A_VALIDATION_TEXTS,
  ...DESKS_B_VALIDATION_TEXTS,
  ...CUSTOMER_VALIDATION_TEXTS,
  /** The fields the `named` messages (and the parts' `{{label}}` templates) name. */
  labels: {
    ...COMMON_LABELS,
    ...LENDERS_LABELS,
    ...DESKS_A_LABELS,
    ...DESKS_B_LABELS,
    ...CUSTOMER_LABELS,
    monthlyIncome: 'Monthly income',
    currentEmi: 'Current EMI',
    outstandingAmount: 'Outstanding amount',
    topUpAmount: 'Top-up amount',
    propertyValue: 'Property value',
    loanAmount: 'Loan amount',
    annualTurnover: 'Annual turnover',
    annualIncome: 'Annual income',
    carValue: 'Car value',
    budget: 'Budget',
    monthlyBudget: 'Monthly budget',
    courseFees: 'Course fees',
    coApplicantIncome: "Co-applicant's monthly income",
    exShowroomPrice: 'Ex-showroom price',
    membersToCover: 'Members to cover',
    eldestAge: 'Age of the eldest member',
    weightKg: 'Weight (kg)',
    lengthCm: 'Length (cm)',
    breadthCm: 'Breadth (cm)',
    heightCm: 'Height (cm)',
  },
} as const;

/** `{{name}}` of a template filled in; what `values` does not name stays as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A group of templates filled in with the same values: a field's message table. */
export function fillTemplates<const T extends Readonly<Record<string, string>>>(
  templates: T,
  values: Readonly<Record<string, string | number>>,
): { readonly [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(templates).map(([key, template]) => [key, fillTemplate(template, values)])) as { [K in keyof T]: string };
}

type Groups = typeof VALIDATION_TEXTS;
type MessageGroup = Exclude<keyof Groups, 'labels'>;

/** A message the schemas give, recognised: its key in the `validation` namespace and its values. */
export type RecognisedMessage = {
  key: `${MessageGroup}.${string}`;
  values: Record<string, string>;
  /** The key (in `labels`) of the field a `named` message names. */
  labelKey?: keyof Groups['labels'];
};

/** The placeholders that stand for words or a code (shown as it is); every other one stands for a number. */
const WORD_PLACEHOLDERS = new Set(['label', 'lowerLabel', 'document', 'code']);

/** `specificity`: how many characters of the template are its own words (not placeholders). */
type Matcher = { key: RecognisedMessage['key']; pattern: RegExp; names: string[]; specificity: number };

let exact: Map<string, RecognisedMessage['key']> | undefined;
let matchers: Matcher[] | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function index() {
  if (exact && matchers) return { exact, matchers };
  exact = new Map();
  matchers = [];
  const templated: Matcher[] = [];
  for (const [group, texts] of Object.entries(VALIDATION_TEXTS)) {
    if (group === 'labels') continue;
    for (const [name, template] of Object.entries(texts as Record<string, string>)) {
      const key = `${group}.${name}` as RecognisedMessage['key'];
      const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
      // The first key of a text wins: the same words under two keys read the same in every language.
      if (names.length === 0) {
        if (!exact.has(template)) exact.set(template, key);
        continue;
      }
      // A number's placeholder matches a number (an amount with its ₹, a rate with its %) only: "GSTIN must be at most 200
      // characters" is not `gstin.length` with "at most 200" as its length. A field's or a document's
      // name is words.
      const literals = template.split(/\{\{\w+\}\}/);
      const source = literals
        .map(escapeRegExp)
        .reduce((joined, literal, i) => `${joined}${WORD_PLACEHOLDERS.has(names[i - 1]!) ? '(.+)' : '(₹?-?\\d[\\d,]*(?:\\.\\d+)?%?)'}${literal}`);
      const pattern = new RegExp(`^${source}$`);
      const specificity = literals.join('').length;
      // Templates that name a field go last: "Amount must be at least ₹1" is `amount.min`, not a
      // `named.min` about a field called "Amount".
      (names.some((n) => n === 'label' || n === 'lowerLabel') ? templated : matchers).push({ key, pattern, names, specificity });
    }
  }
  // The most specific template first: "Name must be at most 120 characters" is the text template
  // `{{label}} must be at most {{max}} characters`, not `named.max` with "120 characters" as its number.
  const bySpecificity = (a: Matcher, b: Matcher) => b.specificity - a.specificity;
  matchers.sort(bySpecificity);
  matchers.push(...templated.sort(bySpecificity));
  return { exact, matchers };
}

function labelKeyOf(text: string): keyof Groups['labels'] | undefined {
  const labels = Object.entries(VALIDATION_TEXTS.labels) as [keyof Groups['labels'], string][];
  return labels.find(([, label]) => label === text || label.toLowerCase() === text)?.[0];
}

/**
 * The key and values of a message the schemas give, or undefined for any other text (an area's own
 * wording, a server's specific answer), which is then shown as it is.
 */
export function recogniseValidationMessage(message: string): RecognisedMessage | undefined {
  const { exact: byText, matchers: patterns } = index();
  const key = byText.get(message);
  if (key) return { key, values: {} };
  for (const matcher of patterns) {
    const found = matcher.pattern.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(matcher.names.map((name, i) => [name, found[i + 1]!]));
    const named = values.label ?? values.lowerLabel;
    if (named === undefined) return { key: matcher.key, values };
    const labelKey = labelKeyOf(named);
    // A field this table does not know would leave English words inside a translated sentence.
    if (labelKey) return { key: matcher.key, values, labelKey };
  }
  return undefined;
}
