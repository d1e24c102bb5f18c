// The three partner programmes: what each offers and who it suits. One page draws them all.
import type { PartnerProgramme } from '@platform/shared/schemas';

export interface ProgrammeContent {
  programme: PartnerProgramme;
  title: string;
  intro: string;
  benefits: string[];
  suits: string[];
  formLabel: string;
}

export const PROGRAMMES: Record<PartnerProgramme, ProgrammeContent> = {
  franchise: {
    programme: 'franchise',
    title: 'Open a franchise',
    intro: 'Run a branded loan and financial-services centre in your town, with our lenders, training and leads behind you.',
    benefits: [
      'Exclusive territory of one PIN code or more',
      'Every product we offer: loans, cards, insurance, GST and tax services',
      'Leads from our website and telecallers in your area passed to you',
      'Up to 1.5% of every disbursed loan, paid monthly',
    ],
    suits: [
      'A shop or office of at least 150 sq ft on a main road',
      'Two people to staff the centre',
      'A one-time setup fee of ₹1,50,000 plus GST, refundable in the first 30 days',
    ],
    formLabel: 'Franchise enquiry',
  },
  distributor: {
    programme: 'distributor',
    title: 'Become a distributor',
    intro: 'Build and manage a network of partner shops in your district, and earn on everything they sell.',
    benefits: [
      'An override of 0.25% on every loan your shops get disbursed',
      'Training material and a partner dashboard for your network',
      'A relationship manager for your district',
    ],
    suits: ['Experience in FMCG, telecom or financial-product distribution', 'Contacts with shopkeepers in your district', 'A two-wheeler for regular visits'],
    formLabel: 'Distributor enquiry',
  },
  'become-partner': {
    programme: 'become-partner',
    title: 'Become a partner shop',
    intro: 'Offer loans, cards and services to your own customers from your shop, with no stock and no deposit.',
    benefits: [
      'Free to join: you only need a smartphone',
      'A fee on every disbursed loan and every approved card',
      'Your own referral link and QR poster',
      'Payments to your bank account every month',
    ],
    suits: [
      'Mobile and recharge shops, cyber cafés, CSC and Aadhaar centres',
      'Insurance agents and chartered accountants',
      'Anyone whose customers trust them with paperwork',
    ],
    formLabel: 'Partner enquiry',
  },
};
