// Leads oversight's routes (issue 30; contracts: @platform/shared/contracts leads-oversight.ts):
// every lead by status and age with its first-call service level, one lead, and handing a lead to
// another telecaller. Operations admins only (the contracts' staffRoles, checked per call). A
// reassignment writes its audit row in its own transaction, and is refused with 409 (nothing
// changed) when the lead moved on since the page was read: someone else reassigned it, it was
// closed, or the chosen telecaller went off duty.
import type { FastifyInstance } from 'fastify';
import { listOversightLeads, oversightLead, reassignLead } from '@platform/shared/contracts';
import { LEAD_STATUS_LABELS } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { registerContract } from '../http/contract-route.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { isFinal } from './lifecycle.ts';
import { approvedTelecallers, callsOf, lockLead, oversightLeadRow, oversightPage, oversightRowOf, reassignmentsOf } from './oversight-queries.ts';
import { historyOf } from './queries.ts';

export function oversightRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  registerContract(app, ctx, listOversightLeads, async ({ query }) => {
    const now = clock.now();
    const [page, telecallers] = await Promise.all([oversightPage(db, query, now, ctx.figures), approvedTelecallers(db)]);
    return {
      success: true,
      message: 'Leads fetched successfully',
      data: {
        items: page.rows.map((row) => oversightRowOf(row, now)),
        counts: page.counts,
        breached: page.breached,
        telecallers,
        page: query.page,
        pageSize: query.pageSize,
        total: page.total,
      },
    };
  });

  /** The lead as the detail page shows it, or 404. */
  async function detailOf(q: Queryable, id: string) {
    const row = isUuid(id) ? await oversightLeadRow(q, id) : undefined;
    if (!row) throw new ApiError(404, 'Lead not found');
    const [calls, history, reassignments, onDuty] = await Promise.all([
      callsOf(q, row.id),
      historyOf(q, row.id),
      reassignmentsOf(q, row.id),
      approvedTelecallers(q, { onDutyOnly: true }),
    ]);
    return {
      ...oversightRowOf(row, clock.now()),
      calls,
      history,
      reassignments,
      candidates: isFinal(row.status) ? [] : onDuty.filter((telecaller) => telecaller.id !== row.assigned_to),
    };
  }

  registerContract(app, ctx, oversightLead, async ({ params }) => ({
    success: true,
    message: 'Lead fetched successfully',
    data: await detailOf(db, params.id),
  }));

  registerContract(app, ctx, reassignLead, async ({ user: admin, params, body: input }) => {
    const now = clock.now();
    const to = await db.transaction(async (tx) => {
      const lead = isUuid(params.id) ? await lockLead(tx, params.id) : undefined;
      if (!lead) throw new ApiError(404, 'Lead not found');
      const holder = lead.assigned_to ? await tx.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [lead.assigned_to]) : undefined;
      const heldBy = holder?.rows[0]?.username ?? 'nobody';
      if ((lead.assigned_to ?? '') !== input.seenAssignedTo.toLowerCase()) {
        throw new ApiError(409, `This lead was reassigned since you loaded the page: it is now with ${heldBy}. Nothing was changed; reload to see it.`);
      }
      if (isFinal(lead.status)) {
        throw new ApiError(409, `This lead is “${LEAD_STATUS_LABELS[lead.status]}”: a closed lead is not handed on.`);
      }
      const target = (await approvedTelecallers(tx)).find((t) => t.id === input.telecallerId.toLowerCase());
      if (!target) {
        throw new ApiError(400, 'Choose an approved telecaller', { fields: { telecallerId: 'Not an approved telecaller' } });
      }
      if (target.id === lead.assigned_to) throw new ApiError(409, `This lead is already with ${target.name}.`);
      if (!target.onDuty) throw new ApiError(409, `${target.name} is off duty; choose a telecaller on duty.`);
      await recordAudit(tx, {
        actor: { id: admin.id, role: 'admin' },
        action: 'lead.reassign',
        subjectType: 'lead',
        subjectId: lead.id,
        before: { assignedTo: lead.assigned_to ? { id: lead.assigned_to, name: heldBy } : null },
        after: { assignedTo: { id: target.id, name: target.name } },
        reason: input.reason || null,
        at: now,
      });
      await tx.query('UPDATE leads SET assigned_to = $2, updated_at = $3 WHERE id = $1', [lead.id, target.id, now]);
      return target;
    });
    return { success: true, message: `Lead handed to ${to.name}`, data: await detailOf(db, params.id) };
  });
}
