// mf-ops's route table: the operations console, where the company's staff work their queues
// (docs/decisions/037). Every page is `public` to the shell (routes.json), so adding this area
// needs no other app rebuilt; the console checks the staff session itself (StaffGuard), and the API
// checks the staff role on every call. Each page admits the staff roles of the contract it reads,
// so the page and its API cannot disagree.
import type { ComponentType } from 'react';
import type { AreaRouteModule } from '@platform/shared';
import type { StaffRole } from '@platform/shared/contracts';
import { ConsoleLayout } from '../components/console-layout';
import { CONSOLE_PAGE_ROLES } from '../components/console-roles';
import { StaffGuard } from '../components/staff-guard';

/** A console page: signed-in staff of `roles` (any staff member without), in the console's frame. */
function consolePage(roles: readonly StaffRole[] | undefined, load: () => Promise<ComponentType>): AreaRouteModule['routes'][number]['lazy'] {
  return async () => {
    const Content = await load();
    return {
      Component: () => (
        <StaffGuard roles={roles ? [...roles] : undefined}>
          <ConsoleLayout>
            <Content />
          </ConsoleLayout>
        </StaffGuard>
      ),
    };
  };
}

const roles = CONSOLE_PAGE_ROLES;

export const routes: AreaRouteModule['routes'] = [
  { path: '/ops/login', lazy: async () => ({ Component: (await import('../features/staff-login/staff-login-page')).StaffLoginPage }) },
  { path: '/ops/accept-invite', lazy: async () => ({ Component: (await import('../features/accept-invite/accept-invite-page')).AcceptInvitePage }) },
  { path: '/ops', lazy: consolePage(undefined, async () => (await import('../features/dashboard/dashboard-page')).DashboardPage) },
  {
    path: '/ops/partners',
    lazy: consolePage(roles['/ops/partners'], async () => (await import('../features/partner-approvals/partner-approvals-list-page')).PartnerApprovalsListPage),
  },
  {
    path: '/ops/partners/:id',
    lazy: consolePage(
      roles['/ops/partners'],
      async () => (await import('../features/partner-approvals/partner-approvals-detail-page')).PartnerApprovalsDetailPage,
    ),
  },
  { path: '/ops/kyc', lazy: consolePage(roles['/ops/kyc'], async () => (await import('../features/kyc-review/kyc-review-list-page')).KycReviewListPage) },
  {
    path: '/ops/kyc/:shopId',
    lazy: consolePage(roles['/ops/kyc'], async () => (await import('../features/kyc-review/kyc-review-detail-page')).KycReviewDetailPage),
  },
  {
    path: '/ops/ca-requests',
    lazy: consolePage(roles['/ops/ca-requests'], async () => (await import('../features/ca-fulfilment/ca-requests-page')).CaRequestsPage),
  },
  {
    path: '/ops/ca-requests/:requestId',
    lazy: consolePage(roles['/ops/ca-requests'], async () => (await import('../features/ca-fulfilment/ca-request-page')).CaRequestPage),
  },
  { path: '/ops/shipments', lazy: consolePage(roles['/ops/shipments'], async () => (await import('../features/logistics-desk/shipments-page')).ShipmentsPage) },
  {
    path: '/ops/shipments/:id',
    lazy: consolePage(roles['/ops/shipments'], async () => (await import('../features/logistics-desk/shipment-page')).ShipmentPage),
  },
  { path: '/ops/leads', lazy: consolePage(roles['/ops/leads'], async () => (await import('../features/leads-oversight/leads-page')).LeadsPage) },
  { path: '/ops/leads/:id', lazy: consolePage(roles['/ops/leads'], async () => (await import('../features/leads-oversight/lead-page')).LeadPage) },
  { path: '/ops/lenders', lazy: consolePage(roles['/ops/lenders'], async () => (await import('../features/lenders/lenders-page')).LendersPage) },
  { path: '/ops/lenders/:id', lazy: consolePage(roles['/ops/lenders'], async () => (await import('../features/lenders/lender-page')).LenderPage) },
  {
    path: '/ops/grievances',
    lazy: consolePage(roles['/ops/grievances'], async () => (await import('../features/grievances/grievances-page')).GrievancesPage),
  },
  {
    path: '/ops/grievances/:id',
    lazy: consolePage(roles['/ops/grievances'], async () => (await import('../features/grievances/grievance-page')).GrievancePage),
  },
  { path: '/ops/careers', lazy: consolePage(roles['/ops/careers'], async () => (await import('../features/careers/applications-page')).ApplicationsPage) },
  {
    path: '/ops/careers/:applicationId',
    lazy: consolePage(roles['/ops/careers'], async () => (await import('../features/careers/application-page')).ApplicationPage),
  },
  {
    path: '/ops/partner-enquiries',
    lazy: consolePage(roles['/ops/partner-enquiries'], async () => (await import('../features/partner-enquiries/partner-enquiries-page')).PartnerEnquiriesPage),
  },
  {
    path: '/ops/partner-enquiries/:id',
    lazy: consolePage(roles['/ops/partner-enquiries'], async () => (await import('../features/partner-enquiries/partner-enquiry-page')).PartnerEnquiryPage),
  },
  {
    path: '/ops/finance/commissions',
    lazy: consolePage(
      roles['/ops/finance/commissions'],
      async () => (await import('../features/finance-desk/commission-approvals-page')).CommissionApprovalsPage,
    ),
  },
  {
    path: '/ops/finance/payouts',
    lazy: consolePage(roles['/ops/finance/payouts'], async () => (await import('../features/finance-desk/payout-batches-page')).PayoutBatchesPage),
  },
  {
    path: '/ops/finance/withdrawals',
    lazy: consolePage(roles['/ops/finance/withdrawals'], async () => (await import('../features/finance-desk/withdrawals-page')).WithdrawalsPage),
  },
  {
    path: '/ops/finance/refunds',
    lazy: consolePage(roles['/ops/finance/refunds'], async () => (await import('../features/finance-desk/refunds-page')).RefundsPage),
  },
  {
    path: '/ops/finance/reconciliation',
    lazy: consolePage(roles['/ops/finance/reconciliation'], async () => (await import('../features/finance-desk/reconciliation-page')).ReconciliationPage),
  },
  { path: '/ops/staff', lazy: consolePage(roles['/ops/staff'], async () => (await import('../features/staff/staff-page')).StaffPage) },
  {
    path: '/ops/content',
    lazy: consolePage(roles['/ops/content'], async () => (await import('../features/content-desk/content-list-page')).ContentListPage),
  },
  {
    path: '/ops/content/new',
    lazy: consolePage(roles['/ops/content'], async () => (await import('../features/content-desk/content-new-page')).ContentNewPage),
  },
  {
    path: '/ops/content/:id',
    lazy: consolePage(roles['/ops/content'], async () => (await import('../features/content-desk/content-item-page')).ContentItemPage),
  },
  { path: '/ops/audit', lazy: consolePage(roles['/ops/audit'], async () => (await import('../features/audit-log/audit-log-page')).AuditLogPage) },
  { path: '/ops/jobs', lazy: consolePage(roles['/ops/jobs'], async () => (await import('../features/scheduled-jobs/scheduled-jobs-page')).ScheduledJobsPage) },
];
