// Partner approvals in the operations console (handlers: api/src/partners/routes.ts): partner
// shops, bankers and telecallers in one list (filters by kind and approval status, counts per
// status, the longest waiting first, a page at a time), one partner's detail with its approval
// history, and the approval actions for shops. A banker's or telecaller's actions stay at
// POST /admin/staff/:id/{approve,reject,suspend,reinstate} (./admin.ts).
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { APPROVAL_STATUSES, staffDecisionSchema, type ApprovalStatus, type StaffAction } from '../schemas';
import { VALIDATION_TEXTS } from '../schemas/validation-texts';
import { approvalSchema } from './banker';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, messageCodeFields, strings, uuid } from './envelope';
import { consolePaging, KYC_REVIEW_STATES, type KycReviewState } from './kyc-review';
import type { SuccessCode } from './success-messages';

export const PARTNER_KINDS = ['shop', 'banker', 'telecaller'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PARTNER_KIND_LABELS: Readonly<Record<PartnerKind, string>> = { shop: 'Partner shop', banker: 'Partner banker', telecaller: 'Telecaller' };

const count = () => number().integer().min(0).defined();

export const partnerSchema = object({
  id: uuid(),
  kind: mixed<PartnerKind>()
    .oneOf([...PARTNER_KINDS])
    .defined(),
  name: string().defined(),
  mobile: string().defined(),
  email: string().nullable().defined(),
  city: string().nullable().defined(),
  registeredAt: isoDateTime(),
  approval: approvalSchema.concat(object({ decidedBy: string().nullable().defined() })).defined(),
  /** A shop's KYC review: where it stands and whether every required item is accepted (only then may it be approved). */
  kyc: object({
    state: mixed<KycReviewState>()
      .oneOf([...KYC_REVIEW_STATES])
      .defined(),
    stateLabel: string().defined(),
    approvable: boolean().defined(),
  })
    .nullable()
    .defined(),
});
export type Partner = InferType<typeof partnerSchema>;

export const partnerDetailSchema = partnerSchema.concat(
  object({
    address: string().nullable().defined(),
    pinCode: string().nullable().defined(),
    /** A banker's bank and the PIN codes it serves. */
    bank: object({ bankName: string().defined(), branch: string().defined(), ifsc: string().defined(), pincodes: strings() }).nullable().defined(),
    /** Every approval action on the account, oldest first. */
    history: array(
      object({ action: string().defined(), at: isoDateTime(), by: string().nullable().defined(), reason: string().nullable().defined() }).defined(),
    ).defined(),
  }),
);
export type PartnerDetail = InferType<typeof partnerDetailSchema>;

const SHOP: Partner = {
  id: '7d3c2b1a-0f9e-4d8c-8b7a-6e5d4c3b2a10',
  kind: 'shop',
  name: 'Sharma Mobile Store',
  mobile: '9876500011',
  email: 'sharma.mobiles@example.com',
  city: 'Pune',
  registeredAt: '2026-11-24T08:00:00.000Z',
  approval: { status: 'pending', label: 'Waiting for approval', reason: null, decidedAt: null, decidedBy: null },
  kyc: { state: 'accepted', stateLabel: 'KYC accepted', approvable: true },
};
const SHOP_DETAIL: PartnerDetail = { ...SHOP, address: 'Shop 4, FC Road', pinCode: '411004', bank: null, history: [] };

export const listPartners = defineContract({
  operationId: 'listPartners',
  method: 'GET',
  path: '/admin/partners',
  summary:
    'Partner shops, bankers and telecallers of one approval status (waiting by default), optionally of one kind, the longest waiting first, a page at a time, with the count of each status',
  tag: 'admin',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  query: object({
    kind: string()
      .oneOf(['', ...PARTNER_KINDS], VALIDATION_TEXTS.partnerApprovals.partnerKindFilter)
      .default(''),
    status: string()
      .oneOf([...APPROVAL_STATUSES], VALIDATION_TEXTS.common.approvalStatus)
      .default('pending'),
    ...consolePaging,
  }),
  response: dataResponse(
    object({
      items: array(partnerSchema.defined()).defined(),
      counts: object(Object.fromEntries(APPROVAL_STATUSES.map((status) => [status, count()])) as Record<ApprovalStatus, ReturnType<typeof count>>).defined(),
      page: count(),
      pageSize: count(),
      total: count(),
    }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'Shops waiting for approval',
      request: { query: { kind: 'shop', status: 'pending' } },
      response: {
        success: true,
        message: 'Partners fetched successfully',
        data: { items: [SHOP], counts: { pending: 1, approved: 1, rejected: 0, suspended: 0 }, page: 1, pageSize: 20, total: 1 },
      },
    },
  ],
});

export const getPartner = defineContract({
  operationId: 'getPartner',
  method: 'GET',
  path: '/admin/partners/:id',
  summary: 'One partner shop, banker or telecaller: its details, KYC review (a shop), bank (a banker) and approval history',
  tag: 'admin',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  params: object({ id: string().defined() }),
  response: dataResponse(partnerDetailSchema),
  errors: [401, 403, 404],
  samples: [
    {
      name: 'A shop ready for approval',
      request: { params: { id: SHOP.id } },
      response: { success: true, message: 'Partner fetched successfully', data: SHOP_DETAIL },
    },
  ],
});

const SHOP_ACTION_SUMMARIES: Record<StaffAction, string> = {
  approve: 'Approve a partner shop whose every required KYC item a reviewer accepted (409 otherwise)',
  reject: 'Reject a shop that waits for approval, with the reason the shop is told',
  suspend: 'Suspend an approved shop with a reason: its sessions end and it cannot sign in (it is told why); its leads stay with their customers',
  reinstate: 'Reinstate a suspended shop',
};

/** The code of each action's answer on a partner, a shop or a banker or telecaller (admin.ts): `{name} approved.` */
export const PARTNER_ACTION_CODES = {
  approve: 'partner.approved',
  reject: 'partner.rejected',
  suspend: 'partner.suspended',
  reinstate: 'partner.reinstated',
} as const satisfies Record<StaffAction, SuccessCode>;

const shopAction = (action: StaffAction, operationId: string, sample: { reason: string; message: string; status: ApprovalStatus; label: string }) =>
  defineContract({
    operationId,
    method: 'POST',
    path: `/admin/shops/:id/${action}`,
    summary: SHOP_ACTION_SUMMARIES[action],
    tag: 'admin',
    callers: ['admin'],
    staffRoles: ['ops_admin'],
    params: object({ id: string().defined() }),
    body: staffDecisionSchema,
    response: dataResponse(partnerDetailSchema).concat(messageCodeFields([PARTNER_ACTION_CODES[action]])),
    errors: [400, 401, 403, 404, 409],
    samples: [
      {
        name: `${action} Sharma Mobile Store`,
        request: { params: { id: SHOP.id }, body: { reason: sample.reason } },
        response: {
          success: true,
          message: sample.message,
          messageCode: PARTNER_ACTION_CODES[action],
          messageParams: { name: SHOP_DETAIL.name },
          data: {
            ...SHOP_DETAIL,
            approval: {
              status: sample.status,
              label: sample.label,
              reason: sample.reason || null,
              decidedAt: '2026-11-25T10:00:00.000Z',
              decidedBy: 'Anita Rao',
            },
            history: [{ action: `shop.${action}`, at: '2026-11-25T10:00:00.000Z', by: 'Anita Rao', reason: sample.reason || null }],
          },
        },
      },
    ],
  });

export const approveShop = shopAction('approve', 'approveShop', {
  reason: '',
  message: 'Sharma Mobile Store approved.',
  status: 'approved',
  label: 'Approved',
});
export const rejectShop = shopAction('reject', 'rejectShop', {
  reason: 'The address proof belongs to another shop',
  message: 'Sharma Mobile Store rejected.',
  status: 'rejected',
  label: 'Not approved',
});
export const suspendShop = shopAction('suspend', 'suspendShop', {
  reason: 'Customers complained of fees charged at the counter',
  message: 'Sharma Mobile Store suspended.',
  status: 'suspended',
  label: 'Suspended',
});
export const reinstateShop = shopAction('reinstate', 'reinstateShop', {
  reason: '',
  message: 'Sharma Mobile Store reinstated.',
  status: 'approved',
  label: 'Approved',
});
export const SHOP_ACTION_CONTRACTS = { approve: approveShop, reject: rejectShop, suspend: suspendShop, reinstate: reinstateShop } as const;

export const PARTNER_CONTRACTS = [listPartners, getPartner, approveShop, rejectShop, suspendShop, reinstateShop] as const;
