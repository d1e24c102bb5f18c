// The partner shop's own rows: its documents, its profile as answered, and the dashboard's figures.
// Every query is bound to the shop's id (or code), so another shop's rows are simply not found.
import type { ShopDocumentKind, VendorDocument, VendorProfile } from '@platform/shared/contracts';
import type { Queryable } from '../db/database.ts';
import { kycStepsOf, shopPermissions } from '../kyc/steps.ts';
import { profileOf } from '../users.ts';
import type { VendorRow } from './current-vendor.ts';

export const DOCUMENT_KINDS: Readonly<Record<ShopDocumentKind, string>> = { shopPhoto: 'Shop photo', addressProof: 'Address proof' };

export interface DocumentRow {
  id: string;
  kind: ShopDocumentKind;
  storage_key: string;
  mime_type: string;
  size_bytes: number;
  file_name: string;
  created_at: Date | string;
}

export async function documentsOf(db: Queryable, vendorId: string): Promise<VendorDocument[]> {
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
    uploadedAt: new Date(r.created_at).toISOString(),
  }));
}

/** One of the shop's documents, or nothing (another shop's, or no such id). */
export async function documentOf(db: Queryable, vendorId: string, id: string): Promise<DocumentRow | undefined> {
  const { rows } = await db.query<DocumentRow>('SELECT * FROM vendor_documents WHERE id = $1 AND vendor_id = $2', [id, vendorId]);
  return rows[0];
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
  const taken = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, vendorId]);
  return taken.rows.length > 0;
}
