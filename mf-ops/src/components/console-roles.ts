// Which staff roles each console page admits: those of the contract the page lists from, so the
// navigation, the page's guard and the API say the same (the API is the one that enforces).
import {
  caRequestQueue,
  listAuditLog,
  listContentItems,
  listDeskShipments,
  listGrievances,
  listJobApplications,
  listKycReviews,
  listLenders,
  listFinanceCommissions,
  listFinanceRefunds,
  listFinanceWithdrawals,
  latestReconciliation,
  listPayoutBatches,
  listOversightLeads,
  listPartnerEnquiries,
  listPartners,
  listScheduledJobs,
  listStaffAccounts,
  type StaffRole,
} from '@platform/shared/contracts';

const rolesOf = (contract: { staffRoles?: readonly StaffRole[] }): readonly StaffRole[] => contract.staffRoles ?? [];

export const CONSOLE_PAGE_ROLES = {
  '/ops/partners': rolesOf(listPartners),
  '/ops/kyc': rolesOf(listKycReviews),
  '/ops/ca-requests': rolesOf(caRequestQueue),
  '/ops/shipments': rolesOf(listDeskShipments),
  '/ops/leads': rolesOf(listOversightLeads),
  '/ops/lenders': rolesOf(listLenders),
  '/ops/grievances': rolesOf(listGrievances),
  '/ops/careers': rolesOf(listJobApplications),
  '/ops/partner-enquiries': rolesOf(listPartnerEnquiries),
  '/ops/staff': rolesOf(listStaffAccounts),
  '/ops/audit': rolesOf(listAuditLog),
  '/ops/content': rolesOf(listContentItems),
  '/ops/jobs': rolesOf(listScheduledJobs),
  '/ops/finance/commissions': rolesOf(listFinanceCommissions),
  '/ops/finance/payouts': rolesOf(listPayoutBatches),
  '/ops/finance/withdrawals': rolesOf(listFinanceWithdrawals),
  '/ops/finance/refunds': rolesOf(listFinanceRefunds),
  '/ops/finance/reconciliation': rolesOf(latestReconciliation),
} as const;
