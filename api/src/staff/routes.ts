// The operations admin's API for the staff side: who waits for approval, approving, rejecting,
// suspending and reinstating partner bankers and telecallers, and confirming a bank decision a
// telecaller recorded when no banker of that bank can. Every action is authorised for the admin
// role here and written to the audit trail in its own transaction. The console screens for these
// come later; the API is what an admin uses until then (api/README.md, "Staff approval").
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import { adminConfirmBankDecision, listStaff, listUnconfirmedDecisions, STAFF_ACTION_CONTRACTS, successCode } from '@platform/shared/contracts';
import {
  APPROVAL_STATUSES,
  REASON_REQUIRED_ACTIONS,
  STAFF_ACTION_MOVES,
  STAFF_ACTIONS,
  type ApprovalStatus,
  type BankDecision,
  type StaffAction,
} from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { DB, Leads } from '../db/schema.generated.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { APPROVAL_LABELS, factsOf } from '../leads/bankers.ts';
import { confirmBankDecision, reassignOpenLeads, rerouteBankerLeads, type LeadRow, type LeadStatusListener } from '../leads/lifecycle.ts';
import { decisionsOf, decisionsOfLeads } from '../leads/bank-decisions.ts';
import { leadSummaryOf } from '../leads/queries.ts';
import { PARTNER_ACTION_SAID } from '../partners/routes.ts';
import { iso } from '../clock.ts';
import { isUuid } from '../http/validate.ts';

/** Partner bankers and telecallers with their bank details and who decided on them last. */
const staffQuery = (q: Queryable) =>
  kyselyOf(q)
    .selectFrom('users as u')
    .leftJoin('bankers as b', 'b.user_id', 'u.id')
    .leftJoin('users as d', 'd.id', 'u.approval_decided_by')
    .select([
      'u.id',
      'u.role',
      'u.username',
      'u.email',
      'u.mobile',
      'u.mobile_verified_at',
      'u.approval_status',
      'u.approval_reason',
      'u.approval_decided_at',
      'u.created_at',
      'b.bank_name',
      'b.branch',
      'b.ifsc',
      'b.designation',
      'b.products',
      'b.pincodes',
      'd.username as decided_by_name',
    ])
    .where('u.role', 'in', ['banker', 'telecaller'])
    // The CHECK constraints of users (migrations 001, 019) and the filter above hold these to the
    // values the API knows; the generated types only say text.
    .$narrowType<{ role: 'banker' | 'telecaller'; approval_status: ApprovalStatus }>();

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['executeTakeFirstOrThrow']>>;

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
  // A banker's row always has its bankers row (both are written in one transaction).
  bank:
    row.role === 'banker'
      ? { bankName: row.bank_name!, branch: row.branch!, ifsc: row.ifsc!, designation: row.designation!, products: row.products!, pincodes: row.pincodes! }
      : null,
  registeredAt: new Date(row.created_at).toISOString(),
});

const PAST_TENSE: Record<StaffAction, string> = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'reinstated' };

/** The staff domain: approving staff accounts and confirming bank decisions (admin). */
export const staffPlugin = domainPlugin<{ listeners: readonly LeadStatusListener[] }>((app, ctx, options) => staffRoutes(app, ctx, options));

function staffRoutes(app: FastifyInstance, ctx: AppContext, options: { listeners: readonly LeadStatusListener[] }): void {
  const { db, clock } = ctx;

  async function staffOr404(q: Queryable, id: string, lock = false): Promise<StaffRow> {
    const row = isUuid(id)
      ? await staffQuery(q)
          .where('u.id', '=', id)
          .$if(lock, (query) => query.forUpdate('u'))
          .executeTakeFirst()
      : undefined;
    if (!row) throw new ApiError(404, 'Staff account not found');
    return row;
  }

  registerContract(app, ctx, listStaff, async ({ query }) => {
    const rows = await staffQuery(db)
      .$if(query.status !== '', (q) => q.where('u.approval_status', '=', query.status))
      .$if(query.role !== '', (q) => q.where('u.role', '=', query.role))
      // Those waiting first, the longest waiting at the top; then the newest.
      .orderBy((eb) => eb('u.approval_status', '=', 'pending'), 'desc')
      .orderBy((eb) => eb.case().when('u.approval_status', '=', 'pending').then(eb.ref('u.created_at')).end(), 'asc')
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id')
      .limit(500)
      .execute();
    const counts = await db.kysely
      .selectFrom('users')
      .select(['approval_status', (eb) => eb.fn.countAll().as('n')])
      .where('role', 'in', ['banker', 'telecaller'])
      .groupBy('approval_status')
      .execute();
    return {
      success: true,
      message: 'Staff fetched successfully',
      data: {
        items: rows.map(staffOf),
        counts: Object.fromEntries(APPROVAL_STATUSES.map((status) => [status, Number(counts.find((c) => c.approval_status === status)?.n ?? 0)])) as Record<
          ApprovalStatus,
          number
        >,
      },
    };
  });

  for (const action of STAFF_ACTIONS) {
    registerContract(app, ctx, STAFF_ACTION_CONTRACTS[action], async ({ user: me, params, body: input }) => {
      if (REASON_REQUIRED_ACTIONS.includes(action) && !input.reason) {
        throw new ApiError(400, 'Give the reason (the person is told it)', { fields: { reason: 'Give the reason (the person is told it)' } });
      }
      const move = STAFF_ACTION_MOVES[action];
      const now = clock.now();
      const moved = await db.transaction(async (tx) => {
        const before = await staffOr404(tx, params.id, true);
        if (!move.from.includes(before.approval_status)) {
          // Someone else may have acted first: say where it stands, change nothing.
          throw new ApiError(409, `This account is ${APPROVAL_LABELS[before.approval_status].toLowerCase()}; it cannot be ${PAST_TENSE[action]}.`);
        }
        await tx.kysely
          .updateTable('users')
          .set({
            approval_status: move.to,
            approval_decided_by: me.id,
            approval_decided_at: now,
            approval_reason: input.reason || null,
            updated_at: now,
            // A suspension signs every session out (tokens carry the version).
            ...(move.to === 'suspended' ? { token_version: (eb) => eb('token_version', '+', 1) } : {}),
          })
          .where('id', '=', before.id)
          .execute();
        let leadsMoved = 0;
        if (move.to === 'approved') {
          // At the back of the rotation: a newcomer does not jump the queue of routed leads.
          await tx.kysely
            .updateTable(before.role === 'banker' ? 'bankers' : 'telecallers')
            .set({ last_turn: sql<number>`nextval('lead_turns')` })
            .where('user_id', '=', before.id)
            .execute();
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
      const { username: name } = moved.row;
      const count = moved.leadsMoved;
      // Leads move only off a suspended account.
      const said =
        count > 0
          ? {
              message: `${name} suspended; ${count} open lead${count === 1 ? '' : 's'} handed to others.`,
              ...successCode('partner.suspended-leads-handed', { name, count }),
            }
          : PARTNER_ACTION_SAID[action](name);
      return { success: true, ...said, data: staffOf(moved.row) };
    });
  }

  registerContract(app, ctx, listUnconfirmedDecisions, async () => {
    const unconfirmed = (eb: ExpressionBuilder<DB & { l: Leads }, 'l'>) =>
      eb.selectFrom('lead_bank_decisions as d').whereRef('d.lead_id', '=', 'l.id').where('d.confirmed_at', 'is', null);
    const rows: LeadRow[] = await db.kysely
      .selectFrom('leads as l')
      .selectAll('l')
      .where((eb) => eb.exists(unconfirmed(eb).select(sql.lit(1).as('one'))))
      // The decision waiting longest first.
      .orderBy((eb) => unconfirmed(eb).select((eb) => eb.fn.min('d.reported_at').as('first')), 'asc')
      .orderBy('l.id')
      .limit(500)
      .$narrowType<{ source: LeadRow['source']; status: LeadRow['status'] }>()
      .execute();
    const decisions = await decisionsOfLeads(
      db,
      rows.map((lead) => lead.id),
    );
    return {
      success: true,
      message: 'Unconfirmed bank decisions fetched successfully',
      data: { items: rows.map((lead) => ({ ...leadSummaryOf(lead), bankerId: lead.banker_id, decisions: decisions.get(lead.id) ?? [] })) },
    };
  });

  registerContract(app, ctx, adminConfirmBankDecision, async ({ user: me, params, body: input }) => {
    const decision = input.decision as BankDecision;
    const id = params.id;
    const lead = await db.transaction(async (tx) => {
      const row: LeadRow | undefined = isUuid(id)
        ? await tx.kysely
            .selectFrom('leads')
            .selectAll()
            .where('id', '=', id)
            .forUpdate()
            .$narrowType<{ source: LeadRow['source']; status: LeadRow['status'] }>()
            .executeTakeFirst()
        : undefined;
      if (!row) throw new ApiError(404, 'Lead not found');
      await confirmBankDecision(
        tx,
        row,
        decision,
        factsOf(input, decision),
        { id: me.id, role: 'admin', name: me.username },
        input.note || null,
        clock.now(),
        options.listeners,
      );
      return row;
    });
    return {
      success: true,
      message: decision === 'sanctioned' ? 'Sanction confirmed' : 'Disbursal confirmed',
      data: { ...leadSummaryOf(lead), decisions: await decisionsOf(db, lead.id) },
    };
  });
}
