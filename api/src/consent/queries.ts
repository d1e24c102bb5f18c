// The consent domain's SQL: a customer's consents (given with their account or with the mobile
// number they proved by OTP), a withdrawal, the copy of their data and the log of data-rights
// requests. Moved as it was (raw SQL); the copy's queries name their columns in the export's words.
import type { LeadRow } from '../leads/lifecycle.ts';
import type { Queryable } from '../db/database.ts';
import type { UserRow } from '../users.ts';
import type { ConsentPurpose } from '@platform/shared/schemas';

export interface ConsentRow {
  id: string;
  purpose: ConsentPurpose;
  notice_version: number;
  notice_language: string;
  notice_hash: string;
  subject_id: string | null;
  given_at: Date | string;
  withdrawn_at: Date | string | null;
  lead_source: LeadRow['source'] | null;
  lead_product: string | null;
  lead_status: LeadRow['status'] | null;
}

const CONSENT_COLUMNS = `c.id, c.purpose, c.notice_version, c.notice_language, c.notice_hash, c.subject_id, c.given_at, c.withdrawn_at,
  l.source AS lead_source, l.product AS lead_product, l.status AS lead_status`;

/** Consents given by this account, or with its mobile number (which the customer proved by OTP). */
const OWN_CONSENTS = '(c.user_id = $1 OR c.mobile = $2)';

export async function ownConsents(db: Queryable, user: UserRow): Promise<ConsentRow[]> {
  const { rows } = await db.query<ConsentRow>(
    `SELECT ${CONSENT_COLUMNS} FROM consent_records c LEFT JOIN leads l ON l.id = c.subject_id
      WHERE ${OWN_CONSENTS} ORDER BY c.given_at DESC, c.id`,
    [user.id, user.mobile],
  );
  return rows;
}

/** One of the customer's consents (the caller has checked the id is a UUID); locked for a withdrawal. */
export async function ownConsent(tx: Queryable, user: UserRow, id: string, lock = false): Promise<ConsentRow | undefined> {
  const { rows } = await tx.query<ConsentRow>(
    `SELECT ${CONSENT_COLUMNS} FROM consent_records c LEFT JOIN leads l ON l.id = c.subject_id
      WHERE c.id = $3 AND ${OWN_CONSENTS} ${lock ? 'FOR UPDATE OF c' : ''}`,
    [user.id, user.mobile, id],
  );
  return rows[0];
}

export async function markWithdrawn(tx: Queryable, id: string, at: Date, address: string, userAgent: string | null): Promise<void> {
  await tx.query('UPDATE consent_records SET withdrawn_at = $2, withdrawn_address = $3, withdrawn_user_agent = $4 WHERE id = $1', [id, at, address, userAgent]);
}

export async function deleteCreditReport(tx: Queryable, id: string, userId: string): Promise<void> {
  await tx.query('DELETE FROM credit_reports WHERE id = $1 AND user_id = $2', [id, userId]);
}

export async function leadForUpdate(tx: Queryable, id: string): Promise<LeadRow | undefined> {
  const { rows } = await tx.query<LeadRow>('SELECT * FROM leads WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/** A data-rights request and its answer, kept as proof that it was answered (RETAINED_RECORDS.dataRightsRequests). */
export async function logDataRightsRequest(
  tx: Queryable,
  request: { userId: string; kind: 'copy' | 'erasure'; outcome: unknown; at: Date; clientAddress: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO data_rights_requests (id, user_id, kind, outcome, requested_at, answered_at, client_address)
     VALUES (gen_random_uuid(), $1, $2, $3::jsonb, $4, $4, $5)`,
    [request.userId, request.kind, JSON.stringify(request.outcome), request.at, request.clientAddress],
  );
}

/** The account row, locked, while its token is still current (undefined once it signed out or was erased). */
export async function lockCurrentAccount(tx: Queryable, user: UserRow): Promise<UserRow | undefined> {
  const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 AND token_version = $2 FOR UPDATE', [user.id, user.token_version]);
  return rows[0];
}

/** Every record held about the customer, in the export's words (the profile is the caller's). */
export async function recordsOf(tx: Queryable, user: UserRow) {
  // $1 is the account, $2 its mobile (the connection runs the queries one after another).
  const byUser = (sql: string) => tx.query(sql, sql.includes('$2') ? [user.id, user.mobile] : [user.id]).then((r) => r.rows);
  const [enquiries, applications, leads, statusHistory, creditReports, referralEarnings, consents, requests] = await Promise.all([
    byUser(`SELECT id, type, username, mobile, email, pincode, address, loan_amount::float8 AS "loanAmount", referred, shop_id AS "shopID",
                   status, created_at AS "createdAt", verified_at AS "verifiedAt"
              FROM enquiries WHERE user_id = $1 OR (mobile = $2 AND status = 'verified') ORDER BY created_at`),
    byUser(`SELECT id, product, full_name AS "fullName", mobile, email, pincode, city, details, referred, shop_id AS "shopID",
                   status, created_at AS "createdAt"
              FROM product_applications WHERE user_id = $1 ORDER BY created_at`),
    byUser(`SELECT l.id, l.source, l.product, l.status, l.created_at AS "createdAt", l.updated_at AS "updatedAt" FROM leads l
              WHERE l.user_id = $1 OR EXISTS (SELECT 1 FROM enquiries e WHERE e.id = l.id AND e.mobile = $2 AND e.status = 'verified')
              ORDER BY l.created_at`),
    byUser(`SELECT h.lead_id AS "leadId", h.from_status AS "from", h.to_status AS "to", h.note, h.actor_role AS "byRole", h.created_at AS "at"
              FROM lead_status_history h JOIN leads l ON l.id = h.lead_id
             WHERE l.user_id = $1 OR EXISTS (SELECT 1 FROM enquiries e WHERE e.id = l.id AND e.mobile = $2 AND e.status = 'verified')
             ORDER BY h.seq`),
    byUser(`SELECT id, pan_masked AS "panMasked", full_name AS "fullName", bureau, score, band, factors, consent_text AS "consentText",
                   consent_at AS "consentAt", created_at AS "createdAt" FROM credit_reports WHERE user_id = $1 ORDER BY created_at`),
    byUser(
      `SELECT source, description, amount::float8 AS amount, status, earned_at AS "earnedAt" FROM referral_earnings WHERE user_id = $1 ORDER BY earned_at`,
    ),
    // A consent a shop collected (an application it filed at its counter, a connector it added)
    // names the shop; the address it came from is the shop's, not the customer's, and stays out.
    byUser(`SELECT c.id, c.purpose, c.notice_version AS "noticeVersion", c.notice_language AS "noticeLanguage", c.notice_hash AS "noticeHash",
                   c.subject_id AS "subjectId", c.given_at AS "givenAt",
                   CASE WHEN pa.filed_by_vendor IS NULL AND vc.id IS NULL THEN c.client_address END AS "givenFrom", shop.username AS "collectedBy",
                   c.withdrawn_at AS "withdrawnAt"
              FROM consent_records c
              LEFT JOIN product_applications pa ON pa.id = c.subject_id
              LEFT JOIN vendor_connectors vc ON c.purpose = 'connector' AND vc.id = c.subject_id
              LEFT JOIN users shop ON shop.role = 'vendor' AND shop.id = COALESCE(pa.filed_by_vendor, vc.vendor_id)
             WHERE ${OWN_CONSENTS} ORDER BY c.given_at`),
    byUser(`SELECT kind, outcome, requested_at AS "requestedAt", answered_at AS "answeredAt" FROM data_rights_requests
             WHERE user_id = $1 ORDER BY requested_at`),
  ]);
  return { enquiries, applications, leads, statusHistory, creditReports, referralEarnings, consents, dataRightsRequests: requests };
}
