// The console's frame: the staff guard (sign-in first, then the roles), the navigation by role,
// and the sign-in page (email, password and authenticator code in one step).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import type { StaffRole } from '@platform/shared/contracts';
import { ConsoleLayout } from '../components/console-layout';
import { StaffGuard } from '../components/staff-guard';
import { routes } from './routes';
import { staffTokenOf as tokenOf } from '../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  session.clear();
});

const LAZY = { timeout: 10_000 };

function serve(staffRoles: StaffRole[], posted: unknown[] = [], signIn: { status: number; body: unknown } = { status: 200, body: {} }) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const answer = (data: unknown, status = 200) => {
      if (status >= 400) throw Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response: { data, status, headers: {}, config }, config });
      return { data, status, statusText: 'OK', headers: {}, config };
    };
    if (url === '/ops/login') {
      posted.push(JSON.parse(String(config.data)));
      return answer(signIn.body, signIn.status);
    }
    if (url === '/ops/invitations/open') {
      return answer({
        success: true,
        message: 'Invitation',
        data: {
          name: 'Farah Khan',
          email: 'farah.khan@example.com',
          roles: ['kyc_reviewer'],
          expiresAt: '2026-01-22T10:00:00.000Z',
          authenticator: { secret: 'LOANSETUKYCREVIEWERDEMOSECRET234', otpauthUri: 'otpauth://totp/x?secret=LOANSETUKYCREVIEWERDEMOSECRET234' },
        },
      });
    }
    if (url === '/ops/audit') {
      posted.push({ audit: config.params });
      const page = Number((config.params as { page?: number }).page ?? 1);
      const entry = (n: number) => ({
        id: `e${n}`,
        at: '2026-01-15T10:00:00.000Z',
        actor: { id: 'u1', name: 'Anita Rao', role: 'ops_admin' },
        action: 'staff.roles',
        subjectType: 'staff',
        subjectId: `s${n}`,
        before: { roles: ['kyc_reviewer'] },
        after: null,
        reason: `reason ${n}`,
      });
      return answer({ success: true, message: 'Audit log', data: { items: [entry(page)], page, pageSize: 1, total: 2, pages: 2 } });
    }
    if (url === '/ops/staff') {
      const member = {
        id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        name: 'Farah Khan',
        email: 'kyc.reviewer@example.com',
        mobile: '9876500021',
        roles: ['kyc_reviewer'],
        active: true,
        deactivatedAt: null,
        deactivationReason: null,
        joinedAt: '2026-01-01T10:00:00.000Z',
      };
      return answer({ success: true, message: 'Staff', data: { items: [member], page: 1, pageSize: 25, total: 1, pages: 1 } });
    }
    if (url.endsWith('/roles') && config.method === 'put') {
      posted.push({ url, body: JSON.parse(String(config.data)) });
      return answer({
        success: true,
        message: 'Staff roles saved',
        data: {
          id: 'x',
          name: 'Farah Khan',
          email: 'kyc.reviewer@example.com',
          mobile: '9876500021',
          roles: ['kyc_reviewer', 'finance'],
          active: true,
          deactivatedAt: null,
          deactivationReason: null,
          joinedAt: '2026-01-01T10:00:00.000Z',
        },
      });
    }
    if (url === '/ops/invitations') return answer({ success: true, message: 'Invitations', data: { items: [], page: 1, pageSize: 25, total: 0, pages: 1 } });
    if (url === '/ops/me')
      return answer({ success: true, message: 'Staff member', data: { id: 'u1', name: 'Anita Rao', email: 'ops.admin@example.com', staffRoles } });
    if (url === '/ops/dashboard') {
      return answer({
        success: true,
        message: 'Dashboard',
        data: {
          generatedAt: '2026-01-15T10:00:00.000Z',
          queues: [
            {
              queue: 'partner-approvals',
              label: 'Partner approvals',
              size: 3,
              oldestAt: '2026-01-13T10:00:00.000Z',
              pastDue: 1,
              doneToday: 2,
              path: '/ops/partners',
              open: staffRoles.includes('ops_admin'),
            },
          ],
        },
      });
    }
    return answer({ success: false, message: 'Not found', error: 'Not found' }, 404);
  };
}

function renderAt(url: string, extra: Array<{ path: string; element: React.ReactNode }> = []) {
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: [...routes, ...extra] }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

describe('StaffGuard', () => {
  it('sends someone without a staff session to sign-in, keeping where they were going', async () => {
    serve(['ops_admin']);
    session.setToken('accessToken', tokenOf('vendor'));
    const router = renderAt('/ops?tab=today');
    await screen.findByRole('form', { name: 'Staff sign-in' }, LAZY);
    expect(router.state.location.pathname).toBe('/ops/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/ops?tab=today');
  });

  it('treats an expired staff token as signed out', async () => {
    serve(['ops_admin']);
    session.setToken('accessToken', tokenOf('admin', -60));
    renderAt('/ops');
    await screen.findByRole('form', { name: 'Staff sign-in' }, LAZY);
  });

  it('shows a page only to the roles it names, and says so to anyone else', async () => {
    serve(['kyc_reviewer']);
    session.setToken('accessToken', tokenOf('admin'));
    renderAt('/ops/x', [{ path: '/ops/x', element: <StaffGuard roles={['ops_admin']}>Staff management</StaffGuard> }]);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
    expect(screen.getByText(/This page is for Operations admin/)).toBeTruthy();
    expect(screen.queryByText('Staff management')).toBeNull();
    cleanup();
    serve(['ops_admin']);
    renderAt('/ops/x', [{ path: '/ops/x', element: <StaffGuard roles={['ops_admin']}>Staff management</StaffGuard> }]);
    expect(await screen.findByText('Staff management')).toBeTruthy();
  });
});

describe('ConsoleLayout and the dashboard', () => {
  it('lists only what the roles admit, and links a queue card only where the member may go', async () => {
    serve(['kyc_reviewer']);
    session.setToken('accessToken', tokenOf('admin'));
    renderAt('/ops');
    await screen.findByRole('heading', { name: 'Partner approvals' }, LAZY);
    const nav = screen.getByRole('navigation', { name: 'Operations console' });
    await waitFor(() => expect(nav.textContent).toContain('KYC review'));
    expect(nav.textContent).not.toContain('Staff');
    expect(nav.textContent).not.toContain('Audit log');
    expect(screen.queryByRole('link', { name: 'Partner approvals' })).toBeNull();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('gives an operations admin every entry', async () => {
    serve(['ops_admin']);
    session.setToken('accessToken', tokenOf('admin'));
    render(
      <QueryProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <ConsoleLayout>page</ConsoleLayout> }])} />
      </QueryProvider>,
    );
    for (const label of ['Dashboard', 'Partner approvals', 'KYC review', 'CA requests', 'Logistics', 'Leads', 'Staff', 'Audit log']) {
      expect(await screen.findByRole('link', { name: label })).toBeTruthy();
    }
  });
});

describe('the sign-in page', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('asks for all three and signs in, then goes back where the guard came from', async () => {
    const posted: unknown[] = [];
    const token = tokenOf('admin');
    const user = { id: '5b0c7e3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d', role: 'admin', username: 'Anita Rao', email: 'ops.admin@example.com', mobile: '9876500008' };
    serve(['ops_admin'], posted, { status: 200, body: { success: true, message: 'Signed in', accessToken: token, token, role: 'admin', user } });
    const router = renderAt('/ops/login?redirectTo=%2Fops');
    await screen.findByRole('form', { name: 'Staff sign-in' }, LAZY);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fill('Work email', 'ops.admin@example.com');
    fill('Password', 'Admin@2026');
    fill('Authenticator code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops'));
    expect(posted).toEqual([{ email: 'ops.admin@example.com', password: 'Admin@2026', code: '123456' }]);
    expect(session.get().accessToken).toBe(token);
  });

  it('never sends anyone off the console after signing in', async () => {
    const token = tokenOf('admin');
    const user = { id: '5b0c7e3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d', role: 'admin', username: 'Anita Rao', email: 'ops.admin@example.com', mobile: '9876500008' };
    serve(['ops_admin'], [], { status: 200, body: { success: true, message: 'Signed in', accessToken: token, token, role: 'admin', user } });
    const router = renderAt('/ops/login?redirectTo=%2F%2Fevil.example');
    await screen.findByRole('form', { name: 'Staff sign-in' }, LAZY);
    fill('Work email', 'ops.admin@example.com');
    fill('Password', 'Admin@2026');
    fill('Authenticator code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops'));
  });
});

describe('accepting an invitation', () => {
  it('shows the roles and the authenticator key, and joins with a password and a current code', async () => {
    const posted: unknown[] = [];
    serve([], posted);
    renderAt('/ops/accept-invite?token=tok123');
    expect(await screen.findByText(/you are invited as KYC reviewer/, {}, LAZY)).toBeTruthy();
    expect(screen.getByLabelText('Authenticator key').textContent).toBe('LOANSETUKYCREVIEWERDEMOSECRET234');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Staff@2026' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Staff@2027' } });
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });
});

describe('the audit log page', () => {
  it('asks the server for one page at a time, with the filters from the URL', async () => {
    const calls: unknown[] = [];
    serve(['finance'], calls);
    session.setToken('accessToken', tokenOf('admin'));
    renderAt('/ops/audit?action=staff.');
    expect(await screen.findByText('reason 1', {}, LAZY)).toBeTruthy();
    expect(calls).toContainEqual({ audit: { action: 'staff.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('reason 2')).toBeTruthy();
    expect(calls).toContainEqual({ audit: { action: 'staff.', page: 2 } });
  });

  it('is not for a KYC reviewer', async () => {
    serve(['kyc_reviewer']);
    session.setToken('accessToken', tokenOf('admin'));
    renderAt('/ops/audit');
    expect(await screen.findByRole('heading', { name: 'Not allowed' }, LAZY)).toBeTruthy();
  });
});

describe('the staff page', () => {
  it('lists staff from the server and saves a member’s roles', async () => {
    const posted: unknown[] = [];
    serve(['ops_admin'], posted);
    session.setToken('accessToken', tokenOf('admin'));
    renderAt('/ops/staff');
    const member = await screen.findByRole('group', { name: /Farah Khan/ }, LAZY);
    expect(screen.getByText('No invitations waiting.')).toBeTruthy();
    fireEvent.click(within(member).getByLabelText('Finance'));
    fireEvent.click(within(member).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(posted).toContainEqual({ url: '/ops/staff/6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f/roles', body: { roles: ['kyc_reviewer', 'finance'], reason: '' } }),
    );
  });
});
