// The partner shop's own routes (docs/spec/product.md §7, vendor group): profile update, documents,
// the dashboard figures. Every query is bound to the signed-in shop's id (currentVendor), so
// another shop's ids are simply not found.
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { KYC_STEP_LABELS, vendorProfileUpdateSchema, type KycStep } from '@platform/shared/schemas';
import { clientAddress, type AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { failures, jsonSchemaOf, multipartBody, successEnvelope } from '../http/openapi.ts';
import { isUuid, parseBody } from '../http/validate.ts';
import { kycStepsOf, resetKycStepsFor, shopPermissions, type KycCheckedField } from '../kyc/steps.ts';
import type { Limit } from '../security/rate-limit.ts';
import { safeFileName, sendStoredFile } from '../storage/uploaded-file.ts';
import { profileOf } from '../users.ts';
import { currentVendor, type VendorRow } from './current-vendor.ts';
import { notifyShop } from './notifications.ts';
import { iso } from '../clock.ts';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/**
 * Email changes on the profile, counted per shop and per client address whether or not the email
 * could be used: the answer for an email held elsewhere must not become a cheap way to test
 * addresses (the per-address limit is the registration form's).
 */
export const PROFILE_EMAIL_CHANGES: { perShop: Limit; perAddress: Limit } = {
  perShop: { limit: 5, windowMs: 24 * 60 * 60_000 },
  perAddress: { limit: 20, windowMs: 60 * 60_000 },
};
/** One answer for an email that cannot be used, saying nothing about who, if anyone, holds it. */
const EMAIL_NOT_USABLE = 'We could not change your email to this address. Please use another email address, or keep your current one.';

const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === (b ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
export const DOCUMENT_KINDS = { shopPhoto: 'Shop photo', addressProof: 'Address proof' } as const;
type DocumentKind = keyof typeof DOCUMENT_KINDS;
/** What a document may be, by its content: the name and the browser's claimed type are ignored. */
const ALLOWED_TYPES: Record<string, 'pdf' | 'jpg' | 'png'> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

const security = [{ bearer: [] }];
const anyObject = { type: 'object', additionalProperties: true };

interface DocumentRow {
  id: string;
  kind: DocumentKind;
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  file_name: string;
  created_at: Date | string;
}

async function documentsOf(db: Queryable, vendorId: string) {
  const { rows } = await db.query<DocumentRow>(
    'SELECT id, kind, storage_key, mime_type, size_bytes, file_name, created_at FROM vendor_documents WHERE vendor_id = $1 ORDER BY kind',
    [vendorId],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    label: DOCUMENT_KINDS[r.kind],
    mimeType: r.mime_type,
    sizeBytes: Number(r.size_bytes),
    fileName: r.file_name,
    uploadedAt: iso(r.created_at),
  }));
}

/** GET /api/get-profile for a shop: the account plus owner, KYC steps, permissions and documents. */
export async function vendorProfileOf(db: Queryable, vendor: VendorRow) {
  const steps = await kycStepsOf(db, vendor.id);
  return {
    ...profileOf(vendor),
    ownerName: vendor.owner_name,
    kyc: steps,
    kycStepsLeft: steps.filter((s) => s.status !== 'verified').length,
    permissions: shopPermissions(steps),
    documents: await documentsOf(db, vendor.id),
  };
}

/** The first day of the month `monthsBack` months before the current one, India time (IST, UTC+5:30). */
function istMonthStart(now: Date, monthsBack = 0): Date {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - monthsBack, 1) - 330 * 60_000);
}
const monthKey = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 7);

/** Customer names as a shop sees them in lists: first name and initial. */
const shortName = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.length > 1 ? `${words[0]} ${words[words.length - 1]!.charAt(0).toUpperCase()}.` : (words[0] ?? '');
};

/** A shop's leads: enquiries and product applications made through its link (shop_id = its code). */
const LEADS = `(
  SELECT id, 'enquiry' AS kind, type AS product, username AS name, status, referred, created_at FROM enquiries WHERE upper(shop_id) = $1
  UNION ALL
  SELECT id, 'application' AS kind, product, full_name AS name, status, referred, created_at FROM product_applications WHERE upper(shop_id) = $1
)`;

export async function dashboardOf(db: Queryable, vendor: VendorRow, now: Date) {
  const code = vendor.referral_code.toUpperCase();
  const monthStart = istMonthStart(now);
  const yearStart = istMonthStart(now, 11);
  const [leads, commissions, series, recent, connectors, steps] = await Promise.all([
    db.query<{ n: string }>(`SELECT count(*) AS n FROM ${LEADS} l WHERE created_at >= $2`, [code, monthStart]),
    db.query<{ conversions: string; earned: string | null; invoices_due: string; unpaid: string | null; paid: string | null }>(
      `SELECT count(*) FILTER (WHERE earned_at >= $2) AS conversions,
              sum(amount_paise) FILTER (WHERE earned_at >= $2) AS earned,
              count(*) FILTER (WHERE invoice_uploaded_at IS NULL AND status = 'unpaid') AS invoices_due,
              sum(amount_paise) FILTER (WHERE status = 'unpaid') AS unpaid,
              sum(amount_paise) FILTER (WHERE status = 'paid') AS paid
       FROM vendor_commissions WHERE vendor_id = $1`,
      [vendor.id, monthStart],
    ),
    db.query<{ at: Date | string; leads: number; earned: string }>(
      `SELECT created_at AS at, 1 AS leads, '0' AS earned FROM ${LEADS} l WHERE created_at >= $2
       UNION ALL SELECT earned_at, 0, amount_paise::text FROM vendor_commissions WHERE vendor_id = $3 AND earned_at >= $2`,
      [code, yearStart, vendor.id],
    ),
    db.query<{ id: string; kind: string; product: string; name: string; status: string; created_at: Date | string; connector: string | null }>(
      `SELECT l.id, l.kind, l.product, l.name, l.status, l.created_at, c.name AS connector FROM ${LEADS} l
       LEFT JOIN vendor_connectors c ON c.vendor_id = $2 AND c.code = upper(l.referred)
       ORDER BY l.created_at DESC, l.id DESC LIMIT 10`,
      [code, vendor.id],
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM vendor_connectors WHERE vendor_id = $1 AND status = 'active'`, [vendor.id]),
    kycStepsOf(db, vendor.id),
  ]);
  const months = Array.from({ length: 12 }, (_, i) => monthKey(istMonthStart(now, 11 - i)));
  const byMonth = new Map(months.map((m) => [m, { month: m, leads: 0, earningsPaise: 0 }]));
  for (const row of series.rows) {
    const bucket = byMonth.get(monthKey(new Date(row.at)));
    if (!bucket) continue;
    bucket.leads += Number(row.leads);
    bucket.earningsPaise += Number(row.earned);
  }
  const c = commissions.rows[0];
  return {
    month: monthKey(monthStart),
    leadsThisMonth: Number(leads.rows[0]?.n ?? 0),
    conversionsThisMonth: Number(c?.conversions ?? 0),
    earningsThisMonthPaise: Number(c?.earned ?? 0),
    invoicesDue: Number(c?.invoices_due ?? 0),
    unpaidCommissionPaise: Number(c?.unpaid ?? 0),
    paidCommissionPaise: Number(c?.paid ?? 0),
    kycStepsLeft: steps.filter((s) => s.status !== 'verified').length,
    activeConnectors: Number(connectors.rows[0]?.n ?? 0),
    series: [...byMonth.values()],
    recentLeads: recent.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      product: r.product,
      customer: shortName(r.name),
      status: r.status,
      connector: r.connector,
      createdAt: iso(r.created_at),
    })),
  };
}

export function vendorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, files } = ctx;

  app.post(
    '/api/update-profile',
    {
      schema: {
        tags: ['vendor'],
        summary: "Change the shop's name, owner's name, email and address (the mobile number stays)",
        description:
          "Changing the owner's or shop's name (or the state) undoes the KYC steps that checked it: the shop verifies them again. " +
          'An email that cannot be used gets one answer whoever holds it; email changes are rate-limited per shop and per address.',
        security,
        body: jsonSchemaOf(vendorProfileUpdateSchema),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 409, 429) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      const input = await parseBody(vendorProfileUpdateSchema, request.body);
      const notUsable = () => new ApiError(409, EMAIL_NOT_USABLE, { fields: { email: 'Use another email address' } });
      if ((vendor.email ?? '').toLowerCase() !== input.email.toLowerCase()) {
        const [byShop, byAddress] = await Promise.all([
          ctx.limiter.hit(`profile-email:shop:${vendor.id}`, PROFILE_EMAIL_CHANGES.perShop),
          ctx.limiter.hit(`profile-email:addr:${clientAddress(request)}`, PROFILE_EMAIL_CHANGES.perAddress),
        ]);
        if (!byShop.allowed || !byAddress.allowed) {
          throw tooManyRequests(
            'Too many email changes. Please try again later.',
            Math.max(byShop.allowed ? 0 : byShop.retryAfterSeconds, byAddress.allowed ? 0 : byAddress.retryAfterSeconds),
          );
        }
        const taken = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [input.email, vendor.id]);
        if (taken.rows.length > 0) throw notUsable();
      }
      const changed: KycCheckedField[] = [];
      if (!sameText(vendor.owner_name, input.ownerName)) changed.push('ownerName');
      if (!sameText(vendor.username, input.username)) changed.push('shopName');
      if (!sameText(vendor.state, input.state)) changed.push('state');
      const now = clock.now();
      let updated: VendorRow;
      let reset: KycStep[] = [];
      try {
        updated = await db.transaction(async (tx) => {
          const { rows } = await tx.query<VendorRow>(
            `UPDATE users SET username = $2, owner_name = $3, email = $4, state = $5, city = $6, pin_code = $7, address = $8, updated_at = $9
             WHERE id = $1 RETURNING *`,
            [vendor.id, input.username, input.ownerName, input.email, input.state, input.city, input.pinCode, input.address, now],
          );
          // A verified step vouched for the name (or state) it compared: with the new one it vouches for nothing.
          reset = await resetKycStepsFor(tx, vendor.id, changed, { id: vendor.id, role: 'vendor' }, now);
          return rows[0]!;
        });
      } catch (error) {
        // Another account took the email between the check and the update.
        if ((error as { code?: string }).code === '23505') throw notUsable();
        throw error;
      }
      const message = reset.length
        ? `Profile updated successfully. Please verify these KYC steps again: ${reset.map((step) => KYC_STEP_LABELS[step]).join(', ')}.`
        : 'Profile updated successfully';
      return { success: true, message, data: await vendorProfileOf(db, updated) };
    },
  );

  app.put(
    '/api/upload-docs',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Upload the shop photo and/or address proof (multipart; PDF, JPG or PNG by content, at most 5 MB each)',
        description: 'multipart/form-data with file fields `shopPhoto` and/or `addressProof`. A new file replaces the old one of its kind.',
        security,
        consumes: ['multipart/form-data'],
        body: multipartBody({
          files: {
            shopPhoto: { description: 'A photo of the shop: PDF, JPG or PNG by content.' },
            addressProof: { description: "The shop's address proof: PDF, JPG or PNG by content." },
          },
          description: `One or both files, each at most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB; other text fields are ignored.`,
        }),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403, 413) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      if (!request.isMultipart()) throw new ApiError(400, 'Send the documents as multipart/form-data');
      const received: Array<{ kind: DocumentKind; content: Buffer; extension: 'pdf' | 'jpg' | 'png'; mime: string; fileName: string }> = [];
      try {
        for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 5, parts: 7 } })) {
          if (part.type !== 'file') continue;
          if (!Object.hasOwn(DOCUMENT_KINDS, part.fieldname)) {
            throw new ApiError(400, 'Upload a shop photo or an address proof', { fields: { [part.fieldname.slice(0, 40)]: 'Unknown document' } });
          }
          const kind = part.fieldname as DocumentKind;
          const content = await part.toBuffer();
          const type = await fileTypeFromBuffer(content);
          const extension = type ? ALLOWED_TYPES[type.mime] : undefined;
          if (!type || !extension) {
            throw new ApiError(400, `${DOCUMENT_KINDS[kind]} must be a PDF, JPG or PNG file`, { fields: { [kind]: 'Only PDF, JPG or PNG' } });
          }
          received.push({ kind, content, extension, mime: type.mime, fileName: safeFileName(part.filename, extension, kind) });
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'Each file must be at most 5 MB');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw new ApiError(400, 'Upload at most one shop photo and one address proof');
        throw new ApiError(400, 'The upload could not be read. Please choose the files again.');
      }
      if (received.length === 0) throw new ApiError(400, 'Choose a shop photo or an address proof to upload');
      const now = clock.now();
      for (const doc of received) {
        const key = await files.put(doc.content, doc.extension);
        const old = await db.transaction(async (tx) => {
          const previous = await tx.query<{ storage_key: string }>('DELETE FROM vendor_documents WHERE vendor_id = $1 AND kind = $2 RETURNING storage_key', [
            vendor.id,
            doc.kind,
          ]);
          await tx.query(
            `INSERT INTO vendor_documents (id, vendor_id, kind, storage_key, mime_type, size_bytes, file_name, created_at)
             VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7)`,
            [vendor.id, doc.kind, key, doc.mime, doc.content.length, doc.fileName, now],
          );
          await notifyShop(
            tx,
            vendor.id,
            {
              kind: 'account',
              title: `${DOCUMENT_KINDS[doc.kind]} uploaded`,
              body: `${doc.fileName} was added to your profile.`,
              link: '/vender/vendor-profile',
            },
            now,
          );
          return previous.rows[0]?.storage_key;
        });
        if (old) await files.remove(old);
      }
      return { success: true, message: 'Documents uploaded successfully', data: { documents: await documentsOf(db, vendor.id) } };
    },
  );

  app.get(
    '/api/vendor-docs/:id',
    {
      schema: {
        tags: ['vendor'],
        summary: 'One of the shop’s documents, as uploaded (404 for another shop’s)',
        security,
        params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
      },
    },
    async (request, reply) => {
      const vendor = await currentVendor(ctx, request);
      const { id } = request.params as { id: string };
      const { rows } = isUuid(id)
        ? await db.query<DocumentRow>('SELECT * FROM vendor_documents WHERE id = $1 AND vendor_id = $2', [id, vendor.id])
        : { rows: [] };
      const doc = rows[0];
      const content = doc ? await files.get(doc.storage_key) : undefined;
      if (!doc || !content) throw new ApiError(404, 'Document not found');
      return sendStoredFile(reply, { content, mime: doc.mime_type, name: doc.file_name, disposition: 'inline' });
    },
  );

  app.get(
    '/vendor/dashboard',
    {
      schema: {
        tags: ['vendor'],
        summary: "This month's leads, conversions, earnings, invoices due and KYC steps left, 12 months of leads and earnings, recent leads",
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
      },
    },
    async (request) => {
      const vendor = await currentVendor(ctx, request);
      return { success: true, message: 'Dashboard fetched successfully', data: await dashboardOf(db, vendor, clock.now()) };
    },
  );
}
