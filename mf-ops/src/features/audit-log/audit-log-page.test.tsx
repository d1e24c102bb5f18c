// The audit log in Hindi and Marathi (issue 33): the page's words change, the recorded entries do
// not (they are what the filters match).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
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

const ENTRY = {
  id: 'e1',
  at: '2026-01-15T10:00:00.000Z',
  actor: { id: null, name: null, role: 'system' },
  action: 'staff.roles',
  subjectType: 'staff',
  subjectId: 's1',
  before: { roles: ['kyc_reviewer'] },
  after: null,
  reason: 'moved to finance',
};

describe('the audit log in Hindi and Marathi', () => {
  it('labels the filters, the table and the pages in the chosen language', async () => {
    serveApi({ '/ops/audit': { success: true, message: 'Audit log', data: { items: [ENTRY], page: 1, pageSize: 1, total: 2, pages: 2 } } });
    signInStaff(['ops_admin']);
    act(() => setLanguage('hi'));
    renderConsoleAt('/ops/audit');
    expect(await screen.findByText('moved to finance', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'ऑडिट लॉग छाँटें' })).toBeTruthy();
    expect(screen.getByLabelText('किसने (नाम, ईमेल या id)')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'कारण' })).toBeTruthy();
    expect(screen.getByText('2 प्रविष्टियाँ · 2 में से पेज 1')).toBeTruthy();
    expect(screen.getByText('सिस्टम (system)')).toBeTruthy();
    expect(screen.getByText('staff.roles')).toBeTruthy();
    act(() => setLanguage('mr'));
    expect(screen.getByRole('button', { name: 'जुने' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV निर्यात करा' })).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByText('2 entries · page 1 of 2')).toBeTruthy();
    expect(screen.getByText('System (system)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older' })).toBeTruthy();
  });
});
