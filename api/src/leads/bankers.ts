// Partner bankers. A banker submits their details (`POST /banker/register`), confirms the mobile by
// OTP (`POST /banker/verify-otp`) and then waits until an operations admin approves the account
// (`GET /banker/me` says where it stands); until then it receives and reads no lead. An approved
// banker joins the routing rotation at the back. A lead logged in at the bank is routed to an
// approved banker serving the applicant's PIN code; the banker sees only those leads
// (`GET /banker/leads`), records the bank's decision with its facts (`POST /banker/leads/:id/status`)
// and confirms a decision a telecaller recorded (`POST /banker/leads/:id/confirm`).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  bankerProfile,
  confirmBankDecision as confirmBankDecisionContract,
  myBankerProfile,
  recordBankDecision,
  registerBanker,
  routedLeads,
  successCode,
} from '@platform/shared/contracts';
import { LEAD_STATUS_LABELS, nextLeadStatuses, type BankDecision, type LeadStatus } from '@platform/shared/schemas';
import { clientAddress, type AppContext } from '../context.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { checkRegistration } from '../auth/registration.ts';
import { defaultAuthLimits } from '../auth/limits.ts';
import type { SmsAdapter } from '../sms/sms.ts';
import { newReferralCode } from '../users.ts';
import { confirmBankDecision, moveLead, type DecisionFacts, type LeadRow, type LeadStatusListener } from './lifecycle.ts';
import { decisionsOf, decisionsOfLeads } from './bank-decisions.ts';
import { enqueueCustomerSms } from './customer-sms.ts';
import { lenderJourneyOf } from './lender-decisions.ts';
import { historyOf, leadSummaryOf, visibleLeadOr404 } from './queries.ts';
import { iso } from '../clock.ts';
import { isUuid } from '../http/validate.ts';
import { requestLanguage } from '../auth/language.ts';

/** The facts of a decision as typed (rupees, percent) → as stored (paise, basis points). */
export function factsOf(
  input: {
    sanctionedAmount?: number;
    interestRate?: number;
    tenureMonths?: number;
    disbursedAmount?: number;
    disbursedOn?: string;
    lenderReference?: string;
  },
  decision: BankDecision,
): DecisionFacts {
  return decision === 'sanctioned'
    ? {
        amountPaise: Math.round((input.sanctionedAmount ?? 0) * 100),
        rateBps: input.interestRate === undefined ? undefined : Math.round(input.interestRate * 100),
        tenureMonths: input.tenureMonths,
      }
    : { amountPaise: Math.round((input.disbursedAmount ?? 0) * 100), disbursedOn: input.disbursedOn, lenderReference: input.lenderReference };
}

export const APPROVAL_LABELS = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Not approved',
  suspended: 'Suspended',
} as const;

interface BankerRow {
  user_id: string;
  username: string;
  lender_id: string | null;
  bank_name: string;
  branch: string;
  ifsc: string;
  designation: string;
  products: string[];
  pincodes: string[];
  created_at: Date | string;
}

/** What anyone may read about a partner banker: never the mobile or email. */
const publicProfileOf = (row: BankerRow) => ({
  id: row.user_id,
  name: row.username,
  bankName: row.bank_name,
  lenderId: row.lender_id,
  branch: row.branch,
  ifsc: row.ifsc,
  designation: row.designation,
  products: row.products,
  pincodes: row.pincodes,
  partnerSince: iso(row.created_at)!,
});

export function bankerRoutes(app: FastifyInstance, ctx: AppContext, options: { sms: SmsAdapter; listeners: readonly LeadStatusListener[] }): void {
  const { db, clock, tokens, otp } = ctx;

  registerContract(app, ctx, registerBanker, async ({ body: input, request }) => {
    // The same limit and the same answer as a shop's registration.
    await checkRegistration(ctx, defaultAuthLimits.registerPerAddress, clientAddress(request), input);
    // A banker works for one of the listed lenders; its name is the bank name on the profile.
    const { rows: lenders } = await db.query<{ name: string }>('SELECT name FROM lending_partners WHERE id = $1 AND listed', [input.lenderId]);
    const lender = lenders[0];
    if (!lender) throw new ApiError(400, 'Choose one of the listed lenders', { fields: { lenderId: 'Choose one of the listed lenders' } });
    const id = randomUUID();
    const now = clock.now();
    await db.transaction(async (tx) => {
      // A registration never confirmed does not hold its number or email.
      await tx.query("DELETE FROM users WHERE mobile_verified_at IS NULL AND role <> 'customer' AND (mobile = $1 OR lower(email) = lower($2))", [
        input.mobile,
        input.email,
      ]);
      // Nobody joins the staff side by themselves: the account waits for an operations admin.
      await tx.query(
        `INSERT INTO users (id, role, username, email, mobile, referral_code, approval_status, lender_id, created_at, updated_at)
         VALUES ($1, 'banker', $2, $3, $4, $5, 'pending', $7, $6, $6)`,
        [id, input.username, input.email, input.mobile, newReferralCode(), now, input.lenderId],
      );
      await tx.query(
        `INSERT INTO bankers (user_id, bank_name, branch, ifsc, designation, products, pincodes, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, lender.name, input.branch, input.ifsc, input.designation, input.products, [...new Set(input.pincodes)], now],
      );
    });
    const signUp = await tokens.issue('signup', id, { mobile: input.mobile });
    await otp.send('signup', input.mobile, signUp.jti, { language: requestLanguage(request) });
    return {
      success: true,
      message: 'Details received. Enter the OTP sent to your mobile number to confirm them; our operations team then reviews them.',
      signUpToken: signUp.token,
      bankerId: id,
    };
  });

  registerContract(app, ctx, bankerProfile, async ({ params }) => {
    const { rows } = isUuid(params.id)
      ? await db.query<BankerRow>(
          `SELECT b.*, u.username, u.lender_id FROM bankers b JOIN users u ON u.id = b.user_id
            WHERE b.user_id = $1 AND u.role = 'banker' AND u.mobile_verified_at IS NOT NULL AND u.approval_status = 'approved'`,
          [params.id],
        )
      : { rows: [] };
    if (!rows[0]) throw new ApiError(404, 'Banker not found');
    return { success: true, message: 'Banker profile fetched successfully', data: publicProfileOf(rows[0]) };
  });

  registerContract(app, ctx, myBankerProfile, async ({ user }) => {
    const { rows } = await db.query<BankerRow>('SELECT b.*, u.username, u.lender_id FROM bankers b JOIN users u ON u.id = b.user_id WHERE b.user_id = $1', [
      user.id,
    ]);
    if (!rows[0]) throw new ApiError(404, 'Banker not found');
    return {
      success: true,
      message: 'Banker profile fetched successfully',
      data: {
        ...publicProfileOf(rows[0]),
        approval: {
          status: user.approval_status,
          label: APPROVAL_LABELS[user.approval_status],
          reason: user.approval_reason,
          decidedAt: iso(user.approval_decided_at),
        },
      },
    };
  });

  registerContract(app, ctx, routedLeads, async ({ user }) => {
    // A lead whose customer chose another lender is never listed, whoever it was routed to.
    const { rows } = await db.query<LeadRow>(
      'SELECT * FROM leads WHERE banker_id = $1 AND (lender_id IS NULL OR lender_id = $2) ORDER BY updated_at DESC, id LIMIT 200',
      [user.id, user.lender_id ?? null],
    );
    const now = clock.now();
    const journeys = new Map(await Promise.all(rows.map(async (lead) => [lead.id, await lenderJourneyOf(db, lead, now)] as const)));
    const decisions = await decisionsOfLeads(
      db,
      rows.map((lead) => lead.id),
    );
    return {
      success: true,
      message: 'Routed leads fetched successfully',
      data: {
        bankerId: user.id,
        items: rows.map((lead) => ({
          ...leadSummaryOf(lead),
          nextStatuses: nextLeadStatuses(lead.status, 'banker').map((status) => ({ status, label: LEAD_STATUS_LABELS[status] })),
          decisions: decisions.get(lead.id) ?? [],
          awaitingConfirmation: (decisions.get(lead.id) ?? []).filter((d) => !d.confirmed).map((d) => d.decision),
          lenderJourney: journeys.get(lead.id) ?? null,
        })),
      },
    };
  });

  registerContract(app, ctx, recordBankDecision, async ({ user, params, body: input }) => {
    const now = clock.now();
    const to = input.status as LeadStatus;
    const result = await db.transaction(async (tx) => {
      const lead = await visibleLeadOr404(tx, user, params.id, { lock: true });
      if (to === lead.status) throw new ApiError(409, `This lead is already “${LEAD_STATUS_LABELS[lead.status]}”.`);
      const facts = to === 'sanctioned' || to === 'disbursed' ? factsOf(input, to) : undefined;
      const moved = await moveLead(tx, lead, to, { id: user.id, role: 'banker', name: user.username }, input.note || null, now, options.listeners, facts);
      return { ...moved, sms: await enqueueCustomerSms(ctx.outbox, tx, moved.change, lead.mobile) };
    });
    await ctx.outbox.deliver(result.sms);
    return {
      success: true,
      message: `Status changed to ${LEAD_STATUS_LABELS[result.lead.status]}`,
      ...successCode('lead.status-changed', { status: result.lead.status }),
      data: {
        ...leadSummaryOf(result.lead),
        history: await historyOf(db, result.lead.id),
        decisions: await decisionsOf(db, result.lead.id),
        lenderJourney: await lenderJourneyOf(db, result.lead, clock.now()),
      },
    };
  });

  registerContract(app, ctx, confirmBankDecisionContract, async ({ user, params, body: input }) => {
    const decision = input.decision as BankDecision;
    const lead = await db.transaction(async (tx) => {
      const found = await visibleLeadOr404(tx, user, params.id, { lock: true });
      await confirmBankDecision(
        tx,
        found,
        decision,
        factsOf(input, decision),
        { id: user.id, role: 'banker', name: user.username },
        input.note || null,
        clock.now(),
        options.listeners,
      );
      return found;
    });
    return {
      success: true,
      message: decision === 'sanctioned' ? 'Sanction confirmed' : 'Disbursal confirmed',
      data: { ...leadSummaryOf(lead), decisions: await decisionsOf(db, lead.id) },
    };
  });
}
