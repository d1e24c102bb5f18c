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
import { texts } from './texts';

/** Where a shop lands after filing: its loan sales, with the new sale on top. */
export const LOAN_SELL_HISTORY_PATH = '/vender/loan-sell-history';
/** Long enough to read the success notice before the history opens. */
export const AFTER_SALE_REDIRECT_MS = 1500;

type LabelKey = keyof typeof texts.en.labels;
type HintKey = keyof typeof texts.en.hints;

/**
 * A field whose label (and hint) are read in the current language each time the form draws it:
 * the definitions are made once, the words follow the language switch. The label's key is the
 * field's name.
 */
function worded(field: Omit<ProductField, 'label' | 'hint'> & { name: LabelKey }, hint?: HintKey): ProductField {
  const result = { ...field } as ProductField;
  Object.defineProperty(result, 'label', { get: () => texts.t(`labels.${field.name}`), enumerable: true });
  if (hint) Object.defineProperty(result, 'hint', { get: () => texts.t(`hints.${hint}`), enumerable: true });
  return result;
}

const applicant: ProductField[] = [
  worded({ name: 'fullName', kind: 'text', autoComplete: 'off' }, 'asOnPan'),
  worded({ name: 'mobile', kind: 'tel', autoComplete: 'off', width: 'half' }),
  worded({ name: 'email', kind: 'email', autoComplete: 'off', width: 'half' }),
  worded({ name: 'pincode', kind: 'text', autoComplete: 'off', width: 'half' }),
  worded({ name: 'city', kind: 'text', autoComplete: 'off', width: 'half' }),
];
const pan: ProductField = worded({ name: 'pan', kind: 'text', width: 'half' }, 'panExample');
const amount = (name: LabelKey, hint?: HintKey): ProductField => worded({ name, kind: 'amount', width: 'half' }, hint);
const choice = (name: LabelKey, options: ProductField['options']): ProductField => worded({ name, kind: 'select', options, width: 'half' });
const text = (name: LabelKey, hint?: HintKey): ProductField => worded({ name, kind: 'text', width: 'half' }, hint);
const whole = (name: LabelKey): ProductField => worded({ name, kind: 'number', width: 'half' });

const borrower: ProductField[] = [
  ...applicant,
  pan,
  choice('employmentType', EMPLOYMENT_TYPES),
  text('organisationName'),
  amount('monthlyIncome', 'monthlyIncome'),
];
const balanceTransfer: ProductField[] = [
  text('existingLender', 'existingLender'),
  worded({ name: 'currentInterestRate', kind: 'number', width: 'half' }),
  amount('currentEmi'),
];
const vehicleNumber: ProductField = text('vehicleNumber', 'vehicleNumber');
const years = recentModelYears();

const closing: ProductField[] = [worded({ name: 'referred', kind: 'text' }, 'referred'), worded({ name: 'termsAccepted', kind: 'checkbox' })];

type LoanFormProduct = (typeof VENDOR_LOAN_FORMS)[number]['product'];

/** What each product asks, in the order the shop reads it out to the customer. */
const FIELDS: Record<LoanFormProduct, ProductField[]> = {
  'personal-loan': [...borrower, choice('purpose', PERSONAL_LOAN_PURPOSES), amount('loanAmount', 'personalAmount')],
  plbt: [...borrower, ...balanceTransfer, amount('outstandingAmount'), amount('topUpAmount', 'topUp')],
  'home-loan': [...borrower, choice('propertyType', HOME_PROPERTY_TYPES), text('propertyCity'), amount('propertyValue'), amount('loanAmount')],
  hlbt: [...borrower, ...balanceTransfer, text('propertyCity'), amount('propertyValue'), amount('outstandingAmount')],
  lap: [...borrower, choice('propertyType', MORTGAGE_PROPERTY_TYPES), text('propertyCity'), amount('propertyValue'), amount('loanAmount')],
  'lap-bt': [...borrower, ...balanceTransfer, choice('propertyType', MORTGAGE_PROPERTY_TYPES), amount('propertyValue'), amount('outstandingAmount')],
  'business-loan': [
    ...applicant,
    pan,
    text('businessName'),
    choice('constitution', BUSINESS_CONSTITUTIONS),
    choice('businessVintage', BUSINESS_VINTAGES),
    amount('annualTurnover', 'turnover'),
    amount('loanAmount'),
  ],
  'motor-insurance': [
    ...applicant,
    vehicleNumber,
    choice('vehicleType', VEHICLE_TYPES),
    text('vehicleModel', 'vehicleModel'),
    choice('registrationYear', years),
    choice('policyType', MOTOR_POLICY_TYPES),
    text('previousInsurer', 'previousInsurer'),
    choice('claimLastYear', YES_NO),
  ],
  'education-loan': [
    ...applicant,
    choice('studyDestination', STUDY_DESTINATIONS),
    text('courseName', 'courseName'),
    text('institutionName'),
    amount('courseFees', 'courseFees'),
    text('coApplicantName', 'coApplicantName'),
    worded({ name: 'coApplicantPan', kind: 'text', width: 'half' }),
    amount('coApplicantIncome'),
    amount('loanAmount'),
  ],
  'health-insurance': [
    ...applicant,
    choice('coverType', HEALTH_COVER_TYPES),
    whole('members'),
    whole('eldestAge'),
    choice('sumInsured', SUM_INSURED_OPTIONS),
    choice('existingIllness', YES_NO),
  ],
  'car-loan': [...borrower, text('carModel', 'newCarModel'), text('dealerName'), amount('exShowroomPrice'), amount('loanAmount')],
  'used-car-loan': [...borrower, vehicleNumber, text('carModel', 'usedCarModel'), choice('manufactureYear', years), amount('carValue'), amount('loanAmount')],
  'used-car-loan-bt': [...borrower, ...balanceTransfer, vehicleNumber, text('carModel'), choice('manufactureYear', years), amount('outstandingAmount')],
};

export interface LoanFormPage {
  path: string;
  slug: LoanFormProduct;
  heading: string;
  form: ProductFormDefinition<ProductFormValues, ProductPayload>;
}

function loanForm(path: string, slug: LoanFormProduct): LoanFormPage {
  const product = sellingProduct(slug);
  const name = () => texts.t(`products.${slug}`);
  return {
    path,
    slug,
    get heading() {
      return name();
    },
    form: {
      // Its own draft, apart from the b2c form of the same product (another person's answers).
      id: `vendor-${slug}`,
      get title() {
        return texts.t('form.title', { product: name() });
      },
      fields: [...FIELDS[slug], ...closing],
      schema: product.formSchema,
      defaultValues: { referred: '', termsAccepted: false },
      endpoint: (payload) => product.endpointFor(payload),
      toPayload: (values) => ({ ...toProductPayload(slug as ProductSlug, values), product: slug as ProductSlug }),
      get submitLabel() {
        return texts.t('form.submit');
      },
      get successMessage() {
        return texts.t('form.success', { product: name().toLowerCase() });
      },
      get failureMessage() {
        return texts.t('form.failure');
      },
      afterSuccess: { redirectTo: LOAN_SELL_HISTORY_PATH, redirectDelayMs: AFTER_SALE_REDIRECT_MS },
    },
  };
}

export const LOAN_FORM_PAGES: readonly LoanFormPage[] = VENDOR_LOAN_FORMS.map((f) => loanForm(f.path, f.product));

export const loanFormAt = (path: string) => LOAN_FORM_PAGES.find((page) => page.path === path);
