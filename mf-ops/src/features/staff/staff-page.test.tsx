// The staff page in Hindi and Marathi (issue 33): the role names are the ones an admin ticks, so
// they must read in the admin's language.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { serveApi } from '../../testing/answer';
import { LAZY, renderConsoleAt } from '../../testing/render-console';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
  session.clear();
});

const MEMBER = {
  id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Farah Khan',
  email: 'kyc.reviewer@example.com',
  mobile: '9876500021',
  roles: ['kyc_reviewer'],
  active: false,
  deactivatedAt: '2026-01-10T10:00:00.000Z',
  deactivationReason: 'left the company',
  joinedAt: '2026-01-01T10:00:00.000Z',
};
const INVITE = {
  id: 'i1',
  name: 'Ravi Patil',
  email: 'ravi@example.com',
  roles: ['finance', 'ca_expert'],
  expired: true,
  expiresAt: '2026-01-08T10:00:00.000Z',
};
const page = (items: unknown[]) => ({ success: true, message: 'Page', data: { items, page: 1, pageSize: 25, total: items.length, pages: 1 } });

describe('the staff page in Hindi and Marathi', () => {
  it('names the roles, the invitations and the members’ state in the chosen language', async () => {
    serveApi({ '/ops/staff': page([MEMBER]), '/ops/invitations': page([INVITE]) });
    signInStaff(['ops_admin']);
    act(() => setLanguage('mr'));
    renderConsoleAt('/ops/staff');
    const member = await screen.findByRole('group', { name: 'Farah Khan (kyc.reviewer@example.com) · निष्क्रिय: left the company' }, LAZY);
    expect((within(member).getByLabelText('KYC तपासनीस') as HTMLInputElement).checked).toBe(true);
    expect(within(member).getByRole('button', { name: 'पुन्हा सक्रिय करा' })).toBeTruthy();
    expect(screen.getByText(/Ravi Patil \(ravi@example.com\) · वित्त, CA तज्ज्ञ · मुदत संपली/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आमंत्रण पाठवा' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(within(member).getByLabelText('शिकायत अधिकारी')).toBeTruthy();
    expect(within(member).getByRole('button', { name: 'भूमिकाएँ सहेजें' })).toBeTruthy();
    expect(screen.getByText('1 में से पेज 1')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByRole('group', { name: 'Farah Khan (kyc.reviewer@example.com) · deactivated: left the company' })).toBeTruthy();
    expect(screen.getByText(/Ravi Patil \(ravi@example.com\) · Finance, CA expert · expired/)).toBeTruthy();
    expect(within(member).getByLabelText('Grievance officer')).toBeTruthy();
  });
});
