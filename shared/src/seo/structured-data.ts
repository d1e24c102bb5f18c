// Schema.org JSON-LD for the prerendered head (site-server): who the site is (an Organization, on
// the home page) and what a product page offers (a loan, a credit card, an insurance cover). Built
// only from what the site already shows: the brand and support contact of the footer and contact
// page, the grievance officer every page names, and a product page's title and description from
// its area's routes.json. No logo (the site has none but its inline favicon) and no rates (a page's
// rates are the lending partners' terms, read from the API; a fixed figure here could contradict
// the offers).
import { BRAND } from '../config/paths';
import { GRIEVANCE_OFFICER } from '../config/grievance';
import type { ProductPage } from '../routing/release-manifest';

export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    url: new URL('/', origin).href,
    description: BRAND.tagline,
    email: BRAND.supportEmail,
    address: GRIEVANCE_OFFICER.address,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer support', telephone: BRAND.supportPhone, email: BRAND.supportEmail },
      {
        '@type': 'ContactPoint',
        contactType: 'grievance redressal',
        name: GRIEVANCE_OFFICER.name,
        telephone: GRIEVANCE_OFFICER.phone,
        email: GRIEVANCE_OFFICER.email,
        hoursAvailable: GRIEVANCE_OFFICER.hours,
      },
    ],
  };
}

/** Schema.org's type for each kind of product page. */
const PRODUCT_TYPES: Record<ProductPage['kind'], string> = {
  loan: 'LoanOrCredit',
  'credit-card': 'CreditCard',
  insurance: 'FinancialProduct',
};

export function financialProductJsonLd(
  product: ProductPage,
  route: { title: string; description?: string },
  location: { origin: string; pathname: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': PRODUCT_TYPES[product.kind],
    name: product.name ?? route.title,
    ...(route.description ? { description: route.description } : {}),
    url: new URL(location.pathname, location.origin).href,
    // The site arranges the product (through partner shops); the lenders and insurers provide it.
    broker: { '@type': 'Organization', name: BRAND.name, url: new URL('/', location.origin).href },
  };
}
