// What each product landing page says: the product, who can apply, documents, fees, FAQs and which
// calculators it shows. One entry per page; landing-page.tsx draws them all. The rate a loan starts
// from is not written here: it is the lowest of the lending partners' rate grids (GET
// /api/lending-partners, the same terms the offers are matched on), so no page can contradict the
// offers or /loan-services.
// The words are also written in Hindi and Marathi (landing-content-hi.ts, landing-content-mr.ts);
// the entries are `as const` so TypeScript holds those tables to this one's pages and list lengths.
import type { Translation } from '@platform/shared';
import type { ProductSlug } from '@platform/shared/schemas';
import { aprOfMonthlyRate, type LenderProduct } from '@platform/shared/finance';

/** What a loan page says about its loan; the rate and fee come from the lenders' terms. */
export interface LoanCopy {
  /** The lenders' product whose rates the page quotes. */
  lenderProduct?: LenderProduct;
  /**
   * A rate that is not a lender's loan term (a card's EMI conversion, set by each card issuer):
   * the only rate written in this file.
   */
  cardEmi?: { fromRate: number; processingFeePercent: number };
  /** What the fee line says in full (ranges, caps). */
  feeNote: string;
  amount: { min: number; max: number; default: number };
  months: { min: number; max: number; default: number };
  /** Share of net income lenders allow for all EMIs together, %. */
  foirPercent: number;
}

/** A loan page's figures once the lenders' lowest rate is known. */
export interface LoanPricing extends LoanCopy {
  /** Lowest rate offered, % p.a. (reducing balance). */
  fromRate: number;
  /** Processing fee used for the APR example, % of the amount (GST is added on top). */
  processingFeePercent: number;
}

export interface LandingProduct {
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** The application form the apply button opens. */
  form: ProductSlug;
  applyLabel: string;
  /** The read-more guide for this product (`/read-more/<product>/<id>`, `/hl/<id>`, `/lap/<id>`). */
  guide: { label: string; to: string };
  loan?: LoanCopy;
  /** No income-eligibility calculator (a card's limit is not an EMI the income must carry). */
  noEligibility?: boolean;
  /** Shows the balance-transfer saving calculator. */
  balanceTransfer?: boolean;
  /** What a non-lending product costs. */
  price?: string;
  eligibility: readonly string[];
  documents: readonly string[];
  fees: ReadonlyArray<readonly [string, string]>;
  faqs: ReadonlyArray<readonly [string, string]>;
}

const KYC = 'PAN card and Aadhaar (or passport / voter ID for address)';
const SALARIED_INCOME = 'Salaried: last 3 months’ salary slips and 6 months’ salary-account statement';
const SELF_EMPLOYED_INCOME = 'Self-employed: 2 years’ ITR with computation of income and 12 months’ bank statements';

export const LANDING_PRODUCTS = [
  {
    path: '/b2c/personal-loan-landing',
    title: 'Personal loan',
    description: 'Personal loans for salaried and self-employed borrowers: EMI calculator, eligibility, documents, fees and APR.',
    heading: 'Personal loan for any need',
    intro: 'Unsecured loans from ₹50,000 to ₹40 lakh for a wedding, a medical bill, travel or paying off costly card debt, repaid in fixed EMIs.',
    form: 'personal-loan',
    applyLabel: 'Apply for a personal loan',
    guide: { label: 'Personal loan: how it works', to: '/read-more/pl/personal-loan-guide' },
    loan: {
      lenderProduct: 'personal-loan',
      feeNote: '1% to 3% of the loan amount plus 18% GST',
      amount: { min: 50_000, max: 4_000_000, default: 500_000 },
      months: { min: 12, max: 72, default: 36 },
      foirPercent: 50,
    },
    eligibility: [
      'Indian resident aged 21 to 58',
      'Salaried with a net monthly income of at least ₹20,000, or self-employed with 2 years of ITR',
      'Credit score of 700 or more gets the best rates',
    ],
    documents: [KYC, SALARIED_INCOME, SELF_EMPLOYED_INCOME, 'A recent photograph'],
    fees: [
      ['Processing fee', '1% to 3% of the loan plus GST'],
      ['Foreclosure', 'Nil to 4% of the outstanding, depending on the lender'],
      ['Late EMI', '2% a month on the overdue EMI'],
      ['Stamp duty', 'As per your state'],
    ],
    faqs: [
      [
        'How quickly is the money paid?',
        'Most lenders disburse within 2 to 5 working days of complete documents; pre-approved customers can get it the same day.',
      ],
      [
        'Does checking my rate affect my credit score?',
        'No. Checking offers is a soft enquiry; only a formal application with a lender leaves a hard enquiry.',
      ],
      ['Can I close the loan early?', 'Yes, usually after 6 to 12 EMIs; the foreclosure charge is shown in your loan agreement and Key Fact Statement.'],
    ],
  },
  {
    path: '/b2c/plbt-landing',
    title: 'Personal loan balance transfer',
    description: 'Move your personal loan to a lower rate and see your net saving after fees with our balance transfer calculator.',
    heading: 'Personal loan balance transfer',
    intro: 'Paying 15% or more on a personal loan? Move the outstanding to a lender charging less and keep the difference, with an optional top-up.',
    form: 'plbt',
    applyLabel: 'Apply for a balance transfer',
    guide: { label: 'Personal loan balance transfer explained', to: '/read-more/PLBT/plbt-guide' },
    loan: {
      lenderProduct: 'plbt',
      feeNote: '0.5% to 2% of the amount moved plus 18% GST',
      amount: { min: 100_000, max: 4_000_000, default: 500_000 },
      months: { min: 12, max: 60, default: 36 },
      foirPercent: 50,
    },
    balanceTransfer: true,
    eligibility: [
      'At least 6 to 12 EMIs paid on time on the current loan',
      'Credit score of 700 or more',
      'Stable income: salaried for 1 year, or self-employed for 2',
    ],
    documents: [KYC, 'Foreclosure letter and loan account statement from your current lender', SALARIED_INCOME, SELF_EMPLOYED_INCOME],
    fees: [
      ['Processing fee', '0.5% to 2% plus GST'],
      ['Current lender’s foreclosure charge', 'Usually 2% to 4% of the outstanding on personal loans'],
      ['Stamp duty', 'As per your state'],
    ],
    faqs: [
      ['When is a transfer worth it?', 'When the interest saved is more than the fees. The calculator below subtracts them and shows the net saving.'],
      ['Will my EMI change?', 'For the same remaining tenure the EMI falls with the rate; you can also keep the EMI and finish sooner.'],
    ],
  },
  {
    path: '/b2c/professional-loan-landing',
    title: 'Professional loan',
    description: 'Loans for doctors, CAs, architects and lawyers without collateral: EMI, eligibility and APR calculators.',
    heading: 'Loans for doctors, CAs and professionals',
    intro: 'Set up or expand your clinic, office or practice with an unsecured loan sized on your professional income.',
    form: 'professional-loan',
    applyLabel: 'Apply for a professional loan',
    guide: { label: 'Loans for doctors, CAs and other professionals', to: '/read-more/pfl/professional-loan-guide' },
    loan: {
      lenderProduct: 'professional-loan',
      feeNote: '1% to 2% of the loan plus 18% GST',
      amount: { min: 200_000, max: 5_000_000, default: 1_500_000 },
      months: { min: 12, max: 84, default: 60 },
      foirPercent: 60,
    },
    eligibility: [
      'Doctor, chartered accountant, company secretary, architect or lawyer with a registration certificate',
      'At least 2 years of practice after qualification',
      'Practice income shown in ITR',
    ],
    documents: [
      KYC,
      'Degree and council / institute registration certificate',
      '2 years’ ITR and 12 months’ bank statements',
      'Proof of the practice’s address',
    ],
    fees: [
      ['Processing fee', '1% to 2% plus GST'],
      ['Foreclosure', 'Nil to 4% depending on the lender'],
      ['Late EMI', '2% a month on the overdue EMI'],
    ],
    faqs: [
      ['Do I need collateral?', 'No, up to ₹50 lakh for most lenders.'],
      ['Can a newly qualified doctor apply?', 'Some lenders lend from the first year of practice at a smaller amount; most ask for two years.'],
    ],
  },
  {
    path: '/b2c/credit-card-landing',
    title: 'Credit card',
    description: 'Compare credit cards from leading banks, see annual fees and rewards, and work out the EMI on a big purchase before you convert it.',
    heading: 'Credit cards from leading banks',
    intro: 'Lifetime-free and rewards cards from our bank partners, with up to 50 days of interest-free credit when you pay the full bill.',
    form: 'credit-card',
    applyLabel: 'Apply for a credit card',
    guide: { label: 'Choosing your first credit card', to: '/read-more/cc/credit-card-guide' },
    // The calculator here is the EMI on converting a purchase, which card issuers price as a loan.
    noEligibility: true,
    loan: {
      cardEmi: { fromRate: 13, processingFeePercent: 1 },
      feeNote: 'EMI conversion: 1% of the amount (minimum ₹199) plus 18% GST',
      amount: { min: 5_000, max: 500_000, default: 60_000 },
      months: { min: 3, max: 24, default: 12 },
      foirPercent: 50,
    },
    eligibility: [
      'Aged 21 to 60',
      'Salaried with a net monthly income of ₹25,000 or more, or self-employed with ITR',
      'Credit score of 720 or more for most cards',
    ],
    documents: [KYC, 'Latest salary slip or ITR', 'A recent photograph'],
    fees: [
      ['Joining and annual fee', 'Nil to ₹2,500 depending on the card; often waived on yearly spends'],
      ['Finance charges', `3% to 3.75% a month on unpaid balances (APR ${aprOfMonthlyRate(3)}% to ${aprOfMonthlyRate(3.75)}% p.a.)`],
      ['Late payment', '₹100 to ₹1,300 depending on the amount due'],
    ],
    faqs: [
      ['What is the interest-free period?', 'Purchases are interest-free until the due date, 20 to 50 days, if you pay the total amount due.'],
      ['Should I convert purchases to EMI?', 'Only if you cannot pay in full: use the calculator to see the interest and fee first.'],
    ],
  },
  {
    path: '/b2c/web-development-landing',
    title: 'Website development',
    description: 'A mobile-friendly website for your shop or business, live in 7 working days, with domain, hosting and Google listing.',
    heading: 'A website for your business',
    intro: 'Let customers find you on Google, see what you sell and call or WhatsApp you in one tap.',
    form: 'website-development',
    applyLabel: 'Ask for a website',
    guide: { label: 'Getting your business a website', to: '/read-more/web/website-development-guide' },
    price: 'From ₹7,999 for a five-page website with a year of domain and hosting (GST extra)',
    eligibility: ['Any shop, professional or small business', 'You own or can register the business name as a domain'],
    documents: [
      'Your logo (we can design one)',
      'Photos of your shop and products',
      'Product or service list with prices',
      'Address, timings and contact numbers',
    ],
    fees: [
      ['Five-page website', '₹7,999 one-time plus GST'],
      ['Renewal of domain and hosting', '₹2,499 a year from the second year'],
      ['Extra pages', '₹999 each'],
    ],
    faqs: [
      ['How long does it take?', 'About 7 working days after you send the content.'],
      ['Can I change it later?', 'Yes: two rounds of changes are included, and later edits are billed per page.'],
    ],
  },
  {
    path: '/b2c/motor-insurance-landing',
    title: 'Motor insurance',
    description: 'Compare car and two-wheeler insurance from IRDAI-registered insurers: third-party and comprehensive cover, add-ons and claims help.',
    heading: 'Car and two-wheeler insurance',
    intro: 'Third-party cover is the law; a comprehensive policy also pays for damage to your own vehicle. Compare insurers and renew in minutes.',
    form: 'motor-insurance',
    applyLabel: 'Get an insurance quote',
    guide: { label: 'Read our guides', to: '/read-more' },
    price: 'Third-party premiums are set by IRDAI each year; own-damage premiums depend on your vehicle, city and no-claim bonus',
    eligibility: ['Registered owner of the car or two-wheeler', 'Valid registration certificate (RC)'],
    documents: ['Registration certificate', 'Previous policy (for renewals)', 'Driving licence of the owner', KYC],
    fees: [
      ['Third-party cover', 'As per IRDAI’s tariff for the engine size'],
      ['Comprehensive cover', 'Quoted by each insurer'],
      ['Our service', 'Free: we are paid by the insurer'],
    ],
    faqs: [
      ['What is the no-claim bonus?', 'A discount of 20% to 50% on the own-damage premium for each claim-free year; it moves with you to a new insurer.'],
      ['Can I renew an expired policy?', 'Yes; an inspection of the vehicle may be needed if it lapsed more than 90 days ago.'],
    ],
  },
  {
    path: '/b2c/social-media-landing',
    title: 'Social media handling',
    description: 'Monthly social media management for local businesses: designed posts, short videos, replies and a monthly report.',
    heading: 'Social media handling',
    intro: 'We keep your Facebook and Instagram pages active with posts and replies, so customers see a business that is open and busy.',
    form: 'social-media-handling',
    applyLabel: 'Start social media handling',
    guide: { label: 'Social media handling for local businesses', to: '/read-more/smm/social-media-handling-guide' },
    price: 'From ₹4,999 a month for 12 posts and 4 short videos (GST extra)',
    eligibility: ['Any business with a Facebook or Instagram page (we can create them)'],
    documents: ['Logo and brand colours', 'Photos of products and shop', 'Offers and festivals you want to promote'],
    fees: [
      ['Starter plan', '₹4,999 a month plus GST'],
      ['Ads', 'Your own budget, paid directly to the platform'],
      ['Notice period', 'One month'],
    ],
    faqs: [
      ['Do I need to sign a long contract?', 'No. Plans run month to month with one month’s notice.'],
      ['Will you reply to customers?', 'Yes, on working days, and urgent enquiries are passed to you.'],
    ],
  },
  {
    path: '/b2c/lapbt-landing',
    title: 'Loan against property balance transfer',
    description: 'Move your loan against property to a lower rate and see your saving after fees, with a top-up option.',
    heading: 'Loan against property balance transfer',
    intro: 'Move your LAP to a lender with a lower rate, and top up on the same property if you need more.',
    form: 'lap-bt',
    applyLabel: 'Apply for a LAP transfer',
    guide: { label: 'Loan against property balance transfer', to: '/read-more/lapbt/lap-bt-guide' },
    loan: {
      lenderProduct: 'lap-bt',
      feeNote: 'Up to 1% of the amount plus 18% GST',
      amount: { min: 1_000_000, max: 50_000_000, default: 3_000_000 },
      months: { min: 36, max: 180, default: 120 },
      foirPercent: 60,
    },
    balanceTransfer: true,
    eligibility: ['12 EMIs paid on time on the current LAP', 'Clear title to the property', 'Salaried or self-employed with steady income'],
    documents: [
      KYC,
      'Loan account statement and list of documents held by your current lender',
      'Property title deeds and approved plan',
      SELF_EMPLOYED_INCOME,
    ],
    fees: [
      ['Processing fee', 'Up to 1% plus GST'],
      ['Legal and valuation', '₹5,000 to ₹10,000'],
      ['Current lender’s foreclosure charge', 'Nil for individuals on floating rates; 2% to 4% for business borrowers'],
    ],
    faqs: [
      ['How long does the transfer take?', 'Two to four weeks, mostly for the property papers to move between banks.'],
      ['Can I add a top-up?', 'Yes, within the value the new lender puts on the property.'],
    ],
  },
  {
    path: '/b2c/business-landing',
    title: 'Business loan',
    description: 'Business loans for shops, traders and MSMEs, with or without collateral: EMI, eligibility and APR calculators.',
    heading: 'Business loans for shops and MSMEs',
    intro: 'Working capital, stock or a new machine: unsecured business loans up to ₹50 lakh on your GST turnover and banking.',
    form: 'business-loan',
    applyLabel: 'Apply for a business loan',
    guide: { label: 'Business loan for shops and small firms', to: '/read-more/bl/business-loan-guide' },
    loan: {
      lenderProduct: 'business-loan',
      feeNote: '1% to 3% of the loan plus 18% GST',
      amount: { min: 100_000, max: 5_000_000, default: 1_000_000 },
      months: { min: 12, max: 60, default: 36 },
      foirPercent: 60,
    },
    eligibility: ['Business running for at least 2 years', 'Annual turnover of ₹15 lakh or more', 'GST registration or Udyam certificate'],
    documents: [KYC, 'Business PAN and GST registration or Udyam certificate', '12 months’ current-account statements', '2 years’ ITR with balance sheet'],
    fees: [
      ['Processing fee', '1% to 3% plus GST'],
      ['Foreclosure', '2% to 5% depending on the lender'],
      ['Late EMI', '2% to 3% a month on the overdue EMI'],
    ],
    faqs: [
      ['Can I get a loan without collateral?', 'Yes, up to about ₹50 lakh; registered MSMEs can also ask for a CGTMSE-guaranteed loan.'],
      ['Is GST registration required?', 'Most lenders ask for it or an Udyam certificate; it is how they read your turnover.'],
    ],
  },
  {
    path: '/b2c/hlbt-landing',
    title: 'Home loan balance transfer',
    description: 'Move your home loan to a lower rate and see the saving over your remaining tenure after fees.',
    heading: 'Home loan balance transfer',
    intro: 'On a long home loan even half a per cent less saves lakhs. Move your home loan and see the saving after every fee.',
    form: 'hlbt',
    applyLabel: 'Apply for a home loan transfer',
    guide: { label: 'Home loan balance transfer explained', to: '/read-more/HLBT/hlbt-guide' },
    loan: {
      lenderProduct: 'hlbt',
      feeNote: 'Up to 0.5% of the amount plus 18% GST, often capped at ₹25,000',
      amount: { min: 500_000, max: 50_000_000, default: 4_000_000 },
      months: { min: 60, max: 360, default: 180 },
      foirPercent: 55,
    },
    balanceTransfer: true,
    eligibility: [
      '12 EMIs paid on time on the current home loan',
      'Property with clear title and approved plan',
      'Salaried or self-employed with steady income',
    ],
    documents: [KYC, 'Loan account statement and list of documents held by your current lender', SALARIED_INCOME, SELF_EMPLOYED_INCOME],
    fees: [
      ['Processing fee', 'Up to 0.5% plus GST'],
      ['Foreclosure at your current bank', 'Nil on floating-rate home loans to individuals (RBI rule)'],
      ['Legal, valuation and stamp duty', 'As charged by the new lender and your state'],
    ],
    faqs: [
      ['Is there a penalty for leaving my bank?', 'Not on a floating-rate home loan taken by an individual.'],
      ['Should I ask my bank first?', 'Yes: many banks reprice for a small fee. Compare that with the saving shown below.'],
    ],
  },
  {
    path: '/home-loan',
    title: 'Home loan',
    description: 'Home loans for buying, building or renovating a home: EMI with amortisation, eligibility on your income, documents and APR.',
    heading: 'Home loan',
    intro: 'Buy a new or resale home, build on your plot or renovate, with up to 30 years to repay.',
    form: 'home-loan',
    applyLabel: 'Apply for a home loan',
    guide: { label: 'Home loan: from application to keys', to: '/hl/home-loan-guide' },
    loan: {
      lenderProduct: 'home-loan',
      feeNote: 'Up to 0.5% of the loan plus 18% GST, often capped at ₹25,000',
      amount: { min: 500_000, max: 50_000_000, default: 3_000_000 },
      months: { min: 60, max: 360, default: 240 },
      foirPercent: 55,
    },
    eligibility: [
      'Aged 21 to 65 at the end of the loan',
      'Salaried with 2 years of work, or self-employed with 3 years of ITR',
      'Down payment of 10% to 25% of the property value',
    ],
    documents: [KYC, SALARIED_INCOME, SELF_EMPLOYED_INCOME, 'Sale agreement, title deeds and approved plan of the property'],
    fees: [
      ['Processing fee', 'Up to 0.5% plus GST'],
      ['Legal and technical check', '₹5,000 to ₹15,000'],
      ['Foreclosure', 'Nil on floating-rate loans to individuals'],
    ],
    faqs: [
      [
        'How much can I borrow?',
        'Up to 90% of the property value for loans up to ₹30 lakh, 80% up to ₹75 lakh and 75% above; your income sets the other limit (see the eligibility calculator).',
      ],
      ['What tax benefit do I get?', 'Under the old regime, up to ₹2 lakh of interest (Section 24b) and ₹1.5 lakh of principal (Section 80C) a year.'],
    ],
  },
  {
    path: '/loan-against-property',
    title: 'Loan against property',
    description: 'Loans against your house, flat or shop for up to 15 years: EMI, eligibility and APR calculators, documents and fees.',
    heading: 'Loan against property',
    intro: 'Borrow a large amount at a low rate against a property you own, for your business, a child’s education or a big expense.',
    form: 'lap',
    applyLabel: 'Apply for a loan against property',
    guide: { label: 'Loan against property: borrowing on what you own', to: '/lap/loan-against-property-guide' },
    loan: {
      lenderProduct: 'lap',
      feeNote: 'Up to 1% of the loan plus 18% GST',
      amount: { min: 1_000_000, max: 50_000_000, default: 2_500_000 },
      months: { min: 36, max: 180, default: 120 },
      foirPercent: 60,
    },
    eligibility: [
      'Owner or co-owner of a residential or commercial property with clear title',
      'Salaried or self-employed with steady income',
      'Aged 25 to 70 at the end of the loan',
    ],
    documents: [KYC, 'Title deeds, approved plan and latest property tax receipt', SALARIED_INCOME, SELF_EMPLOYED_INCOME],
    fees: [
      ['Processing fee', 'Up to 1% plus GST'],
      ['Legal and valuation', '₹5,000 to ₹15,000'],
      ['Foreclosure', 'Nil for individuals on floating rates; 2% to 4% for business borrowers'],
    ],
    faqs: [
      ['How much can I get?', 'Usually 50% to 70% of the property’s market value.'],
      ['Can I use the money for my business?', 'Yes; LAP can be used for any lawful purpose except speculation.'],
    ],
  },
] as const satisfies readonly LandingProduct[];

type LandingEntry = (typeof LANDING_PRODUCTS)[number];
export type LandingPath = LandingEntry['path'];

/**
 * What a page says in words; everything else (figures, links, forms) is the English entry's.
 * `description` is not among them: the page does not show it, and its meta description is
 * routes.json's, which stays English.
 */
type WordKey = 'title' | 'heading' | 'intro' | 'applyLabel' | 'price' | 'eligibility' | 'documents' | 'fees' | 'faqs';
type LoanWords<Entry> = Entry extends { loan: object } ? { loan: { feeNote: string } } : unknown;
type WordsOf<Entry> = Translation<Pick<Entry, Extract<keyof Entry, WordKey>>> & { guide: { label: string } } & LoanWords<Entry>;

/** Every landing page's words in one other language, each list as long as the English one. */
export type LandingTranslation = { [Path in LandingPath]: WordsOf<Extract<LandingEntry, { path: Path }>> };

/** One page's words in another language, for code that holds any page. */
export type LandingWords = Pick<LandingProduct, WordKey> & {
  guide: { label: string };
  loan?: { feeNote: string };
};
