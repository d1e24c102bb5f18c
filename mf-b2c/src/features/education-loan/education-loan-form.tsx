// The education-loan enquiry (docs/spec/product.md §§2 to 5, 8 and 9) as a form-engine definition:
// the fields and their order, the spec's schema and payload mapping, the endpoint, and what follows
// success (InquiryToken kept, the OTP page 3 seconds later with mobile, service label and image).
import { paths } from '@platform/shared';
import { consentFields, ENQUIRY_NOT_SUBMITTED_MESSAGE, type ProductFormDefinition } from '@platform/shared/forms';
import { educationLoanFormSchema, toEnquiryPayload, type EducationLoanFormInput, type EnquiryInput } from '@platform/shared/schemas';
import { submitEnquiry } from '@platform/shared/contracts';
import { educationLoanIllustration } from '../../components/illustrations';

/** docs/spec/product.md §4: the service label the OTP page is handed, spelled as the product has it. */
export const EDUCATION_LOAN_SERVICE_LABEL = 'education Loan';
/** docs/spec/product.md §9: the wait between the success notice and the OTP page. */
export const ENQUIRY_REDIRECT_DELAY_MS = 3000;

export const educationLoanForm: ProductFormDefinition<EducationLoanFormInput, EnquiryInput> = {
  id: 'education-loan',
  title: 'Education Loan Application',
  fields: [
    { name: 'fullname', kind: 'text', label: 'Full Name', autoComplete: 'name' },
    { name: 'phone', kind: 'tel', label: 'Phone Number', autoComplete: 'tel-national', hint: '10-digit mobile number; the OTP goes here', width: 'half' },
    { name: 'email', kind: 'email', label: 'Email', autoComplete: 'email', width: 'half' },
    { name: 'pincode', kind: 'text', label: 'Pin Code', autoComplete: 'postal-code', width: 'half' },
    { name: 'loanAmount', kind: 'amount', label: 'Loan Amount', hint: 'In rupees, e.g. 7,50,000', width: 'half' },
    { name: 'address', kind: 'textarea', label: 'Address', autoComplete: 'street-address' },
    { name: 'referred', kind: 'text', label: 'Referral Code', hint: 'Optional', lockedFromQuery: 'referral' },
    // The privacy-and-terms statement and the residence declaration, from the versioned notice.
    ...consentFields('enquiry'),
  ],
  schema: educationLoanFormSchema,
  defaultValues: { referred: '', termsAccepted: false },
  // The form engine posts to the contract's URL (its answer, the inquiryToken, is read by afterSuccess).
  endpoint: submitEnquiry.path,
  consent: 'enquiry',
  toPayload: (values, query) => toEnquiryPayload(values, { shopID: query.get('shopid') }),
  submitLabel: 'Verify',
  successMessage: 'Your inquiry has been submitted. Enter the OTP sent to your mobile number.',
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
