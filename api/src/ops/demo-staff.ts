// The demo's company staff (SEED_DEMO=1): the operations admin of the demo accounts
// (../seed/demo.ts) and one account for each other staff role, each with a published password
// and authenticator secret, so anyone trying the console can sign in (an authenticator app, or
// the development route /dev/staff-totp, gives the current code). Never seeded in production.
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@platform/shared/contracts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { Sealer } from '../security/keys.ts';
import { sealStaffSecret } from './staff-secrets.ts';

export interface DemoStaff {
  email: string;
  name: string;
  mobile: string;
  password: string;
  role: StaffRole;
  /** Base32, as an authenticator app takes it. Published: demo only. */
  totpSecret: string;
  referralCode: string;
}

/** The demo admin's account itself is one of DEMO_ACCOUNTS; the others are made here. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  {
    email: 'ops.admin@example.com',
    name: 'Anita Rao',
    mobile: '9876500008',
    password: 'Admin@2026',
    role: 'ops_admin',
    totpSecret: 'LOANSETUOPSADMINDEMOSECRETKEY234',
    referralCode: 'DEMOOPS',
  },
  {
    email: 'kyc.reviewer@example.com',
    name: 'Farah Khan',
    mobile: '9876500021',
    password: 'Staff@2026',
    role: 'kyc_reviewer',
    totpSecret: 'LOANSETUKYCREVIEWERDEMOSECRET234',
    referralCode: 'DEMOKYC',
  },
  {
    email: 'ca.expert@example.com',
    name: 'Vikram Joshi',
    mobile: '9876500022',
    password: 'Staff@2026',
    role: 'ca_expert',
    totpSecret: 'LOANSETUCAEXPERTDEMOSECRETKEY234',
    referralCode: 'DEMOCAX',
  },
  {
    email: 'logistics.desk@example.com',
    name: 'Suresh Yadav',
    mobile: '9876500023',
    password: 'Staff@2026',
    role: 'logistics_desk',
    totpSecret: 'LOANSETULOGISTICSDESKDEMOSECRET2',
    referralCode: 'DEMOLOG',
  },
  {
    email: 'finance@example.com',
    name: 'Meenakshi Iyer',
    mobile: '9876500024',
    password: 'Staff@2026',
    role: 'finance',
    totpSecret: 'LOANSETUFINANCEDEMOSECRETKEY2345',
    referralCode: 'DEMOFIN',
  },
  {
    email: 'content.editor@example.com',
    name: 'Rohan Mehta',
    mobile: '9876500025',
    password: 'Staff@2026',
    role: 'content_editor',
    totpSecret: 'LOANSETUCONTENTEDITORDEMOSECRET2',
    referralCode: 'DEMOCNT',
  },
  {
    email: 'grievance.officer@example.com',
    name: 'Kavita Nair',
    mobile: '9876500026',
    password: 'Staff@2026',
    role: 'grievance_officer',
    totpSecret: 'LOANSETUGRIEVANCEOFFICERDEMOKEY2',
    referralCode: 'DEMOGRV',
  },
];

/** How long ago the demo staff joined: a year before the seeding, like the demo telecallers. */
const DEMO_STAFF_JOINED_DAYS_AGO = 400;

export const demoStaffByEmail = (email: string) => DEMO_STAFF.find((staff) => staff.email === email.trim().toLowerCase());

/**
 * Inserts the demo staff that are missing, with their role, and (re)writes every demo staff
 * account's sealed authenticator secret: the data key may have changed since the last start, and
 * the secret is published anyway. Running it again changes nothing else.
 */
export async function seedDemoStaff(db: Database, clock: Clock, passwords: PasswordHasher, sealer: Sealer): Promise<void> {
  // On the staff (role and authenticator too) before the desks' demo work they did (seed/desk-demo.ts).
  const joined = new Date(clock.now().getTime() - DEMO_STAFF_JOINED_DAYS_AGO * 24 * 60 * 60_000);
  for (const staff of DEMO_STAFF) {
    const existing = await db.query<{ id: string; role: string }>('SELECT id, role FROM users WHERE lower(email) = $1', [staff.email]);
    let userId = existing.rows[0]?.role === 'admin' ? existing.rows[0].id : undefined;
    if (existing.rows.length === 0) {
      userId = randomUUID();
      await db.query(
        `INSERT INTO users (id, role, username, email, mobile, password_hash, referral_code, mobile_verified_at, created_at, updated_at)
         VALUES ($1, 'admin', $2, $3, $4, $5, $6, $7, $7, $7)`,
        [userId, staff.name, staff.email, staff.mobile, await passwords.hash(staff.password), staff.referralCode, joined],
      );
    }
    if (!userId) continue;
    await db.query('INSERT INTO staff_roles (user_id, role, granted_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, staff.role, joined]);
    await db.query(
      `INSERT INTO staff_accounts (user_id, totp_secret, totp_enrolled_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET totp_secret = EXCLUDED.totp_secret`,
      [userId, sealStaffSecret(sealer, userId, staff.totpSecret), joined],
    );
  }
}
