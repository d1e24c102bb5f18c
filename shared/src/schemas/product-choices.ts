// The choices of the product application forms (docs/spec/product.md §2): each a value the server
// checks and the words a person reads, and the messages of the forms. Data tables, kept apart from
// the schemas in products.ts that use them.

export type ProductChoice = { readonly value: string; readonly label: string };

export const productChoiceValues = (choices: readonly ProductChoice[]) => choices.map((choice) => choice.value);

export const EMPLOYMENT_TYPES = [
  { value: 'salaried', label: 'Salaried' },
  { value: 'self-employed-business', label: 'Self-employed (business owner)' },
  { value: 'self-employed-professional', label: 'Self-employed professional (doctor, CA, architect…)' },
] as const satisfies readonly ProductChoice[];

export const PERSONAL_LOAN_PURPOSES = [
  { value: 'medical', label: 'Medical expenses' },
  { value: 'wedding', label: 'Wedding' },
  { value: 'travel', label: 'Travel' },
  { value: 'home-renovation', label: 'Home renovation' },
  { value: 'debt-consolidation', label: 'Paying off other debts' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly ProductChoice[];

export const HOME_PROPERTY_TYPES = [
  { value: 'ready-flat', label: 'Ready-to-move flat or house' },
  { value: 'under-construction', label: 'Under-construction property' },
  { value: 'plot-and-construction', label: 'Plot plus construction' },
  { value: 'self-construction', label: 'Construction on my own plot' },
] as const satisfies readonly ProductChoice[];

export const MORTGAGE_PROPERTY_TYPES = [
  { value: 'residential', label: 'Residential (flat or house)' },
  { value: 'commercial', label: 'Commercial (shop or office)' },
  { value: 'industrial', label: 'Industrial' },
  { value: 'plot', label: 'Plot of land' },
] as const satisfies readonly ProductChoice[];

export const BUSINESS_CONSTITUTIONS = [
  { value: 'proprietorship', label: 'Sole proprietorship' },
  { value: 'partnership', label: 'Partnership firm' },
  { value: 'llp', label: 'Limited liability partnership (LLP)' },
  { value: 'private-limited', label: 'Private limited company' },
] as const satisfies readonly ProductChoice[];

export const BUSINESS_VINTAGES = [
  { value: 'under-1', label: 'Less than 1 year' },
  { value: '1-3', label: '1 to 3 years' },
  { value: '3-5', label: '3 to 5 years' },
  { value: 'over-5', label: 'More than 5 years' },
] as const satisfies readonly ProductChoice[];

export const PROFESSIONS = [
  { value: 'doctor', label: 'Doctor' },
  { value: 'chartered-accountant', label: 'Chartered accountant' },
  { value: 'company-secretary', label: 'Company secretary' },
  { value: 'architect', label: 'Architect' },
  { value: 'lawyer', label: 'Lawyer' },
  { value: 'engineer-consultant', label: 'Consulting engineer' },
] as const satisfies readonly ProductChoice[];

export const VEHICLE_TYPES = [
  { value: 'car', label: 'Private car' },
  { value: 'two-wheeler', label: 'Two-wheeler' },
  { value: 'commercial', label: 'Commercial vehicle' },
] as const satisfies readonly ProductChoice[];

export const MOTOR_POLICY_TYPES = [
  { value: 'comprehensive', label: 'Comprehensive' },
  { value: 'third-party', label: 'Third-party only' },
  { value: 'own-damage', label: 'Standalone own damage' },
] as const satisfies readonly ProductChoice[];

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly ProductChoice[];

export const CARD_PREFERENCES = [
  { value: 'lifetime-free', label: 'Lifetime free' },
  { value: 'rewards', label: 'Rewards and cashback' },
  { value: 'travel', label: 'Travel and lounge access' },
  { value: 'fuel', label: 'Fuel savings' },
] as const satisfies readonly ProductChoice[];

export const WEBSITE_TYPES = [
  { value: 'business', label: 'Business website' },
  { value: 'e-commerce', label: 'Online store (e-commerce)' },
  { value: 'portfolio', label: 'Portfolio or personal site' },
  { value: 'web-app', label: 'Custom web application' },
] as const satisfies readonly ProductChoice[];

export const WEBSITE_SIZES = [
  { value: '1-5', label: '1 to 5 pages' },
  { value: '6-15', label: '6 to 15 pages' },
  { value: '16-plus', label: '16 pages or more' },
] as const satisfies readonly ProductChoice[];

export const SOCIAL_MEDIA_PACKAGES = [
  { value: 'instagram-facebook', label: 'Instagram and Facebook' },
  { value: 'instagram-facebook-linkedin', label: 'Instagram, Facebook and LinkedIn' },
  { value: 'all-platforms', label: 'All platforms, including YouTube and X' },
] as const satisfies readonly ProductChoice[];

export const DESIGN_TYPES = [
  { value: 'logo', label: 'Logo and brand identity' },
  { value: 'social-posts', label: 'Social media posts' },
  { value: 'brochure', label: 'Brochure or flyer' },
  { value: 'visiting-card', label: 'Visiting card' },
  { value: 'packaging', label: 'Packaging or label' },
] as const satisfies readonly ProductChoice[];

// The choices of the forms only partner shops sell (vendor-selling.ts) and of the credit-card
// application (cards.ts).

export const STUDY_DESTINATIONS = [
  { value: 'india', label: 'In India' },
  { value: 'abroad', label: 'Abroad' },
] as const satisfies readonly ProductChoice[];

export const HEALTH_COVER_TYPES = [
  { value: 'individual', label: 'Individual' },
  { value: 'family-floater', label: 'Family floater' },
  { value: 'senior-citizen', label: 'Senior citizen' },
] as const satisfies readonly ProductChoice[];

export const SUM_INSURED_OPTIONS = [
  { value: '300000', label: '₹3 lakh' },
  { value: '500000', label: '₹5 lakh' },
  { value: '1000000', label: '₹10 lakh' },
  { value: '2500000', label: '₹25 lakh' },
  { value: '5000000', label: '₹50 lakh' },
  { value: '10000000', label: '₹1 crore' },
] as const satisfies readonly ProductChoice[];

export const ADDRESS_PROOFS = [
  { value: 'aadhaar', label: 'Aadhaar' },
  { value: 'passport', label: 'Passport' },
  { value: 'driving-licence', label: 'Driving licence' },
  { value: 'voter-id', label: 'Voter ID' },
] as const satisfies readonly ProductChoice[];

/** Model years a lender finances a used car for, or an insurer covers: the last 15. */
export function recentModelYears(today: Date = new Date()): ProductChoice[] {
  const current = today.getFullYear();
  return Array.from({ length: 15 }, (_, i) => String(current - i)).map((year) => ({ value: year, label: year }));
}

/** What each product form says about a missing or wrong answer. */
export const PRODUCT_MESSAGES = {
  termsRequired: 'You must accept the terms and conditions',
  cityRequired: 'City is required',
  employmentTypeRequired: 'Select your employment type',
  organisationRequired: 'Employer or business name is required',
  purposeRequired: 'Select what the loan is for',
  existingLenderRequired: 'Name the bank or NBFC your loan is with now',
  propertyTypeRequired: 'Select the type of property',
  propertyCityRequired: 'Property city is required',
  businessNameRequired: 'Business name is required',
  constitutionRequired: 'Select how your business is registered',
  vintageRequired: 'Select how long the business has been running',
  professionRequired: 'Select your profession',
  registrationNumberRequired: 'Professional registration number is required',
  carModelRequired: 'Car make and model is required',
  modelYearRequired: 'Select the year of manufacture',
  vehicleTypeRequired: 'Select the type of vehicle',
  vehicleModelRequired: 'Vehicle make and model is required',
  policyTypeRequired: 'Select the policy you want',
  claimRequired: 'Tell us whether you made a claim last year',
  cardPreferenceRequired: 'Select the card benefit you prefer',
  existingCardRequired: 'Tell us whether you already hold a credit card',
  websiteTypeRequired: 'Select the kind of website',
  websiteSizeRequired: 'Select roughly how many pages',
  packageRequired: 'Select the platforms to manage',
  designTypeRequired: 'Select what you need designed',
  briefRequired: 'Tell us briefly what you need',
} as const;

/** What the forms only shops sell say about a missing answer. */
export const VENDOR_PRODUCT_MESSAGES = {
  destinationRequired: 'Select where the course is',
  courseRequired: 'Course name is required',
  institutionRequired: 'College or university is required',
  coApplicantRequired: "Co-applicant's name is required",
  coverTypeRequired: 'Select the type of cover',
  sumInsuredRequired: 'Select the sum insured',
  illnessRequired: 'Tell us whether anyone to be covered has an existing illness',
  dealerRequired: 'Dealer name is required',
} as const;
