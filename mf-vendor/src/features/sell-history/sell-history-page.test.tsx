import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { listLoanSales } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { LoanSellHistoryPage } from './sell-history-page';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

const renderLoanSales = () =>
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LoanSellHistoryPage />
      </MemoryRouter>
    </QueryProvider>,
  );

describe('loan sell history', () => {
  it('lists the sales with paging and export, and follows the switch to Hindi', async () => {
    const answer = listLoanSales.samples[0]!.response;
    vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) => {
      if (config.url === listLoanSales.path) return { data: answer };
      throw new Error(`unexpected request ${config.url}`);
    });
    renderLoanSales();
    const table = await screen.findByTestId('sales');
    const total = answer.data.total;
    expect(screen.getByTestId('sales-count').textContent).toBe(`${total} ${total === 1 ? 'sale' : 'sales'}`);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    const customer = answer.data.items[0]!.customerName;
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लोन बिक्री हिस्ट्री');
    expect(screen.getByRole('button', { name: 'फ़िल्टर लगाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV एक्सपोर्ट करें' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: customer })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'बैंक में लॉग-इन हुआ' })).toBeTruthy();
    // The products by slug: the filter's options and the sale's product, not the API's English.
    expect(screen.getByRole('option', { name: 'प्रॉपर्टी पर लोन बैलेंस ट्रांसफ़र' })).toBeTruthy();
    expect(within(table).getByText('पर्सनल लोन')).toBeTruthy();
    expect(within(table).queryByText('Personal loan')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Home loan' })).toBeNull();
  });

  it('says in Hindi why the filters are refused, and in Marathi after a switch', async () => {
    const answer = listLoanSales.samples[0]!.response;
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({ data: answer });
    act(() => setLanguage('hi'));
    renderLoanSales();
    await screen.findByTestId('sales');
    fireEvent.change(screen.getByLabelText('से'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('तक'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'फ़िल्टर लगाएँ' }));
    expect(screen.getByRole('alert').textContent).toBe('अंतिम तारीख शुरू की तारीख से पहले की नहीं हो सकती');
    act(() => setLanguage('mr'));
    expect(screen.getByRole('alert').textContent).toBe('शेवटची तारीख सुरुवातीच्या तारखेच्या आधीची असू शकत नाही');
    // Refused in the page: the list is not asked for again.
    expect(request).toHaveBeenCalledTimes(1);
  });
});
