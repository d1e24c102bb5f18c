// The scheduled jobs page in Hindi and Marathi (issue 33): the page's words and the jobs' names and
// descriptions; in English the jobs keep the API's own words, and the run summary stays as written.
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

const FAILED = {
  id: 'b2',
  trigger: 'manual',
  requestedBy: 'Anita Rao',
  startedAt: '2026-11-26T10:00:00.000Z',
  finishedAt: '2026-11-26T10:00:01.000Z',
  outcome: 'failed',
  summary: null,
  error: 'The provider did not answer',
  durationMs: 1000,
  counts: {},
};
const JOBS = {
  jobs: [
    {
      name: 'payments-reconcile',
      label: 'Payment reconciliation',
      description: 'Asks the payment provider about orders left open',
      schedule: 'Every minute',
      nextDueAt: null,
      lastRun: FAILED,
      lastSuccessAt: '2026-11-26T09:59:00.000Z',
    },
  ],
  outbox: { pending: 3, retrying: 1, deadLastWeek: 0, deliveredToday: 58, oldestPendingAt: null },
  generatedAt: '2026-11-26T10:00:30.000Z',
};

describe('the scheduled jobs page in Hindi and Marathi', () => {
  it('names the jobs, their outcome and the outbox in the chosen language', async () => {
    serveApi({ '/ops/jobs': { success: true, message: 'Scheduled jobs', data: JOBS } });
    signInStaff(['ops_admin']);
    act(() => setLanguage('mr'));
    renderConsoleAt('/ops/jobs');
    const row = (await screen.findByRole('rowheader', { name: /पेमेंट जुळवणी/ }, LAZY)).closest('tr')!;
    expect(within(row).getByText('अयशस्वी')).toBeTruthy();
    expect(row.textContent).toContain('(Anita Rao यांनी चालवले)');
    expect(row.textContent).toContain('The provider did not answer');
    expect(within(row).getByText('पुढील तपासणीच्या वेळी')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'आत्ता चालवा: पेमेंट जुळवणी' })).toBeTruthy();
    expect(screen.getByText('पाठवण्याच्या प्रतीक्षेत')).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(within(row).getByRole('rowheader').textContent).toContain('भुगतान मिलान');
    expect(within(row).getByText('विफल')).toBeTruthy();
    expect(screen.getByText('1 निर्धारित काम')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(within(row).getByRole('rowheader').textContent).toBe('Payment reconciliationAsks the payment provider about orders left open');
    expect(within(row).getByRole('button', { name: 'Run now: Payment reconciliation' })).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
  });
});
