// Links that cross areas, written once. Each app's routes.json says which patterns it owns; this
// registry is how any app links to them without spelling a URL twice.
import { SUPPORT_CONTACT } from './support-contact';

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  privacy: '/privacy',
  career: '/career',
  blog: '/blog',
  login: '/login',
  signup: '/signup',
  loanServices: '/loan-services',
  becomePartner: '/become-partner',
  educationLoan: '/education-loan',
  b2c: {
    faq: '/b2c/faq',
    termsConditions: '/b2c/terms-conditions',
    cancellationPrivacy: '/b2c/cancellation-privacy',
    cookiePolicy: '/b2c/cookie-policy',
    grievanceRedressalPolicy: '/b2c/grievance-redressal-policy',
    disclaimerConsentDeclaration: '/b2c/disclaimer-consent-declaration',
    codeOfConduct: '/b2c/code-of-conduct',
    verifyOtp: '/b2c/verfiyotp',
    thankYou: '/b2c/thankyou',
  },
  customer: {
    root: '/customer',
    login: '/customer/login',
    referral: '/customer/referral',
    youGotReferral: '/customer/you-got-referral',
  },
  vendor: {
    root: '/vender',
    caServices: '/vender/ca-services',
    services: '/vender/services',
  },
  telecaller: {
    root: '/telecaller',
    login: '/telecaller/login',
  },
} as const;

export interface NavItem {
  label: string;
  to: string;
}

/** The site header: one entry per area, so every area is one click away from anywhere. */
export const mainNavigation: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Help & FAQ', to: paths.b2c.faq },
  { label: 'My account', to: paths.customer.root },
  { label: 'Partner shops', to: paths.vendor.root },
  { label: 'CA services', to: paths.vendor.caServices },
  { label: 'Telecallers', to: paths.telecaller.root },
  { label: 'About us', to: paths.aboutUs },
  { label: 'Contact', to: paths.contactUs },
];

export const footerLinks: readonly NavItem[] = [
  { label: 'Terms & conditions', to: paths.b2c.termsConditions },
  { label: 'Cancellation & privacy', to: paths.b2c.cancellationPrivacy },
  { label: 'Cookie policy', to: paths.b2c.cookiePolicy },
  { label: 'Grievance redressal', to: paths.b2c.grievanceRedressalPolicy },
  // RBI Digital Lending Directions: the banks and NBFCs we work with, one click from every page.
  { label: 'Lending partners', to: `${paths.loanServices}#lending-partners` },
  { label: 'Code of conduct', to: paths.b2c.codeOfConduct },
  { label: 'FAQ', to: paths.b2c.faq },
];

export const BRAND = {
  name: 'LoanSetu',
  tagline: 'Loans, cards and business services, with a partner shop near you',
  supportEmail: SUPPORT_CONTACT.email,
  supportPhone: SUPPORT_CONTACT.phone,
} as const;
