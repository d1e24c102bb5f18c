import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { shopShipments } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { LogisticsHomePage, RateCalculatorPage } from './logistics-pages';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

function renderPage(page: ReactElement) {
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryProvider>,
  );
}

describe('logistics', () => {
  it('lists the shipments with a tracking button each, and follows the switch to Hindi', async () => {
    const answer = shopShipments.samples[0]!.response;
    vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string; method?: string }) => {
      if (config.url === shopShipments.path) return { data: answer };
      throw new Error(`unexpected request ${config.url}`);
    });
    renderPage(<LogisticsHomePage />);
    const number = answer.data.items[0]!.trackingNumber;
    const table = await screen.findByTestId('shipments');
    expect(within(table).getByRole('button', { name: `Track ${number}` })).toBeTruthy();
    expect(within(table).getByText('Same state')).toBeTruthy();
    expect(within(table).getByText('Booked', { selector: 'span' })).toBeTruthy();
    act(() => setLanguage('hi'));
    // The zone and status by their codes: the API's English labels are not shown to a Hindi reader.
    expect(within(table).getByText('उसी राज्य में')).toBeTruthy();
    expect(within(table).getByText('बुक हुआ')).toBeTruthy();
    expect(within(table).queryByText('Same state')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लॉजिस्टिक्स');
    expect(within(table).getByRole('button', { name: `${number} ट्रैक करें` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'शिपमेंट बुक करें' }).getAttribute('href')).toBe('/vender/add-order');
  });

  it('with no shipments yet, links to booking the first one in words (the link is not empty)', async () => {
    const answer = shopShipments.samples[0]!.response;
    vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) => {
      if (config.url === shopShipments.path) return { data: { ...answer, data: { ...answer.data, items: [] } } };
      throw new Error(`unexpected request ${config.url}`);
    });
    renderPage(<LogisticsHomePage />);
    expect((await screen.findByRole('link', { name: 'Book the first one' })).getAttribute('href')).toBe('/vender/add-order');
  });

  it('the rate calculator names its fields and button in Hindi', () => {
    renderPage(<RateCalculatorPage />);
    expect(screen.getByLabelText('Weight (kg)')).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('रेट कैलकुलेटर');
    expect(screen.getByRole('button', { name: 'गणना करें' })).toBeTruthy();
    expect(screen.getByLabelText('वज़न (kg)')).toBeTruthy();
  });

  it("the rate card names its zones in the reader's language", () => {
    renderPage(<RateCalculatorPage />);
    expect(screen.getByRole('cell', { name: 'Rest of India' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('cell', { name: 'बाकी भारत' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'विशेष ज़ोन (पूर्वोत्तर, जम्मू और कश्मीर, लद्दाख, द्वीप)' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Rest of India' })).toBeNull();
    act(() => setLanguage('mr'));
    expect(screen.getByRole('cell', { name: 'मेट्रो ते मेट्रो' })).toBeTruthy();
  });
});
