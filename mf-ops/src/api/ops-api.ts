// The console's calls to its own API (contracts: @platform/shared/contracts, ops.ts and ops-console.ts).
import {
  acceptStaffInvitation,
  deactivateStaffAccount,
  exportAuditLog,
  getOpsDashboard,
  getStaffMe,
  inviteStaff,
  listAuditLog,
  listStaffAccounts,
  listStaffInvitations,
  openStaffInvitation,
  reactivateStaffAccount,
  revokeStaffInvitation,
  setStaffRoles,
  staffSignIn,
  type StaffRole,
} from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';
import type { AcceptInvitationInput, StaffInvitationInput, StaffSignInInput } from '@platform/shared/schemas';

export const signInStaff = (body: StaffSignInInput) => callContract(staffSignIn, { body });
export const fetchStaffMe = async () => (await callContract(getStaffMe)).data;
export const fetchDashboard = async () => (await callContract(getOpsDashboard)).data;

export const openInvitation = async (token: string) => (await callContract(openStaffInvitation, { body: { token } })).data;
export const acceptInvitation = (body: AcceptInvitationInput) => callContract(acceptStaffInvitation, { body });

export type AuditQuery = Partial<Record<'actor' | 'action' | 'subjectType' | 'subjectId' | 'from' | 'to' | 'page', string>>;
export const fetchAuditLog = async ({ page, ...filters }: AuditQuery) =>
  (await callContract(listAuditLog, { query: { ...filters, ...(page ? { page: Number(page) } : {}) } })).data;
export const downloadAuditCsv = ({ page: _page, ...filters }: AuditQuery) => downloadContract(exportAuditLog, { query: filters });

export const fetchStaff = async (query: { q?: string; page?: number }) => (await callContract(listStaffAccounts, { query })).data;
export const fetchInvitations = async (page: number) => (await callContract(listStaffInvitations, { query: { page } })).data;
export const sendInvitation = (body: StaffInvitationInput) => callContract(inviteStaff, { body });
export const revokeInvitation = (id: string) => callContract(revokeStaffInvitation, { params: { id } });
export const saveStaffRoles = (id: string, roles: StaffRole[]) => callContract(setStaffRoles, { params: { id }, body: { roles, reason: '' } });
export const deactivateStaff = (id: string, reason: string) => callContract(deactivateStaffAccount, { params: { id }, body: { reason } });
export const reactivateStaff = (id: string) => callContract(reactivateStaffAccount, { params: { id }, body: { reason: '' } });
