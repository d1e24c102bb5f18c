import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { DEMO_TEAM_JOINED_DAYS_AGO, seedLeadDemo } from '../leads/demo.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import type { Role } from '../security/tokens.ts';
import { newOrderId } from '../payments/order-id.ts';
import { creditWallet, debitServiceFee } from '../payments/wallet.ts';
import { seedShopHistory } from './shop-history.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo accounts; api/README.md documents how to sign in as each. */
export const DEMO_ACCOUNTS = [
  {
    role: 'customer' as Role,
    username: 'Priya Sharma',
    email: 'demo.customer@example.com',
    mobile: '9876500001',
    password: null,
    state: 'Maharashtra',
    city: 'Pune',
    pinCode: '411001',
    address: 'Flat 12, Shanti Apartments, Camp',
    referralCode: 'DEMOCUST',
    // "Customer since" before her first enquiry (leads/demo.ts, a week back) and complaint.
    joinedDaysAgo: 90,
  },
  {
    role: 'vendor' as Role,
    username: 'Shree Ganesh Mobile & Finance Point',
    email: 'demo.vendor@example.com',
    mobile: '9876500002',
    password: 'Vendor@2026',
    state: 'Maharashtra',
    city: 'Pune',
    pinCode: '411030',
    address: 'Shop 4, Laxmi Road, Sadashiv Peth',
    referralCode: 'DEMOSHOP',
    ownerName: 'Ganesh Patil',
    // "Partner since" before its year of leads (shop-history.ts, 320 days back) and its connectors.
    joinedDaysAgo: 400,
  },
  {
    role: 'vendor' as Role,
    username: 'Sai Krishna Digital Seva Kendra',
    email: 'demo.vendor2@example.com',
    mobile: '9876500007',
    password: 'Vendor2@2026',
    state: 'Telangana',
    city: 'Hyderabad',
    pinCode: '500034',
    address: '2-41, Road No. 10, Banjara Hills',
    referralCode: 'DEMOSHOP2',
    ownerName: 'Lakshmi Reddy',
    // Before its few leads (shop-history.ts, 78 days back); welcomed the day it joined.
    joinedDaysAgo: 100,
  },
  {
    role: 'telecaller' as Role,
    username: 'Rahul Verma',
    email: 'demo.telecaller@example.com',
    mobile: '9876500003',
    password: 'Telecaller@2026',
    state: 'Delhi',
    city: 'New Delhi',
    pinCode: '110001',
    address: 'Connaught Place',
    referralCode: 'DEMOCALL',
    // On the team before the first lead it was given (leads/demo.ts DEMO_TELECALLERS).
    joinedDaysAgo: DEMO_TEAM_JOINED_DAYS_AGO,
  },
  {
    // Approves partner bankers and telecallers and confirms bank decisions (api/README.md).
    role: 'admin' as Role,
    username: 'Anita Rao',
    email: 'ops.admin@example.com',
    mobile: '9876500008',
    password: 'Admin@2026',
    state: 'Maharashtra',
    city: 'Pune',
    pinCode: '411001',
    address: 'LoanSetu operations, Camp',
    referralCode: 'DEMOOPS',
    joinedDaysAgo: DEMO_TEAM_JOINED_DAYS_AGO,
  },
];

/** Inserts what is missing; running it again changes nothing. */
export async function seedDemo(db: Database, clock: Clock, passwords: PasswordHasher): Promise<void> {
  const now = clock.now();
  for (const account of DEMO_ACCOUNTS) {
    const joined = new Date(now.getTime() - account.joinedDaysAgo * DAY_MS);
    const existing = await db.query('SELECT 1 FROM users WHERE mobile = $1 OR lower(email) = lower($2)', [account.mobile, account.email]);
    if (existing.rows.length > 0) continue;
    const passwordHash = account.password ? await passwords.hash(account.password) : null;
    await db.query(
      `INSERT INTO users (id, role, username, email, mobile, password_hash, state, city, pin_code, address,
         referral_code, mobile_verified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $12)
       ON CONFLICT DO NOTHING`,
      [
        randomUUID(),
        account.role,
        account.username,
        account.email,
        account.mobile,
        passwordHash,
        account.state,
        account.city,
        account.pinCode,
        account.address,
        account.referralCode,
        joined,
      ],
    );
    if ('ownerName' in account) await db.query('UPDATE users SET owner_name = $2 WHERE mobile = $1', [account.mobile, account.ownerName]);
  }
  // The demo operations admin holds the ops_admin staff role (decision 037).
  await db.query(
    `INSERT INTO staff_roles (user_id, role, granted_at)
     SELECT id, 'ops_admin', $1 FROM users WHERE lower(email) = 'ops.admin@example.com' AND role = 'admin'
     ON CONFLICT DO NOTHING`,
    [now],
  );
  // The telecallers first, so the shops' history opens its leads to them as the product would.
  await seedLeadDemo(db, now);
  await seedShopHistory(db, now);
  await seedDemoWallet(db, now);
}

/** A little history in the demo vendor's wallet: two paid top-ups, two service fees, a refund. */
async function seedDemoWallet(db: Database, now: Date): Promise<void> {
  const { rows } = await db.query<{ id: string; mobile: string }>("SELECT id, mobile FROM users WHERE lower(email) = 'demo.vendor@example.com'");
  const vendor = rows[0];
  if (!vendor) return;
  const seeded = await db.query("SELECT 1 FROM wallet_ledger WHERE reference LIKE 'demo-%' AND user_id = $1", [vendor.id]);
  if (seeded.rows.length > 0) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  await db.transaction(async (tx) => {
    for (const [daysAgo, rupees] of [
      [20, 2000],
      [6, 1000],
    ] as const) {
      const orderId = newOrderId();
      await tx.query(
        `INSERT INTO payment_orders (order_id, purpose, description, owner_id, customer_id, customer_phone, amount_paise, currency,
           status, provider, provider_order_id, payment_session_id, return_url, created_at, updated_at, settled_at)
         VALUES ($1, 'wallet_topup', 'Wallet top-up', $2, $7, $3, $4, 'INR', 'paid', 'local', $5, NULL, '/vender/services', $6, $6, $6)
         ON CONFLICT DO NOTHING`,
        [orderId, vendor.id, vendor.mobile, rupees * 100, `demo_${orderId}`, at(daysAgo), vendor.id],
      );
      await creditWallet(tx, {
        userId: vendor.id,
        kind: 'topup',
        amountPaise: rupees * 100,
        description: 'Wallet top-up',
        reference: `demo-topup-${daysAgo}`,
        orderId,
        now: at(daysAgo),
      });
    }
    await debitServiceFee(tx, { userId: vendor.id, amountPaise: 49_900, description: 'GST registration: service fee', reference: 'demo-fee-gst', now: at(15) });
    await debitServiceFee(tx, {
      userId: vendor.id,
      amountPaise: 29_900,
      description: 'PAN card correction: service fee',
      reference: 'demo-fee-pan',
      now: at(9),
    });
    await creditWallet(tx, {
      userId: vendor.id,
      kind: 'refund',
      amountPaise: 29_900,
      description: 'Refund: PAN card correction (application withdrawn)',
      // Under the fee's reference, as refundCharge gives a fee back (once per charge).
      reference: 'demo-fee-pan',
      now: at(8),
    });
  });
}
