// The b2c product applications (docs/spec/product.md §§2 and 7): personal, business, home, LAP,
// used-car and professional loans with their balance-transfer variants, credit cards, motor
// insurance and the digital services. Each product is one entry of PRODUCTS: its form schema, its
// payload schema and the endpoint its payload goes to. The site renders and validates with these,
// and the API parses each request with the very same payload schema and the same endpoint rule, so
// a form and the server never disagree about what an application is or where it belongs.
//
// Form field names are the payload keys: the payload is the form minus its consent box, plus the
// product slug and the partner shop the link came from. Fields are built from the shared field
// schemas (mobile, PIN, PAN, email, amount, vehicle number) and a few product choices below.
import { boolean, number, object, string, type AnyObject, type AnySchema, type InferType, type ObjectSchema } from 'yup';
import { createAmountSchema, emailSchema, fullNameSchema, mobileSchema, panSchema, pincodeSchema, vehicleNumberSchema } from './fields';
import { formatRupees } from '@platform/shared/finance';
import { REFERRAL_CODE_MAX_LENGTH, SHOP_ID_MAX_LENGTH } from './enquiry';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';
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
  PROFESSIONS,
  recentModelYears,
  SOCIAL_MEDIA_PACKAGES,
  productChoiceValues,
  VEHICLE_TYPES,
  WEBSITE_SIZES,
  WEBSITE_TYPES,
  YES_NO,
  PRODUCT_MESSAGES,
  type ProductChoice,
} from './product-choices';

export * from './product-choices';

// ---------------------------------------------------------------------------------------------
// Field builders

export const PRODUCT_TEXT_MAX_LENGTH = 100;
export const PRODUCT_NOTE_MAX_LENGTH = 1000;

/** One choice of `choices`; nothing chosen and a value from elsewhere both say `message`. */
const choice = (choices: readonly ProductChoice[], message: string) => string().trim().required(message).oneOf(productChoiceValues(choices), message);

const tooLong = (max: number) => fillTemplate(VALIDATION_TEXTS.text.tooLong, { max });

const requiredText = (message: string, max = PRODUCT_TEXT_MAX_LENGTH) => string().trim().required(message).max(max, tooLong(max));

const optionalText = (max = PRODUCT_TEXT_MAX_LENGTH) => string().trim().max(max, tooLong(max)).default('');

/** An amount in whole rupees with the field's own name in every message. */
export function rupeesSchema(label: string, min: number, max: number) {
  const n = VALIDATION_TEXTS.named;
  const words = { label, lowerLabel: label.toLowerCase() };
  return createAmountSchema({
    min,
    max,
    messages: {
      required: fillTemplate(n.required, words),
      notANumber: fillTemplate(n.rupeesNotANumber, words),
      wholeRupees: fillTemplate(n.wholeRupees, words),
      min: fillTemplate(n.min, { ...words, min: formatRupees(min) }),
      max: fillTemplate(n.max, { ...words, max: formatRupees(max) }),
    },
  });
}

/** Per-year interest, as a lender's sanction letter states it (e.g. 13.75). */
const interestRate = () =>
  number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(VALIDATION_TEXTS.interestRate.notANumber)
    .required(VALIDATION_TEXTS.interestRate.required)
    .min(1, VALIDATION_TEXTS.interestRate.min)
    .max(48, VALIDATION_TEXTS.interestRate.max);

const yearsOfPractice = () =>
  number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(VALIDATION_TEXTS.yearsOfPractice.notANumber)
    .required(VALIDATION_TEXTS.yearsOfPractice.required)
    .integer(VALIDATION_TEXTS.yearsOfPractice.whole)
    .min(0, VALIDATION_TEXTS.yearsOfPractice.negative)
    .max(60, VALIDATION_TEXTS.yearsOfPractice.max);

const modelYear = (message: string) =>
  string()
    .trim()
    .required(message)
    .test({
      name: 'model-year',
      message: VALIDATION_TEXTS.modelYear.recent,
      test: (value) => !value || recentModelYears().some((year) => year.value === value),
    });

const m = PRODUCT_MESSAGES;

// Blocks every application shares.
const applicant = {
  fullName: fullNameSchema,
  mobile: mobileSchema,
  email: emailSchema,
  pincode: pincodeSchema,
  city: requiredText(m.cityRequired),
};

const borrower = {
  ...applicant,
  pan: panSchema,
  employmentType: choice(EMPLOYMENT_TYPES, m.employmentTypeRequired),
  organisationName: requiredText(m.organisationRequired),
  monthlyIncome: rupeesSchema('Monthly income', 10_000, 1_00_00_000),
};

const balanceTransfer = {
  existingLender: requiredText(m.existingLenderRequired),
  currentInterestRate: interestRate(),
  currentEmi: rupeesSchema('Current EMI', 500, 50_00_000),
};

const consent = {
  termsAccepted: boolean().required(m.termsRequired).oneOf([true], m.termsRequired),
};

const referral = {
  referred: string()
    .trim()
    .max(REFERRAL_CODE_MAX_LENGTH, fillTemplate(VALIDATION_TEXTS.text.referralTooLong, { max: REFERRAL_CODE_MAX_LENGTH }))
    .default(''),
};

// ---------------------------------------------------------------------------------------------
// Products

/** What a product's form holds beyond consent and referral. */
const productFields = {
  'personal-loan': {
    ...borrower,
    purpose: choice(PERSONAL_LOAN_PURPOSES, m.purposeRequired),
    loanAmount: rupeesSchema('Loan amount', 50_000, 40_00_000),
  },
  plbt: {
    ...borrower,
    ...balanceTransfer,
    outstandingAmount: rupeesSchema('Outstanding amount', 25_000, 40_00_000),
    topUpAmount: rupeesSchema('Top-up amount', 0, 20_00_000),
  },
  'home-loan': {
    ...borrower,
    propertyType: choice(HOME_PROPERTY_TYPES, m.propertyTypeRequired),
    propertyCity: requiredText(m.propertyCityRequired),
    propertyValue: rupeesSchema('Property value', 5_00_000, 50_00_00_000),
    loanAmount: rupeesSchema('Loan amount', 3_00_000, 10_00_00_000),
  },
  hlbt: {
    ...borrower,
    ...balanceTransfer,
    propertyCity: requiredText(m.propertyCityRequired),
    propertyValue: rupeesSchema('Property value', 5_00_000, 50_00_00_000),
    outstandingAmount: rupeesSchema('Outstanding amount', 1_00_000, 10_00_00_000),
  },
  lap: {
    ...borrower,
    propertyType: choice(MORTGAGE_PROPERTY_TYPES, m.propertyTypeRequired),
    propertyCity: requiredText(m.propertyCityRequired),
    propertyValue: rupeesSchema('Property value', 10_00_000, 50_00_00_000),
    loanAmount: rupeesSchema('Loan amount', 5_00_000, 10_00_00_000),
  },
  'lap-bt': {
    ...borrower,
    ...balanceTransfer,
    propertyType: choice(MORTGAGE_PROPERTY_TYPES, m.propertyTypeRequired),
    propertyValue: rupeesSchema('Property value', 10_00_000, 50_00_00_000),
    outstandingAmount: rupeesSchema('Outstanding amount', 1_00_000, 10_00_00_000),
  },
  'business-loan': {
    ...applicant,
    pan: panSchema,
    businessName: requiredText(m.businessNameRequired),
    constitution: choice(BUSINESS_CONSTITUTIONS, m.constitutionRequired),
    businessVintage: choice(BUSINESS_VINTAGES, m.vintageRequired),
    annualTurnover: rupeesSchema('Annual turnover', 1_00_000, 5_00_00_00_000),
    loanAmount: rupeesSchema('Loan amount', 50_000, 5_00_00_000),
  },
  'professional-loan': {
    ...applicant,
    pan: panSchema,
    profession: choice(PROFESSIONS, m.professionRequired),
    registrationNumber: requiredText(m.registrationNumberRequired, 40),
    yearsOfPractice: yearsOfPractice(),
    annualIncome: rupeesSchema('Annual income', 3_00_000, 50_00_00_000),
    loanAmount: rupeesSchema('Loan amount', 1_00_000, 2_00_00_000),
  },
  'used-car-loan': {
    ...borrower,
    vehicleNumber: vehicleNumberSchema,
    carModel: requiredText(m.carModelRequired),
    manufactureYear: modelYear(m.modelYearRequired),
    carValue: rupeesSchema('Car value', 50_000, 1_00_00_000),
    loanAmount: rupeesSchema('Loan amount', 50_000, 1_00_00_000),
  },
  'credit-card': {
    ...borrower,
    existingCard: choice(YES_NO, m.existingCardRequired),
    cardPreference: choice(CARD_PREFERENCES, m.cardPreferenceRequired),
  },
  'motor-insurance': {
    ...applicant,
    vehicleNumber: vehicleNumberSchema,
    vehicleType: choice(VEHICLE_TYPES, m.vehicleTypeRequired),
    vehicleModel: requiredText(m.vehicleModelRequired),
    registrationYear: modelYear(m.modelYearRequired),
    policyType: choice(MOTOR_POLICY_TYPES, m.policyTypeRequired),
    previousInsurer: optionalText(),
    claimLastYear: choice(YES_NO, m.claimRequired),
  },
  'website-development': {
    ...applicant,
    businessName: requiredText(m.businessNameRequired),
    websiteType: choice(WEBSITE_TYPES, m.websiteTypeRequired),
    websiteSize: choice(WEBSITE_SIZES, m.websiteSizeRequired),
    budget: rupeesSchema('Budget', 5_000, 50_00_000),
    requirements: requiredText(m.briefRequired, PRODUCT_NOTE_MAX_LENGTH),
  },
  'social-media-handling': {
    ...applicant,
    businessName: requiredText(m.businessNameRequired),
    socialPackage: choice(SOCIAL_MEDIA_PACKAGES, m.packageRequired),
    monthlyBudget: rupeesSchema('Monthly budget', 3_000, 10_00_000),
    goals: requiredText(m.briefRequired, PRODUCT_NOTE_MAX_LENGTH),
  },
  'graphic-design': {
    ...applicant,
    businessName: requiredText(m.businessNameRequired),
    designType: choice(DESIGN_TYPES, m.designTypeRequired),
    budget: rupeesSchema('Budget', 500, 10_00_000),
    brief: requiredText(m.briefRequired, PRODUCT_NOTE_MAX_LENGTH),
  },
} as const;

export type ProductSlug = keyof typeof productFields;

/** Loans the lender books differently for salaried and self-employed people (docs/spec/product.md §7). */
const byEmployment = (base: string) => (payload: Record<string, unknown>) =>
  `${base}/${payload.employmentType === 'salaried' ? 'submit-job' : 'submit-business'}`;

const fixed = (endpoint: string) => () => endpoint;

type Routing = {
  label: string;
  /** Every endpoint the product may post to. */
  endpoints: readonly string[];
  /** The one a given payload goes to. */
  endpointFor: (payload: Record<string, unknown>) => string;
};

const jobOrBusiness = (base: string): Pick<Routing, 'endpoints' | 'endpointFor'> => ({
  endpoints: [`${base}/submit-job`, `${base}/submit-business`],
  endpointFor: byEmployment(base),
});

const routing: Record<ProductSlug, Routing> = {
  'personal-loan': { label: 'Personal loan', endpoints: ['/loans/personal-loans/submit'], endpointFor: fixed('/loans/personal-loans/submit') },
  plbt: {
    label: 'Personal loan balance transfer',
    endpoints: ['/loans/personal-loan-balance-transfer/submit'],
    endpointFor: fixed('/loans/personal-loan-balance-transfer/submit'),
  },
  'home-loan': { label: 'Home loan', ...jobOrBusiness('/loans/home-loans') },
  hlbt: { label: 'Home loan balance transfer', ...jobOrBusiness('/loans/home-loan-balance-transfer') },
  lap: { label: 'Loan against property', ...jobOrBusiness('/loans/loan-against-property') },
  'lap-bt': { label: 'Loan against property balance transfer', ...jobOrBusiness('/loans/loan-against-property-bt') },
  'business-loan': { label: 'Business loan', endpoints: ['/loans/business-loan/submit'], endpointFor: fixed('/loans/business-loan/submit') },
  // docs/spec/product.md §7 lists no endpoint of its own for professional loans; lenders book them
  // as unsecured business loans to self-employed professionals, so they go to the business-loan
  // endpoint and the `product` key tells them apart.
  'professional-loan': {
    label: 'Professional loan',
    endpoints: ['/loans/business-loan/submit'],
    endpointFor: fixed('/loans/business-loan/submit'),
  },
  'used-car-loan': { label: 'Used car loan', ...jobOrBusiness('/loans/used-car-loan') },
  'credit-card': { label: 'Credit card', endpoints: ['/card/credit-card'], endpointFor: fixed('/card/credit-card') },
  'motor-insurance': {
    label: 'Motor insurance',
    endpoints: ['/motor-insurance/registration'],
    endpointFor: fixed('/motor-insurance/registration'),
  },
  'website-development': { label: 'Website development', endpoints: ['/web/webdev'], endpointFor: fixed('/web/webdev') },
  'social-media-handling': {
    label: 'Social media handling',
    endpoints: ['/social/social-media'],
    endpointFor: fixed('/social/social-media'),
  },
  'graphic-design': { label: 'Graphic design', endpoints: ['/graphic-design/create'], endpointFor: fixed('/graphic-design/create') },
};

export type ProductFormValues = Record<string, unknown> & { termsAccepted: boolean; referred: string };
export type ProductPayload = Record<string, unknown> & { product: ProductSlug; referred: string; shopID?: string };

export interface ProductSchemas<TSlug extends string = ProductSlug> {
  slug: TSlug;
  /** How the product is named to people ("Home loan balance transfer"). */
  label: string;
  /** The application form: the product's fields, the referral code and the consent box. */
  formSchema: ObjectSchema<ProductFormValues, AnyObject, unknown, ''>;
  /** The request body the API parses: the form without consent, plus `product` and `shopID`. */
  payloadSchema: ObjectSchema<ProductPayload, AnyObject, unknown, ''>;
  endpoints: readonly string[];
  endpointFor: (payload: Record<string, unknown>) => string;
}

function buildProduct(slug: ProductSlug): ProductSchemas {
  return buildProductSchemas(slug, productFields[slug], routing[slug]);
}

/**
 * A product's form and payload schemas from its fields and routing. Exported so products sold only
 * through partner shops (vendor-selling.ts) are built exactly as the b2c ones are.
 */
export function buildProductSchemas<TSlug extends string>(slug: TSlug, fields: Record<string, AnySchema>, productRouting: Routing): ProductSchemas<TSlug> {
  const formSchema = object({ ...fields, ...referral, ...consent });
  const payloadSchema = object({
    product: string().required(`product must be "${slug}"`).oneOf([slug], `product must be "${slug}"`),
    ...fields,
    ...referral,
    shopID: string().trim().max(SHOP_ID_MAX_LENGTH, `shopID must be at most ${SHOP_ID_MAX_LENGTH} characters`).optional(),
  });
  return {
    slug,
    ...productRouting,
    // The field maps are typed per product; callers handle every product alike, as records.
    formSchema: formSchema as unknown as ProductSchemas['formSchema'],
    payloadSchema: payloadSchema as unknown as ProductSchemas['payloadSchema'],
  };
}

/** The blocks and builders the b2c products are made of, for products defined elsewhere. */
export const PRODUCT_FIELD_BLOCKS = { applicant, borrower, balanceTransfer } as const;
export const productFieldBuilders = { choice, requiredText, optionalText, interestRate, modelYear, jobOrBusiness, fixed } as const;
export type ProductRouting = Routing;

export const PRODUCT_SLUGS = Object.keys(productFields) as ProductSlug[];

export const PRODUCTS: Readonly<Record<ProductSlug, ProductSchemas>> = Object.fromEntries(PRODUCT_SLUGS.map((slug) => [slug, buildProduct(slug)])) as Record<
  ProductSlug,
  ProductSchemas
>;

export function isProductSlug(value: unknown): value is ProductSlug {
  return typeof value === 'string' && Object.hasOwn(productFields, value);
}

/** Every endpoint of docs/spec/product.md §7 a product posts to, with the products that use it. */
export function productsByEndpoint(): Map<string, ProductSchemas[]> {
  const map = new Map<string, ProductSchemas[]>();
  for (const product of Object.values(PRODUCTS)) {
    for (const endpoint of product.endpoints) map.set(endpoint, [...(map.get(endpoint) ?? []), product]);
  }
  return map;
}

export type ProductContext = {
  /** The `shopid` query parameter, when the application came through a partner shop. */
  shopID?: string | null | undefined;
};

/** Maps a validated product form to its request body: consent dropped, product and shop added. */
export function toProductPayload(slug: ProductSlug, form: Record<string, unknown>, { shopID }: ProductContext = {}): ProductPayload {
  const { termsAccepted: _consent, ...answers } = form;
  const shop = shopID?.trim();
  return {
    product: slug,
    ...answers,
    referred: typeof answers.referred === 'string' ? answers.referred : '',
    // Omitted rather than sent empty, as for the enquiry: "" is not a shop id.
    ...(shop ? { shopID: shop } : {}),
  };
}

export type ProductApplicationInput = InferType<ProductSchemas['payloadSchema']>;
