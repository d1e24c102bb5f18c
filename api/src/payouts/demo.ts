// The demo shop's bank account (SEED_DEMO=1): its KYC bank step verified on the owner's name and
// the account kept for payouts, so the finance desk can pay the demo shop's commission in
// development (README, "Running a payout in development"). Needs the data key, so app.ts calls it
// once the context exists. Runs once.
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Sealer } from '../security/keys.ts';
import { savePayoutAccount } from './accounts.ts';

export const DEMO_SHOP_ACCOUNT = { accountNumber: '50100123454321', ifsc: 'HDFC0001234', holderName: 'Ganesh Patil' };

export async function seedDemoPayoutAccount(db: Database, clock: Clock, sealer: Sealer): Promise<void> {
  const { rows } = await db.query<{ id: string; created_at: Date | string }>(
    "SELECT id, created_at FROM users WHERE mobile = '9876500002' AND role = 'vendor'",
  );
  const shop = rows[0];
  if (!shop) return;
  const done = await db.query('SELECT 1 FROM vendor_payout_accounts WHERE vendor_id = $1', [shop.id]);
  if (done.rows.length > 0) return;
  // The week the shop joined, so the commission its history was paid (seed/shop-history.ts) went
  // to an account verified by then; never after the seeding clock.
  const at = new Date(Math.min(new Date(shop.created_at).getTime() + 7 * 24 * 60 * 60_000, clock.now().getTime()));
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO vendor_kyc_steps (vendor_id, step, status, reference, masked, name_found, details, updated_at, verified_at)
       VALUES ($1, 'bank', 'verified', 'LOCAL-SEED-3', $2, $3, $4, $5, $5) ON CONFLICT (vendor_id, step) DO NOTHING`,
      [shop.id, `XXXXXX${DEMO_SHOP_ACCOUNT.accountNumber.slice(-4)}`, DEMO_SHOP_ACCOUNT.holderName, JSON.stringify({ ifsc: DEMO_SHOP_ACCOUNT.ifsc }), at],
    );
    await savePayoutAccount(tx, sealer, { vendorId: shop.id, ...DEMO_SHOP_ACCOUNT, now: at });
  });
}
