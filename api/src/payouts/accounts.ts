// The bank account a shop is paid to: the one its KYC bank step verified (name matched against the
// owner or the shop), kept whole but sealed with the data key (a payout needs the full number; the
// KYC step keeps only the masked one). Saved by the KYC route when the step is verified.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { Sealer } from '../security/keys.ts';

export interface PayoutAccount {
  vendorId: string;
  accountNumber: string;
  accountMasked: string;
  ifsc: string;
  holderName: string;
  /** The provider's beneficiary id: the shop and this account (a new account is a new beneficiary). */
  beneficiaryId: string;
}

const aad = (vendorId: string) => `payout-account:${vendorId}`;

export const maskedAccount = (account: string) => `XXXXXXXX${account.slice(-4)}`;

export function beneficiaryIdOf(vendorId: string, accountNumber: string, ifsc: string): string {
  const digest = createHash('sha256').update(`${accountNumber}|${ifsc}`).digest('hex').slice(0, 8);
  return `LSV${vendorId.replace(/-/g, '')}${digest}`;
}

export async function savePayoutAccount(
  q: Queryable,
  sealer: Sealer,
  account: { vendorId: string; accountNumber: string; ifsc: string; holderName: string; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO vendor_payout_accounts (vendor_id, account_sealed, account_masked, ifsc, holder_name, verified_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (vendor_id) DO UPDATE SET account_sealed = EXCLUDED.account_sealed, account_masked = EXCLUDED.account_masked,
       ifsc = EXCLUDED.ifsc, holder_name = EXCLUDED.holder_name, verified_at = EXCLUDED.verified_at`,
    [
      account.vendorId,
      sealer.seal(account.accountNumber, aad(account.vendorId)),
      maskedAccount(account.accountNumber),
      account.ifsc,
      account.holderName,
      account.now,
    ],
  );
}

/** The shop's payout account, only while its KYC bank step is still verified (a reset step pays nowhere). */
export async function payoutAccountOf(q: Queryable, sealer: Sealer, vendorId: string): Promise<PayoutAccount | null> {
  const { rows } = await q.query<{ account_sealed: string; account_masked: string; ifsc: string; holder_name: string }>(
    `SELECT a.account_sealed, a.account_masked, a.ifsc, a.holder_name FROM vendor_payout_accounts a
       JOIN vendor_kyc_steps k ON k.vendor_id = a.vendor_id AND k.step = 'bank' AND k.status = 'verified'
      WHERE a.vendor_id = $1`,
    [vendorId],
  );
  const row = rows[0];
  if (!row) return null;
  const accountNumber = sealer.open<string>(row.account_sealed, aad(vendorId));
  return {
    vendorId,
    accountNumber,
    accountMasked: row.account_masked,
    ifsc: row.ifsc,
    holderName: row.holder_name,
    beneficiaryId: beneficiaryIdOf(vendorId, accountNumber, row.ifsc),
  };
}

/** The masked account a payout would go to, or null (no verified account). */
export async function maskedPayoutAccountOf(q: Queryable, vendorId: string): Promise<string | null> {
  const { rows } = await q.query<{ account_masked: string }>(
    `SELECT a.account_masked FROM vendor_payout_accounts a
       JOIN vendor_kyc_steps k ON k.vendor_id = a.vendor_id AND k.step = 'bank' AND k.status = 'verified'
      WHERE a.vendor_id = $1`,
    [vendorId],
  );
  return rows[0]?.account_masked ?? null;
}
