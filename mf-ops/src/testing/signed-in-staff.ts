// Component tests render the console's route table as the browser does, behind StaffGuard and
// ConsoleLayout: a staff session (an access token of role 'admin') and `GET /ops/me` answering the
// member's staff roles. The page's own API answers stay the test's.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { session } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import type { StaffRole } from '@platform/shared/contracts';

/** An access token the browser can read the role and expiry of (the API checks the signature). */
export const staffTokenOf = (role: string, expiresIn = 3600) => `h.${btoa(JSON.stringify({ role, exp: Math.floor(Date.now() / 1000) + expiresIn }))}.s`;

/** Signs a member of staff holding `staffRoles` in, answering `/ops/me` before the test's own adapter. */
export function signInStaff(staffRoles: readonly StaffRole[] = ['ops_admin']): void {
  session.setToken('accessToken', staffTokenOf('admin'));
  const pages = apiClient.defaults.adapter as AxiosAdapter;
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if (config.url === '/ops/me' && (config.method ?? 'get').toLowerCase() === 'get') {
      const data = { success: true, message: 'Staff member', data: { id: 'staff-1', name: 'Anita Rao', email: 'ops.admin@example.com', staffRoles } };
      return { data, status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, config, request: {} };
    }
    return pages(config);
  };
}
