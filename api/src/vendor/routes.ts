// The partner shop's domain (docs/spec/product.md §7, vendor group), one plugin: its profile, its
// documents and dashboard (here), its connectors (./connectors.ts) and its notifications
// (./notifications.ts). Contracts: @platform/shared/contracts vendor.ts, vendor-connectors.ts,
// notifications.ts. Every query is bound to the signed-in shop's id, so another shop's ids are
// simply not found.
import type { FastifyRequest } from 'fastify';
import { downloadShopDocument, shopDashboard, successCode, updateShopProfile, uploadShopDocuments, type ShopDocumentKind } from '@platform/shared/contracts';
import { KYC_STEP_LABELS, type KycStep } from '@platform/shared/schemas';
import { clientAddress } from '../context.ts';
import { registerContract, registerDownload } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError, tooManyRequests } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { resetKycStepsFor, type KycCheckedField } from '../kyc/steps.ts';
import type { Limit } from '../security/rate-limit.ts';
import { detectUpload, safeFileName, sendStoredFile, type UploadExtension } from '../storage/uploaded-file.ts';
import { connectorRoutes } from './connectors.ts';
import { vendorOf, type VendorRow } from './current-vendor.ts';
import { dashboardOf } from './dashboard.ts';
import { notificationRoutes, notifyShop } from './notifications.ts';
import { DOCUMENT_KINDS, documentOf, documentsOf, emailTakenByAnother, replaceDocument, updateVendorProfile, vendorProfileOf } from './queries.ts';

// GET /api/get-profile (api/src/auth/routes.ts) answers a shop with its profile as this domain builds it.
export { vendorProfileOf };

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

/** The shop's domain: registered by app.ts with `app.register(vendorPlugin, { ctx })`. */
export const vendorPlugin = domainPlugin((app, ctx) => {
  const { db, clock, files } = ctx;

  // Changing the owner's or shop's name (or the state) undoes the KYC steps that checked it: the
  // shop verifies them again.
  registerContract(app, ctx, updateShopProfile, async ({ user, body: input, request }) => {
    const vendor = vendorOf(user);
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
      if (await emailTakenByAnother(db, vendor.id, input.email)) throw notUsable();
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
        const row = await updateVendorProfile(tx, vendor.id, input, now);
        // A verified step vouched for the name (or state) it compared: with the new one it vouches for nothing.
        reset = await resetKycStepsFor(tx, vendor.id, changed, { id: vendor.id, role: 'vendor' }, now);
        return row;
      });
    } catch (error) {
      // Another account took the email between the check and the update.
      if ((error as { code?: string }).code === '23505') throw notUsable();
      throw error;
    }
    // The steps go by their keys beside their English labels, for the site to name them in the reader's language.
    const said = reset.length
      ? {
          message: `Profile updated successfully. Please verify these KYC steps again: ${reset.map((step) => KYC_STEP_LABELS[step]).join(', ')}.`,
          ...successCode('profile.updated-kyc-again', { steps: reset }),
        }
      : { message: 'Profile updated successfully', ...successCode('profile.updated', {}) };
    return { success: true, ...said, data: await vendorProfileOf(db, updated) };
  });

  registerContract(app, ctx, uploadShopDocuments, async ({ user, request }) => {
    const vendor = vendorOf(user);
    const received = await readDocuments(request);
    const now = clock.now();
    for (const doc of received) {
      const key = await files.put(doc.content, doc.extension);
      const old = await db.transaction(async (tx) => {
        const previous = await replaceDocument(
          tx,
          vendor.id,
          { kind: doc.kind, key, mime: doc.mime, sizeBytes: doc.content.length, fileName: doc.fileName },
          now,
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
        return previous;
      });
      if (old) await files.remove(old);
    }
    return { success: true, message: 'Documents uploaded successfully', data: { documents: await documentsOf(db, vendor.id) } };
  });

  registerDownload(app, ctx, downloadShopDocument, async ({ user, params, reply }) => {
    const doc = isUuid(params.id) ? await documentOf(db, user.id, params.id) : undefined;
    const content = doc ? await files.get(doc.storage_key) : undefined;
    if (!doc || !content) throw new ApiError(404, 'Document not found');
    return sendStoredFile(reply, { content, mime: doc.mime_type, name: doc.file_name, disposition: 'inline' });
  });

  registerContract(app, ctx, shopDashboard, async ({ user }) => ({
    success: true,
    message: 'Dashboard fetched successfully',
    data: await dashboardOf(db, vendorOf(user), clock.now()),
  }));

  connectorRoutes(app, ctx);
  notificationRoutes(app, ctx);
});

interface ReceivedDocument {
  kind: ShopDocumentKind;
  content: Buffer;
  extension: UploadExtension;
  mime: string;
  fileName: string;
}

/** The shop photo and/or address proof of a multipart body, each a PDF, JPG or PNG by its content. */
async function readDocuments(request: FastifyRequest): Promise<ReceivedDocument[]> {
  if (!request.isMultipart()) throw new ApiError(400, 'Send the documents as multipart/form-data');
  const received: ReceivedDocument[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 5, parts: 7 } })) {
      if (part.type !== 'file') continue;
      if (!Object.hasOwn(DOCUMENT_KINDS, part.fieldname)) {
        throw new ApiError(400, 'Upload a shop photo or an address proof', { fields: { [part.fieldname.slice(0, 40)]: 'Unknown document' } });
      }
      const kind = part.fieldname as ShopDocumentKind;
      const content = await part.toBuffer();
      const type = await detectUpload(content);
      if (!type) throw new ApiError(400, `${DOCUMENT_KINDS[kind]} must be a PDF, JPG or PNG file`, { fields: { [kind]: 'Only PDF, JPG or PNG' } });
      received.push({ kind, content, extension: type.extension, mime: type.mime, fileName: safeFileName(part.filename, type.extension, kind) });
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
  return received;
}
