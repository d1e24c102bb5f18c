import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { VendorOffersPage } from './offers-page';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

describe('offers for a customer', () => {
  it('links back to the sale, and follows the switch to Hindi', () => {
    // The offers themselves are the shared panel's; here they stay loading.
    vi.spyOn(apiClient, 'request').mockImplementation(() => new Promise(() => {}));
    render(
      <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/vender/offers/lead-1']}>
          <Routes>
            <Route path="/vender/offers/:leadId" element={<VendorOffersPage />} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Offers for your customer');
    expect(screen.getByRole('link', { name: 'Back to the sale' }).getAttribute('href')).toBe('/vender/sell-history-details/lead-1');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('आपके ग्राहक के लिए ऑफ़र');
    expect(screen.getByRole('link', { name: 'बिक्री पर वापस जाएँ' }).getAttribute('href')).toBe('/vender/sell-history-details/lead-1');
  });
});
