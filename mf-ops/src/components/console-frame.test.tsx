// The console's frame in the reader's language: the navigation and who is signed in, the guard's
// refusal with the role names, the pager, and the dates every desk shows (issue 33).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import type { StaffRole } from '@platform/shared/contracts';
import { signInStaff } from '../testing/signed-in-staff';
import { ConsoleLayout } from './console-layout';
import { formatIndianTime } from './ops-date';
import { formatDateTime, QueuePager } from './queue-pager';
import { StaffGuard } from './staff-guard';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  act(() => setLanguage('en'));
  cleanup();
  session.clear();
});

function renderInConsole(staffRoles: StaffRole[], page: React.ReactNode) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    throw new Error(`unexpected request ${config.url}`);
  };
  signInStaff(staffRoles);
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} />
    </QueryProvider>,
  );
}

describe('the console frame in Hindi and Marathi', () => {
  it('names the entries and the member in the chosen language, and back in English', async () => {
    renderInConsole(['ops_admin'], <ConsoleLayout>page</ConsoleLayout>);
    expect(await screen.findByText('Signed in as Anita Rao')).toBeTruthy();
    act(() => setLanguage('hi'));
    const hindi = screen.getByRole('navigation', { name: 'संचालन कंसोल' });
    expect(hindi.textContent).toContain('डैशबोर्ड');
    expect(screen.getByRole('link', { name: 'कर्मचारी' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'शिकायतें' })).toBeTruthy();
    expect(screen.getByText('Anita Rao के रूप में साइन इन')).toBeTruthy();
    act(() => setLanguage('mr'));
    expect(screen.getByRole('link', { name: 'नोकरीचे अर्ज' })).toBeTruthy();
    expect(screen.getByText('Anita Rao म्हणून साइन इन')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByRole('navigation', { name: 'Operations console' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Job applications' })).toBeTruthy();
  });

  it('refuses a page naming the roles it is for in the chosen language', async () => {
    act(() => setLanguage('mr'));
    renderInConsole(['kyc_reviewer'], <StaffGuard roles={['ops_admin', 'finance']}>Staff management</StaffGuard>);
    expect(await screen.findByRole('heading', { name: 'परवानगी नाही' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('हे पेज संचालन प्रशासक किंवा वित्त यांच्यासाठी आहे.');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('alert').textContent).toContain('यह पेज संचालन प्रशासक या वित्त के लिए है।');
    act(() => setLanguage('en'));
    expect(screen.getByRole('alert').textContent).toContain('This page is for Operations admin or Finance.');
  });
});

describe('the pager and dates in Hindi and Marathi', () => {
  it('says where the reader is in the chosen language', () => {
    render(
      <MemoryRouter initialEntries={['/ops/kyc?page=2']}>
        <QueuePager label="KYC review pages" page={2} pageSize={25} total={60} />
      </MemoryRouter>,
    );
    const pager = screen.getByRole('navigation', { name: 'KYC review pages: pages' });
    expect(pager.textContent).toBe('26–50 of 60Previous pagePage 2 of 3Next page');
    act(() => setLanguage('hi'));
    expect(pager.textContent).toBe('60 में से 26–50पिछला पेज3 में से पेज 2अगला पेज');
    expect(screen.getByRole('link', { name: 'अगला पेज' }).getAttribute('href')).toBe('/ops/kyc?page=3');
    act(() => setLanguage('mr'));
    expect(screen.getByRole('navigation', { name: 'KYC review pages: पेज' }).textContent).toBe('60 पैकी 26–50मागील पेज3 पैकी पेज 2पुढील पेज');
  });

  it('shows India time in the chosen language', () => {
    const at = '2026-01-15T10:00:00.000Z';
    expect(formatDateTime(at)).toBe('15 Jan 2026, 3:30 pm');
    expect(formatIndianTime(at)).toBe('15 Jan, 3:30 pm');
    setLanguage('mr');
    // Marathi writes its own digits; the month is Marathi too.
    expect(formatDateTime(at)).toMatch(/^१५ जाने, २०२६/);
    setLanguage('hi');
    expect(formatIndianTime(at)).toMatch(/^15 जन॰, 3:30 pm$/);
  });
});
