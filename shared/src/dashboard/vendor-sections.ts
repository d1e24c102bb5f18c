// The vendor area's side navigation: every section of routes.md (mf-vendor and mf-ca-services),
// grouped as a shop owner thinks of them. Pages inside a section (details, forms) are reached
// from the section's own page. Labels are keys of the frame's texts (dashboard-texts.ts), so the
// navigation reads in the shop's language.
import type { dashboardTexts } from './dashboard-texts';

type FrameTexts = (typeof dashboardTexts)['en'];

export interface VendorNavItem {
  to: string;
  label: keyof FrameTexts['nav'];
}
export interface VendorNavGroup {
  label: keyof FrameTexts['group'];
  items: readonly VendorNavItem[];
}

export const VENDOR_NAVIGATION: readonly VendorNavGroup[] = [
  {
    label: 'shop',
    items: [
      { to: '/vender', label: 'dashboard' },
      { to: '/vender/vendor-profile', label: 'profile' },
      { to: '/vender/connectors', label: 'connectors' },
      { to: '/vender/get-shop-qr', label: 'qr' },
    ],
  },
  {
    label: 'sell',
    items: [
      { to: '/vender/services', label: 'allServices' },
      { to: '/vender/loan-services', label: 'loans' },
      { to: '/vender/cards', label: 'cards' },
      { to: '/vender/ca-services', label: 'ca' },
      { to: '/vender/logistics-services', label: 'logistics' },
      { to: '/vender/tools-services', label: 'tools' },
    ],
  },
  {
    label: 'history',
    items: [
      { to: '/vender/loan-sell-history', label: 'loanSales' },
      { to: '/vender/card-sell-history', label: 'cardSales' },
      { to: '/vender/ca-services-history', label: 'caRequests' },
      { to: '/vender/other-services-history', label: 'otherRequests' },
      { to: '/vender/see-payment-history', label: 'commission' },
    ],
  },
];
