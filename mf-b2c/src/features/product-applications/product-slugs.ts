import type { ProductSlug } from '@platform/shared/schemas';

/**
 * The product pages under /b2c/ (docs/spec/product.md §2). Written out rather than read from the
 * shared product table, so that the route table does not load yup and every schema before a page is
 * opened; product-forms.test.tsx checks that the two lists agree.
 */
export const PRODUCT_PAGE_SLUGS: readonly ProductSlug[] = [
  'personal-loan',
  'plbt',
  'home-loan',
  'hlbt',
  'lap',
  'lap-bt',
  'business-loan',
  'professional-loan',
  'used-car-loan',
  'credit-card',
  'motor-insurance',
  'website-development',
  'social-media-handling',
  'graphic-design',
];
