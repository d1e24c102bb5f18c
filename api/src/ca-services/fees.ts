// A request's fee through the wallet ledger (docs/decisions/012-ca-service-requests.md): charged
// once and given back once, both under the ledger reference `ca:<id>`, each audited in the
// transaction of the change.
import { formatPaise } from '@platform/shared/finance';
import { dueAfterWorkingDays, serviceById, type ServiceDefinition } from '@platform/shared/schemas';
import { recordAudit, type AuditActor } from '../audit/audit.ts';
import type { Queryable } from '../db/database.ts';
import { debitServiceFee, refundCharge } from '../payments/wallet.ts';
import { addEvent, setStatus, type SubmissionRow } from './queries.ts';

const ledgerReference = (row: Pick<SubmissionRow, 'id'>) => `ca:${row.id}`;

/** Charges the fee once and moves the request on to submitted. */
export async function payFromWallet(tx: Queryable, row: SubmissionRow, service: ServiceDefinition, now: Date) {
  await debitServiceFee(tx, {
    userId: row.vendor_id,
    amountPaise: Number(row.fee_paise),
    description: `${service.name} fee`,
    reference: ledgerReference(row),
    now,
  });
  await recordAudit(tx, {
    actor: { id: row.vendor_id, role: 'vendor' },
    action: 'wallet.debit',
    subjectType: 'ca_submission',
    subjectId: row.id,
    before: { status: row.status },
    after: { status: 'submitted', amountPaise: Number(row.fee_paise), reference: ledgerReference(row) },
    at: now,
  });
  // The turnaround is promised from the moment the fee is paid, and kept as promised.
  await setStatus(tx, row.id, 'submitted', now, { paid: { dueAt: dueAfterWorkingDays(now, service.turnaroundWorkingDays) } });
  await addEvent(tx, row.id, 'submitted', `Fee of ${formatPaise(Number(row.fee_paise))} paid from the wallet`, now);
}

/** Gives the fee back to the wallet once, audited; answers the paise (0 when nothing was charged). */
export async function refundFee(tx: Queryable, row: SubmissionRow, actor: AuditActor, why: string, now: Date): Promise<number> {
  const service = serviceById(row.service);
  const refunded = await refundCharge(tx, {
    userId: row.vendor_id,
    reference: ledgerReference(row),
    description: `Refund: ${service?.name ?? row.service} (${why})`,
    now,
  });
  if (refunded > 0) {
    await recordAudit(tx, {
      actor,
      action: 'wallet.refund',
      subjectType: 'ca_submission',
      subjectId: row.id,
      after: { amountPaise: refunded, reference: ledgerReference(row) },
      reason: why,
      at: now,
    });
  }
  return refunded;
}
