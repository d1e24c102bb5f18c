// Retention deletion (decision 023; docs/decisions/041-one-outbox-and-one-job-registry.md): the
// scheduled job that removes what an erased customer's kept records still name once the law that
// kept them no longer asks for them, and deletes the short-lived records nobody needs past a
// while (delivered messages, used or expired codes). Each step is one statement over what is
// past its period and not yet done, so running it twice does nothing the second time.
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.ts';
import type { Database } from '../db/database.ts';
import type { JobResult } from '../jobs/scheduler.ts';
import { ERASED_NAME } from './erasure.ts';

/** Kept-record periods of RETAINED_RECORDS, as numbers (the texts there say the same). */
export const RETENTION_PERIODS = {
  /** disbursedLoans: five years after the loan is closed (PMLA s.12, RBI KYC Direction). */
  disbursedLoanYearsAfterClosure: 5,
  /** payments: eight years from the payment (Companies Act s.128(5), CGST Act s.36). */
  paymentYears: 8,
  /** Messages sent (SMS, e-mail) and the outbox's record of them. */
  messageDays: 90,
  /** One-time codes, once expired or used, and resend cooldowns. */
  codeDays: 1,
} as const;

const DAY_MS = 24 * 60 * 60_000;

export async function runRetention(db: Database, now: Date): Promise<JobResult> {
  const counts = await db.transaction(async (tx) => {
    // An erased customer's disbursed loan: kept whole until five years after the loan closes. The
    // loan closes at the end of the tenure the bank sanctioned (the platform records no earlier
    // closure), counted from the disbursal date; a loan with no recorded tenure from its disbursal.
    const { rows: loans } = await tx.query<{ id: string }>(
      `SELECT l.id FROM leads l
         JOIN users u ON u.id = l.user_id AND u.mobile LIKE 'erased:%'
         JOIN lead_bank_decisions d ON d.lead_id = l.id AND d.decision = 'disbursed'
         LEFT JOIN lead_bank_decisions s ON s.lead_id = l.id AND s.decision = 'sanctioned'
        WHERE l.status = 'disbursed' AND l.customer_name <> $2
          AND (d.disbursed_on + make_interval(months => COALESCE(s.tenure_months, 0)) + make_interval(years => $3::int)) <= $1
        ORDER BY l.id
        FOR UPDATE OF l`,
      [now, ERASED_NAME, RETENTION_PERIODS.disbursedLoanYearsAfterClosure],
    );
    const loanIds = loans.map((row) => row.id);
    if (loanIds.length > 0) {
      await tx.query(`UPDATE leads SET customer_name = $2, mobile = '', pincode = '', next_call_at = NULL, updated_at = $3 WHERE id = ANY($1::uuid[])`, [
        loanIds,
        ERASED_NAME,
        now,
      ]);
      await tx.query(
        `UPDATE enquiries SET username = $2, mobile = '', email = '', pincode = '', address = '', client_address = NULL WHERE id = ANY($1::uuid[])`,
        [loanIds, ERASED_NAME],
      );
      await tx.query(
        `UPDATE product_applications SET full_name = $2, mobile = '', email = '', pincode = '', city = '', details = '{}'::jsonb, client_address = NULL
          WHERE id = ANY($1::uuid[])`,
        [loanIds, ERASED_NAME],
      );
      await tx.query('UPDATE lead_calls SET note = NULL WHERE lead_id = ANY($1::uuid[])', [loanIds]);
      for (const id of loanIds) {
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: 'retention.anonymise',
          subjectType: 'lead',
          subjectId: id,
          after: { kind: 'disbursedLoans', reason: 'retention period ended' },
          at: now,
        });
      }
    }

    // An erased customer's payments: the receipt's mobile number goes after eight years (the
    // amounts stay: they are the books, and name nobody).
    const payments = await tx.query(
      `UPDATE payment_orders p SET customer_phone = ''
        WHERE p.customer_phone <> '' AND p.created_at <= $1
          AND p.owner_id IN (SELECT id FROM users WHERE mobile LIKE 'erased:%')
        RETURNING 1`,
      [new Date(now.getTime() - RETENTION_PERIODS.paymentYears * 365.25 * DAY_MS)],
    );

    const messagesBefore = new Date(now.getTime() - RETENTION_PERIODS.messageDays * DAY_MS);
    const codesBefore = new Date(now.getTime() - RETENTION_PERIODS.codeDays * DAY_MS);
    const sms = await tx.query('DELETE FROM sms_outbox WHERE created_at < $1 RETURNING 1', [messagesBefore]);
    const email = await tx.query('DELETE FROM email_outbox WHERE created_at < $1 RETURNING 1', [messagesBefore]);
    const outbox = await tx.query(`DELETE FROM outbox_messages WHERE status IN ('delivered', 'dead') AND created_at < $1 RETURNING 1`, [messagesBefore]);
    const codes = await tx.query('DELETE FROM otp_codes WHERE expires_at < $1 RETURNING 1', [codesBefore]);
    await tx.query('DELETE FROM otp_send_claims WHERE sent_at < $1', [codesBefore]);
    return {
      loansAnonymised: loanIds.length,
      paymentsAnonymised: payments.rows.length,
      messagesDeleted: sms.rows.length + email.rows.length + outbox.rows.length,
      codesDeleted: codes.rows.length,
    };
  });
  return {
    summary:
      `${counts.loansAnonymised} kept loan${counts.loansAnonymised === 1 ? '' : 's'} and ${counts.paymentsAnonymised} payment receipt${counts.paymentsAnonymised === 1 ? '' : 's'} past their retention anonymised, ` +
      `${counts.messagesDeleted} old message${counts.messagesDeleted === 1 ? '' : 's'} and ${counts.codesDeleted} expired code${counts.codesDeleted === 1 ? '' : 's'} deleted`,
    counts,
  };
}
