import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { shopPayouts, shopTdsSummary } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { PayoutsPage } from './payouts-page';

function renderPage() {
  vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) => {
    if (config.url === '/vendor/payouts') return { data: shopPayouts.samples[0]!.response };
    if (config.url === '/vendor/payouts/tds-summary') return { data: shopTdsSummary.samples[0]!.response };
    throw new Error(`unexpected request ${config.url}`);
  });
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PayoutsPage />
      </MemoryRouter>
    </QueryProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

describe('payouts page', () => {
  it('shows each payout with its UTR, and refuses more than the wallet holds before asking the server', async () => {
    renderPage();
    const payouts = await screen.findByTestId('payouts');
    expect(within(payouts).getByText('Commission, 1 sale to XXXXXXXX4321')).toBeTruthy();
    expect(within(payouts).getByText(/^Paid on .*, UTR N331262345678901$/)).toBeTruthy();
    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount (₹), to XXXXXXXX4321');
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your wallet holds ₹2,700')).toBeTruthy();
  });

  it('follows the switch to Hindi, amounts and UTRs as they are', async () => {
    renderPage();
    const payouts = await screen.findByTestId('payouts');
    await screen.findByTestId('tds-summary');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पेआउट');
    expect(screen.getByRole('button', { name: 'निकालें' })).toBeTruthy();
    expect(within(payouts).getByRole('button', { name: 'स्टेटमेंट डाउनलोड करें (PDF)' })).toBeTruthy();
    expect(within(payouts).getByText('कमीशन, 1 बिक्री XXXXXXXX4321 में')).toBeTruthy();
    expect(screen.getByText('वॉलेट बैलेंस: ₹2,700')).toBeTruthy();
  });
});
