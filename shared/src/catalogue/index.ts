// @platform/shared/catalogue: plain tables an area's route table needs (which loan forms a shop
// sells, the partner banks whose cards it sells), with no yup and no form engine. A route table is
// on the way to every page of its area: imported from the schemas entry, these put every product's
// schemas and yup (~35 KB gzip, ~80 ms of a phone's CPU) before a shop's dashboard could draw. The
// schemas entry re-exports them, so forms and the API keep one source.
import type { SellingProductSlug } from '@platform/shared/schemas';

/** The thirteen forms of routes.md (mf-vendor, "loan forms sold by the shop") and their product. */
export const VENDOR_LOAN_FORMS = [
  { path: '/vender/home-loan-form', product: 'home-loan' },
  { path: '/vender/personal-loan-form', product: 'personal-loan' },
  { path: '/vender/personal-loan-balance-transfer-form', product: 'plbt' },
  { path: '/vender/loan-against-property', product: 'lap' },
  { path: '/vender/loan-against-property-balance-transfer', product: 'lap-bt' },
  { path: '/vender/business-loan', product: 'business-loan' },
  { path: '/vender/home-loan-balance-transfer', product: 'hlbt' },
  { path: '/vender/motor-insurance', product: 'motor-insurance' },
  { path: '/vender/education', product: 'education-loan' },
  { path: '/vender/health-insurance', product: 'health-insurance' },
  { path: '/vender/car-loan-services', product: 'car-loan' },
  { path: '/vender/used-car-loan', product: 'used-car-loan' },
  { path: '/vender/used-car-loan-balance-transfer', product: 'used-car-loan-bt' },
] as const satisfies readonly { path: string; product: SellingProductSlug }[];

/** The partner banks whose credit cards a shop sells (routes.md: /vender/cards/<bank>). */
export const CARD_BANKS = [
  { slug: 'indusind-bank', name: 'IndusInd Bank' },
  { slug: 'axis-bank', name: 'Axis Bank' },
  { slug: 's-charted-bank', name: 'Standard Chartered Bank' },
  { slug: 'hdfc-bank', name: 'HDFC Bank' },
  { slug: 'au-finance-bank', name: 'AU Small Finance Bank' },
] as const;
export type CardBankSlug = (typeof CARD_BANKS)[number]['slug'];
