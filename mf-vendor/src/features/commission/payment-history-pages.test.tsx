import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { COMMISSION_LISTS } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { LoanPaymentHistoryPage } from './payment-history-pages';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

describe('loan payment history', () => {
  it('lists the commission lines with their totals, and follows the switch to Hindi', async () => {
    const contract = COMMISSION_LISTS.loan.all;
    const answer = contract.samples[0]!.response;
    vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) => {
      if (config.url === contract.path) return { data: answer };
      throw new Error(`unexpected request ${config.url}`);
    });
    render(
      <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <LoanPaymentHistoryPage />
        </MemoryRouter>
      </QueryProvider>,
    );
    const totals = await screen.findByTestId('commission-totals');
    const count = answer.data.items.length;
    expect(totals.textContent).toMatch(new RegExp(`^${count} lines? · commission ₹[\\d,.]+ · net ₹[\\d,.]+ · \\d+ invoices? due$`));
    const english = totals.textContent!.match(/₹[\d,.]+/g);
    const lines = screen.getByTestId('commission-lines');
    expect(within(lines).getAllByText('Personal loan').length).toBeGreaterThan(0);
    expect(within(lines).getAllByText('Invoice due').length).toBeGreaterThan(0);
    act(() => setLanguage('hi'));
    // The API's English product name and stage label are shown in Hindi, by the name and the stage's code.
    expect(within(lines).getAllByText('पर्सनल लोन').length).toBeGreaterThan(0);
    expect(within(lines).getAllByText('इनवॉइस बाकी').length).toBeGreaterThan(0);
    expect(within(lines).queryByText('Personal loan')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लोन भुगतान हिस्ट्री');
    expect(within(screen.getByRole('navigation')).getByRole('link', { name: 'बकाया' })).toBeTruthy();
    expect(within(screen.getByTestId('commission-lines')).getByRole('columnheader', { name: 'कमीशन' })).toBeTruthy();
    expect(screen.getByTestId('commission-totals').textContent!.match(/₹[\d,.]+/g)).toEqual(english);
  });
});
