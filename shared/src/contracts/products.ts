// Handler: api/src/products/routes.ts. The product applications of docs/spec/product.md §7, one
// contract per URL, generated from the product catalogue (schemas/products.ts, and the products
// only partner shops sell, schemas/vendor-selling.ts): `/loans/...` (with `submit-job` for salaried
// and `submit-business` for self-employed applicants where the spec splits them),
// `/card/credit-card`, `/motor-insurance/registration`, `/web/webdev`, `/social/social-media`,
// `/graphic-design/create`, and the shops' own (docs/decisions/011-vendor-selling-endpoints.md).
// A body is the product's payload schema, the one the site's form sends; where two products share
// a URL (business and professional loans, a customer's and a shop's card) `product` picks it.
import { array, lazy, mixed, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { PRODUCT_SAMPLES, VENDOR_ONLY_PRODUCT_SAMPLES } from '../schemas/product-samples';
import { productsByEndpoint, toProductPayload, type ProductPayload, type ProductSchemas, type ProductSlug } from '../schemas/products';
import { isVendorOnlyProduct, vendorOnlyProductsByEndpoint } from '../schemas/vendor-selling';
import { defineContract } from './contract';
import { isoDateTime, messageCodeFields, successResponse, uuid } from './envelope';
import { devMobileQuery } from './enquiry';

/** The product a body is for, among those sharing a URL: the one its `product` names, else the first. */
export function productOf(candidates: readonly ProductSchemas<string>[], body: unknown): ProductSchemas<string> {
  const wanted = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).product : undefined;
  return candidates.find((product) => product.slug === wanted) ?? candidates[0]!;
}

/** Every URL a product application posts to, with the products it takes (b2c first, then the shops'). */
function applicationEndpoints(): Array<[string, ProductSchemas<string>[]]> {
  const endpoints = new Map<string, ProductSchemas<string>[]>(productsByEndpoint());
  for (const [endpoint, candidates] of vendorOnlyProductsByEndpoint()) endpoints.set(endpoint, [...(endpoints.get(endpoint) ?? []), ...candidates]);
  return [...endpoints];
}

/** Sold only through partner shops: a shop must be signed in to apply (the card a shop files too). */
export const isShopOnlyProduct = (slug: string): boolean => isVendorOnlyProduct(slug) || slug === 'card-application';

// The product goes by its slug beside its English label (success-messages.ts).
const applicationAnswer = successResponse(object({ applicationId: uuid() })).concat(
  messageCodeFields(['application.submitted', 'application.submitted-by-shop']),
);

const pascal = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** `applyForHomeLoanSalaried`, `applyForBusinessLoanOrProfessionalLoan`, `applyForCreditCard`. */
function operationIdOf(endpoint: string, candidates: readonly ProductSchemas<string>[]): string {
  const labels = [...new Set(candidates.map((product) => product.label))].map(pascal).join('Or');
  const who = endpoint.endsWith('/submit-job') ? 'Salaried' : endpoint.endsWith('/submit-business') ? 'SelfEmployed' : '';
  return `applyFor${labels}${who}`;
}

/** A sample application that belongs at `endpoint`: the product's sample, self-employed where the URL asks. */
function sampleFor(endpoint: string, product: ProductSchemas<string>) {
  const filled = isVendorOnlyProduct(product.slug)
    ? VENDOR_ONLY_PRODUCT_SAMPLES[product.slug]
    : (PRODUCT_SAMPLES as Record<string, Record<string, string>>)[product.slug]!;
  const form = endpoint.endsWith('/submit-business') ? { ...filled, employmentType: 'self-employed-business' } : filled;
  // As the site sends it: the form's answers once validated (amounts as numbers, not as typed).
  const body = product.payloadSchema.validateSync(toProductPayload(product.slug as ProductSlug, form), { stripUnknown: true });
  const shop = isShopOnlyProduct(product.slug);
  const label = product.label.toLowerCase();
  return {
    name: shop ? `A shop files a ${label} for its customer` : `A ${label} application`,
    request: { body },
    response: {
      success: true as const,
      ...(shop
        ? {
            message: `The ${label} application for ${String(body.fullName)} has been submitted. Follow it in your loan sales.`,
            messageCode: 'application.submitted-by-shop' as const,
            messageParams: { product: product.slug, name: String(body.fullName) },
          }
        : {
            message: `Your ${label} application has been submitted. Our team will call you within one working day.`,
            messageCode: 'application.submitted' as const,
            messageParams: { product: product.slug },
          }),
      applicationId: '7c4f5e6d-8091-4a2b-9cde-3f4a5b6c7d8e',
    },
  };
}

function applicationContract(endpoint: string, candidates: ProductSchemas<string>[]) {
  const shopOnly = candidates.filter((product) => isShopOnlyProduct(product.slug));
  const names = [...new Set(candidates.map((product) => product.label.toLowerCase()))].join(' or ');
  // One product: its payload schema. Several: the one `product` names (the OpenAPI document shows
  // them as oneOf, read from the meta by the API's jsonSchemaOf).
  const body = (candidates.length === 1
    ? candidates[0]!.payloadSchema
    : lazy((value: unknown) => productOf(candidates, value).payloadSchema).meta({
        oneOf: candidates.map((product) => product.payloadSchema),
      })) as unknown as ObjectSchema<ProductPayload, AnyObject, AnyObject, ''>;
  return defineContract({
    operationId: operationIdOf(endpoint, candidates),
    method: 'POST',
    path: endpoint,
    summary:
      `Apply for a ${names}. ` +
      '`product` names it (' +
      candidates.map((product) => `"${product.slug}"`).join(', ') +
      '). Send an `Idempotency-Key` header to make retries safe, as for enquiries. A partner shop signed in files for its walk-in customer: ' +
      "the application is the shop's (its code in shopID, whatever the body says)" +
      (shopOnly.length > 0
        ? `; ${shopOnly.map((product) => `"${product.slug}"`).join(', ')} is sold only through partner shops, so a shop must be signed in.`
        : '.'),
    tag: 'applications',
    callers: ['anyone'],
    body,
    status: 201,
    response: applicationAnswer,
    errors: shopOnly.length > 0 ? [401, 403, 409, 422, 429] : [409, 422, 429],
    samples: [sampleFor(endpoint, candidates.find((product) => !isShopOnlyProduct(product.slug)) ?? candidates[0]!)],
  });
}

/** One contract per URL a product application posts to. */
export const PRODUCT_APPLICATION_CONTRACTS = applicationEndpoints().map(([endpoint, candidates]) => applicationContract(endpoint, candidates));

/** The products a contract's URL takes. */
export function productsAt(endpoint: string): ProductSchemas<string>[] {
  return applicationEndpoints().find(([path]) => path === endpoint)?.[1] ?? [];
}

export const storedApplicationSchema = object({
  id: uuid(),
  product: string().defined(),
  endpoint: string().defined(),
  fullName: string().defined(),
  mobile: string().defined(),
  email: string().defined(),
  pincode: string().defined(),
  city: string().defined(),
  /** The answers as submitted, opened from the seal (a PAN masked). */
  details: mixed<AnyObject>().defined(),
  referred: string().nullable().defined(),
  shopID: string().nullable().defined(),
  status: string().defined(),
  createdAt: isoDateTime(),
});

export const listDevProductApplications = defineContract({
  operationId: 'listStoredProductApplications',
  method: 'GET',
  path: '/dev/product-applications',
  summary: 'Applications stored for a mobile (development only, absent in production)',
  tag: 'development',
  callers: ['anyone'],
  query: devMobileQuery,
  response: successResponse(object({ data: array(storedApplicationSchema.defined()).defined() })),
  errors: [400],
  samples: [
    {
      name: 'A personal loan application',
      request: { query: { mobile: PRODUCT_SAMPLES['personal-loan'].mobile! } },
      response: {
        success: true,
        message: 'Applications',
        data: [
          {
            id: '7c4f5e6d-8091-4a2b-9cde-3f4a5b6c7d8e',
            product: 'personal-loan',
            endpoint: '/loans/personal-loans/submit',
            fullName: 'Aarav Gupta',
            mobile: '9876543210',
            email: 'aarav.gupta@example.com',
            pincode: '560034',
            city: 'Bengaluru',
            details: {
              pan: 'XXXXXX234K',
              employmentType: 'salaried',
              organisationName: 'Infosys Limited',
              monthlyIncome: 85000,
              purpose: 'medical',
              loanAmount: 300000,
            },
            referred: null,
            shopID: null,
            status: 'submitted',
            createdAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      },
    },
  ],
});
