// The operations admin's API for the staff side: who waits for approval, approving, rejecting,
// suspending and reinstating partner bankers and telecallers, and confirming a bank decision a
// telecaller recorded when no banker of that bank can. Every action is authorised for the admin
// role here and written to the audit trail in its own transaction. The console screens for these
// come later; the API is what an admin uses until then (api/README.md, "Staff approval").
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import {
  APPROVAL_STATUSES,
  bankConfirmationSchema,
  REASON_REQUIRED_ACTIONS,
  STAFF_ACTION_MOVES,
  STAFF_ACTIONS,
  staffDecisionSchema,
  type BankDecision,
  type StaffAction,
} from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { failures, jsonSchemaOf, successEnvelope } from '../http/openapi.ts';
import { parseBody } from '../http/validate.ts';
import { APPROVAL_LABELS, factsOf } from '../leads/bankers.ts';
import { confirmBankDecision, decisionsOf, reassignOpenLeads, rerouteBankerLeads, type LeadRow, type LeadStatusListener } from '../leads/lifecycle.ts';
import { currentAccount, iso, leadSummaryOf, UUID } from '../leads/queries.ts';
import type { UserRow } from '../users.ts';

const security = [{ bearer: [] }];
const anyObject = { type: 'object', additionalProperties: true };
const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };

interface StaffRow extends UserRow {
  bank_name: string | null;
  branch: string | null;
  ifsc: string | null;
  designation: string | null;
  products: string[] | null;
  pincodes: string[] | null;
  decided_by_name: string | null;
}

const staffOf = (row: StaffRow) => ({
  id: row.id,
  role: row.role,
  name: row.username,
  email: row.email,
  mobile: row.mobile,
  mobileVerified: row.mobile_verified_at !== null,
  approval: {
    status: row.approval_status,
    label: APPROVAL_LABELS[row.approval_status],
    reason: row.approval_reason,
    decidedAt: iso(row.approval_decided_at),
    decidedBy: row.decided_by_name,
  },
  bank:
    row.role === 'banker'
      ? { bankName: row.bank_name, branch: row.branch, ifsc: row.ifsc, designation: row.designation, products: row.products, pincodes: row.pincodes }
      : null,
  registeredAt: iso(row.created_at),
});

const STAFF = `SELECT u.*, b.bank_name, b.branch, b.ifsc, b.designation, b.products, b.pincodes, d.username AS decided_by_name
                 FROM users u LEFT JOIN bankers b ON b.user_id = u.id LEFT JOIN users d ON d.id = u.approval_decided_by
                WHERE u.role IN ('banker', 'telecaller')`;

const listQuery = object({
  status: string().oneOf(['', ...APPROVAL_STATUSES], 'Choose one of pending, approved, rejected or suspended').default(''),
  role: string().oneOf(['', 'banker', 'telecaller'], 'Choose banker or telecaller').default(''),
});

const PAST_TENSE: Record<StaffAction, string> = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'reinstated' };

export function staffRoutes(app: FastifyInstance, ctx: AppContext, options: { listeners: readonly LeadStatusListener[] }): void {
  const { db, clock } = ctx;
  const admin = (request: Parameters<typeof currentAccount>[1]) => currentAccount(ctx, request, 'admin');

  async function staffOr404(q: Queryable, id: string, lock = false): Promise<StaffRow> {
    const { rows } = UUID.test(id) ? await q.query<StaffRow>(`${STAFF} AND u.id = $1 ${lock ? 'FOR UPDATE OF u' : ''}`, [id]) : { rows: [] };
    if (!rows[0]) throw new ApiError(404, 'Staff account not found');
    return rows[0];
  }

  app.get(
    '/admin/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'Partner bankers and telecallers with their approval status, those waiting first (oldest first), then the rest',
        security,
        querystring: jsonSchemaOf(listQuery),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      await admin(request);
      const query = await parseBody(listQuery, request.query ?? {});
      const { rows } = await db.query<StaffRow>(
        `${STAFF} AND ($1 = '' OR u.approval_status = $1) AND ($2 = '' OR u.role = $2)
          ORDER BY (u.approval_status = 'pending') DESC, CASE WHEN u.approval_status = 'pending' THEN u.created_at END ASC, u.created_at DESC, u.id
          LIMIT 500`,
        [query.status, query.role],
      );
      const { rows: counts } = await db.query<{ approval_status: string; n: string | number }>(
        `SELECT approval_status, count(*) AS n FROM users WHERE role IN ('banker', 'telecaller') GROUP BY approval_status`,
      );
      return {
        success: true,
        message: 'Staff fetched successfully',
        data: {
          items: rows.map(staffOf),
          counts: Object.fromEntries(APPROVAL_STATUSES.map((status) => [status, Number(counts.find((c) => c.approval_status === status)?.n ?? 0)])),
        },
      };
    },
  );

  for (const action of STAFF_ACTIONS) {
    app.post(
      `/admin/staff/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: {
            approve: 'Approve a partner banker or telecaller (a banker joins the lead rotation at the back)',
            reject: 'Reject a registration that waits for approval, with the reason the person is told',
            suspend: 'Suspend an approved account with a reason: its sessions end, it cannot sign in, its open leads go to others',
            reinstate: 'Reinstate a suspended account (a banker rejoins the rotation at the back)',
          }[action],
          security,
          params: idParams,
          body: jsonSchemaOf(staffDecisionSchema),
          response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const me = await admin(request);
        const input = await parseBody(staffDecisionSchema, request.body ?? {});
        if (REASON_REQUIRED_ACTIONS.includes(action) && !input.reason) {
          throw new ApiError(400, 'Give the reason (the person is told it)', { fields: { reason: 'Give the reason (the person is told it)' } });
        }
        const move = STAFF_ACTION_MOVES[action];
        const now = clock.now();
        const id = (request.params as { id: string }).id;
        const moved = await db.transaction(async (tx) => {
          const before = await staffOr404(tx, id, true);
          if (!move.from.includes(before.approval_status)) {
            // Someone else may have acted first: say where it stands, change nothing.
            throw new ApiError(409, `This account is ${APPROVAL_LABELS[before.approval_status].toLowerCase()}; it cannot be ${PAST_TENSE[action]}.`);
          }
          await tx.query(
            `UPDATE users SET approval_status = $2, approval_decided_by = $3, approval_decided_at = $4, approval_reason = $5, updated_at = $4,
                    token_version = token_version + CASE WHEN $2 = 'suspended' THEN 1 ELSE 0 END
              WHERE id = $1`,
            [before.id, move.to, me.id, now, input.reason || null],
          );
          let leadsMoved = 0;
          if (move.to === 'approved' && before.role === 'banker') {
            // At the back of the rotation: a newcomer does not jump the queue of routed leads.
            await tx.query(`UPDATE bankers SET last_turn = nextval('lead_turns') WHERE user_id = $1`, [before.id]);
          }
          if (move.to === 'approved' && before.role === 'telecaller') {
            await tx.query(`UPDATE telecallers SET last_turn = nextval('lead_turns') WHERE user_id = $1`, [before.id]);
          }
          if (move.to === 'suspended') {
            leadsMoved = before.role === 'banker' ? await rerouteBankerLeads(tx, before.id, now) : await reassignOpenLeads(tx, now, before.id);
          }
          await recordAudit(tx, {
            actor: { id: me.id, role: 'admin' },
            action: `staff.${action}`,
            subjectType: 'user',
            subjectId: before.id,
            before: { approvalStatus: before.approval_status },
            after: { approvalStatus: move.to, leadsMoved },
            reason: input.reason || null,
            at: now,
          });
          return { row: await staffOr404(tx, before.id), leadsMoved };
        });
        return {
          success: true,
          message: `${moved.row.username} ${PAST_TENSE[action]}${moved.leadsMoved > 0 ? `; ${moved.leadsMoved} open lead${moved.leadsMoved === 1 ? '' : 's'} handed to others` : ''}.`,
          data: staffOf(moved.row),
        };
      },
    );
  }

  app.get(
    '/admin/bank-decisions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sanctions and disbursals a telecaller recorded that no banker has confirmed yet, oldest first',
        security,
        response: { 200: successEnvelope({ data: anyObject }), ...failures(401, 403) },
      },
    },
    async (request) => {
      await admin(request);
      const { rows } = await db.query<LeadRow>(
        `SELECT l.* FROM leads l WHERE EXISTS (SELECT 1 FROM lead_bank_decisions d WHERE d.lead_id = l.id AND d.confirmed_at IS NULL)
          ORDER BY (SELECT min(reported_at) FROM lead_bank_decisions d WHERE d.lead_id = l.id AND d.confirmed_at IS NULL), l.id LIMIT 500`,
      );
      const decisions = await Promise.all(rows.map((lead) => decisionsOf(db, lead.id)));
      return {
        success: true,
        message: 'Unconfirmed bank decisions fetched successfully',
        data: { items: rows.map((lead, index) => ({ ...leadSummaryOf(lead), bankerId: lead.banker_id, decisions: decisions[index] })) },
      };
    },
  );

  app.post(
    '/admin/leads/:id/confirm',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirm a sanction or disbursal a telecaller recorded, with the facts as the bank gave them (for a lead no banker can confirm)',
        security,
        params: idParams,
        body: jsonSchemaOf(bankConfirmationSchema),
        response: { 200: successEnvelope({ data: anyObject }), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const me = await admin(request);
      const input = await parseBody(bankConfirmationSchema, request.body);
      const decision = input.decision as BankDecision;
      const id = (request.params as { id: string }).id;
      const lead = await db.transaction(async (tx) => {
        const { rows } = UUID.test(id) ? await tx.query<LeadRow>('SELECT * FROM leads WHERE id = $1 FOR UPDATE', [id]) : { rows: [] };
        if (!rows[0]) throw new ApiError(404, 'Lead not found');
        await confirmBankDecision(tx, rows[0], decision, factsOf(input, decision), { id: me.id, role: 'admin', name: me.username }, input.note || null, clock.now(), options.listeners);
        return rows[0];
      });
      return {
        success: true,
        message: decision === 'sanctioned' ? 'Sanction confirmed' : 'Disbursal confirmed',
        data: { ...leadSummaryOf(lead), decisions: await decisionsOf(db, lead.id) },
      };
    },
  );
}
