// The vendor area's side navigation: every section of routes.md (mf-vendor and mf-ca-services),
// grouped as a shop owner thinks of them. Pages inside a section (details, forms) are reached
// from the section's own page.
export interface VendorNavItem {
  to: string;
  label: string;
}
export interface VendorNavGroup {
  label: string;
  items: readonly VendorNavItem[];
}

export const VENDOR_NAVIGATION: readonly VendorNavGroup[] = [
  {
    label: 'My shop',
    items: [
      { to: '/vender', label: 'Dashboard' },
      { to: '/vender/vendor-profile', label: 'Profile and KYC' },
      { to: '/vender/connectors', label: 'Connectors' },
      { to: '/vender/get-shop-qr', label: 'Shop QR code' },
    ],
  },
  {
    label: 'Sell',
    items: [
      { to: '/vender/services', label: 'All services' },
      { to: '/vender/loan-services', label: 'Loans and insurance' },
      { to: '/vender/cards', label: 'Credit cards' },
      { to: '/vender/ca-services', label: 'CA services' },
      { to: '/vender/logistics-services', label: 'Logistics' },
      { to: '/vender/tools-services', label: 'Business tools' },
    ],
  },
  {
    label: 'History and payments',
    items: [
      { to: '/vender/loan-sell-history', label: 'Loan sales' },
      { to: '/vender/card-sell-history', label: 'Card sales' },
      { to: '/vender/ca-services-history', label: 'CA service requests' },
      { to: '/vender/other-services-history', label: 'Other service requests' },
      { to: '/vender/see-payment-history', label: 'Commission payments' },
    ],
  },
];
