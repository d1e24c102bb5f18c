// The enquiry links a shop's QR code can carry. Each form reads `shopid` from its query and sends
// it with the enquiry (docs/spec/product.md §2), which is how a scanned enquiry is credited to the
// shop.
export interface ShopLinkProduct {
  slug: string;
  name: string;
  path: string;
}

export const SHOP_LINK_PRODUCTS: readonly ShopLinkProduct[] = [
  { slug: 'education-loan', name: 'Education loan', path: '/education-loan' },
  { slug: 'personal-loan', name: 'Personal loan', path: '/b2c/personal-loan' },
  { slug: 'business-loan', name: 'Business loan', path: '/b2c/business-loan' },
  { slug: 'home-loan', name: 'Home loan', path: '/b2c/home-loan' },
  { slug: 'credit-card', name: 'Credit card', path: '/b2c/credit-card' },
  { slug: 'motor-insurance', name: 'Motor insurance', path: '/b2c/motor-insurance' },
];

export function productBySlug(slug: string | null): ShopLinkProduct {
  return SHOP_LINK_PRODUCTS.find((p) => p.slug === slug) ?? SHOP_LINK_PRODUCTS[0]!;
}

/** The full link a customer opens by scanning: the site's own origin, so it works on every host. */
export function shopLink(origin: string, product: ShopLinkProduct, shopCode: string): string {
  const url = new URL(product.path, origin);
  url.searchParams.set('shopid', shopCode);
  return url.toString();
}
