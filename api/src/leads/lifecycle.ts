// The lead lifecycle (api/README.md, "Leads"): opening a lead for every enquiry and application,
// round-robin assignment to telecallers on duty, status moves checked against the shared transition
// table, the append-only history, routing to a banker, and what other domains hear about a change.
import { randomUUID } from 'node:crypto';
import {
  canMoveLead,
  FINAL_LEAD_STATUSES,
  isBankDecision,
  type BankDecision,
  KEY_LEAD_STEPS,
  LEAD_STATUS_LABELS,
  sellingProductLabel,
  type LeadActorRole,
  type LeadStatus,
} from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { checkFacts, decisionOf, factColumns, type DecisionRow } from './bank-decisions.ts';
import { checkKfsAcknowledged, reviseKfsOnSanction } from './lender-decisions.ts';

export interface LeadRow {
  id: string;
  source: 'enquiry' | 'application';
  product: string;
  customer_name: string;
  mobile: string;
  pincode: string;
  amount: string | number | null;
  shop_id: string | null;
  user_id: string | null;
  status: LeadStatus;
  assigned_to: string | null;
  banker_id: string | null;
  next_call_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** The lender the customer chose, its offer as shown, and when (decision 037; lender-decisions.ts). */
  lender_id: string | null;
  /** A `ChosenOffer` (read through lender-decisions.ts), stored as JSON. */
  chosen_offer: unknown;
  offer_chosen_at: Date | string | null;
}

export interface LeadActor {
  id: string;
  role: LeadActorRole;
  name: string;
}

/** The facts of a bank's decision as recorded with a move or a confirmation (amounts in paise). */
export interface DecisionFacts {
  amountPaise: number;
  /** Sanction: the rate a year in basis points, and the tenure. */
  rateBps?: number;
  tenureMonths?: number;
  /** Disbursal: the day the money left the bank (YYYY-MM-DD), and the lender's reference. */
  disbursedOn?: string;
  lenderReference?: string;
}

/**
 * What a status change (`moved`), or the bank's later confirmation of a decision a telecaller
 * recorded (`confirmed`, the status unchanged), tells the rest of the system, inside the
 * transaction that made it.
 */
export interface LeadStatusChange {
  event: 'moved' | 'confirmed';
  leadId: string;
  product: string;
  customerName: string;
  /** The shop's code (its referral code) when the lead came through a shop's link. */
  shopID: string | null;
  /** The shop's account, when the code belongs to one. */
  shopVendorId: string | null;
  from: LeadStatus;
  to: LeadStatus;
  note: string | null;
  /** A step the customer gets an SMS for and the shop should hear about. */
  keyStep: boolean;
  actor: LeadActor;
  at: Date;
  /** The bank's decision this change records or confirms, with the amount it was for. */
  bankDecision: { decision: BankDecision; amountPaise: number; confirmed: boolean } | null;
}

/**
 * Called for every status change with the transaction that made it, so whatever a listener
 * writes (a shop notification) exists exactly when the change does. The coordinator wires the
 * vendor domain's notification function here (`buildServer({ onLeadStatusChanged })`).
 */
export type LeadStatusListener = (tx: Queryable, change: LeadStatusChange) => Promise<void>;

const SYSTEM_NAME = 'LoanSetu';

/** "personal-loan" → "Personal loan"; "education loan" → "Education loan". */
export function productLabel(source: string, product: string): string {
  if (source === 'application') return sellingProductLabel(product);
  return product.charAt(0).toUpperCase() + product.slice(1);
}

export const isFinal = (status: LeadStatus) => FINAL_LEAD_STATUSES.includes(status);

/**
 * The on-duty telecaller whose last turn is oldest (never `$1`, when given) takes a turn, in one
 * statement that answers who (no row when nobody is on duty). The sub-select locks the row it
 * picks, as a SELECT … FOR UPDATE before the UPDATE did.
 */
const TAKE_TELECALLER_TURN = `UPDATE telecallers SET last_turn = nextval('lead_turns')
  WHERE user_id = (
    SELECT t.user_id FROM telecallers t JOIN users u ON u.id = t.user_id
     WHERE t.on_duty AND u.role = 'telecaller' AND u.approval_status = 'approved' AND ($1::uuid IS NULL OR t.user_id <> $1::uuid)
     ORDER BY t.last_turn ASC NULLS FIRST, u.created_at, u.id
     LIMIT 1 FOR UPDATE OF t)
  RETURNING user_id`;

/** The on-duty telecaller whose last turn is oldest (never `except`), taking a turn. */
async function nextTelecaller(tx: Queryable, except?: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ user_id: string }>(TAKE_TELECALLER_TURN, [except ?? null]);
  return rows[0]?.user_id;
}

export interface NewLead {
  id: string;
  source: LeadRow['source'];
  product: string;
  customerName: string;
  mobile: string;
  pincode: string;
  amount: number | null;
  shopID: string | null;
  userId: string | null;
}

/**
 * Opens the lead for a new enquiry or application and gives it to the next telecaller on duty.
 * One statement (one round trip in the caller's transaction, which waits on each): the
 * telecaller's turn, the lead, and its first history row (appendHistory's, from nobody to new).
 */
export async function openLead(tx: Queryable, at: Date, lead: NewLead): Promise<void> {
  await tx.query(
    `WITH turn AS (${TAKE_TELECALLER_TURN}),
     opened AS (
       INSERT INTO leads (id, source, product, customer_name, mobile, pincode, amount, shop_id, user_id, status, assigned_to,
         created_at, updated_at)
       VALUES ($2, $3, $4, $5, $6, $7, $8, $9, (SELECT id FROM users WHERE id::text = $10), 'new', (SELECT user_id FROM turn), $11, $11)
       RETURNING id, created_at)
     INSERT INTO lead_status_history (id, lead_id, from_status, to_status, note, actor_id, actor_role, actor_name, created_at)
     SELECT $12::uuid, id, NULL::text, 'new', 'Received', NULL::uuid, 'system', $13::text, created_at FROM opened`,
    [
      null,
      lead.id,
      lead.source,
      lead.product,
      lead.customerName,
      lead.mobile,
      lead.pincode,
      lead.amount,
      lead.shopID,
      lead.userId ?? '',
      at,
      randomUUID(),
      SYSTEM_NAME,
    ],
  );
}

/**
 * Gives every open lead of `telecallerId` (or, without one, every open lead nobody holds) to the
 * telecallers on duty, in turn. Answers how many moved.
 */
export async function reassignOpenLeads(tx: Queryable, at: Date, telecallerId?: string): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM leads
      WHERE ${telecallerId ? 'assigned_to = $1' : 'assigned_to IS NULL AND $1::text IS NULL'}
        AND status <> ALL($2::text[])
      ORDER BY created_at, id FOR UPDATE`,
    [telecallerId ?? null, FINAL_LEAD_STATUSES],
  );
  let moved = 0;
  for (const { id } of rows) {
    const next = await nextTelecaller(tx, telecallerId);
    if (!next) break;
    await tx.query('UPDATE leads SET assigned_to = $2, updated_at = $3 WHERE id = $1', [id, next, at]);
    moved += 1;
  }
  return moved;
}

async function appendHistory(
  tx: Queryable,
  entry: { leadId: string; from: LeadStatus | null; to: LeadStatus; note: string | null; actor: LeadActor | null; at: Date },
) {
  await tx.query(
    `INSERT INTO lead_status_history (id, lead_id, from_status, to_status, note, actor_id, actor_role, actor_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      randomUUID(),
      entry.leadId,
      entry.from,
      entry.to,
      entry.note,
      entry.actor?.id ?? null,
      entry.actor?.role ?? 'system',
      entry.actor?.name ?? SYSTEM_NAME,
      entry.at,
    ],
  );
}

/**
 * A banker for the lead; takes a turn. A lead whose customer chose a lender goes to that lender's
 * bankers only (those of the PIN code first, then those who take the product); any other lead to
 * a banker of its PIN code, preferring one who takes its product.
 */
export async function routeToBanker(tx: Queryable, lead: LeadRow, except?: string): Promise<string | undefined> {
  const label = productLabel(lead.source, lead.product).toLowerCase();
  const { rows } = await tx.query<{ user_id: string }>(
    `SELECT b.user_id FROM bankers b JOIN users u ON u.id = b.user_id
      WHERE u.role = 'banker' AND u.mobile_verified_at IS NOT NULL AND u.approval_status = 'approved'
        AND ($3::text IS NULL AND $1 = ANY(b.pincodes) OR u.lender_id = $3::text)
        AND ($4::uuid IS NULL OR b.user_id <> $4::uuid)
      ORDER BY $1 = ANY(b.pincodes) DESC, EXISTS (SELECT 1 FROM unnest(b.products) p WHERE $2 LIKE lower(p) || '%') DESC,
               b.last_turn ASC NULLS FIRST, b.created_at, b.user_id
      LIMIT 1 FOR UPDATE OF b`,
    [lead.pincode, label, lead.lender_id ?? null, except ?? null],
  );
  const chosen = rows[0]?.user_id;
  if (chosen) await tx.query(`UPDATE bankers SET last_turn = nextval('lead_turns') WHERE user_id = $1`, [chosen]);
  return chosen;
}

/**
 * Gives the leads a banker holds at the bank (logged in or sanctioned) to another approved banker
 * of the PIN code (of the chosen lender, for a lead whose customer chose one), in turn; a lead no other banker serves is left with nobody (an admin confirms
 * its decisions). Answers how many moved. Used when a banker is suspended.
 */
export async function rerouteBankerLeads(tx: Queryable, bankerId: string, at: Date): Promise<number> {
  const { rows } = await tx.query<LeadRow>(`SELECT * FROM leads WHERE banker_id = $1 AND status <> ALL($2::text[]) ORDER BY created_at, id FOR UPDATE`, [
    bankerId,
    FINAL_LEAD_STATUSES,
  ]);
  for (const lead of rows) {
    // Never back to the banker who is leaving; a chosen lender's lead stays with that lender.
    const next = (await routeToBanker(tx, lead, bankerId)) ?? null;
    await tx.query('UPDATE leads SET banker_id = $2, updated_at = $3 WHERE id = $1', [lead.id, next, at]);
  }
  return rows.length;
}

export interface MoveResult {
  lead: LeadRow;
  change: LeadStatusChange | null;
}

/** Who may record a decision the bank stands behind at once (a telecaller's waits for them). */
const BANK_SIDE: readonly LeadActor['role'][] = ['banker', 'admin'];

async function shopOf(tx: Queryable, lead: LeadRow): Promise<string | null> {
  if (!lead.shop_id) return null;
  const { rows } = await tx.query<{ id: string }>(`SELECT id FROM users WHERE role = 'vendor' AND upper(referral_code) = upper($1)`, [lead.shop_id]);
  return rows[0]?.id ?? null;
}

/**
 * Moves a lead (locked by the caller's transaction) to `to`, if the transition table lets the
 * actor's role make that move. A move to the same status changes nothing. A move that records the
 * bank's decision (sanction, disbursal) needs its facts and a note; it stands at once when the
 * lead's banker or an admin records it, and waits for their confirmation when a telecaller does.
 * Listeners run inside the transaction; the customer's SMS is the caller's to send after commit.
 */
export async function moveLead(
  tx: Queryable,
  lead: LeadRow,
  to: LeadStatus,
  actor: LeadActor,
  note: string | null,
  at: Date,
  listeners: readonly LeadStatusListener[],
  facts?: DecisionFacts,
): Promise<MoveResult> {
  if (to === lead.status) return { lead, change: null };
  if (!canMoveLead(lead.status, to, actor.role)) {
    throw new ApiError(
      409,
      `A lead that is “${LEAD_STATUS_LABELS[lead.status]}” cannot be moved to “${LEAD_STATUS_LABELS[to]}”${actor.role === 'banker' ? ' by a banker' : ''}.`,
      { fields: { status: 'This step is not allowed from the current status' } },
    );
  }
  if (to === 'rejected' && !note?.trim()) {
    throw new ApiError(400, 'Say why the bank rejected it', { fields: { note: 'Say why (the customer and the shop see this reason)' } });
  }
  let bankDecision: LeadStatusChange['bankDecision'] = null;
  if (isBankDecision(to)) {
    const checked = await checkFacts(tx, lead, to, facts, note);
    // The customer must have accepted the terms the lender sanctioned before the money moves.
    if (to === 'disbursed') await checkKfsAcknowledged(tx, lead);
    const confirmed = BANK_SIDE.includes(actor.role);
    await tx.query(
      `INSERT INTO lead_bank_decisions (lead_id, decision, amount_paise, rate_bps, tenure_months, disbursed_on, lender_reference, note,
         reported_by, reported_role, reported_name, reported_at, confirmed_by, confirmed_role, confirmed_name, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        lead.id,
        to,
        ...factColumns(to, checked),
        note!.trim(),
        actor.id,
        actor.role,
        actor.name,
        at,
        confirmed ? actor.id : null,
        confirmed ? actor.role : null,
        confirmed ? actor.name : null,
        confirmed ? at : null,
      ],
    );
    bankDecision = { decision: to, amountPaise: checked.amountPaise, confirmed };
    // Terms the bank stands behind, if they differ from what the customer accepted, need a new KFS.
    if (to === 'sanctioned' && confirmed) await reviseKfsOnSanction(tx, lead, checked, actor, at);
    await recordAudit(tx, {
      actor: { id: actor.id, role: actor.role },
      action: confirmed ? `lead.${to}` : `lead.${to}.reported`,
      subjectType: 'lead',
      subjectId: lead.id,
      before: { status: lead.status },
      after: { status: to, ...checked, confirmed },
      reason: note,
      at,
    });
  }
  const bankerId = to === 'logged_in' ? ((await routeToBanker(tx, lead)) ?? null) : lead.banker_id;
  const { rows } = await tx.query<LeadRow>(
    `UPDATE leads SET status = $2, banker_id = $3, updated_at = $4,
            next_call_at = CASE WHEN $2 = ANY($5::text[]) THEN NULL ELSE next_call_at END
      WHERE id = $1 RETURNING *`,
    [lead.id, to, bankerId, at, FINAL_LEAD_STATUSES],
  );
  await appendHistory(tx, { leadId: lead.id, from: lead.status, to, note, actor, at });
  const change: LeadStatusChange = {
    event: 'moved',
    leadId: lead.id,
    product: productLabel(lead.source, lead.product),
    customerName: lead.customer_name,
    shopID: lead.shop_id,
    shopVendorId: await shopOf(tx, lead),
    from: lead.status,
    to,
    note,
    keyStep: KEY_LEAD_STEPS.includes(to),
    actor,
    at,
    bankDecision,
  };
  for (const listener of listeners) await listener(tx, change);
  return { lead: rows[0]!, change };
}

/**
 * The lead's banker (or an admin) confirms a decision a telecaller recorded, with the facts as
 * the bank has them: they replace the reported ones, and the listeners hear `confirmed` (a shop's
 * commission is priced then). A decision already confirmed is refused, so nothing happens twice.
 */
export async function confirmBankDecision(
  tx: Queryable,
  lead: LeadRow,
  decision: BankDecision,
  facts: DecisionFacts,
  actor: LeadActor,
  note: string | null,
  at: Date,
  listeners: readonly LeadStatusListener[],
): Promise<LeadStatusChange> {
  const { rows } = await tx.query<DecisionRow>('SELECT * FROM lead_bank_decisions WHERE lead_id = $1 AND decision = $2 FOR UPDATE', [lead.id, decision]);
  const recorded = rows[0];
  if (!recorded) throw new ApiError(409, `This lead has no ${decision === 'sanctioned' ? 'sanction' : 'disbursal'} to confirm.`);
  if (recorded.confirmed_at !== null) {
    throw new ApiError(409, `This ${decision === 'sanctioned' ? 'sanction' : 'disbursal'} was already confirmed by ${recorded.confirmed_name}.`);
  }
  const checked = await checkFacts(tx, lead, decision, facts, note ?? recorded.note);
  if (decision === 'disbursed') await checkKfsAcknowledged(tx, lead);
  await tx.query(
    `UPDATE lead_bank_decisions SET amount_paise = $3, rate_bps = $4, tenure_months = $5, disbursed_on = $6, lender_reference = $7,
            note = $8, confirmed_by = $9, confirmed_role = $10, confirmed_name = $11, confirmed_at = $12
      WHERE lead_id = $1 AND decision = $2`,
    [lead.id, decision, ...factColumns(decision, checked), note?.trim() || recorded.note, actor.id, actor.role, actor.name, at],
  );
  await recordAudit(tx, {
    actor: { id: actor.id, role: actor.role },
    action: `lead.${decision}.confirm`,
    subjectType: 'lead',
    subjectId: lead.id,
    before: decisionOf(recorded),
    after: { ...checked, confirmed: true },
    reason: note,
    at,
  });
  if (decision === 'sanctioned') await reviseKfsOnSanction(tx, lead, checked, actor, at);
  const change: LeadStatusChange = {
    event: 'confirmed',
    leadId: lead.id,
    product: productLabel(lead.source, lead.product),
    customerName: lead.customer_name,
    shopID: lead.shop_id,
    shopVendorId: await shopOf(tx, lead),
    from: lead.status,
    to: lead.status,
    note,
    keyStep: false,
    actor,
    at,
    bankDecision: { decision, amountPaise: checked.amountPaise, confirmed: true },
  };
  for (const listener of listeners) await listener(tx, change);
  return change;
}
