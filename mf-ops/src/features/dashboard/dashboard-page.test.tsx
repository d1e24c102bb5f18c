// The dashboard in Hindi and Marathi (issue 33): the queue cards' words and the queues' names,
// which in English stay the API's own.
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

const queue = (id: string, label: string) => ({
  queue: id,
  label,
  size: 3,
  oldestAt: '2026-01-13T10:00:00.000Z',
  pastDue: 1,
  doneToday: 2,
  path: '/ops/partners',
  open: true,
});

describe('the operations dashboard in Hindi and Marathi', () => {
  it('shows each queue card in the chosen language, and the API’s names in English', async () => {
    serveApi({
      '/ops/dashboard': {
        success: true,
        message: 'Dashboard',
        data: {
          generatedAt: '2026-01-15T10:00:00.000Z',
          // The second queue is one this page does not name: it keeps the API's name in every language.
          queues: [queue('partner-approvals', 'Partner approvals'), queue('refund-checks', 'Refund checks')],
        },
      },
    });
    signInStaff(['ops_admin']);
    act(() => setLanguage('hi'));
    renderConsoleAt('/ops');
    const card = (await screen.findByRole('heading', { name: 'पार्टनर मंज़ूरी' }, LAZY)).closest('li')!;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('संचालन डैशबोर्ड');
    expect(within(card).getByText('प्रतीक्षा में')).toBeTruthy();
    expect(within(card).getByText('आज पूरे हुए')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Refund checks' })).toBeTruthy();
    act(() => setLanguage('mr'));
    expect(within(card).getByRole('link', { name: 'भागीदार मंजुरी' })).toBeTruthy();
    expect(within(card).getByText('मुदत उलटलेले')).toBeTruthy();
    // Marathi writes its dates in its own digits.
    expect(within(card).getByText(/१३/)).toBeTruthy();
    act(() => setLanguage('en'));
    expect(within(card).getByRole('link', { name: 'Partner approvals' })).toBeTruthy();
    expect(within(card).getByText('Oldest since')).toBeTruthy();
    expect(within(card).getByText('13 Jan 2026, 3:30 pm')).toBeTruthy();
  });
});
