// What the home page offers, as data. Only products whose pages exist carry an `href`; the others
// are described until their pages ship, so the home page never links to a missing page.
import { paths } from '@platform/shared';

export interface Offering {
  name: string;
  description: string;
  href?: string;
  cta?: string;
}

export const customerProducts: readonly Offering[] = [
  { name: 'Personal loan', description: 'For a wedding, medical bills, travel or home repairs. No collateral; fixed monthly EMIs.' },
  { name: 'Home loan', description: 'Buy, build or renovate a home, or move an existing home loan to a lower rate with a balance transfer.' },
  { name: 'Business loan', description: 'Working capital or equipment finance for shops, traders and small manufacturers.' },
  {
    name: 'Education loan',
    description: 'Tuition, hostel and travel for study in India or abroad, with a parent or guardian as co-applicant.',
    href: paths.educationLoan,
    cta: 'Apply for an education loan',
  },
  { name: 'Credit cards', description: 'Compare cards from partner banks for cashback, travel or fuel, and apply with one form.' },
  { name: 'Motor insurance', description: 'Buy or renew insurance for your car or two-wheeler, including third-party cover required by law.' },
];

export const shopServices: readonly string[] = [
  'GST registration and return filing',
  'PAN card: new, duplicate and corrections',
  'Company and LLP registration',
  'Trademark registration',
  'FSSAI food licence',
  'Digital signature certificate (DSC)',
  'MSME (Udyam) registration',
];

export const howItWorks: readonly { title: string; text: string }[] = [
  { title: 'Tell us what you need', text: 'Fill in a short enquiry online, or visit a partner shop near you, and verify your mobile number with an OTP.' },
  { title: 'Talk to an advisor', text: 'A loan advisor calls you back, explains the options from our lending partners and the documents you will need.' },
  {
    title: 'The lender decides',
    text: 'Your application goes to the bank or NBFC you choose. It checks eligibility, sends you the terms, and disburses once you accept.',
  },
];

export const trustFacts: readonly string[] = [
  'We are not a lender. Loans and cards come from banks and NBFCs regulated by the Reserve Bank of India, on their published terms.',
  'Applying through us is free. We never ask for money to get a loan approved, and never for your OTP, PIN or password.',
  'Your data is used only for the request you make and shared only with the partner you choose, as the Digital Personal Data Protection Act, 2023 requires.',
  'Every complaint gets a reference number and a named escalation path, up to the RBI Ombudsman.',
];
