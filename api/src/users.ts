import { randomBytes } from 'node:crypto';
import { isAccountLanguage, type AccountLanguage } from '@platform/shared/contracts';
import type { Queryable } from './db/database.ts';
import type { Role } from './security/tokens.ts';
import { iso } from './clock.ts';

export interface UserRow {
  id: string;
  role: Role;
  username: string;
  email: string | null;
  mobile: string;
  password_hash: string | null;
  state: string | null;
  city: string | null;
  pin_code: string | null;
  address: string | null;
  referral_code: string;
  referred_by: string | null;
  plan: string | null;
  mobile_verified_at: Date | string | null;
  /** Access tokens carry it as `ver`; bumped to sign every session out. */
  token_version: number;
  /** Staff accounts (bankers, telecallers) work once approved; see context.ts `checkApproval`. */
  approval_status: 'pending' | 'approved' | 'rejected' | 'suspended';
  /** A partner banker's lender (a listed lending partner); null for every other account. */
  lender_id: string | null;
  approval_decided_at: Date | string | null;
  approval_reason: string | null;
  /** The language the person last used the site in (migration 038): their SMS and statements are written in it. */
  preferred_language: AccountLanguage;
  preferred_language_at: Date | string | null;
  created_at: Date | string;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

/**
 * The mobile's account other than its customer identity (a vendor, telecaller or banker; at most
 * one, verified or a pending registration). A customer identity on the same mobile is separate.
 */
export async function findAccountByMobile(db: Queryable, mobile: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>("SELECT * FROM users WHERE mobile = $1 AND role <> 'customer'", [mobile]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0];
}

// No 0/O or 1/I: people read these codes aloud and type them from a poster.
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length];
  return code;
}

/** The account as its owner may see it (never the password hash). */
export function profileOf(user: UserRow) {
  return {
    id: user.id,
    role: user.role,
    username: user.username,
    email: user.email,
    mobile: user.mobile,
    state: user.state,
    city: user.city,
    pinCode: user.pin_code,
    address: user.address,
    referralCode: user.referral_code,
    referredBy: user.referred_by,
    plan: user.plan,
    mobileVerified: user.mobile_verified_at !== null,
    createdAt: iso(user.created_at),
  };
}

export function identityOf(user: UserRow) {
  return { id: user.id, role: user.role, username: user.username, email: user.email, mobile: user.mobile };
}

/**
 * Keeps the language the person now uses the site in (a sign-in from a Hindi page, the switch in
 * the header), and when: choosing the same language again still makes it the latest choice.
 */
export async function keepPreferredLanguage(db: Queryable, userId: string, language: AccountLanguage, now: Date): Promise<void> {
  await db.query('UPDATE users SET preferred_language = $2, preferred_language_at = $3 WHERE id = $1', [userId, language, now]);
}

/**
 * The language to write to a mobile in: the one its person chose last on any account of that
 * number (a customer identity and a shop may share one), English when nobody chose.
 */
export async function languageOfMobile(db: Queryable, mobile: string): Promise<AccountLanguage> {
  const { rows } = await db.query<{ preferred_language: string }>(
    'SELECT preferred_language FROM users WHERE mobile = $1 ORDER BY preferred_language_at DESC NULLS LAST, created_at LIMIT 1',
    [mobile],
  );
  const language = rows[0]?.preferred_language;
  return isAccountLanguage(language) ? language : 'en';
}
