// What the home page offers, as data; the words are in texts.ts. Each product links to its page
// (one tap from the home page, the apply button one more); every other loan is on /loan-services,
// linked beside them.
import { paths } from '@platform/shared';

export const customerProducts = [
  { key: 'personal', href: '/b2c/personal-loan-landing' },
  { key: 'home', href: '/home-loan' },
  { key: 'business', href: '/b2c/business-landing' },
  { key: 'education', href: paths.educationLoan },
  { key: 'creditCard', href: '/b2c/credit-card-landing' },
  { key: 'motor', href: '/b2c/motor-insurance-landing' },
] as const;

export const shopServices = ['gst', 'pan', 'company', 'trademark', 'fssai', 'dsc', 'msme'] as const;

export const howItWorks = ['need', 'advisor', 'lender'] as const;

export const trustFacts = ['lender', 'free', 'data', 'complaints'] as const;
