// The customer area's SQL. Every query is scoped to the signed-in customer's own rows, so another
// customer's id is simply not found. The unions over enquiries and applications and the reward
// ledger's INSERT … SELECT stay raw SQL (moved as they were); the simple ones are Kysely.
import type { ProfileUpdateInput } from '@platform/shared/schemas';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { UserRow } from '../users.ts';
import { REFERRAL_REWARDS, type EnquiryRow } from './mappers.ts';

// Enquiries are the customer's when they were made signed in, or made with the customer's own
// mobile number and confirmed by OTP on it. Unconfirmed ones with the same number are left out:
// anyone can type a number, and their name and address are not this customer's to read.
const OWN_ENQUIRIES = `(user_id = $1 OR (mobile = $2 AND status = 'verified'))`;

/**
 * Everything the customer asked for: their enquiries, and the product applications they made
 * while signed in (an application has no OTP step, so one made signed out cannot be proven
 * theirs). The amount asked for, where the product has one: a loan amount, else what a balance
 * transfer moves.
 */
const OWN_REQUESTS = `(
  SELECT r.*, l.status AS lead_status FROM (
    SELECT id, 'enquiry' AS kind, type, loan_amount, status, pincode, referred, shop_id, created_at, verified_at
      FROM enquiries WHERE ${OWN_ENQUIRIES}
    UNION ALL
    SELECT id, 'application' AS kind, product AS type,
           COALESCE(details->>'loanAmount', details->>'outstandingAmount')::numeric AS loan_amount,
           status, pincode, referred, shop_id, created_at, NULL::timestamptz AS verified_at
      FROM product_applications WHERE user_id = $1
  ) AS r LEFT JOIN leads l ON l.id = r.id
) AS own_requests`;

/** One page of the customer's requests, newest first, and how many there are in all. */
export async function ownRequestsPage(db: Queryable, user: UserRow, page: number, limit: number): Promise<{ rows: EnquiryRow[]; total: number }> {
  const [{ rows: counted }, { rows }] = await Promise.all([
    db.query<{ total: string | number }>(`SELECT count(*) AS total FROM ${OWN_REQUESTS}`, [user.id, user.mobile]),
    db.query<EnquiryRow>(`SELECT * FROM ${OWN_REQUESTS} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`, [
      user.id,
      user.mobile,
      limit,
      (page - 1) * limit,
    ]),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

export async function ownRequest(db: Queryable, user: UserRow, id: string): Promise<EnquiryRow | undefined> {
  const { rows } = await db.query<EnquiryRow>(`SELECT * FROM ${OWN_REQUESTS} WHERE id = $3`, [user.id, user.mobile, id]);
  return rows[0];
}

/** A customer may change their details until a credit report has been fetched in their name. */
export async function mayChangeProfile(db: Queryable, user: UserRow): Promise<boolean> {
  const report = await kyselyOf(db).selectFrom('credit_reports').select('id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
  return report === undefined;
}

/** Whether another account holds this email (any case). */
export async function emailTaken(db: Queryable, email: string, user: UserRow): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, user.id]);
  return rows.length > 0;
}

export async function updateProfile(db: Queryable, user: UserRow, input: ProfileUpdateInput, now: Date): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET username = $2, email = $3, state = $4, city = $5, pin_code = $6, address = $7, updated_at = $8
     WHERE id = $1 RETURNING *`,
    [user.id, input.username, input.email, input.state, input.city, input.pinCode, input.address, now],
  );
  return rows[0]!;
}

/** The people who used the customer's code: enquiries quoting it and partner shops signing up with it (200 newest). */
export async function referredPeople(db: Queryable, user: UserRow) {
  const { rows } = await db.query<{
    id: string;
    kind: 'enquiry' | 'partner';
    name: string;
    product: string;
    verified: boolean;
    referred_at: Date | string;
  }>(
    `SELECT id, 'enquiry' AS kind, username AS name, type AS product, status = 'verified' AS verified, created_at AS referred_at
       FROM enquiries
      WHERE upper(trim(referred)) = $2 AND mobile <> $3 AND (user_id IS NULL OR user_id <> $1)
     UNION ALL
     SELECT id, 'partner' AS kind, username AS name, 'partner shop' AS product, mobile_verified_at IS NOT NULL AS verified, created_at AS referred_at
       FROM users
      WHERE role = 'vendor' AND upper(trim(referred_by)) = $2 AND id <> $1 AND mobile <> $3
     ORDER BY referred_at DESC, id DESC
     LIMIT 200`,
    [user.id, user.referral_code, user.mobile],
  );
  return rows;
}

/**
 * Credits the rewards the customer has earned since the ledger was last read. Rewards follow
 * from data other routes write (verified enquiries, and partner sign-ups carrying the code once
 * their own sign-up OTP verified them; never the customer's own shop on the same mobile), so
 * the ledger is brought up to date here instead of teaching those routes about rewards; the
 * unique (source, source_id) makes this safe to run concurrently and repeatedly.
 */
export async function creditEarnedRewards(db: Queryable, user: UserRow, now: Date): Promise<void> {
  // One reward per referred person (mobile), ever: it goes to whoever referred that mobile's
  // first verified enquiry carrying another person's code; later enquiries of the same mobile,
  // with this code or any other, earn nothing, and neither does a referral of one's own mobile.
  // The unique referred_mobile (migration 018) holds this even when two referrers read at once.
  await db.query(
    `INSERT INTO referral_earnings (id, user_id, source, source_id, description, amount, status, earned_at, created_at, referred_mobile)
     SELECT gen_random_uuid(), $1, 'enquiry', e.id,
            initcap(e.type) || ' enquiry by ' || split_part(trim(e.username), ' ', 1), $4, 'credited', e.verified_at, $5, e.mobile
       FROM (
         SELECT DISTINCT ON (q.mobile) q.* FROM enquiries q
          WHERE q.status = 'verified'
            AND EXISTS (SELECT 1 FROM users u WHERE u.referral_code = upper(trim(q.referred)) AND u.mobile <> q.mobile)
          ORDER BY q.mobile, q.verified_at, q.id
       ) AS e
      WHERE upper(trim(e.referred)) = $2 AND e.mobile <> $3
        AND (e.user_id IS NULL OR e.user_id <> $1)
        AND NOT EXISTS (SELECT 1 FROM referral_earnings r WHERE r.referred_mobile = e.mobile)
     ON CONFLICT DO NOTHING`,
    [user.id, user.referral_code, user.mobile, REFERRAL_REWARDS.enquiry, now],
  );
  await db.query(
    `INSERT INTO referral_earnings (id, user_id, source, source_id, description, amount, status, earned_at, created_at)
     SELECT gen_random_uuid(), $1, 'partner', u.id,
            'Partner shop sign-up: ' || split_part(trim(u.username), ' ', 1), $3, 'credited', u.mobile_verified_at, $4
       FROM users u
      WHERE u.role = 'vendor' AND u.mobile_verified_at IS NOT NULL AND upper(trim(u.referred_by)) = $2
        AND u.id <> $1 AND u.mobile <> $5
     ON CONFLICT (source, source_id) DO NOTHING`,
    [user.id, user.referral_code, REFERRAL_REWARDS.partner, now, user.mobile],
  );
}

/** The ledger's totals (rupees) and one page of it, newest first. */
export async function earningsPage(db: Queryable, user: UserRow, page: number, limit: number) {
  const [{ rows: sums }, rows] = await Promise.all([
    db.query<{ entries: string | number; earned: string | null; paid: string | null }>(
      `SELECT count(*) AS entries, sum(amount) AS earned, sum(amount) FILTER (WHERE status = 'paid') AS paid
         FROM referral_earnings WHERE user_id = $1`,
      [user.id],
    ),
    kyselyOf(db)
      .selectFrom('referral_earnings')
      .select(['id', 'source', 'description', 'amount', 'status', 'earned_at'])
      .where('user_id', '=', user.id)
      .orderBy('earned_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      // The CHECK constraints of referral_earnings (migration 003) hold these to the values the API knows.
      .$narrowType<{ source: 'enquiry' | 'partner'; status: 'credited' | 'paid' }>()
      .execute(),
  ]);
  return {
    rows,
    entries: Number(sums[0]?.entries ?? 0),
    earned: Number(sums[0]?.earned ?? 0),
    paid: Number(sums[0]?.paid ?? 0),
  };
}
