// A valid application of every product, as a person would fill the form (amounts as typed, with
// commas). Unit tests, API tests and the end-to-end suite start from these and change one thing.
import type { ProductSlug } from './products';
import type { VendorOnlyProductSlug } from './vendor-selling';

const currentYear = String(new Date().getFullYear() - 3);

const applicant = {
  fullName: 'Aarav Gupta',
  mobile: '9876543210',
  email: 'aarav.gupta@example.com',
  pincode: '560034',
  city: 'Bengaluru',
};

const borrower = {
  ...applicant,
  pan: 'ABCPG1234K',
  employmentType: 'salaried',
  organisationName: 'Infosys Limited',
  monthlyIncome: '85,000',
};

const balanceTransfer = {
  existingLender: 'HDFC Bank',
  currentInterestRate: '13.5',
  currentEmi: '18,500',
};

export const PRODUCT_SAMPLES: Record<ProductSlug, Record<string, string>> = {
  'personal-loan': { ...borrower, purpose: 'medical', loanAmount: '3,00,000' },
  plbt: { ...borrower, ...balanceTransfer, outstandingAmount: '4,20,000', topUpAmount: '0' },
  'home-loan': { ...borrower, propertyType: 'ready-flat', propertyCity: 'Pune', propertyValue: '85,00,000', loanAmount: '60,00,000' },
  hlbt: {
    ...borrower,
    ...balanceTransfer,
    currentInterestRate: '9.2',
    currentEmi: '42,000',
    propertyCity: 'Pune',
    propertyValue: '90,00,000',
    outstandingAmount: '38,00,000',
  },
  lap: { ...borrower, propertyType: 'commercial', propertyCity: 'Surat', propertyValue: '1,20,00,000', loanAmount: '50,00,000' },
  'lap-bt': {
    ...borrower,
    ...balanceTransfer,
    currentInterestRate: '11.25',
    currentEmi: '65,000',
    propertyType: 'residential',
    propertyValue: '1,00,00,000',
    outstandingAmount: '35,00,000',
  },
  'business-loan': {
    ...applicant,
    pan: 'ABCPG1234K',
    businessName: 'Gupta Traders',
    constitution: 'proprietorship',
    businessVintage: '3-5',
    annualTurnover: '1,20,00,000',
    loanAmount: '15,00,000',
  },
  'professional-loan': {
    ...applicant,
    pan: 'ABCPG1234K',
    profession: 'doctor',
    registrationNumber: 'KMC 45872',
    yearsOfPractice: '8',
    annualIncome: '36,00,000',
    loanAmount: '25,00,000',
  },
  'used-car-loan': {
    ...borrower,
    vehicleNumber: 'KA 05 MN 4321',
    carModel: 'Maruti Suzuki Swift VXi',
    manufactureYear: currentYear,
    carValue: '5,50,000',
    loanAmount: '4,00,000',
  },
  'credit-card': { ...borrower, existingCard: 'no', cardPreference: 'lifetime-free' },
  'motor-insurance': {
    ...applicant,
    vehicleNumber: 'KA05MN4321',
    vehicleType: 'car',
    vehicleModel: 'Hyundai i20 Asta',
    registrationYear: currentYear,
    policyType: 'comprehensive',
    previousInsurer: 'ICICI Lombard',
    claimLastYear: 'no',
  },
  'website-development': {
    ...applicant,
    businessName: 'Gupta Traders',
    websiteType: 'e-commerce',
    websiteSize: '6-15',
    budget: '40,000',
    requirements: 'An online store for our kitchenware with UPI payments.',
  },
  'social-media-handling': {
    ...applicant,
    businessName: 'Gupta Traders',
    socialPackage: 'instagram-facebook',
    monthlyBudget: '15,000',
    goals: 'More walk-ins to our Jayanagar shop.',
  },
  'graphic-design': {
    ...applicant,
    businessName: 'Gupta Traders',
    designType: 'logo',
    budget: '8,000',
    brief: 'A logo in green and gold for a kitchenware shop.',
  },
};

/** The products only partner shops sell (vendor-selling.ts), filled the same way. */
export const VENDOR_ONLY_PRODUCT_SAMPLES: Record<VendorOnlyProductSlug, Record<string, string>> = {
  'education-loan': {
    ...applicant,
    studyDestination: 'india',
    courseName: 'MBA',
    institutionName: 'Symbiosis Institute of Business Management, Pune',
    courseFees: '18,00,000',
    coApplicantName: 'Rakesh Gupta',
    coApplicantPan: 'ABCPG4321L',
    coApplicantIncome: '1,20,000',
    loanAmount: '15,00,000',
  },
  'health-insurance': { ...applicant, coverType: 'family-floater', members: '4', eldestAge: '46', sumInsured: '1000000', existingIllness: 'no' },
  'car-loan': { ...borrower, carModel: 'Tata Nexon XZ+', dealerName: 'Concorde Motors', exShowroomPrice: '11,50,000', loanAmount: '9,00,000' },
  'used-car-loan-bt': {
    ...borrower,
    ...balanceTransfer,
    vehicleNumber: 'KA05MN4321',
    carModel: 'Honda City VX',
    manufactureYear: currentYear,
    outstandingAmount: '3,10,000',
  },
};
