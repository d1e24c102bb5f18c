// The b2c product applications of docs/spec/product.md §7: `/loans/...` (with `submit-job` for
// salaried and
// `submit-business` for self-employed applicants where the spec splits them), `/card/credit-card`,
// `/motor-insurance/registration`, `/web/webdev`, `/social/social-media` and
// `/graphic-design/create`. Each request is parsed with the product's shared payload schema and
// checked against the shared endpoint rule, so the site and the server agree on both.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { productsByEndpoint, vendorOnlyProductsByEndpoint, type ProductSchemas } from '@platform/shared/schemas';
import { clientAddress, optionalAccessToken, type AppContext } from '../context.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { answerIdempotently } from '../http/idempotency.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import { maskPan } from '../security/pii.ts';
import { openLead } from '../leads/lifecycle.ts';
import { recordConsent } from '../consent/ledger.ts';
import { findUserById } from '../users.ts';

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

/** The product a body is for, among those sharing an endpoint (business and professional loans). */
function productFor(candidates: readonly ProductSchemas<string>[], body: unknown): ProductSchemas<string> {
  const wanted = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).product : undefined;
  return candidates.find((product) => product.slug === wanted) ?? candidates[0]!;
}

export function productRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, limiter } = ctx;

  // The b2c products, and those only partner shops sell
  // (docs/decisions/011-vendor-selling-endpoints.md: a shop must be signed in for those). An
  // endpoint may take both (POST /card/credit-card); `product` tells them apart.
  const endpoints = new Map<string, ProductSchemas<string>[]>(productsByEndpoint());
  const vendorOnly = new Set<string>();
  for (const [endpoint, candidates] of vendorOnlyProductsByEndpoint()) {
    endpoints.set(endpoint, [...(endpoints.get(endpoint) ?? []), ...candidates]);
    for (const candidate of candidates) vendorOnly.add(candidate.slug);
  }
  for (const [endpoint, candidates] of endpoints) {
    const names = candidates.map((product) => product.label.toLowerCase()).join(' or ');
    app.post(
      endpoint,
      {
        schema: {
          tags: ['applications'],
          summary: `Apply for a ${names}`,
          description:
            'Stores the application. `product` names it (' +
            candidates.map((p) => `"${p.slug}"`).join(', ') +
            '). Send an `Idempotency-Key` header to make retries safe, as for enquiries. A partner shop signed in files for its walk-in customer: ' +
            "the application is the shop's (its code in shopID, whatever the body says)" +
            (candidates.some((p) => vendorOnly.has(p.slug))
              ? '; ' +
                candidates
                  .filter((p) => vendorOnly.has(p.slug))
                  .map((p) => `"${p.slug}"`)
                  .join(', ') +
                ' is sold only through partner shops, so a shop must be signed in.'
              : '.'),
          headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', maxLength: 255 } } },
          body: candidates.length === 1 ? jsonSchemaOf(candidates[0]!.payloadSchema) : { oneOf: candidates.map((p) => jsonSchemaOf(p.payloadSchema)) },
          response: { 201: successEnvelope({ applicationId: { type: 'string', format: 'uuid' } }), ...failures(409, 422, 429) },
        },
      },
      async (request, reply) => {
        const product = productFor(candidates, request.body);
        const input = (await parseBody(product.payloadSchema, request.body)) as Record<string, unknown>;
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
        if (vendorOnly.has(product.slug) && !shop) {
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
            const { rows } = await tx.query<{ user_id: string | null }>(
              `INSERT INTO product_applications (id, product, endpoint, full_name, mobile, email, pincode, city, details,
                 details_sealed, referred, shop_id, status, user_id, client_address, created_at, filed_by_vendor)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $15, $10, $11, 'submitted',
                 (SELECT id FROM users WHERE id::text = $12), $13, $14, $16)
               RETURNING user_id`,
              [
                id,
                product.slug,
                endpoint,
                input.fullName,
                input.mobile,
                input.email,
                input.pincode,
                input.city,
                JSON.stringify(storedDetails(details)),
                input.referred || null,
                shopID,
                shop ? '' : (account?.sub ?? ''),
                address,
                now,
                ctx.sealer.seal(details, `product_applications:${id}`),
                shop?.id ?? null,
              ],
            );
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
              userId: rows[0]?.user_id ?? null,
            });
            await recordConsent(tx, {
              purpose: 'product-application',
              mobile: String(input.mobile),
              userId: rows[0]?.user_id ?? null,
              subjectId: id,
              request,
              at: now,
            });
            return {
              status: 201,
              answer: {
                success: true,
                message: shop
                  ? `The ${product.label.toLowerCase()} application for ${String(input.fullName)} has been submitted. Follow it in your loan sales.`
                  : `Your ${product.label.toLowerCase()} application has been submitted. Our team will call you within one working day.`,
                applicationId: id,
              },
            };
          },
        });
      },
    );
  }

  if (ctx.devTools) productDevRoutes(app, ctx);
}

// Any 10 digits, as /dev/last-otp accepts.
const byMobileQuery = object({
  mobile: string()
    .required('mobile is required')
    .matches(/^\d{10}$/, 'Phone number must be 10 digits'),
});

/**
 * Development-only reads, so end-to-end tests can check what a form stored without opening the
 * database the running server holds. Never registered in production.
 */
function productDevRoutes(app: FastifyInstance, { db, sealer }: AppContext): void {
  const querystring = { type: 'object', properties: { mobile: { type: 'string', pattern: '^\\d{10}$' } }, required: ['mobile'] };

  app.get(
    '/dev/product-applications',
    {
      schema: {
        tags: ['development'],
        summary: 'Applications stored for a mobile (absent in production)',
        querystring,
        response: { 200: successEnvelope({ data: { type: 'array' } }), ...failures(400) },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(byMobileQuery, request.query);
      const { rows } = await db.query<Record<string, unknown> & { id: string; details_sealed: string | null }>(
        `SELECT id, product, endpoint, full_name AS "fullName", mobile, email, pincode, city, details, details_sealed, referred,
                shop_id AS "shopID", status, created_at AS "createdAt"
         FROM product_applications WHERE mobile = $1 ORDER BY created_at`,
        [mobile],
      );
      // The answers as submitted, opened from the seal, but never a full PAN.
      const data = rows.map(({ details_sealed: sealed, ...row }) => {
        if (!sealed) return row;
        const details = sealer.open<Record<string, unknown>>(sealed, `product_applications:${row.id}`);
        return { ...row, details: typeof details.pan === 'string' ? { ...details, pan: maskPan(details.pan) } : details };
      });
      return { success: true, message: 'Applications', data };
    },
  );

  app.get(
    '/dev/enquiries',
    {
      schema: {
        tags: ['development'],
        summary: 'Enquiries stored for a mobile (absent in production)',
        querystring,
        response: { 200: successEnvelope({ data: { type: 'array' } }), ...failures(400) },
      },
    },
    async (request) => {
      const { mobile } = await parseBody(byMobileQuery, request.query);
      const { rows } = await db.query(
        `SELECT id, username, mobile, email, pincode, address, loan_amount::float8 AS "loanAmount", referred, type,
                shop_id AS "shopID", status, created_at AS "createdAt"
         FROM enquiries WHERE mobile = $1 ORDER BY created_at`,
        [mobile],
      );
      return { success: true, message: 'Enquiries', data: rows };
    },
  );
}
