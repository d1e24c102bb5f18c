// What a partner shop can offer its walk-in customers. Only the CA-services catalogue has a page
// today; the rest are described in words and gain an `href` as their pages ship, so the dashboard
// never links to a page that does not exist.
export interface SellableProduct {
  name: string;
  description: string;
  href?: string;
}

export const sellableProducts: readonly SellableProduct[] = [
  {
    name: 'CA and registration services',
    description: 'GST registration and returns, company registration, PAN, trademark, FSSAI food licence, DSC, IEC and MSME (Udyam).',
    href: '/vender/ca-services',
  },
  { name: 'Loans', description: 'Personal, home, business, education, used-car and loan against property, including balance transfers.' },
  { name: 'Credit cards', description: 'Card applications with our partner banks, filled in with the customer at your counter.' },
  { name: 'Insurance', description: 'Motor and health insurance enquiries passed to our insurance partners.' },
  { name: 'Business services', description: 'Website development, social media handling, graphic design, accounting and taxation.' },
  { name: 'Logistics', description: 'Booking shipments and returns, rate calculation and pincode serviceability for your customers.' },
];
