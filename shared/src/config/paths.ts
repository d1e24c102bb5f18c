// Links that cross areas, written once. Each app's routes.json says which patterns it owns; this
// registry is how any app links to them without spelling a URL twice.
import { SUPPORT_CONTACT } from './support-contact';
import type { FrameNavKey } from '../layout/frame-texts';

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
    /** `/customer/offers/<application id>`: the lenders' offers for one of the customer's applications. */
    offers: '/customer/offers',
  },
  vendor: {
    root: '/vender',
    caServices: '/vender/ca-services',
    services: '/vender/services',
    /** `/vender/offers/<application id>`: the offers for a shop's customer, at the counter. */
    offers: '/vender/offers',
  },
  telecaller: {
    root: '/telecaller',
    login: '/telecaller/login',
  },
} as const;

export interface NavItem {
  /** The item's words in the frame's texts (layout/frame-texts.ts), in the visitor's language. */
  key: FrameNavKey;
  /** The English words, as the spec writes them. */
  label: string;
  to: string;
  /** Where the link goes for someone not signed in, when that differs (My account: the log-in). */
  visitorTo?: string;
}

/** The site header: one entry per area, so every area is one click away from anywhere. */
export const mainNavigation: readonly NavItem[] = [
  { key: 'home', label: 'Home', to: paths.home },
  // Every loan and card, each one more tap away (its landing page with the apply button).
  { key: 'loans', label: 'Loans', to: paths.loanServices },
  { key: 'help', label: 'Help & FAQ', to: paths.b2c.faq },
  // /customer sends a visitor home (docs/spec/product.md §2); the menu takes them to the log-in.
  { key: 'myAccount', label: 'My account', to: paths.customer.root, visitorTo: paths.customer.login },
  { key: 'partnerShops', label: 'Partner shops', to: paths.vendor.root },
  { key: 'caServices', label: 'CA services', to: paths.vendor.caServices },
  { key: 'telecallers', label: 'Telecallers', to: paths.telecaller.root },
  { key: 'aboutUs', label: 'About us', to: paths.aboutUs },
  { key: 'contact', label: 'Contact', to: paths.contactUs },
];

export const footerLinks: readonly NavItem[] = [
  { key: 'terms', label: 'Terms & conditions', to: paths.b2c.termsConditions },
  { key: 'cancellationPrivacy', label: 'Cancellation & privacy', to: paths.b2c.cancellationPrivacy },
  { key: 'cookiePolicy', label: 'Cookie policy', to: paths.b2c.cookiePolicy },
  { key: 'grievance', label: 'Grievance redressal', to: paths.b2c.grievanceRedressalPolicy },
  // RBI Digital Lending Directions: the banks and NBFCs we work with, one click from every page.
  { key: 'lendingPartners', label: 'Lending partners', to: `${paths.loanServices}#lending-partners` },
  { key: 'codeOfConduct', label: 'Code of conduct', to: paths.b2c.codeOfConduct },
  { key: 'faq', label: 'FAQ', to: paths.b2c.faq },
];

export const BRAND = {
  name: 'LoanSetu',
  tagline: 'Loans, cards and business services, with a partner shop near you',
  supportEmail: SUPPORT_CONTACT.email,
  supportPhone: SUPPORT_CONTACT.phone,
} as const;
