// Handlers: api/src/ops/identity.ts, api/src/ops/staff-accounts.ts. The operations console's staff
// identity (issue 30): nobody signs up; an operations admin invites by email, the invitee sets a
// password and enrols an authenticator, and every staff sign-in needs both. Staff management
// (roles, deactivation) is the operations admin's. The audit log and the dashboard are
// ops-console.ts. The request schemas are the forms' own (schemas/ops.ts).
import { array, boolean, mixed, number, object, string } from 'yup';
import {
  acceptInvitationSchema,
  invitationTokenSchema,
  staffAccountActionSchema,
  staffInvitationSchema,
  staffRolesChangeSchema,
  staffSignInSchema,
} from '../schemas/ops';
import { signInAnswerSchema } from './auth';
import { defineContract, STAFF_ROLES, type StaffRole } from './contract';
import { dataResponse, isoDateTime, successResponse, uuid } from './envelope';
import { OPS_MAX_PAGE_SIZE } from './ops-paging';

/** A whole number from 1 to `max` from a query string (a larger one is `max`); anything else is none. */
export const pageNumber = (max: number) =>
  number()
    .integer()
    .min(1)
    .max(max)
    .optional()
    .transform((_value: unknown, original: unknown) => {
      const n = Number(original);
      return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : undefined;
    });

/** Paging of every console list: the server pages, the page asks for one page at a time. */
export const pagingQuery = { page: pageNumber(100_000), pageSize: pageNumber(OPS_MAX_PAGE_SIZE) };
export const pageFields = {
  page: number().integer().defined(),
  pageSize: number().integer().defined(),
  total: number().integer().defined(),
  pages: number().integer().defined(),
};

export const staffRoleListSchema = array(
  mixed<StaffRole>()
    .oneOf([...STAFF_ROLES])
    .defined(),
).defined();

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl';
const ADMIN = {
  id: '5b0c7e3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d',
  role: 'admin' as const,
  username: 'Anita Rao',
  email: 'ops.admin@example.com',
  mobile: '9876500008',
};
/** The demo admin's published authenticator secret (api/src/ops/demo-staff.ts). */
const DEMO_SECRET = 'LOANSETUOPSADMINDEMOSECRETKEY234';

export const staffSignIn = defineContract({
  operationId: 'staffSignIn',
  method: 'POST',
  path: '/ops/login',
  summary: 'Staff sign-in to the operations console: email, password and the authenticator code, all three',
  description:
    'A wrong email, password or code all answer the same 401, so the answer never tells which factor was wrong. Failures count against the email from that address (lock-out) and the address (rate limit), as for shops.',
  tag: 'ops',
  callers: ['anyone'],
  body: staffSignInSchema,
  response: successResponse(signInAnswerSchema),
  errors: [400, 401, 403, 429],
  samples: [
    {
      name: 'The demo operations admin (the code from /dev/staff-totp)',
      request: { body: { email: 'ops.admin@example.com', password: 'Admin@2026', code: '123456' } },
      response: { success: true, message: 'Signed in', accessToken: TOKEN, token: TOKEN, role: 'admin', user: ADMIN },
    },
  ],
});

export const staffMeSchema = object({
  id: uuid(),
  name: string().defined(),
  email: string().defined(),
  staffRoles: staffRoleListSchema,
});

export const getStaffMe = defineContract({
  operationId: 'getStaffMe',
  method: 'GET',
  path: '/ops/me',
  summary: 'The signed-in staff member and the staff roles they hold now (the console shows only what these admit)',
  tag: 'ops',
  callers: ['admin'],
  response: dataResponse(staffMeSchema),
  errors: [401, 403],
  samples: [
    {
      name: 'The demo admin',
      response: { success: true, message: 'Staff member', data: { id: ADMIN.id, name: 'Anita Rao', email: ADMIN.email, staffRoles: ['ops_admin'] } },
    },
  ],
});

export const invitationSchema = object({
  id: uuid(),
  name: string().defined(),
  email: string().defined(),
  mobile: string().defined(),
  roles: staffRoleListSchema,
  invitedBy: string().nullable().defined(),
  createdAt: isoDateTime(),
  expiresAt: isoDateTime(),
  expired: boolean().defined(),
});

const INVITATION = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Farah Khan',
  email: 'farah.khan@example.com',
  mobile: '9876512000',
  roles: ['kyc_reviewer' as const],
  invitedBy: 'Anita Rao',
  createdAt: '2026-11-25T09:00:00.000Z',
  expiresAt: '2026-12-02T09:00:00.000Z',
  expired: false,
};

export const inviteStaff = defineContract({
  operationId: 'inviteStaff',
  method: 'POST',
  path: '/ops/invitations',
  summary: 'Invite a staff member by email with their staff roles: the email holds a one-time link that expires',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  body: staffInvitationSchema,
  response: dataResponse(invitationSchema),
  status: 201,
  errors: [400, 401, 403, 409],
  samples: [
    {
      name: 'A KYC reviewer',
      request: { body: { name: 'Farah Khan', email: 'farah.khan@example.com', mobile: '9876512000', roles: ['kyc_reviewer'] } },
      response: { success: true, message: 'Invitation sent to farah.khan@example.com', data: INVITATION },
    },
  ],
});

export const listStaffInvitations = defineContract({
  operationId: 'listStaffInvitations',
  method: 'GET',
  path: '/ops/invitations',
  summary: 'Invitations not yet accepted or revoked (expired ones say so), newest first, a page at a time',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  query: object(pagingQuery),
  response: dataResponse(object({ items: array(invitationSchema.defined()).defined(), ...pageFields })),
  errors: [401, 403],
  samples: [
    {
      name: 'One waiting',
      request: { query: { page: '1' } },
      response: { success: true, message: 'Invitations', data: { items: [INVITATION], page: 1, pageSize: 25, total: 1, pages: 1 } },
    },
  ],
});

const idParams = object({ id: string().defined() });

export const revokeStaffInvitation = defineContract({
  operationId: 'revokeStaffInvitation',
  method: 'POST',
  path: '/ops/invitations/:id/revoke',
  summary: 'Revoke an invitation: its link stops working (409 if it was accepted or revoked meanwhile)',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  params: idParams,
  response: successResponse(object({})),
  errors: [401, 403, 404, 409],
  samples: [{ name: 'Revoked', request: { params: { id: INVITATION.id } }, response: { success: true, message: 'Invitation revoked' } }],
});

export const openStaffInvitation = defineContract({
  operationId: 'openStaffInvitation',
  method: 'POST',
  path: '/ops/invitations/open',
  summary: 'What an invitation link opens: who is invited, with which roles, and the authenticator secret to enrol',
  description: 'The token travels in the body, not the URL, so it stays out of access logs. An unknown, used, revoked or expired link answers 410.',
  tag: 'ops',
  callers: ['anyone'],
  body: object({ token: invitationTokenSchema }),
  response: dataResponse(
    object({
      name: string().defined(),
      email: string().defined(),
      roles: staffRoleListSchema,
      expiresAt: isoDateTime(),
      authenticator: object({ secret: string().defined(), otpauthUri: string().defined() }).defined(),
    }),
  ),
  errors: [400, 410, 429],
  samples: [
    {
      name: 'A fresh link',
      request: { body: { token: 'Zq3v9mJ2kQ8xW1rT5yU7iO0pA4sD6fG8hJ2kL4zX6cV' } },
      response: {
        success: true,
        message: 'Invitation',
        data: {
          name: 'Farah Khan',
          email: 'farah.khan@example.com',
          roles: ['kyc_reviewer'],
          expiresAt: INVITATION.expiresAt,
          authenticator: {
            secret: DEMO_SECRET,
            otpauthUri: `otpauth://totp/LoanSetu%20Operations:farah.khan%40example.com?secret=${DEMO_SECRET}&issuer=LoanSetu%20Operations`,
          },
        },
      },
    },
  ],
});

export const acceptStaffInvitation = defineContract({
  operationId: 'acceptStaffInvitation',
  method: 'POST',
  path: '/ops/invitations/accept',
  summary: 'Accept an invitation: set a password and complete the authenticator enrolment with a current code; signs in',
  tag: 'ops',
  callers: ['anyone'],
  body: acceptInvitationSchema,
  response: successResponse(signInAnswerSchema),
  status: 201,
  errors: [400, 409, 410, 429],
  samples: [
    {
      name: 'Accepted',
      request: { body: { token: 'Zq3v9mJ2kQ8xW1rT5yU7iO0pA4sD6fG8hJ2kL4zX6cV', password: 'Staff@2026', confirmPassword: 'Staff@2026', code: '123456' } },
      response: {
        success: true,
        message: 'Welcome to the operations console',
        accessToken: TOKEN,
        token: TOKEN,
        role: 'admin',
        user: { id: INVITATION.id, role: 'admin', username: 'Farah Khan', email: INVITATION.email, mobile: INVITATION.mobile },
      },
    },
  ],
});

export const staffAccountSchema = object({
  id: uuid(),
  name: string().defined(),
  email: string().defined(),
  mobile: string().defined(),
  roles: staffRoleListSchema,
  active: boolean().defined(),
  deactivatedAt: isoDateTime().nullable(),
  deactivationReason: string().nullable().defined(),
  joinedAt: isoDateTime(),
});

const MEMBER = {
  id: ADMIN.id,
  name: 'Anita Rao',
  email: ADMIN.email,
  mobile: ADMIN.mobile,
  roles: ['ops_admin' as const],
  active: true,
  deactivatedAt: null,
  deactivationReason: null,
  joinedAt: '2026-11-01T09:00:00.000Z',
};

export const listStaffAccounts = defineContract({
  operationId: 'listStaffAccounts',
  method: 'GET',
  path: '/ops/staff',
  summary: 'Company staff with their staff roles, by name, a page at a time; `q` finds a name or email, `role` one role',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  query: object({
    ...pagingQuery,
    q: string()
      .optional()
      .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim().slice(0, 100) : undefined)),
    role: string()
      .optional()
      .transform((_value: unknown, original: unknown) => (STAFF_ROLES.includes(original as StaffRole) ? (original as string) : undefined)),
  }),
  response: dataResponse(object({ items: array(staffAccountSchema.defined()).defined(), ...pageFields })),
  errors: [401, 403],
  samples: [
    {
      name: 'The operations admins',
      request: { query: { role: 'ops_admin' } },
      response: { success: true, message: 'Staff', data: { items: [MEMBER], page: 1, pageSize: 25, total: 1, pages: 1 } },
    },
  ],
});

export const setStaffRoles = defineContract({
  operationId: 'setStaffRoles',
  method: 'PUT',
  path: '/ops/staff/:id/roles',
  summary: 'Set the staff roles a member holds (grant and revoke); the last active operations admin keeps the role (409)',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  params: idParams,
  body: staffRolesChangeSchema,
  response: dataResponse(staffAccountSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Also finance',
      request: { params: { id: MEMBER.id }, body: { roles: ['ops_admin', 'finance'], reason: 'Covers month-end' } },
      response: { success: true, message: 'Staff roles saved', data: { ...MEMBER, roles: ['ops_admin', 'finance'] } },
    },
  ],
});

export const deactivateStaffAccount = defineContract({
  operationId: 'deactivateStaffAccount',
  method: 'POST',
  path: '/ops/staff/:id/deactivate',
  summary: 'Deactivate a staff account (reason required): its sessions end and it cannot sign in; never the last active operations admin',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  params: idParams,
  body: staffAccountActionSchema,
  response: dataResponse(staffAccountSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Left the company',
      request: { params: { id: MEMBER.id }, body: { reason: 'Left the company' } },
      response: {
        success: true,
        message: 'Staff account deactivated',
        data: { ...MEMBER, active: false, deactivatedAt: '2026-11-25T10:00:00.000Z', deactivationReason: 'Left the company' },
      },
    },
  ],
});

export const reactivateStaffAccount = defineContract({
  operationId: 'reactivateStaffAccount',
  method: 'POST',
  path: '/ops/staff/:id/reactivate',
  summary: 'Reactivate a deactivated staff account: it may sign in again with its password and authenticator',
  tag: 'ops',
  callers: ['admin'],
  staffRoles: ['ops_admin'],
  params: idParams,
  body: staffAccountActionSchema,
  response: dataResponse(staffAccountSchema),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Back',
      request: { params: { id: MEMBER.id }, body: { reason: 'Rejoined' } },
      response: { success: true, message: 'Staff account reactivated', data: MEMBER },
    },
  ],
});

export const OPS_IDENTITY_CONTRACTS = [
  staffSignIn,
  getStaffMe,
  inviteStaff,
  listStaffInvitations,
  revokeStaffInvitation,
  openStaffInvitation,
  acceptStaffInvitation,
  listStaffAccounts,
  setStaffRoles,
  deactivateStaffAccount,
  reactivateStaffAccount,
] as const;
