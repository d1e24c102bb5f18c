// Every b2c product application (docs/spec/product.md §2) as data for the form engine: which fields
// the product asks, in what order and words. Rules, payload and endpoint come from the shared
// product table (`PRODUCTS` in @platform/shared/schemas), which the API parses requests with too.
// Adding a product is one entry here and one in that table.
import { paths } from '@platform/shared';
import { LENDER_PRODUCTS } from '@platform/shared/finance';
import { consentFields, type ProductField, type ProductFormDefinition } from '@platform/shared/forms';
import {
  BUSINESS_CONSTITUTIONS,
  BUSINESS_VINTAGES,
  CARD_PREFERENCES,
  DESIGN_TYPES,
  EMPLOYMENT_TYPES,
  HOME_PROPERTY_TYPES,
  MORTGAGE_PROPERTY_TYPES,
  MOTOR_POLICY_TYPES,
  PERSONAL_LOAN_PURPOSES,
  PRODUCTS,
  PROFESSIONS,
  recentModelYears,
  SOCIAL_MEDIA_PACKAGES,
  toProductPayload,
  VEHICLE_TYPES,
  WEBSITE_SIZES,
  WEBSITE_TYPES,
  YES_NO,
  type ProductFormValues,
  type ProductPayload,
  type ProductSlug,
} from '@platform/shared/schemas';
import { cardIllustration, digitalIllustration, loanIllustration, propertyIllustration, vehicleIllustration } from '../../components/illustrations';
import { texts } from './texts';

/** Wait after the success notice before the thank-you page, as for the enquiry (docs/spec/product.md §9). */
export const APPLICATION_REDIRECT_DELAY_MS = 3000;

// ---------------------------------------------------------------------------------------------
// Field blocks

type LabelKey = keyof typeof texts.en.labels;
type HintKey = keyof typeof texts.en.hints;

/**
 * A field whose label (and hint) are read in the current language each time the form draws it:
 * the definitions are made once, the words follow the language switch.
 */
function worded(field: Omit<ProductField, 'label' | 'hint'>, label: LabelKey, hint?: HintKey): ProductField {
  const result = { ...field } as ProductField;
  Object.defineProperty(result, 'label', { get: () => texts.t(`labels.${label}`), enumerable: true });
  if (hint) Object.defineProperty(result, 'hint', { get: () => texts.t(`hints.${hint}`), enumerable: true });
  return result;
}

const applicant: ProductField[] = [
  worded({ name: 'fullName', kind: 'text', autoComplete: 'name' }, 'fullName', 'asOnPan'),
  worded({ name: 'mobile', kind: 'tel', autoComplete: 'tel-national', width: 'half' }, 'mobile'),
  worded({ name: 'email', kind: 'email', autoComplete: 'email', width: 'half' }, 'email'),
  worded({ name: 'pincode', kind: 'text', autoComplete: 'postal-code', width: 'half' }, 'pincode'),
  worded({ name: 'city', kind: 'text', autoComplete: 'address-level2', width: 'half' }, 'city'),
];

const pan: ProductField = worded({ name: 'pan', kind: 'text', width: 'half' }, 'pan', 'panExample');

const borrower: ProductField[] = [
  ...applicant,
  pan,
  worded({ name: 'employmentType', kind: 'select', options: EMPLOYMENT_TYPES, width: 'half' }, 'employmentType'),
  worded({ name: 'organisationName', kind: 'text', autoComplete: 'organization', width: 'half' }, 'organisationName'),
  worded({ name: 'monthlyIncome', kind: 'amount', width: 'half' }, 'monthlyIncome', 'monthlyIncome'),
];

const balanceTransfer: ProductField[] = [
  worded({ name: 'existingLender', kind: 'text', width: 'half' }, 'existingLender', 'existingLender'),
  worded({ name: 'currentInterestRate', kind: 'number', width: 'half' }, 'currentInterestRate'),
  worded({ name: 'currentEmi', kind: 'amount', width: 'half' }, 'currentEmi'),
];

// Each field's label is the texts' `labels.<name>`.
const amount = (name: LabelKey, hint?: HintKey): ProductField => worded({ name, kind: 'amount', width: 'half' }, name, hint);
const choice = (name: LabelKey, options: ProductField['options']): ProductField => worded({ name, kind: 'select', options, width: 'half' }, name);
const text = (name: LabelKey, hint?: HintKey): ProductField => worded({ name, kind: 'text', width: 'half' }, name, hint);
const note = (name: LabelKey, hint: HintKey): ProductField => worded({ name, kind: 'textarea' }, name, hint);

const vehicleNumber: ProductField = worded({ name: 'vehicleNumber', kind: 'text', width: 'half' }, 'vehicleNumber', 'vehicleNumber');

const closing: ProductField[] = [
  worded({ name: 'referred', kind: 'text', lockedFromQuery: 'referral' }, 'referred', 'optional'),
  ...consentFields('product-application'),
];

// ---------------------------------------------------------------------------------------------
// Products

/** A product's page; its heading (the same words as the route's title in routes.json), introduction and highlights are in texts.ts under its slug. */
export interface ProductPage {
  slug: ProductSlug;
  image: string;
  imageAlt: keyof typeof texts.en.alts;
  form: ProductFormDefinition<ProductFormValues, ProductPayload>;
}

function productForm(slug: ProductSlug, fields: ProductField[]): ProductFormDefinition<ProductFormValues, ProductPayload> {
  const product = PRODUCTS[slug];
  return {
    id: slug,
    get title() {
      return texts.t(`products.${slug}.title`);
    },
    fields: [...fields, ...closing],
    schema: product.formSchema,
    defaultValues: { referred: '', termsAccepted: false },
    endpoint: (payload) => product.endpointFor(payload),
    consent: 'product-application',
    toPayload: (values, query) => toProductPayload(slug, values, { shopID: query.get('shopid') }),
    get submitLabel() {
      return texts.t('form.submit');
    },
    get successMessage() {
      return texts.t('form.success', { product: product.label.toLowerCase() });
    },
    get failureMessage() {
      return texts.t('form.failure');
    },
    afterSuccess: {
      redirectTo: paths.b2c.thankYou,
      redirectDelayMs: APPLICATION_REDIRECT_DELAY_MS,
      // A loan lenders offer through us: the thank-you page links to the lenders' offers for it.
      handoff: (_values, answer) => ({
        service: product.label.toLowerCase(),
        ...((LENDER_PRODUCTS as readonly string[]).includes(slug) && 'applicationId' in answer ? { offersFor: answer.applicationId } : {}),
      }),
    },
  };
}

const years = recentModelYears();

const pages: ProductPage[] = [
  {
    slug: 'personal-loan',
    image: loanIllustration,
    imageAlt: 'loan',
    form: productForm('personal-loan', [...borrower, choice('purpose', PERSONAL_LOAN_PURPOSES), amount('loanAmount', 'personalAmount')]),
  },
  {
    slug: 'plbt',
    image: loanIllustration,
    imageAlt: 'loan',
    form: productForm('plbt', [...borrower, ...balanceTransfer, amount('outstandingAmount', 'outstanding'), amount('topUpAmount', 'topUp')]),
  },
  {
    slug: 'home-loan',
    image: propertyIllustration,
    imageAlt: 'property',
    form: productForm('home-loan', [
      ...borrower,
      choice('propertyType', HOME_PROPERTY_TYPES),
      text('propertyCity'),
      amount('propertyValue', 'agreementValue'),
      amount('loanAmount'),
    ]),
  },
  {
    slug: 'hlbt',
    image: propertyIllustration,
    imageAlt: 'property',
    form: productForm('hlbt', [...borrower, ...balanceTransfer, text('propertyCity'), amount('propertyValue'), amount('outstandingAmount', 'outstanding')]),
  },
  {
    slug: 'lap',
    image: propertyIllustration,
    imageAlt: 'property',
    form: productForm('lap', [
      ...borrower,
      choice('propertyType', MORTGAGE_PROPERTY_TYPES),
      text('propertyCity'),
      amount('propertyValue', 'marketValue'),
      amount('loanAmount'),
    ]),
  },
  {
    slug: 'lap-bt',
    image: propertyIllustration,
    imageAlt: 'property',
    form: productForm('lap-bt', [
      ...borrower,
      ...balanceTransfer,
      choice('propertyType', MORTGAGE_PROPERTY_TYPES),
      amount('propertyValue', 'marketValue'),
      amount('outstandingAmount', 'outstanding'),
    ]),
  },
  {
    slug: 'business-loan',
    image: loanIllustration,
    imageAlt: 'loan',
    form: productForm('business-loan', [
      ...applicant,
      pan,
      text('businessName'),
      choice('constitution', BUSINESS_CONSTITUTIONS),
      choice('businessVintage', BUSINESS_VINTAGES),
      amount('annualTurnover', 'turnover'),
      amount('loanAmount'),
    ]),
  },
  {
    slug: 'professional-loan',
    image: loanIllustration,
    imageAlt: 'loan',
    form: productForm('professional-loan', [
      ...applicant,
      pan,
      choice('profession', PROFESSIONS),
      text('registrationNumber', 'registration'),
      worded({ name: 'yearsOfPractice', kind: 'number', width: 'half' }, 'yearsOfPractice'),
      amount('annualIncome'),
      amount('loanAmount'),
    ]),
  },
  {
    slug: 'used-car-loan',
    image: vehicleIllustration,
    imageAlt: 'vehicle',
    form: productForm('used-car-loan', [
      ...borrower,
      vehicleNumber,
      text('carModel', 'carModel'),
      choice('manufactureYear', years),
      amount('carValue'),
      amount('loanAmount'),
    ]),
  },
  {
    slug: 'credit-card',
    image: cardIllustration,
    imageAlt: 'card',
    form: productForm('credit-card', [...borrower, choice('existingCard', YES_NO), choice('cardPreference', CARD_PREFERENCES)]),
  },
  {
    slug: 'motor-insurance',
    image: vehicleIllustration,
    imageAlt: 'vehicle',
    form: productForm('motor-insurance', [
      ...applicant,
      vehicleNumber,
      choice('vehicleType', VEHICLE_TYPES),
      text('vehicleModel', 'vehicleModel'),
      choice('registrationYear', years),
      choice('policyType', MOTOR_POLICY_TYPES),
      text('previousInsurer', 'previousInsurer'),
      choice('claimLastYear', YES_NO),
    ]),
  },
  {
    slug: 'website-development',
    image: digitalIllustration,
    imageAlt: 'digital',
    form: productForm('website-development', [
      ...applicant,
      text('businessName'),
      choice('websiteType', WEBSITE_TYPES),
      choice('websiteSize', WEBSITE_SIZES),
      amount('budget'),
      note('requirements', 'requirements'),
    ]),
  },
  {
    slug: 'social-media-handling',
    image: digitalIllustration,
    imageAlt: 'digital',
    form: productForm('social-media-handling', [
      ...applicant,
      text('businessName'),
      choice('socialPackage', SOCIAL_MEDIA_PACKAGES),
      amount('monthlyBudget'),
      note('goals', 'goals'),
    ]),
  },
  {
    slug: 'graphic-design',
    image: digitalIllustration,
    imageAlt: 'digital',
    form: productForm('graphic-design', [...applicant, text('businessName'), choice('designType', DESIGN_TYPES), amount('budget'), note('brief', 'brief')]),
  },
];

export const PRODUCT_PAGES: Readonly<Record<ProductSlug, ProductPage>> = Object.fromEntries(pages.map((page) => [page.slug, page])) as Record<
  ProductSlug,
  ProductPage
>;
