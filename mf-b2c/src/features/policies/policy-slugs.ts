// The policy pages the product links to (docs/spec/product.md §2), by URL slug under /b2c/. Kept
// apart from the policy text so the route table can list them without pulling the text into its
// chunk.
export const POLICY_SLUGS = [
  'cancellation-privacy',
  'disclaimer-consent-declaration',
  'cookie-policy',
  'internal-privacy-policy',
  'terms-and-services',
  'grievance-redressal-policy',
  'customer-consent-form',
  'code-of-conduct',
  'terms-conditions',
] as const;

export type PolicySlug = (typeof POLICY_SLUGS)[number];
