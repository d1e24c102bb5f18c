// The console's frame: a navigation of the queues and tools the signed-in member's staff roles
// admit (read from /ops/me, so a role granted or taken shows at the next load), then the page.
// No language switch of its own: the shell draws the site header (SiteFrame, with its
// LanguageSwitch) around every area's page, the console's too, and a second one would be two
// controls for one setting.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { StaffRole } from '@platform/shared/contracts';
import { useServerData } from '@platform/shared/query';
import { fetchStaffMe } from '../api/ops-api';
import { CONSOLE_PAGE_ROLES } from './console-roles';
import { texts } from './texts';

type NavKey = Exclude<keyof typeof texts.en.nav, 'label'>;

/** Each entry (its words in texts.ts) and the staff roles whose work it is (the API checks the same on every call). */
export const CONSOLE_NAV: ReadonlyArray<{ to: string; key: NavKey; roles: readonly StaffRole[] | 'any' }> = [
  { to: '/ops', key: 'dashboard', roles: 'any' },
  { to: '/ops/partners', key: 'partners', roles: CONSOLE_PAGE_ROLES['/ops/partners'] },
  { to: '/ops/kyc', key: 'kyc', roles: CONSOLE_PAGE_ROLES['/ops/kyc'] },
  { to: '/ops/ca-requests', key: 'caRequests', roles: CONSOLE_PAGE_ROLES['/ops/ca-requests'] },
  { to: '/ops/shipments', key: 'logistics', roles: CONSOLE_PAGE_ROLES['/ops/shipments'] },
  { to: '/ops/leads', key: 'leads', roles: CONSOLE_PAGE_ROLES['/ops/leads'] },
  { to: '/ops/lenders', key: 'lenders', roles: CONSOLE_PAGE_ROLES['/ops/lenders'] },
  { to: '/ops/content', key: 'content', roles: CONSOLE_PAGE_ROLES['/ops/content'] },
  { to: '/ops/grievances', key: 'grievances', roles: CONSOLE_PAGE_ROLES['/ops/grievances'] },
  { to: '/ops/careers', key: 'careers', roles: CONSOLE_PAGE_ROLES['/ops/careers'] },
  { to: '/ops/partner-enquiries', key: 'partnerEnquiries', roles: CONSOLE_PAGE_ROLES['/ops/partner-enquiries'] },
  { to: '/ops/finance/commissions', key: 'commissions', roles: CONSOLE_PAGE_ROLES['/ops/finance/commissions'] },
  { to: '/ops/finance/payouts', key: 'payouts', roles: CONSOLE_PAGE_ROLES['/ops/finance/payouts'] },
  { to: '/ops/finance/withdrawals', key: 'withdrawals', roles: CONSOLE_PAGE_ROLES['/ops/finance/withdrawals'] },
  { to: '/ops/finance/refunds', key: 'refunds', roles: CONSOLE_PAGE_ROLES['/ops/finance/refunds'] },
  { to: '/ops/finance/reconciliation', key: 'reconciliation', roles: CONSOLE_PAGE_ROLES['/ops/finance/reconciliation'] },
  { to: '/ops/staff', key: 'staff', roles: CONSOLE_PAGE_ROLES['/ops/staff'] },
  { to: '/ops/audit', key: 'audit', roles: CONSOLE_PAGE_ROLES['/ops/audit'] },
  { to: '/ops/jobs', key: 'jobs', roles: CONSOLE_PAGE_ROLES['/ops/jobs'] },
];

export function navFor(staffRoles: readonly StaffRole[]) {
  return CONSOLE_NAV.filter((item) => item.roles === 'any' || item.roles.some((role) => staffRoles.includes(role)));
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const me = useServerData(['ops', 'me'], fetchStaffMe);
  const { t } = texts.useTexts();
  const items = me.state === 'ready' ? navFor(me.data.staffRoles) : CONSOLE_NAV.filter((item) => item.roles === 'any');
  return (
    <div className="ops-console">
      <nav className="ops-console__nav" aria-label={t('nav.label')}>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/ops'}>
                {t(`nav.${item.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        {me.state === 'ready' && <p className="ops-console__who">{t('signedInAs', { name: me.data.name })}</p>}
      </nav>
      <div className="ops-console__page">{children}</div>
    </div>
  );
}
