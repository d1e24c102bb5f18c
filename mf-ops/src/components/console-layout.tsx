// The console's frame: a navigation of the queues and tools the signed-in member's staff roles
// admit (read from /ops/me, so a role granted or taken shows at the next load), then the page.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { StaffRole } from '@platform/shared/contracts';
import { useServerData } from '@platform/shared/query';
import { fetchStaffMe } from '../api/ops-api';
import { CONSOLE_PAGE_ROLES } from './console-roles';

/** Each entry and the staff roles whose work it is (the API checks the same on every call). */
export const CONSOLE_NAV: ReadonlyArray<{ to: string; label: string; roles: readonly StaffRole[] | 'any' }> = [
  { to: '/ops', label: 'Dashboard', roles: 'any' },
  { to: '/ops/partners', label: 'Partner approvals', roles: CONSOLE_PAGE_ROLES['/ops/partners'] },
  { to: '/ops/kyc', label: 'KYC review', roles: CONSOLE_PAGE_ROLES['/ops/kyc'] },
  { to: '/ops/ca-requests', label: 'CA requests', roles: CONSOLE_PAGE_ROLES['/ops/ca-requests'] },
  { to: '/ops/shipments', label: 'Logistics', roles: CONSOLE_PAGE_ROLES['/ops/shipments'] },
  { to: '/ops/leads', label: 'Leads', roles: CONSOLE_PAGE_ROLES['/ops/leads'] },
  { to: '/ops/lenders', label: 'Lenders', roles: CONSOLE_PAGE_ROLES['/ops/lenders'] },
  { to: '/ops/content', label: 'Content', roles: CONSOLE_PAGE_ROLES['/ops/content'] },
  { to: '/ops/grievances', label: 'Complaints', roles: CONSOLE_PAGE_ROLES['/ops/grievances'] },
  { to: '/ops/careers', label: 'Job applications', roles: CONSOLE_PAGE_ROLES['/ops/careers'] },
  { to: '/ops/partner-enquiries', label: 'Partner enquiries', roles: CONSOLE_PAGE_ROLES['/ops/partner-enquiries'] },
  { to: '/ops/finance/commissions', label: 'Commission approvals', roles: CONSOLE_PAGE_ROLES['/ops/finance/commissions'] },
  { to: '/ops/finance/payouts', label: 'Payouts', roles: CONSOLE_PAGE_ROLES['/ops/finance/payouts'] },
  { to: '/ops/finance/withdrawals', label: 'Withdrawals', roles: CONSOLE_PAGE_ROLES['/ops/finance/withdrawals'] },
  { to: '/ops/finance/refunds', label: 'Refunds', roles: CONSOLE_PAGE_ROLES['/ops/finance/refunds'] },
  { to: '/ops/finance/reconciliation', label: 'Reconciliation', roles: CONSOLE_PAGE_ROLES['/ops/finance/reconciliation'] },
  { to: '/ops/staff', label: 'Staff', roles: CONSOLE_PAGE_ROLES['/ops/staff'] },
  { to: '/ops/audit', label: 'Audit log', roles: CONSOLE_PAGE_ROLES['/ops/audit'] },
  { to: '/ops/jobs', label: 'Scheduled jobs', roles: CONSOLE_PAGE_ROLES['/ops/jobs'] },
];

export function navFor(staffRoles: readonly StaffRole[]) {
  return CONSOLE_NAV.filter((item) => item.roles === 'any' || item.roles.some((role) => staffRoles.includes(role)));
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const me = useServerData(['ops', 'me'], fetchStaffMe);
  const items = me.state === 'ready' ? navFor(me.data.staffRoles) : CONSOLE_NAV.filter((item) => item.roles === 'any');
  return (
    <div className="ops-console">
      <nav className="ops-console__nav" aria-label="Operations console">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/ops'}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {me.state === 'ready' && <p className="ops-console__who">Signed in as {me.data.name}</p>}
      </nav>
      <div className="ops-console__page">{children}</div>
    </div>
  );
}
