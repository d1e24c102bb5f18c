// The thirteen loan and insurance forms a shop fills at its counter (routes.md, "loan forms sold by
// the shop"), as data for the shared form engine. Rules, payload and endpoint come from the shared
// product tables (PRODUCTS for the nine the b2c site sells too, VENDOR_ONLY_PRODUCTS for the four
// only shops sell), which the API parses with too. No shop id is sent: the server takes the shop
// from the signed-in account.
import type { ProductField, ProductFormDefinition } from '@platform/shared/forms';
import {
  BUSINESS_CONSTITUTIONS,
  BUSINESS_VINTAGES,
  EMPLOYMENT_TYPES,
  HEALTH_COVER_TYPES,
  HOME_PROPERTY_TYPES,
  MORTGAGE_PROPERTY_TYPES,
  MOTOR_POLICY_TYPES,
  PERSONAL_LOAN_PURPOSES,
  recentModelYears,
  sellingProduct,
  STUDY_DESTINATIONS,
  SUM_INSURED_OPTIONS,
  toProductPayload,
  VEHICLE_TYPES,
  VENDOR_LOAN_FORMS,
  YES_NO,
  type ProductFormValues,
  type ProductPayload,
  type ProductSlug,
} from '@platform/shared/schemas';

/** Where a shop lands after filing: its loan sales, with the new sale on top. */
export const LOAN_SELL_HISTORY_PATH = '/vender/loan-sell-history';
/** Long enough to read the success notice before the history opens. */
export const AFTER_SALE_REDIRECT_MS = 1500;

const applicant: ProductField[] = [
  { name: 'fullName', kind: 'text', label: "Customer's full name", hint: 'As on the PAN card', autoComplete: 'off' },
  { name: 'mobile', kind: 'tel', label: "Customer's mobile number", autoComplete: 'off', width: 'half' },
  { name: 'email', kind: 'email', label: "Customer's email", autoComplete: 'off', width: 'half' },
  { name: 'pincode', kind: 'text', label: 'PIN code', autoComplete: 'off', width: 'half' },
  { name: 'city', kind: 'text', label: 'City', autoComplete: 'off', width: 'half' },
];
const pan: ProductField = { name: 'pan', kind: 'text', label: 'PAN', hint: 'e.g. ABCPE1234F', width: 'half' };
const amount = (name: string, label: string, hint?: string): ProductField => ({ name, kind: 'amount', label, width: 'half', ...(hint ? { hint } : {}) });
const choice = (name: string, label: string, options: ProductField['options']): ProductField => ({ name, kind: 'select', label, options, width: 'half' });
const text = (name: string, label: string, hint?: string): ProductField => ({ name, kind: 'text', label, width: 'half', ...(hint ? { hint } : {}) });
const whole = (name: string, label: string): ProductField => ({ name, kind: 'number', label, width: 'half' });

const borrower: ProductField[] = [
  ...applicant,
  pan,
  choice('employmentType', 'Employment type', EMPLOYMENT_TYPES),
  text('organisationName', 'Employer or business name'),
  amount('monthlyIncome', 'Monthly income', 'Take-home salary, or average monthly business income, in rupees'),
];
const balanceTransfer: ProductField[] = [
  text('existingLender', 'Current lender', 'The bank or NBFC the loan is with now'),
  { name: 'currentInterestRate', kind: 'number', label: 'Current interest rate (% per year)', width: 'half' },
  amount('currentEmi', 'Current EMI'),
];
const vehicleNumber: ProductField = text('vehicleNumber', 'Registration number', 'As on the RC, e.g. MH12AB1234');
const years = recentModelYears();

const closing: ProductField[] = [
  { name: 'referred', kind: 'text', label: 'Connector code', hint: 'Optional: the code of the connector who brought this customer' },
  {
    name: 'termsAccepted',
    kind: 'checkbox',
    label:
      'The customer agrees to the terms and the privacy policy and allows LoanSetu and its partners to contact them about this application, including a credit bureau check where the product needs one.',
  },
];

type LoanFormProduct = (typeof VENDOR_LOAN_FORMS)[number]['product'];

/** What each product asks, in the order the shop reads it out to the customer. */
const FIELDS: Record<LoanFormProduct, ProductField[]> = {
  'personal-loan': [
    ...borrower,
    choice('purpose', 'What is the loan for?', PERSONAL_LOAN_PURPOSES),
    amount('loanAmount', 'Loan amount', 'From ₹50,000 to ₹40 lakh'),
  ],
  plbt: [...borrower, ...balanceTransfer, amount('outstandingAmount', 'Outstanding amount'), amount('topUpAmount', 'Top-up amount', 'Enter 0 if none')],
  'home-loan': [
    ...borrower,
    choice('propertyType', 'Property', HOME_PROPERTY_TYPES),
    text('propertyCity', 'Property city'),
    amount('propertyValue', 'Property value'),
    amount('loanAmount', 'Loan amount'),
  ],
  hlbt: [
    ...borrower,
    ...balanceTransfer,
    text('propertyCity', 'Property city'),
    amount('propertyValue', 'Property value'),
    amount('outstandingAmount', 'Outstanding amount'),
  ],
  lap: [
    ...borrower,
    choice('propertyType', 'Property', MORTGAGE_PROPERTY_TYPES),
    text('propertyCity', 'Property city'),
    amount('propertyValue', 'Property value'),
    amount('loanAmount', 'Loan amount'),
  ],
  'lap-bt': [
    ...borrower,
    ...balanceTransfer,
    choice('propertyType', 'Property', MORTGAGE_PROPERTY_TYPES),
    amount('propertyValue', 'Property value'),
    amount('outstandingAmount', 'Outstanding amount'),
  ],
  'business-loan': [
    ...applicant,
    pan,
    text('businessName', 'Business name'),
    choice('constitution', 'Business registered as', BUSINESS_CONSTITUTIONS),
    choice('businessVintage', 'Business running for', BUSINESS_VINTAGES),
    amount('annualTurnover', 'Annual turnover', 'Last financial year, from the ITR or GST returns'),
    amount('loanAmount', 'Loan amount'),
  ],
  'motor-insurance': [
    ...applicant,
    vehicleNumber,
    choice('vehicleType', 'Vehicle type', VEHICLE_TYPES),
    text('vehicleModel', 'Make and model', 'e.g. Honda Activa 6G'),
    choice('registrationYear', 'Year of registration', years),
    choice('policyType', 'Policy', MOTOR_POLICY_TYPES),
    text('previousInsurer', 'Previous insurer', 'Optional; leave empty for a new vehicle'),
    choice('claimLastYear', 'Claim in the last policy year?', YES_NO),
  ],
  'education-loan': [
    ...applicant,
    choice('studyDestination', 'Where is the course?', STUDY_DESTINATIONS),
    text('courseName', 'Course', 'e.g. MBA, B.Tech, MS in Computer Science'),
    text('institutionName', 'College or university'),
    amount('courseFees', 'Course fees', 'Total for the whole course'),
    text('coApplicantName', "Co-applicant's name", 'A parent or guardian who repays with the student'),
    { name: 'coApplicantPan', kind: 'text', label: "Co-applicant's PAN", width: 'half' },
    amount('coApplicantIncome', "Co-applicant's monthly income"),
    amount('loanAmount', 'Loan amount'),
  ],
  'health-insurance': [
    ...applicant,
    choice('coverType', 'Cover', HEALTH_COVER_TYPES),
    whole('members', 'Members to cover'),
    whole('eldestAge', 'Age of the eldest member'),
    choice('sumInsured', 'Sum insured', SUM_INSURED_OPTIONS),
    choice('existingIllness', 'Anyone with an existing illness?', YES_NO),
  ],
  'car-loan': [
    ...borrower,
    text('carModel', 'Car make and model', 'e.g. Tata Nexon XZ+'),
    text('dealerName', 'Dealer'),
    amount('exShowroomPrice', 'Ex-showroom price'),
    amount('loanAmount', 'Loan amount'),
  ],
  'used-car-loan': [
    ...borrower,
    vehicleNumber,
    text('carModel', 'Car make and model', 'e.g. Maruti Suzuki Swift VXi'),
    choice('manufactureYear', 'Year of manufacture', years),
    amount('carValue', 'Price of the car'),
    amount('loanAmount', 'Loan amount'),
  ],
  'used-car-loan-bt': [
    ...borrower,
    ...balanceTransfer,
    vehicleNumber,
    text('carModel', 'Car make and model'),
    choice('manufactureYear', 'Year of manufacture', years),
    amount('outstandingAmount', 'Outstanding amount'),
  ],
};

export interface LoanFormPage {
  path: string;
  slug: LoanFormProduct;
  heading: string;
  form: ProductFormDefinition<ProductFormValues, ProductPayload>;
}

function loanForm(path: string, slug: LoanFormProduct): LoanFormPage {
  const product = sellingProduct(slug);
  return {
    path,
    slug,
    heading: product.label,
    form: {
      // Its own draft, apart from the b2c form of the same product (another person's answers).
      id: `vendor-${slug}`,
      title: `${product.label} application`,
      fields: [...FIELDS[slug], ...closing],
      schema: product.formSchema,
      defaultValues: { referred: '', termsAccepted: false },
      endpoint: (payload) => product.endpointFor(payload),
      toPayload: (values) => ({ ...toProductPayload(slug as ProductSlug, values), product: slug as ProductSlug }),
      submitLabel: 'Submit application',
      successMessage: `The ${product.label.toLowerCase()} application has been submitted.`,
      failureMessage: 'The application has not been submitted. Please try again.',
      afterSuccess: { redirectTo: LOAN_SELL_HISTORY_PATH, redirectDelayMs: AFTER_SALE_REDIRECT_MS },
    },
  };
}

export const LOAN_FORM_PAGES: readonly LoanFormPage[] = VENDOR_LOAN_FORMS.map((f) => loanForm(f.path, f.product));

export const loanFormAt = (path: string) => LOAN_FORM_PAGES.find((page) => page.path === path);
