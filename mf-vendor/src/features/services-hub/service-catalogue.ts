// What a shop can sell, as tiles. Every `to` is a route of routes.md (mf-vendor or
// mf-ca-services): the forms are built by their own features and areas; the hub only opens them.
export interface ServiceTile {
  to: string;
  name: string;
  description: string;
}

export interface ServiceGroup {
  id: 'loans' | 'cards' | 'ca' | 'logistics' | 'tools';
  title: string;
  /** The group's own page, when it has one. */
  page?: string;
  intro: string;
  tiles: readonly ServiceTile[];
}

export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    id: 'loans',
    title: 'Loans and insurance',
    page: '/vender/loan-services',
    intro: 'Fill in the customer’s details at your counter; you earn commission when the loan is disbursed or the policy issued.',
    tiles: [
      { to: '/vender/personal-loan-form', name: 'Personal loan', description: 'Unsecured loans for salaried and self-employed customers.' },
      { to: '/vender/personal-loan-balance-transfer-form', name: 'Personal loan balance transfer', description: 'Move a personal loan to a lower rate.' },
      { to: '/vender/business-loan', name: 'Business loan', description: 'Working capital and term loans for shops and firms.' },
      { to: '/vender/home-loan-form', name: 'Home loan', description: 'Buy, build or extend a home.' },
      { to: '/vender/home-loan-balance-transfer', name: 'Home loan balance transfer', description: 'Move a home loan, with a top-up if needed.' },
      { to: '/vender/loan-against-property', name: 'Loan against property', description: 'A loan secured on residential or commercial property.' },
      {
        to: '/vender/loan-against-property-balance-transfer',
        name: 'Loan against property balance transfer',
        description: 'Move a loan against property to a lower rate.',
      },
      { to: '/vender/education', name: 'Education loan', description: 'Study in India or abroad.' },
      { to: '/vender/car-loan-services', name: 'New car loan', description: 'Finance for a new car.' },
      { to: '/vender/used-car-loan', name: 'Used car loan', description: 'Finance for a pre-owned car.' },
      { to: '/vender/used-car-loan-balance-transfer', name: 'Used car loan balance transfer', description: 'Move a used-car loan to a lower rate.' },
      { to: '/vender/motor-insurance', name: 'Motor insurance', description: 'New policies and renewals for cars and two-wheelers.' },
      { to: '/vender/health-insurance', name: 'Health insurance', description: 'Family floater and individual health cover.' },
    ],
  },
  {
    id: 'cards',
    title: 'Credit cards',
    intro: 'Card applications with our partner banks.',
    tiles: [{ to: '/vender/cards', name: 'Credit cards', description: 'IndusInd, Axis, Standard Chartered, HDFC and AU cards.' }],
  },
  {
    id: 'ca',
    title: 'CA and registration services',
    intro: 'Paid from your wallet; our CA team files them and you follow each request in your history.',
    tiles: [
      { to: '/vender/ca-services', name: 'CA services', description: 'GST, PAN, company, trademark, FSSAI food licence, DSC and IEC.' },
      { to: '/vender/msme', name: 'MSME (Udyam) registration', description: 'Udyam registration for small businesses.' },
      { to: '/vender/accounting-taxation', name: 'Accounting and taxation', description: 'Bookkeeping and income-tax returns.' },
    ],
  },
  {
    id: 'logistics',
    title: 'Logistics',
    page: '/vender/logistics-services',
    intro: 'Book parcels and returns for your customers with our courier partners.',
    tiles: [
      { to: '/logistics/home', name: 'Logistics home', description: 'Your shipments at a glance.' },
      { to: '/vender/add-order', name: 'Book a shipment', description: 'Create a courier order.' },
      { to: '/vender/add-return', name: 'Book a return', description: 'Pick up a return from a customer.' },
      { to: '/vender/rate-calculator', name: 'Rate calculator', description: 'Price a parcel by weight and route.' },
      { to: '/vender/pincode-zone', name: 'PIN code serviceability', description: 'Check whether a PIN code is served.' },
    ],
  },
  {
    id: 'tools',
    title: 'Business tools and services',
    page: '/vender/tools-services',
    intro: 'Digital services your customers ask for, delivered by our team.',
    tiles: [
      { to: '/vender/website-development', name: 'Website development', description: 'A website for a customer’s business.' },
      { to: '/vender/social-media-handling', name: 'Social media handling', description: 'Posts and pages run for a month at a time.' },
      { to: '/vender/graphics-design', name: 'Graphic design', description: 'Logos, banners and visiting cards.' },
      { to: '/vender/apply-visa', name: 'Visa application', description: 'Tourist and business visa applications.' },
    ],
  },
];

export const serviceGroup = (id: ServiceGroup['id']) => SERVICE_GROUPS.find((g) => g.id === id)!;
