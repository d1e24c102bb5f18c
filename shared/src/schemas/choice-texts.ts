// The words of the choices the shared tables offer (product-choices.ts), keyed by table and value:
// English read from the tables themselves, so it cannot drift, and the `choices` namespace of
// shared/src/i18n/locales has the same keys in Hindi and Marathi. A form submits the value; only
// the words shown change with the language. No yup here, for the reason of validation-texts.ts.
import {
  ADDRESS_PROOFS,
  BUSINESS_CONSTITUTIONS,
  BUSINESS_VINTAGES,
  CARD_PREFERENCES,
  DESIGN_TYPES,
  EMPLOYMENT_TYPES,
  HEALTH_COVER_TYPES,
  HOME_PROPERTY_TYPES,
  MORTGAGE_PROPERTY_TYPES,
  MOTOR_POLICY_TYPES,
  PERSONAL_LOAN_PURPOSES,
  PROFESSIONS,
  SOCIAL_MEDIA_PACKAGES,
  STUDY_DESTINATIONS,
  SUM_INSURED_OPTIONS,
  VEHICLE_TYPES,
  WEBSITE_SIZES,
  WEBSITE_TYPES,
  YES_NO,
  type ProductChoice,
} from './product-choices';

type Words<T extends readonly ProductChoice[]> = { readonly [C in T[number] as C['value']]: C['label'] };

const wordsOf = <const T extends readonly ProductChoice[]>(choices: T): Words<T> =>
  Object.fromEntries(choices.map((choice) => [choice.value, choice.label])) as Words<T>;

export const CHOICE_TEXTS = {
  employmentTypes: wordsOf(EMPLOYMENT_TYPES),
  personalLoanPurposes: wordsOf(PERSONAL_LOAN_PURPOSES),
  homePropertyTypes: wordsOf(HOME_PROPERTY_TYPES),
  mortgagePropertyTypes: wordsOf(MORTGAGE_PROPERTY_TYPES),
  businessConstitutions: wordsOf(BUSINESS_CONSTITUTIONS),
  businessVintages: wordsOf(BUSINESS_VINTAGES),
  professions: wordsOf(PROFESSIONS),
  vehicleTypes: wordsOf(VEHICLE_TYPES),
  motorPolicyTypes: wordsOf(MOTOR_POLICY_TYPES),
  yesNo: wordsOf(YES_NO),
  cardPreferences: wordsOf(CARD_PREFERENCES),
  websiteTypes: wordsOf(WEBSITE_TYPES),
  websiteSizes: wordsOf(WEBSITE_SIZES),
  socialMediaPackages: wordsOf(SOCIAL_MEDIA_PACKAGES),
  designTypes: wordsOf(DESIGN_TYPES),
  studyDestinations: wordsOf(STUDY_DESTINATIONS),
  healthCoverTypes: wordsOf(HEALTH_COVER_TYPES),
  sumInsuredOptions: wordsOf(SUM_INSURED_OPTIONS),
  addressProofs: wordsOf(ADDRESS_PROOFS),
};

let byLabel: Map<string, string> | undefined;

/**
 * The key (`table.value`) of an option's English words from a shared table, or undefined for an
 * area's own option, which is then shown as given. Matched by the words rather than the value:
 * values repeat across tables ("travel" is a loan purpose and a card benefit) while the same words
 * read the same in every language.
 */
export function choiceKeyOf(label: string): string | undefined {
  if (!byLabel) {
    byLabel = new Map();
    for (const [table, words] of Object.entries(CHOICE_TEXTS)) {
      for (const [value, text] of Object.entries(words as Record<string, string>)) if (!byLabel.has(text)) byLabel.set(text, `${table}.${value}`);
    }
  }
  return byLabel.get(label);
}
