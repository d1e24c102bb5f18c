// Every b2c product application (docs/spec/product.md §2) as data for the form engine: which fields
// the product asks, in what order and words. Rules, payload and endpoint come from the shared
// product table (`PRODUCTS` in @platform/shared/schemas), which the API parses requests with too.
// Adding a product is one entry here and one in that table.
import { paths } from '@platform/shared';
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

/** Wait after the success notice before the thank-you page, as for the enquiry (docs/spec/product.md §9). */
export const APPLICATION_REDIRECT_DELAY_MS = 3000;

// ---------------------------------------------------------------------------------------------
// Field blocks

const applicant: ProductField[] = [
  { name: 'fullName', kind: 'text', label: 'Full name', hint: 'As on your PAN card', autoComplete: 'name' },
  { name: 'mobile', kind: 'tel', label: 'Mobile number', autoComplete: 'tel-national', width: 'half' },
  { name: 'email', kind: 'email', label: 'Email', autoComplete: 'email', width: 'half' },
  { name: 'pincode', kind: 'text', label: 'PIN code', autoComplete: 'postal-code', width: 'half' },
  { name: 'city', kind: 'text', label: 'City', autoComplete: 'address-level2', width: 'half' },
];

const pan: ProductField = { name: 'pan', kind: 'text', label: 'PAN', hint: 'e.g. ABCPE1234F', width: 'half' };

const borrower: ProductField[] = [
  ...applicant,
  pan,
  { name: 'employmentType', kind: 'select', label: 'Employment type', options: EMPLOYMENT_TYPES, width: 'half' },
  { name: 'organisationName', kind: 'text', label: 'Employer or business name', autoComplete: 'organization', width: 'half' },
  {
    name: 'monthlyIncome',
    kind: 'amount',
    label: 'Monthly income',
    hint: 'Take-home salary, or average monthly business income, in rupees',
    width: 'half',
  },
];

const balanceTransfer: ProductField[] = [
  { name: 'existingLender', kind: 'text', label: 'Current lender', hint: 'The bank or NBFC your loan is with now', width: 'half' },
  { name: 'currentInterestRate', kind: 'number', label: 'Current interest rate (% per year)', width: 'half' },
  { name: 'currentEmi', kind: 'amount', label: 'Current EMI', width: 'half' },
];

const amount = (name: string, label: string, hint?: string): ProductField => ({ name, kind: 'amount', label, width: 'half', ...(hint ? { hint } : {}) });
const choice = (name: string, label: string, options: ProductField['options']): ProductField => ({ name, kind: 'select', label, options, width: 'half' });
const text = (name: string, label: string, hint?: string): ProductField => ({ name, kind: 'text', label, width: 'half', ...(hint ? { hint } : {}) });
const note = (name: string, label: string, hint: string): ProductField => ({ name, kind: 'textarea', label, hint });

const vehicleNumber: ProductField = { name: 'vehicleNumber', kind: 'text', label: 'Registration number', hint: 'As on the RC, e.g. MH12AB1234', width: 'half' };

const closing: ProductField[] = [
  { name: 'referred', kind: 'text', label: 'Referral code', hint: 'Optional', lockedFromQuery: 'referral' },
  ...consentFields('product-application'),
];

// ---------------------------------------------------------------------------------------------
// Products

export interface ProductPage {
  slug: ProductSlug;
  /** The page heading; the same words as the route's title in routes.json. */
  heading: string;
  intro: string;
  highlights: readonly string[];
  image: string;
  imageAlt: string;
  form: ProductFormDefinition<ProductFormValues, ProductPayload>;
}

function productForm(slug: ProductSlug, title: string, fields: ProductField[]): ProductFormDefinition<ProductFormValues, ProductPayload> {
  const product = PRODUCTS[slug];
  return {
    id: slug,
    title,
    fields: [...fields, ...closing],
    schema: product.formSchema,
    defaultValues: { referred: '', termsAccepted: false },
    endpoint: (payload) => product.endpointFor(payload),
    consent: 'product-application',
    toPayload: (values, query) => toProductPayload(slug, values, { shopID: query.get('shopid') }),
    submitLabel: 'Submit application',
    successMessage: `Your ${product.label.toLowerCase()} application has been submitted.`,
    failureMessage: 'Your application has not been submitted. Please try again.',
    afterSuccess: {
      redirectTo: paths.b2c.thankYou,
      redirectDelayMs: APPLICATION_REDIRECT_DELAY_MS,
      handoff: () => ({ service: product.label.toLowerCase() }),
    },
  };
}

const years = recentModelYears();

const pages: ProductPage[] = [
  {
    slug: 'personal-loan',
    heading: 'Personal loan',
    intro: 'An unsecured loan from ₹50,000 to ₹40 lakh for whatever you need, with no collateral.',
    highlights: [
      'Tenure of 1 to 5 years',
      'Money in your account in as little as 48 hours after approval',
      'Offers from several banks and NBFCs in one application',
    ],
    image: loanIllustration,
    imageAlt: 'A rupee coin beside a rising bar chart',
    form: productForm('personal-loan', 'Personal Loan Application', [
      ...borrower,
      choice('purpose', 'What is the loan for?', PERSONAL_LOAN_PURPOSES),
      amount('loanAmount', 'Loan amount', 'From ₹50,000 to ₹40 lakh'),
    ]),
  },
  {
    slug: 'plbt',
    heading: 'Personal loan balance transfer',
    intro: 'Move your running personal loan to a lender with a lower rate, and take a top-up if you need more.',
    highlights: ['Lower EMI on the same outstanding', 'Optional top-up on the transfer', 'We compare the foreclosure charge with what you save'],
    image: loanIllustration,
    imageAlt: 'A rupee coin beside a rising bar chart',
    form: productForm('plbt', 'Personal Loan Balance Transfer Application', [
      ...borrower,
      ...balanceTransfer,
      amount('outstandingAmount', 'Outstanding amount', 'Principal still to repay, from your loan statement'),
      amount('topUpAmount', 'Top-up amount', 'Extra money over the transfer; enter 0 if none'),
    ]),
  },
  {
    slug: 'home-loan',
    heading: 'Home loan',
    intro: 'Buy, build or finish your home with a loan of up to 90% of the property value.',
    highlights: ['Tenure up to 30 years', 'Tax benefits under sections 24(b) and 80C', 'Legal and technical checks of the property with the bank'],
    image: propertyIllustration,
    imageAlt: 'A house with a key',
    form: productForm('home-loan', 'Home Loan Application', [
      ...borrower,
      choice('propertyType', 'Property', HOME_PROPERTY_TYPES),
      text('propertyCity', 'Property city'),
      amount('propertyValue', 'Property value', 'Agreement value or estimate'),
      amount('loanAmount', 'Loan amount'),
    ]),
  },
  {
    slug: 'hlbt',
    heading: 'Home loan balance transfer',
    intro: 'Shift your home loan to a lower rate and save on every EMI for the years that remain.',
    highlights: ['No prepayment penalty on floating-rate home loans (RBI rules)', 'Top-up at home-loan rates', 'We handle the documents with both banks'],
    image: propertyIllustration,
    imageAlt: 'A house with a key',
    form: productForm('hlbt', 'Home Loan Balance Transfer Application', [
      ...borrower,
      ...balanceTransfer,
      text('propertyCity', 'Property city'),
      amount('propertyValue', 'Property value'),
      amount('outstandingAmount', 'Outstanding amount', 'Principal still to repay, from your loan statement'),
    ]),
  },
  {
    slug: 'lap',
    heading: 'Loan against property',
    intro: 'Borrow against a residential or commercial property you own, for business or personal needs.',
    highlights: ['Up to 60 to 70% of the market value', 'Tenure up to 15 years', 'Lower rates than unsecured loans'],
    image: propertyIllustration,
    imageAlt: 'A house with a key',
    form: productForm('lap', 'Loan Against Property Application', [
      ...borrower,
      choice('propertyType', 'Property', MORTGAGE_PROPERTY_TYPES),
      text('propertyCity', 'Property city'),
      amount('propertyValue', 'Property value', 'Current market value'),
      amount('loanAmount', 'Loan amount'),
    ]),
  },
  {
    slug: 'lap-bt',
    heading: 'Loan against property balance transfer',
    intro: 'Move your loan against property to a lender with a lower rate, with a top-up if the value allows.',
    highlights: ['Lower EMI on the same outstanding', 'Top-up against the same property', 'Comparison of charges before you decide'],
    image: propertyIllustration,
    imageAlt: 'A house with a key',
    form: productForm('lap-bt', 'Loan Against Property Balance Transfer Application', [
      ...borrower,
      ...balanceTransfer,
      choice('propertyType', 'Property', MORTGAGE_PROPERTY_TYPES),
      amount('propertyValue', 'Property value', 'Current market value'),
      amount('outstandingAmount', 'Outstanding amount', 'Principal still to repay, from your loan statement'),
    ]),
  },
  {
    slug: 'business-loan',
    heading: 'Business loan',
    intro: 'Working capital or expansion money for proprietors, partnerships, LLPs and companies.',
    highlights: ['From ₹50,000 to ₹5 crore', 'Unsecured up to ₹50 lakh for eligible businesses', 'Loans under CGTMSE cover for MSMEs'],
    image: loanIllustration,
    imageAlt: 'A rupee coin beside a rising bar chart',
    form: productForm('business-loan', 'Business Loan Application', [
      ...applicant,
      pan,
      text('businessName', 'Business name'),
      choice('constitution', 'Business registered as', BUSINESS_CONSTITUTIONS),
      choice('businessVintage', 'Business running for', BUSINESS_VINTAGES),
      amount('annualTurnover', 'Annual turnover', 'Last financial year, from your ITR or GST returns'),
      amount('loanAmount', 'Loan amount'),
    ]),
  },
  {
    slug: 'professional-loan',
    heading: 'Professional loan',
    intro: 'Loans for doctors, chartered accountants, company secretaries, architects and other professionals.',
    highlights: [
      'Up to ₹2 crore without collateral',
      'For a clinic, an office, equipment or working capital',
      'Eligibility from your practice, not only your ITR',
    ],
    image: loanIllustration,
    imageAlt: 'A rupee coin beside a rising bar chart',
    form: productForm('professional-loan', 'Professional Loan Application', [
      ...applicant,
      pan,
      choice('profession', 'Profession', PROFESSIONS),
      text('registrationNumber', 'Registration number', 'With your council or institute (NMC, ICAI, ICSI, CoA, Bar Council)'),
      { name: 'yearsOfPractice', kind: 'number', label: 'Years of practice', width: 'half' },
      amount('annualIncome', 'Annual income'),
      amount('loanAmount', 'Loan amount'),
    ]),
  },
  {
    slug: 'used-car-loan',
    heading: 'Used car loan',
    intro: 'Finance a pre-owned car of up to 15 years old, from a dealer or a private seller.',
    highlights: ['Up to 85% of the car’s value', 'Tenure up to 5 years', 'RC transfer and hypothecation handled with the lender'],
    image: vehicleIllustration,
    imageAlt: 'A car beside a shield',
    form: productForm('used-car-loan', 'Used Car Loan Application', [
      ...borrower,
      vehicleNumber,
      text('carModel', 'Car make and model', 'e.g. Maruti Suzuki Swift VXi'),
      choice('manufactureYear', 'Year of manufacture', years),
      amount('carValue', 'Price of the car'),
      amount('loanAmount', 'Loan amount'),
    ]),
  },
  {
    slug: 'credit-card',
    heading: 'Credit card',
    intro: 'Find a card that suits how you spend, from lifetime-free cards to travel and rewards cards.',
    highlights: ['Cards from several banks in one application', 'Lifetime-free options', 'We tell you which cards you are likely to get before you apply'],
    image: cardIllustration,
    imageAlt: 'A credit card',
    form: productForm('credit-card', 'Credit Card Application', [
      ...borrower,
      choice('existingCard', 'Do you already have a credit card?', YES_NO),
      choice('cardPreference', 'What matters most to you?', CARD_PREFERENCES),
    ]),
  },
  {
    slug: 'motor-insurance',
    heading: 'Motor insurance',
    intro: 'Buy or renew insurance for your car, two-wheeler or commercial vehicle, with quotes from several insurers.',
    highlights: ['Third-party cover is required by the Motor Vehicles Act', 'Keep your no-claim bonus when you switch', 'Cashless repairs at network garages'],
    image: vehicleIllustration,
    imageAlt: 'A car beside a shield',
    form: productForm('motor-insurance', 'Motor Insurance Application', [
      ...applicant,
      vehicleNumber,
      choice('vehicleType', 'Vehicle type', VEHICLE_TYPES),
      text('vehicleModel', 'Make and model', 'e.g. Honda Activa 6G'),
      choice('registrationYear', 'Year of registration', years),
      choice('policyType', 'Policy', MOTOR_POLICY_TYPES),
      text('previousInsurer', 'Previous insurer', 'Optional; leave empty for a new vehicle'),
      choice('claimLastYear', 'Did you make a claim in the last policy year?', YES_NO),
    ]),
  },
  {
    slug: 'website-development',
    heading: 'Website development',
    intro: 'A fast, mobile-friendly website for your business, built and hosted for you.',
    highlights: ['Domain, hosting and business email set up', 'Pages in English and your regional language', 'Online payments and WhatsApp enquiries'],
    image: digitalIllustration,
    imageAlt: 'A screen showing a web page layout',
    form: productForm('website-development', 'Website Development Request', [
      ...applicant,
      text('businessName', 'Business name'),
      choice('websiteType', 'Kind of website', WEBSITE_TYPES),
      choice('websiteSize', 'Roughly how many pages?', WEBSITE_SIZES),
      amount('budget', 'Budget'),
      note('requirements', 'What should the website do?', 'Products or services to show, features you need, sites you like'),
    ]),
  },
  {
    slug: 'social-media-handling',
    heading: 'Social media handling',
    intro: 'We plan, design and post for your business every month, and answer your followers.',
    highlights: ['A monthly content calendar you approve', 'Posts, reels and stories designed for you', 'A monthly report of reach and enquiries'],
    image: digitalIllustration,
    imageAlt: 'A screen showing a web page layout',
    form: productForm('social-media-handling', 'Social Media Handling Request', [
      ...applicant,
      text('businessName', 'Business name'),
      choice('socialPackage', 'Platforms', SOCIAL_MEDIA_PACKAGES),
      amount('monthlyBudget', 'Monthly budget'),
      note('goals', 'What do you want from social media?', 'More walk-ins, online orders, brand awareness, hiring…'),
    ]),
  },
  {
    slug: 'graphic-design',
    heading: 'Graphic design',
    intro: 'Logos, visiting cards, brochures, packaging and social posts from professional designers.',
    highlights: ['Two rounds of changes included', 'Print-ready and web files', 'Delivery in 3 to 7 working days'],
    image: digitalIllustration,
    imageAlt: 'A screen showing a web page layout',
    form: productForm('graphic-design', 'Graphic Design Request', [
      ...applicant,
      text('businessName', 'Business name'),
      choice('designType', 'What do you need designed?', DESIGN_TYPES),
      amount('budget', 'Budget'),
      note('brief', 'Brief', 'Colours, text to include, where it will be used, references you like'),
    ]),
  },
];

export const PRODUCT_PAGES: Readonly<Record<ProductSlug, ProductPage>> = Object.fromEntries(pages.map((page) => [page.slug, page])) as Record<
  ProductSlug,
  ProductPage
>;
