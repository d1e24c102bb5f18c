// The operations admin's endpoints for the staff side: who waits for approval, the four approval
// actions, and the bank decisions a telecaller recorded that no banker has confirmed. Handlers:
// api/src/staff/routes.ts.
import { array, boolean, mixed, object, string } from 'yup';
import { APPROVAL_STATUSES, bankConfirmationSchema, staffDecisionSchema, type ApprovalStatus, type StaffAction } from '../schemas';
import { VALIDATION_TEXTS } from '../schemas/validation-texts';
import { approvalSchema } from './banker';
import { defineContract } from './contract';
import { dataResponse, isoDateTime, messageCodeFields, strings, uuid } from './envelope';
import { bankDecisionListSchema, leadSummarySchema, SAMPLE_LEAD, SAMPLE_REPORTED_DISBURSAL } from './leads';
import { PARTNER_ACTION_CODES } from './partners';

const idParams = object({ id: string().defined() });

export const staffMemberSchema = object({
  id: uuid(),
  role: mixed<'banker' | 'telecaller'>().oneOf(['banker', 'telecaller']).defined(),
  name: string().defined(),
  email: string().nullable().defined(),
  mobile: string().defined(),
  mobileVerified: boolean().defined(),
  approval: approvalSchema.concat(object({ decidedBy: string().nullable().defined() })).defined(),
  bank: object({
    bankName: string().defined(),
    branch: string().defined(),
    ifsc: string().defined(),
    designation: string().defined(),
    products: strings(),
    pincodes: strings(),
  })
    .nullable()
    .defined(),
  registeredAt: isoDateTime(),
});

const WAITING = {
  id: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  role: 'banker' as const,
  name: 'Kiran Bhat',
  email: 'kiran.bhat@example.com',
  mobile: '9876512345',
  mobileVerified: true,
  approval: { status: 'pending' as const, label: 'Waiting for approval', reason: null, decidedAt: null, decidedBy: null },
  bank: { bankName: 'Canara Bank', branch: 'Shivajinagar', ifsc: 'CNRB0000123', designation: 'Branch Manager', products: ['Home loan'], pincodes: ['411005'] },
  registeredAt: '2026-11-25T09:00:00.000Z',
};

export const listStaff = defineContract({
  operationId: 'listStaff',
  method: 'GET',
  path: '/admin/staff',
  summary: 'Partner bankers and telecallers with their approval status, those waiting first (oldest first), then the rest',
  tag: 'admin',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  query: object({
    status: string()
      .oneOf(['', ...APPROVAL_STATUSES], VALIDATION_TEXTS.common.approvalStatus)
      .default(''),
    role: string().oneOf(['', 'banker', 'telecaller'], VALIDATION_TEXTS.partnerApprovals.staffRoleFilter).default(''),
  }),
  response: dataResponse(
    object({
      items: array(staffMemberSchema.defined()).defined(),
      counts: mixed<Record<ApprovalStatus, number>>().test('counts', 'a whole number for every approval status', (value) =>
        APPROVAL_STATUSES.every((status) => Number.isInteger((value as Record<string, unknown> | undefined)?.[status])),
      ),
    }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'Who waits',
      request: { query: { status: 'pending' } },
      response: {
        success: true,
        message: 'Staff fetched successfully',
        data: { items: [WAITING], counts: { pending: 1, approved: 5, rejected: 0, suspended: 0 } },
      },
    },
  ],
});

const ACTION_SUMMARIES: Record<StaffAction, string> = {
  approve: 'Approve a partner banker or telecaller (a banker joins the lead rotation at the back)',
  reject: 'Reject a registration that waits for approval, with the reason the person is told',
  suspend: 'Suspend an approved account with a reason: its sessions end, it cannot sign in, its open leads go to others',
  reinstate: 'Reinstate a suspended account (a banker rejoins the rotation at the back)',
};

const staffAction = (action: StaffAction, operationId: string, sample: { reason: string; message: string; status: ApprovalStatus }) =>
  defineContract({
    operationId,
    method: 'POST',
    path: `/admin/staff/:id/${action}`,
    summary: ACTION_SUMMARIES[action],
    tag: 'admin',
    callers: ['admin'],
    staffRoles: ['ops_admin'],
    params: idParams,
    body: staffDecisionSchema,
    // A suspension also says how many open leads went to others, when it moved any.
    response: dataResponse(staffMemberSchema).concat(
      messageCodeFields(action === 'suspend' ? [PARTNER_ACTION_CODES[action], 'partner.suspended-leads-handed'] : [PARTNER_ACTION_CODES[action]]),
    ),
    errors: [400, 401, 403, 404, 409],
    samples: [
      {
        name: `${action} Kiran Bhat`,
        request: { params: { id: WAITING.id }, body: { reason: sample.reason } },
        response: {
          success: true,
          message: sample.message,
          messageCode: PARTNER_ACTION_CODES[action],
          messageParams: { name: 'Kiran Bhat' },
          data: {
            ...WAITING,
            approval: {
              status: sample.status,
              label: sample.status === 'approved' ? 'Approved' : sample.status === 'rejected' ? 'Not approved' : 'Suspended',
              reason: sample.reason || null,
              decidedAt: '2026-11-25T10:00:00.000Z',
              decidedBy: 'Anita Rao',
            },
          },
        },
      },
    ],
  });

export const approveStaff = staffAction('approve', 'approveStaff', { reason: '', message: 'Kiran Bhat approved.', status: 'approved' });
export const rejectStaff = staffAction('reject', 'rejectStaff', {
  reason: 'Not an employee of the bank named',
  message: 'Kiran Bhat rejected.',
  status: 'rejected',
});
export const suspendStaff = staffAction('suspend', 'suspendStaff', { reason: 'Left the bank', message: 'Kiran Bhat suspended.', status: 'suspended' });
export const reinstateStaff = staffAction('reinstate', 'reinstateStaff', { reason: '', message: 'Kiran Bhat reinstated.', status: 'approved' });
export const STAFF_ACTION_CONTRACTS = { approve: approveStaff, reject: rejectStaff, suspend: suspendStaff, reinstate: reinstateStaff } as const;

const leadWithDecisions = leadSummarySchema.concat(object({ decisions: bankDecisionListSchema }));

const TOLD_LEAD = { ...SAMPLE_LEAD, status: 'disbursed' as const, statusLabel: 'Disbursed', updatedAt: '2026-11-25T09:00:00.000Z' };
const TOLD_DISBURSAL = SAMPLE_REPORTED_DISBURSAL;

export const listUnconfirmedDecisions = defineContract({
  operationId: 'listUnconfirmedBankDecisions',
  method: 'GET',
  path: '/admin/bank-decisions',
  summary: 'Sanctions and disbursals a telecaller recorded that no banker has confirmed yet, oldest first',
  tag: 'admin',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  response: dataResponse(object({ items: array(leadWithDecisions.concat(object({ bankerId: uuid().nullable() })).defined()).defined() })),
  errors: [401, 403],
  samples: [
    {
      name: 'A reported disbursal',
      response: {
        success: true,
        message: 'Unconfirmed bank decisions fetched successfully',
        data: { items: [{ ...TOLD_LEAD, bankerId: null, decisions: [TOLD_DISBURSAL] }] },
      },
    },
  ],
});

export const adminConfirmBankDecision = defineContract({
  operationId: 'adminConfirmBankDecision',
  method: 'POST',
  path: '/admin/leads/:id/confirm',
  summary: 'Confirm a sanction or disbursal a telecaller recorded, with the facts as the bank gave them (for a lead no banker can confirm)',
  tag: 'admin',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  params: idParams,
  body: bankConfirmationSchema,
  response: dataResponse(leadWithDecisions),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'A disbursal confirmed by an admin',
      request: {
        params: { id: TOLD_LEAD.id },
        body: { decision: 'disbursed', disbursedAmount: 3500000, disbursedOn: '2026-11-25', lenderReference: 'HDFC/PNQ/HL/0042' },
      },
      response: {
        success: true,
        message: 'Disbursal confirmed',
        data: {
          ...TOLD_LEAD,
          decisions: [{ ...TOLD_DISBURSAL, confirmed: true, confirmedBy: { role: 'admin', name: 'Anita Rao' }, confirmedAt: '2026-11-25T10:00:00.000Z' }],
        },
      },
    },
  ],
});

export const ADMIN_CONTRACTS = [
  listStaff,
  approveStaff,
  rejectStaff,
  suspendStaff,
  reinstateStaff,
  listUnconfirmedDecisions,
  adminConfirmBankDecision,
] as const;
