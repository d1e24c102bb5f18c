// Choosing an offer (shared/src/contracts/offers.ts, chooseOffer and confirmOfferChoice):
//   POST /api/offers/:id/choose {lenderId}  → an OTP to the CUSTOMER's mobile (the lead's), a choice token
//   POST /api/offers/:id/confirm {otp}       → with the choice token in X-Flow-Token: the KFS is acknowledged
// The customer may do both; a shop may start it at its counter, but only the code sent to the
// customer's own mobile completes it, so no shop (and nobody with another person's code) can choose
// for them. On the code: the lead gets the lender and the offer as shown, goes to that lender's
// banker, and the audit trail records it, in one transaction.
import type { FastifyInstance } from 'fastify';
import { chooseOffer, confirmOfferChoice, type ChosenOffer } from '@platform/shared/contracts';
import { recordAudit } from '../audit/audit.ts';
import { clientAddress, type AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import type { LeadRow } from '../leads/lifecycle.ts';
import { routeToBanker } from '../leads/lifecycle.ts';
import { visibleLead } from '../leads/queries.ts';
import { maskMobile } from '../sms/sms.ts';
import type { UserRow } from '../users.ts';
import { offerSetRow, offersOf, type OfferSetRow } from './queries.ts';

/** Offers are quotes of the day: a choice is made from a set shown in the last 24 hours. */
const OFFER_SET_VALID_MS = 24 * 60 * 60 * 1000;

/** The set and its lead if `user` may see them (404 otherwise), and still open to a choice (409). */
async function choosableSet(ctx: AppContext, user: UserRow, id: string): Promise<{ set: OfferSetRow; lead: LeadRow }> {
  const set = isUuid(id) ? await offerSetRow(ctx.db, id) : undefined;
  const lead = set && (await visibleLead(ctx.db, user, set.lead_id));
  if (!set || !lead) throw new ApiError(404, 'Offers not found');
  if (lead.lender_id) throw new ApiError(409, 'An offer has already been chosen on this application.');
  if (ctx.clock.now().getTime() - new Date(set.created_at).getTime() > OFFER_SET_VALID_MS) {
    throw new ApiError(409, 'These offers are more than a day old. Please see the offers again for today’s figures.');
  }
  if (!lead.mobile) throw new ApiError(409, 'This application has no mobile number to confirm the choice with.');
  return { set, lead };
}

export function offerChoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock, tokens, otp } = ctx;

  registerContract(app, ctx, chooseOffer, async ({ user, params, body, request }) => {
    const { set, lead } = await choosableSet(ctx, user, params.id);
    const offer = offersOf(set).find((o) => o.lenderId === body.lenderId);
    if (!offer) throw new ApiError(400, 'This lender made no offer in this set', { fields: { lenderId: 'Choose one of the offers shown' } });
    await otp.checkSendAllowed('offer-choice', lead.mobile, clientAddress(request));
    // The token names who started the choice (the customer, or the shop at its counter); the code
    // goes to the customer's mobile whoever started it.
    const flow = await tokens.issue('offer-choice', user.id, { mobile: lead.mobile });
    await db.query(
      `INSERT INTO offer_choices (id, offer_set_id, lead_id, lender_id, started_by, started_by_role, mobile, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [flow.jti, set.id, lead.id, offer.lenderId, user.id, user.role, lead.mobile, clock.now()],
    );
    await otp.send('offer-choice', lead.mobile, flow.jti);
    const sentTo = maskMobile(lead.mobile);
    return {
      success: true as const,
      message: `OTP sent to the customer’s mobile ${sentTo}. Read the Key Fact Statement, then enter the code to accept it.`,
      choiceToken: flow.token,
      sentTo,
      offer,
    };
  });

  registerContract(app, ctx, confirmOfferChoice, async ({ user, params, body, request, flow: claims }) => {
    if (claims.sub !== user.id) throw new ApiError(403, 'This choice was started by someone else. Please choose the offer again.');
    const { rows } = await db.query<{ offer_set_id: string; lender_id: string; mobile: string; acknowledged_at: Date | null }>(
      'SELECT offer_set_id, lender_id, mobile, acknowledged_at FROM offer_choices WHERE id = $1',
      [claims.jti],
    );
    const choice = rows[0];
    if (!choice || choice.offer_set_id !== params.id) throw new ApiError(403, 'This code belongs to another choice. Please choose the offer again.');
    const { set, lead } = await choosableSet(ctx, user, params.id);
    // The code the customer's mobile received, checked against this choice only: another person's
    // code, or a code of another choice, is a wrong code.
    await otp.verify('offer-choice', claims.jti, body.otp, clientAddress(request));
    const offer = offersOf(set).find((o) => o.lenderId === choice.lender_id)!;
    const at = clock.now();
    const chosen: ChosenOffer = {
      offerSetId: set.id,
      lenderId: offer.lenderId,
      lenderName: offer.lenderName,
      amountPaise: offer.amountPaise,
      rateBps: offer.rateBps,
      tenureMonths: offer.tenureMonths,
      processingFeePaise: offer.processingFeePaise,
      aprBps: offer.aprBps,
      emiPaise: offer.emiPaise,
      totalCostPaise: offer.totalCostPaise,
      penalCharges: offer.penalCharges,
      coolingOffDays: offer.coolingOffDays,
      kfsVersion: 1,
      acknowledgedAt: at.toISOString(),
    };
    await db.transaction(async (tx) => {
      // Two confirmations at once (two devices): the lock makes the second find the first's choice.
      const { rows: locked } = await tx.query<LeadRow>('SELECT * FROM leads WHERE id = $1 FOR UPDATE', [lead.id]);
      const current = locked[0]!;
      if (current.lender_id) throw new ApiError(409, 'An offer has already been chosen on this application.');
      if (current.mobile !== choice.mobile) throw new ApiError(409, 'The application’s mobile number has changed. Please choose the offer again.');
      // Routed as every chosen lead is: to that lender's bankers only (routeToBanker).
      const bankerId = (await routeToBanker(tx, { ...current, lender_id: offer.lenderId })) ?? null;
      await tx.query('UPDATE leads SET lender_id = $2, chosen_offer = $3::jsonb, offer_chosen_at = $4, banker_id = $5, updated_at = $4 WHERE id = $1', [
        lead.id,
        offer.lenderId,
        JSON.stringify(chosen),
        at,
        bankerId,
      ]);
      await tx.query('UPDATE offer_choices SET acknowledged_at = $2 WHERE id = $1', [claims.jti, at]);
      await recordAudit(tx, {
        actor: { id: user.id, role: user.role },
        action: 'offer.choose',
        subjectType: 'lead',
        subjectId: lead.id,
        before: { lenderId: null, bankerId: current.banker_id },
        after: { lenderId: offer.lenderId, bankerId, offerSetId: set.id, acknowledgedBy: 'otp', mobile: maskMobile(choice.mobile) },
        at,
      });
    });
    return { success: true as const, message: `Offer accepted. Your application has gone to ${offer.lenderName}.`, data: chosen };
  });
}
