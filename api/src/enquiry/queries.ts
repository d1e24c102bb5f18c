// The enquiries' SQL (moved as it was from the route file; docs/decisions/031 for new SQL).
import type { EnquiryInput } from '@platform/shared/schemas';
import type { Database, Queryable } from '../db/database.ts';
import { iso } from '../clock.ts';

/** Stores an enquiry; answers the customer account it was linked to, if any. */
export async function insertEnquiry(
  tx: Queryable,
  id: string,
  input: EnquiryInput,
  accountId: string,
  clientAddress: string,
  at: Date,
): Promise<string | null> {
  const { rows } = await tx.query<{ user_id: string | null }>(
    `INSERT INTO enquiries (id, username, mobile, email, pincode, address, loan_amount, referred, type, shop_id,
       status, user_id, client_address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'submitted',
       (SELECT id FROM users WHERE id::text = $11), $12, $13)
     RETURNING user_id`,
    [
      id,
      input.username,
      input.mobile,
      input.email,
      input.pincode,
      input.address,
      input.loanAmount,
      input.referred || null,
      input.type,
      input.shopID || null,
      accountId,
      clientAddress,
      at,
    ],
  );
  return rows[0]?.user_id ?? null;
}

export async function markVerified(db: Database, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE enquiries SET status = 'verified', verified_at = $2 WHERE id::text = $1 AND status = 'submitted'`, [id, at]);
}

interface StoredRow {
  id: string;
  username: string;
  mobile: string;
  email: string;
  pincode: string;
  address: string;
  loanAmount: number;
  referred: string | null;
  type: string;
  shopID: string | null;
  status: string;
  createdAt: Date | string;
}

/** The enquiries of a mobile as stored (development reads). */
export async function enquiriesOfMobile(db: Database, mobile: string) {
  const { rows } = await db.query<StoredRow>(
    `SELECT id, username, mobile, email, pincode, address, loan_amount::float8 AS "loanAmount", referred, type,
            shop_id AS "shopID", status, created_at AS "createdAt"
     FROM enquiries WHERE mobile = $1 ORDER BY created_at`,
    [mobile],
  );
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt)! }));
}
