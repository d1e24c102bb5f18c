// Erasure of a customer's data (DPDP Act 2023 s.12; decision 023). Everything no law requires us
// to keep goes in one transaction; what must be kept (RETAINED_RECORDS, with its legal reason)
// stays, and the answer says which and why. The account row stays as a tombstone without any
// personal detail, so the records we keep still point at one account and the log of the request
// has someone to belong to; its token version moves on, which ends every session.
import { RETAINED_RECORDS, type RetainedKind } from '@platform/shared/schemas';
import type { Queryable } from '../db/database.ts';
import { isFinal, moveLead, type LeadRow, type LeadStatusListener } from '../leads/lifecycle.ts';
import { maskMobile } from '../sms/sms.ts';
import type { UserRow } from '../users.ts';

/** What stands in for an erased name in records that must keep a name column. */
export const ERASED_NAME = 'Erased customer';

export interface ErasureOutcome {
  /** Records erased or emptied of personal details, by kind. */
  erased: Record<string, number>;
  /** Records kept, by kind, with the rule that keeps them (only kinds the customer has). */
  kept: Array<{ kind: RetainedKind; count: number; records: string; keptFor: string; law: string }>;
}

/**
 * Erases what the customer's account and mobile number hold. Leads that ended in a disbursed
 * loan are kept whole (RETAINED_RECORDS.disbursedLoans); every other lead is closed first, so no
 * telecaller calls and no status SMS follows, and then emptied of the person. Resume files of
 * the deleted job applications are returned for the caller to remove once this has committed.
 */
export async function eraseCustomer(
  tx: Queryable,
  user: UserRow,
  now: Date,
  listeners: readonly LeadStatusListener[],
): Promise<{ outcome: ErasureOutcome; resumeKeys: string[] }> {
  const ids = [user.id, user.mobile];
  // Every counted statement says RETURNING 1: the row count is the rows it hands back.
  const count = (result: { rows: unknown[] }) => result.rows.length;
  const erased: Record<string, number> = {};

  // Leads: the customer's by account, or by the mobile they proved by OTP.
  const { rows: leads } = await tx.query<LeadRow>('SELECT * FROM leads WHERE user_id = $1 OR mobile = $2 ORDER BY created_at FOR UPDATE', ids);
  const disbursed = leads.filter((lead) => lead.status === 'disbursed');
  const erasable = leads.filter((lead) => lead.status !== 'disbursed');
  const actor = { id: user.id, role: 'customer' as const, name: 'Customer' };
  for (const lead of erasable) {
    if (!isFinal(lead.status)) await moveLead(tx, lead, 'closed', actor, 'Closed: the customer asked for their data to be erased', now, listeners);
  }
  const erasableIds = erasable.map((lead) => lead.id);
  const keptIds = disbursed.map((lead) => lead.id);
  if (erasableIds.length > 0) {
    await tx.query(`UPDATE leads SET customer_name = $2, mobile = '', pincode = '', next_call_at = NULL, updated_at = $3 WHERE id = ANY($1::uuid[])`, [
      erasableIds,
      ERASED_NAME,
      now,
    ]);
    // A telecaller's notes are about the person: they go with them, from the call log and from
    // the status history (where a call's note also lands; the closing reasons above stay).
    await tx.query('UPDATE lead_calls SET note = NULL WHERE lead_id = ANY($1::uuid[])', [erasableIds]);
    await tx.query(
      `UPDATE lead_status_history SET note = NULL WHERE lead_id = ANY($1::uuid[]) AND actor_role IN ('telecaller', 'banker') AND note IS NOT NULL`,
      [erasableIds],
    );
  }
  erased.leads = erasableIds.length;

  // Enquiries and applications behind a disbursed loan are part of that loan's record.
  erased.enquiries = count(
    await tx.query(
      `UPDATE enquiries SET username = $3, mobile = '', email = '', pincode = '', address = '', client_address = NULL
        WHERE (user_id = $1 OR mobile = $2) AND NOT (id = ANY($4::uuid[])) RETURNING 1`,
      [...ids, ERASED_NAME, keptIds],
    ),
  );
  erased.applications = count(
    await tx.query(
      `UPDATE product_applications SET full_name = $3, mobile = '', email = '', pincode = '', city = '', details = '{}'::jsonb, client_address = NULL
        WHERE (user_id = $1 OR mobile = $2) AND NOT (id = ANY($4::uuid[])) RETURNING 1`,
      [...ids, ERASED_NAME, keptIds],
    ),
  );
  erased.creditReports = count(await tx.query('DELETE FROM credit_reports WHERE user_id = $1 RETURNING 1', [user.id]));
  const jobs = await tx.query<{ resume_key: string | null }>('DELETE FROM job_applications WHERE mobile = $1 RETURNING resume_key', [user.mobile]);
  erased.jobApplications = jobs.rows.length;
  await tx.query('DELETE FROM career_verifications WHERE mobile = $1', [user.mobile]);
  erased.partnerEnquiries = count(await tx.query('DELETE FROM partner_leads WHERE mobile = $1 RETURNING 1', [user.mobile]));
  // What was sent, and what still waits in the outbox (nothing more reaches the person).
  erased.messages =
    count(await tx.query('DELETE FROM sms_outbox WHERE mobile = $1 RETURNING 1', [user.mobile])) +
    count(await tx.query(`DELETE FROM outbox_messages WHERE channel = 'sms' AND payload->>'mobile' = $1 RETURNING 1`, [user.mobile]));
  await tx.query('DELETE FROM otp_codes WHERE mobile = $1', [user.mobile]);

  // Consents stay as proof, without the person: the mobile masked, no address or browser. Any
  // still active ends here (nothing they covered goes on).
  erased.consentDetails = count(
    await tx.query(
      `UPDATE consent_records SET mobile = $3, client_address = NULL, user_agent = NULL,
              withdrawn_at = COALESCE(withdrawn_at, $4), withdrawn_address = NULL, withdrawn_user_agent = NULL
        WHERE user_id = $1 OR mobile = $2 RETURNING 1`,
      [...ids, maskMobile(user.mobile), now],
    ),
  );

  // The account: no personal detail left, its mobile freed for a new account, every session over.
  await tx.query(
    `UPDATE users SET username = $2, email = NULL, mobile = $3, password_hash = NULL, state = NULL, city = NULL, pin_code = NULL,
            address = NULL, owner_name = NULL, pan_hash = NULL, pan_masked = NULL, pan_name = NULL,
            mobile_verified_at = NULL, token_version = token_version + 1, updated_at = $4
      WHERE id = $1`,
    [user.id, ERASED_NAME, `erased:${user.id}`, now],
  );
  erased.profile = 1;

  const kept: ErasureOutcome['kept'] = [];
  const keep = (kind: RetainedKind, n: number) => {
    if (n > 0) kept.push({ kind, count: n, ...RETAINED_RECORDS[kind] });
  };
  const one = async (sql: string, params: unknown[]) => Number((await tx.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0);
  keep('payments', await one('SELECT count(*)::int AS n FROM payment_orders WHERE owner_id = $1', [user.id]));
  keep('referralEarnings', await one('SELECT count(*)::int AS n FROM referral_earnings WHERE user_id = $1', [user.id]));
  keep('disbursedLoans', disbursed.length);
  keep('consents', erased.consentDetails);
  // This request itself is logged by the caller, so it is always among what is kept.
  keep('dataRightsRequests', 1 + (await one('SELECT count(*)::int AS n FROM data_rights_requests WHERE user_id = $1', [user.id])));

  return { outcome: { erased, kept }, resumeKeys: jobs.rows.map((r) => r.resume_key).filter((k): k is string => Boolean(k)) };
}
