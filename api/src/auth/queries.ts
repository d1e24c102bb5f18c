// The SQL of accounts and sign-in: registrations, confirming a mobile, the customer identity an OTP
// login opens, passwords and signing every session out (a bumped token_version).
import { randomUUID } from 'node:crypto';
import type { RegistrationInput } from '@platform/shared/schemas';
import type { Database, Queryable } from '../db/database.ts';
import { newReferralCode, type UserRow } from '../users.ts';

/**
 * A registration nobody verified stops holding anything after the sign-up token's life: it is
 * removed at the next registration, and a new one for the same email or mobile replaces it.
 */
export const PENDING_SIGNUP_MS = 30 * 60_000;

/**
 * Whether a verified account holds the email, or the mobile (a customer identity on the same
 * mobile is no conflict: it is the same person's other role).
 */
export async function isTakenByVerifiedAccount(db: Queryable, { mobile, email }: { mobile: string; email: string }): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM users WHERE mobile_verified_at IS NOT NULL
       AND ((mobile = $1 AND role <> 'customer') OR lower(email) = lower($2)) LIMIT 1`,
    [mobile, email],
  );
  return rows.length > 0;
}

/**
 * Stores a shop's registration, unverified until its sign-up OTP, in place of any unverified one
 * for the same email or mobile (and of any that outlived its token). Answers the new account's id.
 */
export async function storeVendorRegistration(db: Database, input: RegistrationInput, passwordHash: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM users WHERE mobile_verified_at IS NULL
         AND ((mobile = $1 AND role <> 'customer') OR lower(email) = lower($2) OR created_at < $3)`,
      [input.mobile, input.email, new Date(now.getTime() - PENDING_SIGNUP_MS)],
    );
    await tx.query(
      // A new shop waits for approval: a KYC reviewer accepts its evidence, then an operations
      // admin approves it (api/src/partners). It works meanwhile (context.ts, checkApproval).
      `INSERT INTO users (id, role, username, email, mobile, password_hash, state, city, pin_code, address,
         referral_code, referred_by, plan, approval_status, created_at, updated_at)
       VALUES ($1, 'vendor', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'pending', $13, $13)`,
      [
        id,
        input.username,
        input.email,
        input.mobile,
        passwordHash,
        input.state,
        input.city,
        input.pinCode,
        input.address,
        newReferralCode(),
        input.referral || null,
        input.plan || null,
        now,
      ],
    );
  });
  return id;
}

/** Confirms the mobile of the shop registration a sign-up token names (and only that one). */
export async function confirmVendorMobile(db: Queryable, id: string, mobile: string, now: Date): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET mobile_verified_at = COALESCE(mobile_verified_at, $2), updated_at = $2
     WHERE id::text = $1 AND mobile = $3 AND role = 'vendor' RETURNING *`,
    [id, now, mobile],
  );
  return rows[0];
}

/** The mobile's customer identity, created on its first OTP login. */
export async function customerIdentity(db: Queryable, mobile: string, now: Date): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, role, username, mobile, referral_code, mobile_verified_at, created_at, updated_at)
     VALUES ($1, 'customer', '', $2, $3, $4, $4, $4)
     ON CONFLICT (mobile) WHERE role = 'customer' DO UPDATE SET updated_at = $4
     RETURNING *`,
    [randomUUID(), mobile, newReferralCode(), now],
  );
  return rows[0]!;
}

/** Confirms a staff account's mobile at its first OTP sign-in. */
export async function confirmMobile(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET mobile_verified_at = COALESCE(mobile_verified_at, $2), updated_at = $2 WHERE id = $1', [userId, now]);
}

/**
 * Sets the password of the account a reset token names, if it still has this mobile and a
 * password; every session is signed out (the old password may be why the reset was needed).
 */
export async function resetPasswordOf(db: Queryable, id: string, mobile: string, passwordHash: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = $3
     WHERE id::text = $1 AND mobile = $4 AND password_hash IS NOT NULL RETURNING id`,
    [id, passwordHash, now, mobile],
  );
  return rows.length > 0;
}

/**
 * Replaces the password of a signed-in account and signs its other sessions out; nothing when the
 * account was signed out meanwhile (its token version moved).
 */
export async function changePasswordOf(db: Queryable, user: UserRow, passwordHash: string, now: Date): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = $3
     WHERE id = $1 AND token_version = $4 RETURNING *`,
    [user.id, passwordHash, now, user.token_version],
  );
  return rows[0];
}

/** Every access token issued to the account so far stops working. */
export async function signOutEverywhere(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET token_version = token_version + 1, updated_at = $2 WHERE id = $1', [userId, now]);
}
