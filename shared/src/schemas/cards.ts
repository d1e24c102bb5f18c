// Credit cards a partner shop sells (docs/decisions/011-vendor-selling-endpoints.md): the catalogue
// the API serves at GET /card/get-cards (fees, rewards, eligibility per card, for the five partner
// banks of routes.md) and the two-step application (/vender/cards/form-1 → form-2) sent with POST
// /card/credit-card. The server checks the chosen card's eligibility with `cardEligibilityProblem`,
// the same rule the form shows.
import { boolean, object, string, type InferType } from 'yup';
import { CARD_BANKS, type CardBankSlug } from '@platform/shared/catalogue';
import { formatRupees } from '@platform/shared/finance';
import { emailSchema, fullNameSchema, mobileSchema, panSchema, pincodeSchema } from './fields';
import { ADDRESS_PROOFS, EMPLOYMENT_TYPES, YES_NO, rupeesSchema } from './products';
import { fillTemplate, VALIDATION_TEXTS } from './validation-texts';

const c = VALIDATION_TEXTS.cards;
const tooLong = (max: number) => fillTemplate(VALIDATION_TEXTS.text.tooLong, { max });

// The partner banks: a plain table the route table needs too (catalogue entry).
export { CARD_BANKS, type CardBankSlug } from '@platform/shared/catalogue';

export interface CreditCard {
  id: string;
  bank: CardBankSlug;
  name: string;
  /** Rupees, GST extra, as the bank's schedule of charges states them. */
  joiningFee: number;
  annualFee: number;
  /** When the annual fee is waived, in the bank's words. */
  feeWaiver: string | null;
  rewards: readonly string[];
  eligibility: { minAge: number; maxAge: number; minMonthlyIncome: number; employment: readonly ('salaried' | 'self-employed')[] };
}

export const CARD_CATALOGUE: readonly CreditCard[] = [
  {
    id: 'indusind-platinum-aura-edge',
    bank: 'indusind-bank',
    name: 'Platinum Aura Edge',
    joiningFee: 0,
    annualFee: 0,
    feeWaiver: 'Lifetime free',
    rewards: ['Up to 4 reward points per ₹100 on chosen categories', '1% fuel surcharge waiver'],
    eligibility: { minAge: 21, maxAge: 65, minMonthlyIncome: 25_000, employment: ['salaried', 'self-employed'] },
  },
  {
    id: 'indusind-legend',
    bank: 'indusind-bank',
    name: 'Legend',
    joiningFee: 9_999,
    annualFee: 0,
    feeWaiver: 'No annual fee after the first year',
    rewards: ['1 reward point per ₹100 on weekdays, 2 on weekends', 'Complimentary golf rounds'],
    eligibility: { minAge: 25, maxAge: 65, minMonthlyIncome: 1_00_000, employment: ['salaried', 'self-employed'] },
  },
  {
    id: 'axis-ace',
    bank: 'axis-bank',
    name: 'ACE',
    joiningFee: 499,
    annualFee: 499,
    feeWaiver: 'Waived on ₹2 lakh spent in a year',
    rewards: ['5% cashback on bill payments through Google Pay', '1.5% cashback on other spends'],
    eligibility: { minAge: 18, maxAge: 70, minMonthlyIncome: 25_000, employment: ['salaried', 'self-employed'] },
  },
  {
    id: 'axis-flipkart',
    bank: 'axis-bank',
    name: 'Flipkart Axis Bank',
    joiningFee: 500,
    annualFee: 500,
    feeWaiver: 'Waived on ₹3.5 lakh spent in a year',
    rewards: ['5% cashback on Flipkart', '4% on preferred partners', '4 domestic lounge visits a year'],
    eligibility: { minAge: 18, maxAge: 70, minMonthlyIncome: 15_000, employment: ['salaried', 'self-employed'] },
  },
  {
    id: 'sc-smart',
    bank: 's-charted-bank',
    name: 'Smart Credit Card',
    joiningFee: 499,
    annualFee: 499,
    feeWaiver: 'Waived on ₹1.2 lakh spent in a year',
    rewards: ['2% cashback on online spends', '1% cashback on other spends'],
    eligibility: { minAge: 21, maxAge: 65, minMonthlyIncome: 30_000, employment: ['salaried'] },
  },
  {
    id: 'sc-ultimate',
    bank: 's-charted-bank',
    name: 'Ultimate',
    joiningFee: 5_000,
    annualFee: 5_000,
    feeWaiver: null,
    rewards: ['5 reward points per ₹150', 'Unlimited airport lounge access'],
    eligibility: { minAge: 21, maxAge: 65, minMonthlyIncome: 1_50_000, employment: ['salaried', 'self-employed'] },
  },
  {
    id: 'hdfc-millennia',
    bank: 'hdfc-bank',
    name: 'Millennia',
    joiningFee: 1_000,
    annualFee: 1_000,
    feeWaiver: 'Waived on ₹1 lakh spent in a year',
    rewards: ['5% cashback on Amazon, Flipkart and 8 more partners', '1% cashback on other spends'],
    eligibility: { minAge: 21, maxAge: 60, minMonthlyIncome: 35_000, employment: ['salaried', 'self-employed'] },
  },
  {
    id: 'hdfc-regalia-gold',
    bank: 'hdfc-bank',
    name: 'Regalia Gold',
    joiningFee: 2_500,
    annualFee: 2_500,
    feeWaiver: 'Waived on ₹4 lakh spent in a year',
    rewards: ['4 reward points per ₹150', '12 domestic and 6 international lounge visits a year'],
    eligibility: { minAge: 21, maxAge: 60, minMonthlyIncome: 1_00_000, employment: ['salaried', 'self-employed'] },
  },
  {
    id: 'au-lit',
    bank: 'au-finance-bank',
    name: 'LIT',
    joiningFee: 0,
    annualFee: 0,
    feeWaiver: 'Lifetime free; pay only for the features you switch on',
    rewards: ['Choose cashback, lounge or rewards features month by month'],
    eligibility: { minAge: 21, maxAge: 60, minMonthlyIncome: 20_000, employment: ['salaried', 'self-employed'] },
  },
  {
    id: 'au-altura-plus',
    bank: 'au-finance-bank',
    name: 'Altura Plus',
    joiningFee: 499,
    annualFee: 499,
    feeWaiver: 'Waived on ₹80,000 spent in a year',
    rewards: ['1.5% cashback on in-store spends', '4 railway lounge visits a year'],
    eligibility: { minAge: 21, maxAge: 60, minMonthlyIncome: 20_000, employment: ['salaried', 'self-employed'] },
  },
];

export const cardById = (id: string) => CARD_CATALOGUE.find((card) => card.id === id);
export const bankOfCard = (slug: CardBankSlug) => CARD_BANKS.find((bank) => bank.slug === slug)!;

/** Age in whole years on `today` of someone born on `birth` (YYYY-MM-DD). */
export function ageOn(birth: string, today: Date): number {
  const [y, m, d] = birth.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const before = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return before ? age - 1 : age;
}

/** Why this applicant cannot have this card, per field, or nothing when they can apply. */
export function cardEligibilityProblem(
  card: CreditCard,
  applicant: { dateOfBirth?: string; monthlyIncome?: number; employmentType?: string },
  today: Date,
): { field: 'dateOfBirth' | 'monthlyIncome' | 'employmentType'; message: string } | undefined {
  const e = card.eligibility;
  if (applicant.dateOfBirth) {
    const age = ageOn(applicant.dateOfBirth, today);
    if (age < e.minAge || age > e.maxAge) return { field: 'dateOfBirth', message: `${card.name} is for applicants aged ${e.minAge} to ${e.maxAge}` };
  }
  if (applicant.employmentType) {
    const kind = applicant.employmentType === 'salaried' ? 'salaried' : 'self-employed';
    if (!e.employment.includes(kind)) return { field: 'employmentType', message: `${card.name} is for ${e.employment.join(' or ')} applicants only` };
  }
  if (applicant.monthlyIncome !== undefined && applicant.monthlyIncome < e.minMonthlyIncome) {
    return { field: 'monthlyIncome', message: `${card.name} needs a monthly income of at least ${formatRupees(e.minMonthlyIncome)}` };
  }
  return undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Step 1 (/vender/cards/form-1): the applicant and the card chosen. */
export const cardApplicantSchema = object({
  cardId: string()
    .required(c.cardRequired)
    .oneOf(
      CARD_CATALOGUE.map((card) => card.id),
      c.cardFromList,
    ),
  fullName: fullNameSchema,
  mobile: mobileSchema,
  email: emailSchema,
  pan: panSchema,
  dateOfBirth: string()
    .trim()
    .required(c.dateOfBirthRequired)
    .test({ name: 'date', message: c.dateOfBirthShape, test: (v) => !v || (DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))) })
    .test({ name: 'adult', message: c.adult, test: (v) => !v || !DATE.test(v) || ageOn(v, new Date()) >= 18 }),
  pincode: pincodeSchema,
  city: string().trim().required(VALIDATION_TEXTS.account.cityRequired).max(100, tooLong(100)),
});

export const CARD_TERMS_MESSAGE = c.termsRequired;

/** Step 2 (/vender/cards/form-2): employment, income and KYC. */
export const cardEmploymentSchema = object({
  employmentType: string()
    .trim()
    .required(c.employmentTypeRequired)
    .oneOf(
      EMPLOYMENT_TYPES.map((t) => t.value),
      c.employmentTypeRequired,
    ),
  organisationName: string().trim().required(VALIDATION_TEXTS.product.organisationRequired).max(100, tooLong(100)),
  monthlyIncome: rupeesSchema('Monthly income', 10_000, 1_00_00_000),
  existingCard: string()
    .trim()
    .required(c.existingCardRequired)
    .oneOf(
      YES_NO.map((c) => c.value),
      c.existingCardRequired,
    ),
  addressProof: string()
    .trim()
    .required(c.addressProofRequired)
    .oneOf(
      ADDRESS_PROOFS.map((p) => p.value),
      c.addressProofRequired,
    ),
  termsAccepted: boolean().required(CARD_TERMS_MESSAGE).oneOf([true], CARD_TERMS_MESSAGE),
});

/** POST /card/credit-card from a shop: both steps together, plus `product`. */
export const cardApplicationPayloadSchema = object({
  product: string().required('product must be "card-application"').oneOf(['card-application'], 'product must be "card-application"'),
  ...cardApplicantSchema.fields,
  ...cardEmploymentSchema.omit(['termsAccepted']).fields,
  referred: string()
    .trim()
    .max(40, fillTemplate(c.connectorCodeTooLong, { max: 40 }))
    .default(''),
}).test({
  name: 'eligible',
  // The chosen card's own rule (age, employment, income), reported on the field that fails it.
  test(value, context) {
    const v = (value ?? {}) as { cardId?: string; dateOfBirth?: string; monthlyIncome?: number; employmentType?: string };
    const card = v.cardId ? cardById(v.cardId) : undefined;
    const problem = card ? cardEligibilityProblem(card, v, new Date()) : undefined;
    return problem ? context.createError({ path: problem.field, message: problem.message }) : true;
  },
});
export type CardApplicationPayload = InferType<typeof cardApplicationPayloadSchema>;
export type CardApplicant = InferType<typeof cardApplicantSchema>;
