// The chosen lender's side of a loan (issue 31, decision 037). A lead whose customer chose an
// offer (leads.lender_id, leads.chosen_offer, set by the offers domain after the customer's OTP)
// belongs to that lender: only its bankers read or decide it (queries.ts, bankers.ts) and routing
// keeps it among them (lifecycle.ts). Here:
// - a sanction on other terms than the customer last acknowledged adds a KFS version worked out
//   from the sanctioned terms (lead_kfs_versions); the customer acknowledges it with an OTP on the
//   loan's own mobile (`POST /customer/leads/:id/kfs/{send-otp,verify-otp}`), and no disbursal is
//   recorded until then;
// - after the disbursal the cooling-off period runs for the lender's cooling-off days; the customer
//   may ask to exit (`POST /customer/leads/:id/cooling-off-exit`) at the principal plus the
//   proportionate APR, recorded, audited and sent to the lender's bankers by SMS;
// - `lenderJourneyOf` is the lender's part of the one timeline every party reads.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { closeCoolingOffExit, confirmKfsAcknowledgement, requestCoolingOffExit, startKfsAcknowledgement, type ResponseOf } from '@platform/shared/contracts';
import { coolingOffEndsOn, coolingOffExitCost, formatPaise, sanctionKeyFacts, termsDiffer, type OfferTerms } from '@platform/shared/finance';
import { indianToday } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import { iso, sqlDay } from '../clock.ts';
import { clientAddress, type AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { maskMobile } from '../sms/sms.ts';
import { fitsVariable } from '../sms/templates.ts';
import type { DecisionFacts, LeadActor, LeadRow } from './lifecycle.ts';
import { visibleLeadOr404 } from './queries.ts';

/** `leads.chosen_offer` as the offers domain stores it (`chosenOfferSchema`). */
export interface ChosenOffer {
  offerSetId: string;
  lenderId: string;
  lenderName: string;
  amountPaise: number;
  rateBps: number;
  tenureMonths: number;
  processingFeePaise: number;
  aprBps: number;
  emiPaise: number;
  totalCostPaise: number;
  penalCharges: string;
  coolingOffDays: number;
  kfsVersion: number;
  acknowledgedAt: string;
}

export type LenderJourney = NonNullable<ResponseOf<typeof confirmKfsAcknowledgement>['data']>;

interface KfsVersionRow {
  lead_id: string;
  version: number;
  amount_paise: string | number;
  rate_bps: number;
  tenure_months: number;
  processing_fee_paise: string | number;
  apr_bps: number;
  emi_paise: string | number;
  total_cost_paise: string | number;
  cooling_off_days: number;
  created_by_name: string;
  created_at: Date | string;
  acknowledged_at: Date | string | null;
}

interface ExitRow {
  id: string;
  status: 'open' | 'closed';
  principal_paise: string | number;
  interest_paise: string | number;
  days_held: number;
  requested_at: Date | string;
  sent_to: string[];
  sent_at: Date | string | null;
  repaid_paise: string | number | null;
  repaid_on: Date | string | null;
  closed_at: Date | string | null;
}

/** The chosen offer of a lead whose customer chose a lender (stored by the offers domain as chosenOfferSchema). */
const chosenOf = (lead: LeadRow): ChosenOffer | null => (lead.lender_id && lead.chosen_offer ? (lead.chosen_offer as ChosenOffer) : null);

async function kfsVersionsOf(db: Queryable, leadId: string): Promise<KfsVersionRow[]> {
  const { rows } = await db.query<KfsVersionRow>('SELECT * FROM lead_kfs_versions WHERE lead_id = $1 ORDER BY version', [leadId]);
  return rows;
}

/** The terms the customer last acknowledged (the chosen offer, or a later KFS) and their APR. */
function acknowledgedTerms(chosen: ChosenOffer, versions: readonly KfsVersionRow[]): OfferTerms & { aprBps: number } {
  const last = [...versions].reverse().find((v) => v.acknowledged_at !== null);
  return last
    ? { amountPaise: Number(last.amount_paise), rateBps: last.rate_bps, tenureMonths: last.tenure_months, aprBps: last.apr_bps }
    : { amountPaise: chosen.amountPaise, rateBps: chosen.rateBps, tenureMonths: chosen.tenureMonths, aprBps: chosen.aprBps };
}

/**
 * After a sanction (recorded, or confirmed with the bank's figures) on a chosen-lender lead: if
 * its terms differ from the latest KFS the customer has, a new version with the figures of the
 * sanctioned terms, which the customer must acknowledge. Identical terms need nothing. Answers
 * the new version, if any.
 */
export async function reviseKfsOnSanction(tx: Queryable, lead: LeadRow, facts: DecisionFacts, actor: LeadActor, at: Date): Promise<number | null> {
  const chosen = chosenOf(lead);
  if (!chosen || !facts.rateBps || !facts.tenureMonths) return null;
  const versions = await kfsVersionsOf(tx, lead.id);
  const latest = versions.at(-1);
  const current: OfferTerms = latest
    ? { amountPaise: Number(latest.amount_paise), rateBps: latest.rate_bps, tenureMonths: latest.tenure_months }
    : { amountPaise: chosen.amountPaise, rateBps: chosen.rateBps, tenureMonths: chosen.tenureMonths };
  const sanctioned: OfferTerms = { amountPaise: facts.amountPaise, rateBps: facts.rateBps, tenureMonths: facts.tenureMonths };
  if (!termsDiffer(current, sanctioned)) return null;
  const figures = sanctionKeyFacts(chosen, sanctioned);
  const version = (latest?.version ?? chosen.kfsVersion ?? 1) + 1;
  await tx.query(
    `INSERT INTO lead_kfs_versions (lead_id, version, amount_paise, rate_bps, tenure_months, processing_fee_paise, apr_bps, emi_paise,
       total_cost_paise, cooling_off_days, created_by, created_by_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      lead.id,
      version,
      figures.amountPaise,
      figures.rateBps,
      figures.tenureMonths,
      figures.processingFeePaise,
      figures.aprBps,
      figures.emiPaise,
      figures.totalCostPaise,
      chosen.coolingOffDays,
      actor.id,
      actor.name,
      at,
    ],
  );
  await recordAudit(tx, {
    actor: { id: actor.id, role: actor.role },
    action: 'lead.kfs.revised',
    subjectType: 'lead',
    subjectId: lead.id,
    before: current,
    after: { version, ...figures },
    at,
  });
  return version;
}

/** A disbursal waits until the customer has acknowledged the latest KFS (409 otherwise). */
export async function checkKfsAcknowledged(tx: Queryable, lead: LeadRow): Promise<void> {
  if (!chosenOf(lead)) return;
  const { rows } = await tx.query<{ version: number }>(
    'SELECT version FROM lead_kfs_versions WHERE lead_id = $1 AND acknowledged_at IS NULL ORDER BY version DESC LIMIT 1',
    [lead.id],
  );
  if (rows[0]) {
    throw new ApiError(409, `The customer has not yet accepted the new terms (KFS version ${rows[0].version}). Record the disbursal once they have.`);
  }
}

/** The confirmed disbursal of a lead (the cooling-off period runs from it). */
async function disbursalOf(db: Queryable, leadId: string): Promise<{ amountPaise: number; disbursedOn: string; reference: string } | null> {
  const { rows } = await db.query<{ amount_paise: string | number; disbursed_on: Date | string; lender_reference: string }>(
    `SELECT amount_paise, disbursed_on, lender_reference FROM lead_bank_decisions
      WHERE lead_id = $1 AND decision = 'disbursed' AND confirmed_at IS NOT NULL`,
    [leadId],
  );
  const row = rows[0];
  return row ? { amountPaise: Number(row.amount_paise), disbursedOn: sqlDay(row.disbursed_on)!, reference: row.lender_reference } : null;
}

/** The lender's part of the lead's timeline, as of `now`; null for a lead without a chosen lender. */
export async function lenderJourneyOf(db: Queryable, lead: LeadRow, now: Date): Promise<LenderJourney | null> {
  const chosen = chosenOf(lead);
  if (!chosen) return null;
  const [versions, disbursal, exits] = await Promise.all([
    kfsVersionsOf(db, lead.id),
    lead.status === 'disbursed' ? disbursalOf(db, lead.id) : Promise.resolve(null),
    db.query<ExitRow>('SELECT * FROM lead_exit_requests WHERE lead_id = $1 ORDER BY requested_at DESC LIMIT 1', [lead.id]),
  ]);
  const pending = [...versions].reverse().find((v) => v.acknowledged_at === null);
  const today = indianToday(now);
  let coolingOff: LenderJourney['coolingOff'] = null;
  if (disbursal) {
    const endsOn = coolingOffEndsOn(disbursal.disbursedOn, chosen.coolingOffDays);
    const { aprBps } = acknowledgedTerms(chosen, versions);
    // Asked after the period, the figure is what it would have cost on its last day.
    const asOf = today > endsOn ? endsOn : today < disbursal.disbursedOn ? disbursal.disbursedOn : today;
    const cost = coolingOffExitCost({ principalPaise: disbursal.amountPaise, aprBps, disbursedOn: disbursal.disbursedOn, on: asOf });
    coolingOff = {
      disbursedOn: disbursal.disbursedOn,
      days: chosen.coolingOffDays,
      endsOn,
      open: today <= endsOn,
      exitCost: { ...cost, aprBps, asOf },
    };
  }
  const exit = exits.rows[0];
  return {
    lenderId: chosen.lenderId,
    lenderName: chosen.lenderName,
    chosenOffer: chosen,
    offerChosenAt: iso(lead.offer_chosen_at) ?? chosen.acknowledgedAt,
    kfsVersions: versions.map((v) => ({
      version: v.version,
      amountPaise: Number(v.amount_paise),
      rateBps: v.rate_bps,
      tenureMonths: v.tenure_months,
      processingFeePaise: Number(v.processing_fee_paise),
      aprBps: v.apr_bps,
      emiPaise: Number(v.emi_paise),
      totalCostPaise: Number(v.total_cost_paise),
      coolingOffDays: v.cooling_off_days,
      createdBy: v.created_by_name,
      createdAt: new Date(v.created_at).toISOString(),
      acknowledgedAt: iso(v.acknowledged_at),
    })),
    awaitingAcknowledgement: pending?.version ?? null,
    coolingOff,
    exitRequest: exit
      ? {
          id: exit.id,
          status: exit.status,
          principalPaise: Number(exit.principal_paise),
          interestPaise: Number(exit.interest_paise),
          totalPaise: Number(exit.principal_paise) + Number(exit.interest_paise),
          daysHeld: exit.days_held,
          requestedAt: new Date(exit.requested_at).toISOString(),
          sentToLenderAt: iso(exit.sent_at),
          sentToBankers: exit.sent_to.length,
          repaidPaise: exit.repaid_paise === null ? null : Number(exit.repaid_paise),
          repaidOn: sqlDay(exit.repaid_on),
          closedAt: iso(exit.closed_at),
        }
      : null,
  };
}

/** The lead must be one whose customer chose a lender here (409 otherwise). */
function chosenOr409(lead: LeadRow): ChosenOffer {
  const chosen = chosenOf(lead);
  if (!chosen) throw new ApiError(409, 'This request has no lender chosen through LoanSetu.');
  return chosen;
}

export function lenderDecisionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, tokens, otp } = ctx;

  registerContract(app, ctx, startKfsAcknowledgement, async ({ user, params, request }) => {
    const lead = await visibleLeadOr404(db, user, params.id);
    chosenOr409(lead);
    const { rows } = await db.query<{ version: number }>(
      'SELECT version FROM lead_kfs_versions WHERE lead_id = $1 AND acknowledged_at IS NULL ORDER BY version DESC LIMIT 1',
      [lead.id],
    );
    const version = rows[0]?.version;
    if (!version) throw new ApiError(409, 'There are no new terms to accept.');
    // The code goes to the loan's own mobile, never to the number of whoever asks; the token is
    // bound to this customer, this lead and this version (new terms meanwhile need a new code).
    await otp.checkSendAllowed('sanction-kfs', lead.mobile, clientAddress(request));
    const flow = await tokens.issue('sanction-kfs', `${user.id}:${lead.id}:${version}`, { mobile: lead.mobile });
    await otp.send('sanction-kfs', lead.mobile, flow.jti);
    return { success: true, message: `OTP sent to ${maskMobile(lead.mobile)}.`, newToken: flow.token, version };
  });

  registerContract(app, ctx, confirmKfsAcknowledgement, async ({ user, params, body, request, flow: claims }) => {
    const lead = await visibleLeadOr404(db, user, params.id);
    chosenOr409(lead);
    const [subject, leadId, versionText] = claims.sub.split(':');
    if (subject !== user.id || leadId !== lead.id || claims.mobile !== lead.mobile) {
      throw new ApiError(403, 'This OTP was asked for another request or by someone else. Please send a new OTP.');
    }
    const { mobile } = await otp.verify('sanction-kfs', claims.jti, body.otp, clientAddress(request));
    const version = Number(versionText);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const locked = await visibleLeadOr404(tx, user, lead.id, { lock: true });
      const { rows } = await tx.query<KfsVersionRow>('SELECT * FROM lead_kfs_versions WHERE lead_id = $1 ORDER BY version DESC LIMIT 1 FOR UPDATE', [
        locked.id,
      ]);
      const latest = rows[0];
      if (!latest || latest.version !== version)
        throw new ApiError(409, 'The lender has changed the terms again. Please read the new KFS and ask for a new OTP.');
      if (latest.acknowledged_at !== null) throw new ApiError(409, `You have already accepted KFS version ${version}.`);
      await tx.query('UPDATE lead_kfs_versions SET acknowledged_at = $3, acknowledged_mobile = $4 WHERE lead_id = $1 AND version = $2', [
        locked.id,
        version,
        now,
        mobile,
      ]);
      await recordAudit(tx, {
        actor: { id: user.id, role: 'customer' },
        action: 'lead.kfs.acknowledged',
        subjectType: 'lead',
        subjectId: locked.id,
        before: { version, acknowledgedAt: null },
        after: { version, acknowledgedAt: now.toISOString(), mobile: maskMobile(mobile) },
        at: now,
      });
    });
    return {
      success: true,
      message: `You have accepted the new terms (KFS version ${version}). The lender may now disburse the loan.`,
      data: (await lenderJourneyOf(db, lead, now))!,
    };
  });

  registerContract(app, ctx, requestCoolingOffExit, async ({ user, params }) => {
    const now = clock.now();
    const today = indianToday(now);
    const { lead, exitId, messages } = await db.transaction(async (tx) => {
      const locked = await visibleLeadOr404(tx, user, params.id, { lock: true });
      const chosen = chosenOr409(locked);
      const disbursal = locked.status === 'disbursed' ? await disbursalOf(tx, locked.id) : null;
      if (!disbursal) throw new ApiError(409, 'The loan has not been disbursed, so there is nothing to exit.');
      const endsOn = coolingOffEndsOn(disbursal.disbursedOn, chosen.coolingOffDays);
      if (today > endsOn) throw new ApiError(409, `The cooling-off period ended on ${endsOn}. Ask ${chosen.lenderName} about prepaying the loan.`);
      const open = await tx.query('SELECT 1 FROM lead_exit_requests WHERE lead_id = $1 AND status = $2', [locked.id, 'open']);
      if (open.rows.length > 0) throw new ApiError(409, 'You have already asked to exit this loan; the lender has your request.');
      const { aprBps } = acknowledgedTerms(chosen, await kfsVersionsOf(tx, locked.id));
      const cost = coolingOffExitCost({ principalPaise: disbursal.amountPaise, aprBps, disbursedOn: disbursal.disbursedOn, on: today });
      const { rows: lenderBankers } = await tx.query<{ id: string; mobile: string }>(
        `SELECT id, mobile FROM users WHERE role = 'banker' AND lender_id = $1 AND approval_status = 'approved' AND mobile_verified_at IS NOT NULL
          ORDER BY (id = $2::uuid) DESC, created_at`,
        [chosen.lenderId, locked.banker_id],
      );
      const id = randomUUID();
      await tx.query(
        `INSERT INTO lead_exit_requests (id, lead_id, lender_id, principal_paise, interest_paise, days_held, apr_bps, cooling_off_ends_on,
           requested_by, requested_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [id, locked.id, chosen.lenderId, cost.principalPaise, cost.interestPaise, cost.daysHeld, aprBps, endsOn, user.id, now],
      );
      await recordAudit(tx, {
        actor: { id: user.id, role: 'customer' },
        action: 'lead.cooling_off_exit.requested',
        subjectType: 'lead',
        subjectId: locked.id,
        after: { exitRequestId: id, ...cost, aprBps, coolingOffEndsOn: endsOn, lenderId: chosen.lenderId },
        at: now,
      });
      // The bankers' SMS are written with the request (the outbox retries them until delivered);
      // the row says who was told and when once each is delivered.
      const loan = fitsVariable('lender-exit-request', 'loan', disbursal.reference) ? disbursal.reference : locked.id.slice(0, 8).toUpperCase();
      const messages: Array<{ bankerId: string; messageId: string }> = [];
      for (const banker of lenderBankers) {
        const messageId = await ctx.outbox.enqueue(tx, {
          channel: 'sms',
          message: { mobile: banker.mobile, purpose: 'lender-notice', template: 'lender-exit-request', variables: { loan } },
        });
        messages.push({ bankerId: banker.id, messageId });
      }
      return { lead: locked, exitId: id, messages };
    });
    const { deliveredIds } = await ctx.outbox.deliver(messages.map((m) => m.messageId));
    const told = messages.filter((m) => deliveredIds.includes(m.messageId)).map((m) => m.bankerId);
    if (told.length > 0) await db.query('UPDATE lead_exit_requests SET sent_to = $2, sent_at = $3 WHERE id = $1', [exitId, told, clock.now()]);
    const journey = (await lenderJourneyOf(db, lead, now))!;
    return {
      success: true,
      message: `Your exit request has been sent to ${journey.lenderName}. Repay ${formatPaise(journey.exitRequest!.totalPaise)} to close the loan with no penalty.`,
      data: journey,
    };
  });

  // The lender's banker closes the exit once the customer has repaid: what and when, as the
  // lender's books say. The amount is the lender's record (it may differ from the figure fixed when
  // asked, e.g. a day later); the customer sees both.
  registerContract(app, ctx, closeCoolingOffExit, async ({ user, params, body }) => {
    const now = clock.now();
    const { lead } = await db.transaction(async (tx) => {
      const locked = await visibleLeadOr404(tx, user, params.id, { lock: true });
      const chosen = chosenOr409(locked);
      if (user.lender_id !== chosen.lenderId) throw new ApiError(403, 'Only a banker of the lender the customer chose may close this exit request.');
      const { rows } = await tx.query<ExitRow & { lead_id: string }>("SELECT * FROM lead_exit_requests WHERE lead_id = $1 AND status = 'open' FOR UPDATE", [
        locked.id,
      ]);
      const open = rows[0];
      if (!open) throw new ApiError(409, 'This loan has no open exit request to close.');
      const requestedOn = indianToday(new Date(open.requested_at));
      if (body.repaidOn < requestedOn) {
        throw new ApiError(400, `Repaid on cannot be before the customer asked to exit (${requestedOn}).`, {
          fields: { repaidOn: `Not before ${requestedOn}` },
        });
      }
      if (body.repaidOn > indianToday(now)) throw new ApiError(400, 'Repaid on cannot be in the future.', { fields: { repaidOn: 'Not in the future' } });
      await tx.query("UPDATE lead_exit_requests SET status = 'closed', repaid_paise = $2, repaid_on = $3, closed_by = $4, closed_at = $5 WHERE id = $1", [
        open.id,
        body.repaidPaise,
        body.repaidOn,
        user.id,
        now,
      ]);
      await recordAudit(tx, {
        actor: { id: user.id, role: 'banker' },
        action: 'lead.cooling_off_exit.closed',
        subjectType: 'lead',
        subjectId: locked.id,
        before: { exitRequestId: open.id, status: 'open' },
        after: { exitRequestId: open.id, status: 'closed', repaidPaise: body.repaidPaise, repaidOn: body.repaidOn },
        at: now,
      });
      return { lead: locked };
    });
    return {
      success: true,
      message: `Exit request closed: ${formatPaise(body.repaidPaise)} repaid on ${body.repaidOn}.`,
      data: (await lenderJourneyOf(db, lead, now))!,
    };
  });
}
