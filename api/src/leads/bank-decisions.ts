// A bank's decision on a lead (sanction, disbursal) as facts: reading them for every reader, and
// checking the facts a decision must carry before lifecycle.ts records or confirms it
// (decision 030).
import { indianToday, type BankDecision } from '@platform/shared/schemas';
import { formatPaise } from '@platform/shared/finance';
import { sqlDay } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { DecisionFacts, LeadRow } from './lifecycle.ts';

export interface DecisionRow {
  lead_id: string;
  decision: BankDecision;
  amount_paise: string | number;
  rate_bps: number | null;
  tenure_months: number | null;
  disbursed_on: Date | string | null;
  lender_reference: string | null;
  note: string;
  reported_by: string | null;
  reported_role: string;
  reported_name: string;
  reported_at: Date | string;
  confirmed_by: string | null;
  confirmed_role: string | null;
  confirmed_name: string | null;
  confirmed_at: Date | string | null;
}

/** A recorded decision as every reader gets it (`bankDecisionFactsSchema` in the shared contracts). */
export function decisionOf(row: DecisionRow) {
  return {
    decision: row.decision,
    amountPaise: Number(row.amount_paise),
    interestRate: row.rate_bps === null ? null : row.rate_bps / 100,
    tenureMonths: row.tenure_months,
    disbursedOn: sqlDay(row.disbursed_on),
    lenderReference: row.lender_reference,
    note: row.note,
    reportedBy: { role: row.reported_role, name: row.reported_name },
    reportedAt: new Date(row.reported_at).toISOString(),
    confirmed: row.confirmed_at !== null,
    confirmedBy: row.confirmed_at === null ? null : { role: row.confirmed_role!, name: row.confirmed_name! },
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at).toISOString(),
  };
}

export async function decisionsOf(db: Queryable, leadId: string) {
  return (await decisionsOfLeads(db, [leadId])).get(leadId) ?? [];
}

/** The decisions of many leads in one query (a list of leads), by lead id. */
export async function decisionsOfLeads(db: Queryable, leadIds: readonly string[]): Promise<Map<string, ReturnType<typeof decisionOf>[]>> {
  const byLead = new Map<string, ReturnType<typeof decisionOf>[]>();
  if (leadIds.length === 0) return byLead;
  const { rows } = await db.query<DecisionRow>(`SELECT * FROM lead_bank_decisions WHERE lead_id = ANY($1::uuid[]) ORDER BY reported_at, decision DESC`, [
    leadIds,
  ]);
  for (const row of rows) byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), decisionOf(row)]);
  return byLead;
}

/** The facts a decision must carry, checked against what the bank decided before. */
export async function checkFacts(
  tx: Queryable,
  lead: LeadRow,
  decision: BankDecision,
  facts: DecisionFacts | undefined,
  note: string | null,
): Promise<DecisionFacts> {
  if (!note?.trim()) {
    throw new ApiError(400, 'Add a note on the bank’s decision', { fields: { note: 'Add a note on the bank’s decision (the customer and the shop see it)' } });
  }
  const missing =
    !facts || !(facts.amountPaise > 0)
      ? { [decision === 'sanctioned' ? 'sanctionedAmount' : 'disbursedAmount']: `${decision === 'sanctioned' ? 'Sanctioned' : 'Disbursed'} amount is required` }
      : decision === 'sanctioned' && !(facts.rateBps && facts.tenureMonths)
        ? { [facts.rateBps ? 'tenureMonths' : 'interestRate']: facts.rateBps ? 'Tenure is required' : 'Interest rate is required' }
        : decision === 'disbursed' && !(facts.disbursedOn && facts.lenderReference)
          ? { [facts.disbursedOn ? 'lenderReference' : 'disbursedOn']: facts.disbursedOn ? 'The lender’s reference is required' : 'Disbursal date is required' }
          : null;
  if (missing) throw new ApiError(400, 'The bank’s decision needs its facts', { fields: missing });
  if (decision === 'disbursed') {
    const { rows } = await tx.query<{ amount_paise: string | number; confirmed_at: Date | null }>(
      `SELECT amount_paise, confirmed_at FROM lead_bank_decisions WHERE lead_id = $1 AND decision = 'sanctioned'`,
      [lead.id],
    );
    const sanctioned = rows[0] ? Number(rows[0].amount_paise) : null;
    if (sanctioned !== null && facts!.amountPaise > sanctioned) {
      throw new ApiError(400, `The disbursed amount cannot be more than the sanctioned ${formatPaise(sanctioned)}`, {
        fields: { disbursedAmount: `At most the sanctioned ${formatPaise(sanctioned)}` },
      });
    }
    if (facts!.disbursedOn! < indianToday(new Date(lead.created_at))) {
      throw new ApiError(400, 'The disbursal date cannot be before the lead was received', {
        fields: { disbursedOn: 'On or after the day the lead was received' },
      });
    }
  }
  return facts!;
}

/** amount_paise, rate_bps, tenure_months, disbursed_on, lender_reference: each decision's own facts, the others empty. */
export const factColumns = (decision: BankDecision, facts: DecisionFacts) => [
  facts.amountPaise,
  decision === 'sanctioned' ? facts.rateBps : null,
  decision === 'sanctioned' ? facts.tenureMonths : null,
  decision === 'disbursed' ? facts.disbursedOn : null,
  decision === 'disbursed' ? facts.lenderReference : null,
];
