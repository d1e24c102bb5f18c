// The partner shop's own rows: its documents, its profile as answered, and the dashboard's figures.
// Every query is bound to the shop's id (or code), so another shop's rows are simply not found.
import { sql, type Selectable } from 'kysely';
import type { ShopDocumentKind, VendorDocument, VendorProfile } from '@platform/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { VendorDocuments } from '../db/schema.generated.ts';
import { kycStepsOf, shopPermissions } from '../kyc/steps.ts';
import { profileOf } from '../users.ts';
import type { VendorRow } from './current-vendor.ts';

export const DOCUMENT_KINDS: Readonly<Record<ShopDocumentKind, string>> = { shopPhoto: 'Shop photo', addressProof: 'Address proof' };

const documents = (db: Queryable) =>
  kyselyOf(db).selectFrom('vendor_documents').select(['id', 'kind', 'storage_key', 'mime_type', 'size_bytes', 'file_name', 'created_at']);
/** A stored document as the shop's queries read it. */
export type DocumentRow = Omit<Selectable<VendorDocuments>, 'vendor_id'>;

export async function documentsOf(db: Queryable, vendorId: string): Promise<VendorDocument[]> {
  const rows = await documents(db).where('vendor_id', '=', vendorId).orderBy('kind').execute();
  // A reviewer's rejection of the file as it is now (a new upload waits for review again).
  const rejected = await kyselyOf(db)
    .selectFrom('kyc_review_items')
    .select(['item', 'reason'])
    .where('vendor_id', '=', vendorId)
    .where('decision', '=', 'rejected')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ShopDocumentKind,
    label: DOCUMENT_KINDS[r.kind as ShopDocumentKind],
    mimeType: r.mime_type,
    sizeBytes: Number(r.size_bytes),
    fileName: r.file_name,
    uploadedAt: new Date(r.created_at).toISOString(),
    rejectedReason: rejected.find((x) => x.item === r.kind)?.reason ?? null,
  }));
}

/** One of the shop's documents, or nothing (another shop's, or no such id). */
export async function documentOf(db: Queryable, vendorId: string, id: string): Promise<DocumentRow | undefined> {
  return documents(db).where('id', '=', id).where('vendor_id', '=', vendorId).executeTakeFirst();
}

/** Stores a document in place of the shop's one of its kind; answers the replaced file's key. */
export async function replaceDocument(
  tx: Queryable,
  vendorId: string,
  doc: { kind: ShopDocumentKind; key: string; mime: string; sizeBytes: number; fileName: string },
  at: Date,
): Promise<string | undefined> {
  const previous = await tx.query<{ storage_key: string }>('DELETE FROM vendor_documents WHERE vendor_id = $1 AND kind = $2 RETURNING storage_key', [
    vendorId,
    doc.kind,
  ]);
  await tx.query(
    `INSERT INTO vendor_documents (id, vendor_id, kind, storage_key, mime_type, size_bytes, file_name, created_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7)`,
    [vendorId, doc.kind, doc.key, doc.mime, doc.sizeBytes, doc.fileName, at],
  );
  return previous.rows[0]?.storage_key;
}

/** The shop's profile (GET /api/get-profile for a shop, and the update's answer): the account plus owner, KYC steps, permissions and documents. */
export async function vendorProfileOf(db: Queryable, vendor: VendorRow): Promise<VendorProfile> {
  const steps = await kycStepsOf(db, vendor.id);
  return {
    ...profileOf(vendor),
    role: 'vendor',
    createdAt: new Date(vendor.created_at).toISOString(),
    ownerName: vendor.owner_name,
    kyc: steps,
    kycStepsLeft: steps.filter((s) => s.status !== 'verified').length,
    permissions: shopPermissions(steps),
    documents: await documentsOf(db, vendor.id),
  };
}

/** The fields of the profile a shop may change (the mobile number is its login and stays). */
export async function updateVendorProfile(
  tx: Queryable,
  vendorId: string,
  input: { username: string; ownerName: string; email: string; state: string; city: string; pinCode: string; address: string },
  at: Date,
): Promise<VendorRow> {
  const { rows } = await tx.query<VendorRow>(
    `UPDATE users SET username = $2, owner_name = $3, email = $4, state = $5, city = $6, pin_code = $7, address = $8, updated_at = $9
     WHERE id = $1 RETURNING *`,
    [vendorId, input.username, input.ownerName, input.email, input.state, input.city, input.pinCode, input.address, at],
  );
  return rows[0]!;
}

export async function emailTakenByAnother(db: Queryable, vendorId: string, email: string): Promise<boolean> {
  const taken = await kyselyOf(db)
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email})`)
    .where('id', '<>', vendorId)
    .executeTakeFirst();
  return taken !== undefined;
}
