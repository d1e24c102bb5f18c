// The education-loan enquiry (docs/spec/product.md §§2 to 5, 8 and 9) as a form-engine definition:
// the fields and their order, the spec's schema and payload mapping, the endpoint, and what follows
// success (InquiryToken kept, the OTP page 3 seconds later with mobile, service label and image).
import { paths } from '@platform/shared';
import { consentFields, ENQUIRY_NOT_SUBMITTED_MESSAGE, type ProductFormDefinition } from '@platform/shared/forms';
import { educationLoanFormSchema, toEnquiryPayload, type EducationLoanFormInput, type EnquiryInput } from '@platform/shared/schemas';
import { submitEnquiry } from '@platform/shared/contracts';
import { educationLoanIllustration } from '../../components/illustrations';
import { texts } from './texts';

/** docs/spec/product.md §4: the service label the OTP page is handed, spelled as the product has it. */
export const EDUCATION_LOAN_SERVICE_LABEL = 'education Loan';
/** docs/spec/product.md §9: the wait between the success notice and the OTP page. */
export const ENQUIRY_REDIRECT_DELAY_MS = 3000;

export const educationLoanForm: ProductFormDefinition<EducationLoanFormInput, EnquiryInput> = {
  id: 'education-loan',
  get title() {
    return texts.t('form.title');
  },
  fields: [
    {
      name: 'fullname',
      kind: 'text',
      get label() {
        return texts.t('form.fullname');
      },
      autoComplete: 'name',
    },
    {
      name: 'phone',
      kind: 'tel',
      get label() {
        return texts.t('form.phone');
      },
      autoComplete: 'tel-national',
      get hint() {
        return texts.t('form.phoneHint');
      },
      width: 'half',
    },
    {
      name: 'email',
      kind: 'email',
      get label() {
        return texts.t('form.email');
      },
      autoComplete: 'email',
      width: 'half',
    },
    {
      name: 'pincode',
      kind: 'text',
      get label() {
        return texts.t('form.pincode');
      },
      autoComplete: 'postal-code',
      width: 'half',
    },
    {
      name: 'loanAmount',
      kind: 'amount',
      get label() {
        return texts.t('form.loanAmount');
      },
      get hint() {
        return texts.t('form.loanAmountHint');
      },
      width: 'half',
    },
    {
      name: 'address',
      kind: 'textarea',
      get label() {
        return texts.t('form.address');
      },
      autoComplete: 'street-address',
    },
    {
      name: 'referred',
      kind: 'text',
      get label() {
        return texts.t('form.referred');
      },
      get hint() {
        return texts.t('form.optional');
      },
      lockedFromQuery: 'referral',
    },
    // The privacy-and-terms statement and the residence declaration, from the versioned notice.
    ...consentFields('enquiry'),
  ],
  schema: educationLoanFormSchema,
  defaultValues: { referred: '', termsAccepted: false },
  // The form engine posts to the contract's URL (its answer, the inquiryToken, is read by afterSuccess).
  endpoint: submitEnquiry.path,
  consent: 'enquiry',
  toPayload: (values, query) => toEnquiryPayload(values, { shopID: query.get('shopid') }),
  get submitLabel() {
    return texts.t('form.submit');
  },
  get successMessage() {
    return texts.t('form.success');
  },
  failureMessage: ENQUIRY_NOT_SUBMITTED_MESSAGE,
  afterSuccess: {
    storeInquiryToken: true,
    redirectTo: paths.b2c.verifyOtp,
    redirectDelayMs: ENQUIRY_REDIRECT_DELAY_MS,
    handoff: (values) => ({
      mobile: values.phone,
      service: EDUCATION_LOAN_SERVICE_LABEL,
      image: educationLoanIllustration,
      otpSentAt: Date.now(),
    }),
  },
};
