// Every console page but sign-in and accepting an invitation sits behind this guard: a signed-in
// staff account (role 'admin'), else the sign-in page, which comes back here afterwards. With
// `roles`, only a member holding one of them sees the page; anyone else is told plainly (the API
// refuses their calls anyway).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { DataState, useServerData } from '@platform/shared/query';
import type { StaffRole } from '@platform/shared/contracts';
import { fetchStaffMe } from '../api/ops-api';
import { useIsStaff } from './staff-session';
import { texts, useStaffRoleName } from './texts';

export interface StaffGuardProps {
  children: ReactNode;
  roles?: readonly StaffRole[];
}

export function StaffGuard({ children, roles }: StaffGuardProps) {
  const staff = useIsStaff();
  const location = useLocation();
  if (!staff) {
    const redirectTo = `${location.pathname}${location.search}`;
    return <Navigate to={`/ops/login?redirectTo=${encodeURIComponent(redirectTo)}`} replace />;
  }
  return roles ? <RoleCheck roles={roles}>{children}</RoleCheck> : <>{children}</>;
}

function RoleCheck({ roles, children }: Required<StaffGuardProps>) {
  const me = useServerData(['ops', 'me'], fetchStaffMe);
  const { t } = texts.useTexts();
  const roleName = useStaffRoleName();
  return (
    <DataState result={me}>
      {(member) =>
        roles.some((role) => member.staffRoles.includes(role)) ? (
          <>{children}</>
        ) : (
          <section className="ops-not-allowed" role="alert">
            <h1>{t('guard.title')}</h1>
            <p>{t('guard.body', { roles: roles.map(roleName).join(t('guard.or')) })}</p>
          </section>
        )
      }
    </DataState>
  );
}
