// Reading leads: who may see which lead, and the shapes every reader gets.
import { LEAD_STATUS_LABELS, type LeadStatus } from '@platform/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { requireRole, signedInUser, type AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { maskMobile } from '../sms/sms.ts';
import type { UserRow } from '../users.ts';
import { productLabel, type LeadRow } from './lifecycle.ts';
import { iso } from '../clock.ts';
import { isUuid } from '../http/validate.ts';

/** The signed-in account, required to hold `role` (403 otherwise, 401 without a valid token). */
export async function currentAccount(ctx: AppContext, request: FastifyRequest, role?: UserRow['role']): Promise<UserRow> {
  const user = await signedInUser(ctx, request);
  if (role) requireRole(user, [role]);
  return user;
}

/**
 * The lead with this id if `user` may see it: the customer whose request it is (made signed in,
 * or an enquiry made with their mobile and confirmed by OTP, as in the customer area), the shop
 * it came through (its code in shopID), the telecaller it is assigned to, the banker it was
 * routed to. Anyone else gets nothing, exactly as for an id that does not exist.
 */
export async function visibleLead(db: Queryable, user: UserRow, id: string, { lock = false } = {}): Promise<LeadRow | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<LeadRow>(
    `SELECT l.* FROM leads l
      WHERE l.id = $1 AND CASE $2
        WHEN 'customer' THEN l.user_id = $3::uuid OR EXISTS (
          SELECT 1 FROM enquiries e WHERE e.id = l.id AND e.mobile = $4 AND e.status = 'verified')
        WHEN 'vendor' THEN upper(l.shop_id) = upper($5)
        WHEN 'telecaller' THEN l.assigned_to = $3::uuid
        WHEN 'banker' THEN l.banker_id = $3::uuid AND (l.lender_id IS NULL OR l.lender_id = $6)
        ELSE false END
      ${lock ? 'FOR UPDATE OF l' : ''}`,
    [id, user.role, user.id, user.mobile, user.referral_code, user.lender_id ?? null],
  );
  return rows[0];
}

/**
 * The lead, or 404. A banker asking for a lead whose customer chose another lender is told so
 * (403): the application belongs to that lender, whoever it was routed to.
 */
export async function visibleLeadOr404(db: Queryable, user: UserRow, id: string, options?: { lock?: boolean }): Promise<LeadRow> {
  const lead = await visibleLead(db, user, id, options);
  if (lead) return lead;
  if (user.role === 'banker' && isUuid(id)) {
    const { rows } = await db.query<{ lender_id: string | null }>('SELECT lender_id FROM leads WHERE id = $1', [id]);
    const lender = rows[0]?.lender_id;
    if (lender && lender !== user.lender_id)
      throw new ApiError(403, 'The customer chose another lender; only that lender’s bankers may open this application.');
  }
  throw new ApiError(404, 'Lead not found');
}

interface HistoryRow {
  id: string;
  from_status: LeadStatus | null;
  to_status: LeadStatus;
  note: string | null;
  actor_role: string;
  actor_name: string;
  created_at: Date | string;
}

/** The lead's timeline, oldest first. */
export async function historyOf(db: Queryable, leadId: string) {
  const { rows } = await db.query<HistoryRow>(
    `SELECT id, from_status, to_status, note, actor_role, actor_name, created_at
       FROM lead_status_history WHERE lead_id = $1 ORDER BY seq`,
    [leadId],
  );
  return rows.map((row) => ({
    id: row.id,
    from: row.from_status,
    fromLabel: row.from_status ? LEAD_STATUS_LABELS[row.from_status] : null,
    to: row.to_status,
    toLabel: LEAD_STATUS_LABELS[row.to_status],
    note: row.note,
    by: { role: row.actor_role, name: row.actor_name },
    at: new Date(row.created_at).toISOString(),
  }));
}

/** A lead as a list shows it: the number masked (the detail page has the call link). */
export function leadSummaryOf(lead: LeadRow) {
  return {
    id: lead.id,
    source: lead.source,
    product: productLabel(lead.source, lead.product),
    customerName: lead.customer_name,
    mobileMasked: maskMobile(lead.mobile),
    pincode: lead.pincode,
    amount: lead.amount === null ? null : Number(lead.amount),
    shopID: lead.shop_id,
    status: lead.status,
    statusLabel: LEAD_STATUS_LABELS[lead.status],
    nextCallAt: iso(lead.next_call_at),
    createdAt: new Date(lead.created_at).toISOString(),
    updatedAt: new Date(lead.updated_at).toISOString(),
  };
}
