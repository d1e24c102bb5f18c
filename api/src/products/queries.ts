// The product applications' SQL (moved as it was from the route file; docs/decisions/031 for new SQL).
import type { Database, Queryable } from '../db/database.ts';
import type { Sealer } from '../security/keys.ts';
import { maskPan } from '../security/pii.ts';
import { iso } from '../clock.ts';

export interface NewApplication {
  id: string;
  product: string;
  endpoint: string;
  input: Record<string, unknown>;
  /** What the details column keeps readable (amounts, employment, a masked PAN). */
  plainDetails: Record<string, unknown>;
  sealedDetails: string;
  shopID: string | null;
  /** The signed-in customer's id ('' for none, or when a shop files). */
  accountId: string;
  clientAddress: string;
  vendorId: string | null;
  at: Date;
}

/** Stores an application; answers the customer account it was linked to, if any. */
export async function insertApplication(tx: Queryable, a: NewApplication): Promise<string | null> {
  const { rows } = await tx.query<{ user_id: string | null }>(
    `INSERT INTO product_applications (id, product, endpoint, full_name, mobile, email, pincode, city, details,
       details_sealed, referred, shop_id, status, user_id, client_address, created_at, filed_by_vendor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $15, $10, $11, 'submitted',
       (SELECT id FROM users WHERE id::text = $12), $13, $14, $16)
     RETURNING user_id`,
    [
      a.id,
      a.product,
      a.endpoint,
      a.input.fullName,
      a.input.mobile,
      a.input.email,
      a.input.pincode,
      a.input.city,
      JSON.stringify(a.plainDetails),
      a.input.referred || null,
      a.shopID,
      a.accountId,
      a.clientAddress,
      a.at,
      a.sealedDetails,
      a.vendorId,
    ],
  );
  return rows[0]?.user_id ?? null;
}

interface StoredRow {
  id: string;
  product: string;
  endpoint: string;
  fullName: string;
  mobile: string;
  email: string;
  pincode: string;
  city: string;
  details: Record<string, unknown>;
  details_sealed: string | null;
  referred: string | null;
  shopID: string | null;
  status: string;
  createdAt: Date | string;
}

/** The applications of a mobile as submitted, opened from the seal, but never a full PAN (development reads). */
export async function applicationsOfMobile(db: Database, sealer: Sealer, mobile: string) {
  const { rows } = await db.query<StoredRow>(
    `SELECT id, product, endpoint, full_name AS "fullName", mobile, email, pincode, city, details, details_sealed, referred,
            shop_id AS "shopID", status, created_at AS "createdAt"
     FROM product_applications WHERE mobile = $1 ORDER BY created_at`,
    [mobile],
  );
  return rows.map(({ details_sealed: sealed, createdAt, ...row }) => {
    const answer = { ...row, createdAt: iso(createdAt)! };
    if (!sealed) return answer;
    const details = sealer.open<Record<string, unknown>>(sealed, `product_applications:${row.id}`);
    return { ...answer, details: typeof details.pan === 'string' ? { ...details, pan: maskPan(details.pan) } : details };
  });
}
