// Partner approvals (contracts: @platform/shared/contracts partners.ts), for operations admins:
// partner shops, bankers and telecallers in one list and one detail, and the approval actions for
// shops. A shop is approved only once a KYC reviewer accepted every required item
// (api/src/kyc-review). A suspended shop's sessions end and it cannot sign in (context.ts,
// auth/routes.ts); the leads it brought stay where they are: they are its customers' applications,
// and its commission on them is still owed. Bankers' and telecallers' actions are in api/src/staff.
import { sql } from 'kysely';
import {
  getPartner,
  KYC_REVIEW_STATE_LABELS,
  listPartners,
  SHOP_ACTION_CONTRACTS,
  successCode,
  type KycReviewState,
  type Partner,
  type PartnerDetail,
  type PartnerKind,
} from '@platform/shared/contracts';
import { APPROVAL_STATUSES, REASON_REQUIRED_ACTIONS, STAFF_ACTION_MOVES, STAFF_ACTIONS, type ApprovalStatus, type StaffAction } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { registerContract } from '../http/contract-route.ts';
import { domainPlugin } from '../http/domain-plugin.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid } from '../http/validate.ts';
import { APPROVAL_LABELS } from '../leads/bankers.ts';
import { notifyShop } from '../vendor/notifications.ts';

const KIND_OF_ROLE = { vendor: 'shop', banker: 'banker', telecaller: 'telecaller' } as const satisfies Record<string, PartnerKind>;
const ROLE_OF_KIND = { shop: 'vendor', banker: 'banker', telecaller: 'telecaller' } as const satisfies Record<PartnerKind, string>;
type PartnerRole = keyof typeof KIND_OF_ROLE;

const partners = (q: Queryable) =>
  kyselyOf(q)
    .selectFrom('users as u')
    .leftJoin('kyc_review_shops as k', 'k.vendor_id', 'u.id')
    .leftJoin('users as d', 'd.id', 'u.approval_decided_by')
    .select([
      'u.id',
      'u.role',
      'u.username',
      'u.mobile',
      'u.email',
      'u.city',
      'u.address',
      'u.pin_code',
      'u.created_at',
      'u.approval_status',
      'u.approval_reason',
      'u.approval_decided_at',
      'd.username as decided_by_name',
      'k.state as kyc_state',
    ])
    .where('u.role', 'in', ['vendor', 'banker', 'telecaller'])
    // The users CHECK constraints (migrations 001, 019) and the filter above hold these to what the API knows.
    .$narrowType<{ role: PartnerRole; approval_status: ApprovalStatus; kyc_state: KycReviewState | null }>();

type PartnerRow = Awaited<ReturnType<ReturnType<typeof partners>['executeTakeFirstOrThrow']>>;

const partnerOf = (row: PartnerRow): Partner => ({
  id: row.id,
  kind: KIND_OF_ROLE[row.role],
  name: row.username,
  mobile: row.mobile,
  email: row.email,
  city: row.city,
  registeredAt: iso(row.created_at),
  approval: {
    status: row.approval_status,
    label: APPROVAL_LABELS[row.approval_status],
    reason: row.approval_reason,
    decidedAt: iso(row.approval_decided_at),
    decidedBy: row.decided_by_name,
  },
  kyc:
    row.role === 'vendor' && row.kyc_state
      ? { state: row.kyc_state, stateLabel: KYC_REVIEW_STATE_LABELS[row.kyc_state], approvable: row.kyc_state === 'accepted' }
      : null,
});

async function partnerDetailOf(q: Queryable, row: PartnerRow): Promise<PartnerDetail> {
  const bank =
    row.role === 'banker'
      ? await kyselyOf(q).selectFrom('bankers').select(['bank_name', 'branch', 'ifsc', 'pincodes']).where('user_id', '=', row.id).executeTakeFirst()
      : undefined;
  const history = await kyselyOf(q)
    .selectFrom('audit_log as a')
    .leftJoin('users as by', 'by.id', 'a.actor_id')
    .select(['a.action', 'a.created_at', 'a.reason', 'by.username as by_name'])
    .where('a.subject_id', '=', row.id)
    .where((eb) => eb.or([eb('a.action', 'like', 'shop.%'), eb('a.action', 'like', 'staff.%')]))
    .orderBy('a.seq')
    .execute();
  return {
    ...partnerOf(row),
    address: row.address,
    pinCode: row.pin_code,
    bank: bank ? { bankName: bank.bank_name, branch: bank.branch, ifsc: bank.ifsc, pincodes: bank.pincodes } : null,
    history: history.map((h) => ({ action: h.action, at: iso(h.created_at), by: h.by_name, reason: h.reason })),
  };
}

const PAST_TENSE: Record<StaffAction, string> = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'reinstated' };

/**
 * What the console is told of an action on a partner (a shop here, a banker or telecaller in
 * api/src/staff): the English sentence and, beside it, its code for the site to say it in Hindi or
 * Marathi (shared/src/contracts/success-messages.ts). Written out per action, not from PAST_TENSE,
 * so that each code's English is found where it is sent.
 */
export const PARTNER_ACTION_SAID = {
  approve: (name: string) => ({ message: `${name} approved.`, ...successCode('partner.approved', { name }) }),
  reject: (name: string) => ({ message: `${name} rejected.`, ...successCode('partner.rejected', { name }) }),
  suspend: (name: string) => ({ message: `${name} suspended.`, ...successCode('partner.suspended', { name }) }),
  reinstate: (name: string) => ({ message: `${name} reinstated.`, ...successCode('partner.reinstated', { name }) }),
} satisfies Record<StaffAction, (name: string) => { message: string }>;

/** What the shop is told of each action (its notifications; a suspended shop reads it once reinstated). */
const SHOP_TOLD: Record<StaffAction, (reason: string | null) => { title: string; body: string }> = {
  approve: () => ({ title: 'Your shop is approved', body: 'Our operations team approved your shop. Welcome to LoanSetu.' }),
  reject: (reason) => ({ title: 'Your shop was not approved', body: `Our operations team could not approve your shop: ${reason}.` }),
  suspend: (reason) => ({ title: 'Your shop is suspended', body: `Our operations team suspended your shop: ${reason}.` }),
  reinstate: () => ({ title: 'Your shop is active again', body: 'Our operations team reinstated your shop.' }),
};

export const partnersPlugin = domainPlugin((app, ctx) => {
  const { db, clock } = ctx;

  registerContract(app, ctx, listPartners, async ({ query }) => {
    const kind = query.kind as PartnerKind | '';
    const ofKind = () => partners(db).$if(kind !== '', (q) => q.where('u.role', '=', ROLE_OF_KIND[kind as PartnerKind]));
    const rows = await ofKind()
      .where('u.approval_status', '=', query.status)
      // The longest waiting first: since registration for those waiting, since the decision otherwise.
      .orderBy(sql`coalesce(u.approval_decided_at, u.created_at)`, 'asc')
      .orderBy('u.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    const counted = await db.kysely
      .selectFrom(ofKind().as('p'))
      .select(['p.approval_status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('p.approval_status')
      .execute();
    const counts = Object.fromEntries(APPROVAL_STATUSES.map((status) => [status, Number(counted.find((c) => c.approval_status === status)?.n ?? 0)])) as Record<
      ApprovalStatus,
      number
    >;
    return {
      success: true,
      message: 'Partners fetched successfully',
      data: { items: rows.map(partnerOf), counts, page: query.page, pageSize: query.pageSize, total: counts[query.status as ApprovalStatus] },
    };
  });

  registerContract(app, ctx, getPartner, async ({ params }) => {
    const row = isUuid(params.id) ? await partners(db).where('u.id', '=', params.id).executeTakeFirst() : undefined;
    if (!row) throw new ApiError(404, 'Partner not found');
    return { success: true, message: 'Partner fetched successfully', data: await partnerDetailOf(db, row) };
  });

  for (const action of STAFF_ACTIONS) {
    registerContract(app, ctx, SHOP_ACTION_CONTRACTS[action], async ({ user: me, params, body: input }) => {
      const reason = input.reason || null;
      if (REASON_REQUIRED_ACTIONS.includes(action) && !reason) {
        throw new ApiError(400, 'Give the reason (the shop is told it)', { fields: { reason: 'Give the reason (the shop is told it)' } });
      }
      const move = STAFF_ACTION_MOVES[action];
      const now = clock.now();
      const detail = await db.transaction(async (tx) => {
        const locked = isUuid(params.id)
          ? await tx.kysely.selectFrom('users').select(['id']).where('id', '=', params.id).where('role', '=', 'vendor').forUpdate().executeTakeFirst()
          : undefined;
        if (!locked) throw new ApiError(404, 'Shop not found');
        const before = await partners(tx).where('u.id', '=', locked.id).executeTakeFirstOrThrow();
        if (!move.from.includes(before.approval_status)) {
          // Someone else may have acted first: say where it stands, change nothing.
          throw new ApiError(409, `This shop is ${APPROVAL_LABELS[before.approval_status].toLowerCase()}; it cannot be ${PAST_TENSE[action]}.`);
        }
        if (action === 'approve' && before.kyc_state !== 'accepted') {
          throw new ApiError(409, 'This shop’s KYC is not fully accepted yet: a KYC reviewer has to accept every required item first.');
        }
        await tx.kysely
          .updateTable('users')
          .set({
            approval_status: move.to,
            approval_decided_by: me.id,
            approval_decided_at: now,
            approval_reason: reason,
            updated_at: now,
            // A suspension signs every session out (tokens carry the version).
            ...(move.to === 'suspended' ? { token_version: (eb) => eb('token_version', '+', 1) } : {}),
          })
          .where('id', '=', before.id)
          .execute();
        await recordAudit(tx, {
          actor: { id: me.id, role: 'admin' },
          action: `shop.${action}`,
          subjectType: 'user',
          subjectId: before.id,
          before: { approvalStatus: before.approval_status },
          after: { approvalStatus: move.to },
          reason,
          at: now,
        });
        await notifyShop(tx, before.id, { kind: 'account', ...SHOP_TOLD[action](reason), link: '/vender/vendor-profile' }, now);
        return partnerDetailOf(tx, await partners(tx).where('u.id', '=', before.id).executeTakeFirstOrThrow());
      });
      return { success: true, ...PARTNER_ACTION_SAID[action](detail.name), data: detail };
    });
  }
});
