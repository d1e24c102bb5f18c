// The education-loan enquiry: the form of docs/spec/product.md §3 and the payload of POST
// /inquiry/inquiry-submission. The form's messages are the contract of docs/spec/product.md §5,
// word for word; the payload schema reuses the same field rules so that whatever the form accepts,
// the server accepts, and the server answers with the same texts.
import { boolean, object, string, type InferType } from 'yup';
import { EDUCATION_LOAN_MESSAGES, fillTemplate, VALIDATION_TEXTS } from './validation-texts';
import { createAddressSchema, createAmountSchema, createEmailSchema, createFullNameSchema, createMobileSchema, createPincodeSchema } from './fields';

/** docs/spec/product.md §9: the enquiry type label, sent verbatim. */
export const ENQUIRY_TYPE_EDUCATION_LOAN = 'education loan';

export const REFERRAL_CODE_MAX_LENGTH = 64;
export const SHOP_ID_MAX_LENGTH = 64;

// docs/spec/product.md §5's messages, word for word: kept with the other message texts, which the
// forms translate by key.
export { EDUCATION_LOAN_MESSAGES };

const m = EDUCATION_LOAN_MESSAGES;

// One definition per field, used by both the form and the payload (under the payload's names).
const fullname = createFullNameSchema({ messages: { required: m.fullnameRequired } });
// §5 gives the phone exactly two rules (required, 10 digits); the 6-9 leading-digit check
// of other forms would add a message the spec does not have.
const phone = createMobileSchema({
  messages: { required: m.phoneRequired, length: m.phoneLength },
  requireMobilePrefix: false,
});
const email = createEmailSchema({
  messages: { required: m.emailRequired, invalid: m.emailInvalid },
});
const pincode = createPincodeSchema({
  messages: { required: m.pincodeRequired, digits: m.pincodeDigits, length: m.pincodeLength },
});
const address = createAddressSchema({ messages: { required: m.addressRequired } });
// "required number": an empty box and a box that is not a number are both "Loan Amount is
// required", the only text §5 gives for this field.
const loanAmount = createAmountSchema({
  messages: { required: m.loanAmountRequired, notANumber: m.loanAmountRequired },
});
const referred = string()
  .trim()
  .max(REFERRAL_CODE_MAX_LENGTH, fillTemplate(VALIDATION_TEXTS.text.referralTooLong, { max: REFERRAL_CODE_MAX_LENGTH }))
  .default('');

/**
 * The education-loan form (docs/spec/product.md §3). `referred` is the optional referral code,
 * pre-filled from the `referral` query parameter; both consent checkboxes write `termsAccepted`.
 * `shopID` is not a form field: it comes from the `shopid` query parameter (see
 * `toEnquiryPayload`).
 */
export const educationLoanFormSchema = object({
  fullname,
  phone,
  email,
  pincode,
  address,
  loanAmount,
  referred,
  termsAccepted: boolean().required(m.termsRequired).oneOf([true], m.termsRequired),
});

export type EducationLoanFormInput = InferType<typeof educationLoanFormSchema>;

/** POST /inquiry/inquiry-submission (docs/spec/product.md §§3 and 7). The API parses requests with it. */
export const enquirySchema = object({
  username: fullname,
  mobile: phone,
  email,
  pincode,
  address,
  loanAmount,
  referred,
  type: string().required().oneOf([ENQUIRY_TYPE_EDUCATION_LOAN], `type must be "${ENQUIRY_TYPE_EDUCATION_LOAN}"`),
  shopID: string().trim().max(SHOP_ID_MAX_LENGTH, `shopID must be at most ${SHOP_ID_MAX_LENGTH} characters`).optional(),
});

export type EnquiryInput = InferType<typeof enquirySchema>;

export type EnquiryContext = {
  /** The `shopid` query parameter of the page, when the enquiry came through a partner shop. */
  shopID?: string | null | undefined;
};

/** Maps a validated education-loan form to the submission payload, renaming to the wire keys. */
export function toEnquiryPayload(form: EducationLoanFormInput, { shopID }: EnquiryContext = {}): EnquiryInput {
  const shop = shopID?.trim();
  return {
    username: form.fullname,
    mobile: form.phone,
    email: form.email,
    pincode: form.pincode,
    address: form.address,
    loanAmount: form.loanAmount,
    referred: form.referred,
    type: ENQUIRY_TYPE_EDUCATION_LOAN,
    // Omitted rather than sent empty: a direct visit has no shop, and "" is not a shop id.
    ...(shop ? { shopID: shop } : {}),
  };
}
