// The product applications (docs/spec/product.md §7), one route per URL of the catalogue, each on
// its contract (@platform/shared/contracts, products.ts): the body is parsed with the product's
// shared payload schema and checked against the shared endpoint rule, so the site and the server
// agree on both. Development tools add /dev/product-applications.
import { randomUUID } from 'node:crypto';
import { isShopOnlyProduct, listDevProductApplications, PRODUCT_APPLICATION_CONTRACTS, productOf, productsAt, successCode } from '@platform/shared/contracts';
import type { ProductSchemas } from '@platform/shared/schemas';
import { recordConsent } from '../consent/ledger.ts';
import { clientAddress, optionalAccessToken, type AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { answerIdempotently } from '../http/idempotency.ts';
import { parseBody } from '../http/validate.ts';
import { openLead } from '../leads/lifecycle.ts';
import { maskPan } from '../security/pii.ts';
import { findUserById } from '../users.ts';
import { applicationsOfMobile, insertApplication } from './queries.ts';

/** Applications per client address: generous for a partner shop filing for its walk-ins. */
export const APPLICATIONS_PER_ADDRESS = { limit: 60, windowMs: 60 * 60_000 };

/** Answers every product keeps in its own columns; the rest go to `details`. */
const COLUMN_FIELDS = new Set(['product', 'fullName', 'mobile', 'email', 'pincode', 'city', 'referred', 'shopID']);

/**
 * Answers kept readable in `details` (lists and the customer's history read them). Everything
 * else a product asks (PAN, income, employer, property, the brief…) is sealed in `details_sealed`
 * (AES-256-GCM, bound to the row); `details` keeps the PAN masked so a row can still be recognised.
 */
const PLAIN_DETAILS = new Set(['loanAmount', 'outstandingAmount', 'employmentType', 'cardId']);

function storedDetails(details: Record<string, unknown>): Record<string, unknown> {
  const plain = Object.fromEntries(Object.entries(details).filter(([name]) => PLAIN_DETAILS.has(name)));
  return typeof details.pan === 'string' ? { ...plain, pan: maskPan(details.pan) } : plain;
}

/**
 * Not encapsulated (skip-override): three URLs (/web/webdev, /social/social-media,
 * /graphic-design/create) also take a shop's multipart service request, which the CA services
 * answer in a preValidation hook they add on the app itself; inside an encapsulated plugin these
 * routes would never see that hook.
 */
export const productsPlugin = Object.assign(
  domainPlugin((app, ctx) => {
    for (const contract of PRODUCT_APPLICATION_CONTRACTS) registerApplication(app, ctx, contract);
    if (ctx.devTools) {
      registerContract(app, ctx, listDevProductApplications, async ({ query }) => ({
        success: true,
        message: 'Applications',
        data: await applicationsOfMobile(ctx.db, ctx.sealer, query.mobile),
      }));
    }
  }),
  { [Symbol.for('skip-override')]: true },
);

type ApplicationContract = (typeof PRODUCT_APPLICATION_CONTRACTS)[number];

function registerApplication(app: Parameters<typeof registerContract>[0], ctx: AppContext, contract: ApplicationContract): void {
  const { db, clock, limiter } = ctx;
  const endpoint = contract.path;
  const candidates: ProductSchemas<string>[] = productsAt(endpoint);
  registerContract(app, ctx, contract, async ({ body, request, reply }) => {
    const product = productOf(candidates, request.body);
    // The contract parsed the body with the product's payload schema (chosen by `product` where two share the URL).
    const input = (candidates.length === 1 ? body : await parseBody(product.payloadSchema, request.body)) as Record<string, unknown>;
    const belongsAt = product.endpointFor(input);
    if (belongsAt !== endpoint) {
      const salaried = belongsAt.endsWith('/submit-job');
      throw new ApiError(400, `${salaried ? 'Salaried' : 'Self-employed'} applicants apply at POST ${belongsAt}`, {
        fields: { employmentType: salaried ? 'Salaried applicants use submit-job' : 'Self-employed applicants use submit-business' },
      });
    }
    const address = clientAddress(request);
    const account = await optionalAccessToken(ctx, request);
    // A shop filing at its counter: the sale is the shop's, never the shop account's own application.
    const filer = account ? await findUserById(db, account.sub) : undefined;
    const shop = filer?.role === 'vendor' ? filer : undefined;
    if (isShopOnlyProduct(product.slug) && !shop) {
      throw new ApiError(
        account ? 403 : 401,
        account ? 'This product is sold through partner shops. Please log in with your shop account.' : 'Please log in to continue.',
      );
    }
    const shopID = shop ? shop.referral_code : (input.shopID as string | undefined) || null;
    return answerIdempotently({
      ctx,
      scope: `POST ${endpoint}`,
      request,
      reply,
      body: input,
      noun: 'application',
      check: async () => {
        const allowed = await limiter.hit(`product-application:addr:${address}`, APPLICATIONS_PER_ADDRESS);
        if (!allowed.allowed) {
          throw tooManyRequests('Too many applications from your network. Please try again later.', allowed.retryAfterSeconds);
        }
      },
      work: async (tx) => {
        const details = Object.fromEntries(Object.entries(input).filter(([name]) => !COLUMN_FIELDS.has(name)));
        const id = randomUUID();
        const now = clock.now();
        const amount = Number(details.loanAmount ?? details.outstandingAmount);
        const userId = await insertApplication(tx, {
          id,
          product: product.slug,
          endpoint,
          input,
          plainDetails: storedDetails(details),
          sealedDetails: ctx.sealer.seal(details, `product_applications:${id}`),
          shopID,
          accountId: shop ? '' : (account?.sub ?? ''),
          clientAddress: address,
          vendorId: shop?.id ?? null,
          at: now,
        });
        // The application and its lead (with its telecaller) exist together or not at all.
        await openLead(tx, now, {
          id,
          source: 'application',
          product: product.slug,
          customerName: String(input.fullName),
          mobile: String(input.mobile),
          pincode: String(input.pincode),
          amount: Number.isFinite(amount) ? amount : null,
          shopID,
          userId,
        });
        await recordConsent(tx, { purpose: 'product-application', mobile: String(input.mobile), userId, subjectId: id, request, at: now });
        // The product goes by its slug beside its English label, for the site to name it in the reader's language.
        const name = String(input.fullName);
        const said = shop
          ? {
              message: `The ${product.label.toLowerCase()} application for ${name} has been submitted. Follow it in your loan sales.`,
              ...successCode('application.submitted-by-shop', { product: product.slug, name }),
            }
          : {
              message: `Your ${product.label.toLowerCase()} application has been submitted. Our team will call you within one working day.`,
              ...successCode('application.submitted', { product: product.slug }),
            };
        return { status: 201, answer: { success: true as const, ...said, applicationId: id } };
      },
    });
  });
}
