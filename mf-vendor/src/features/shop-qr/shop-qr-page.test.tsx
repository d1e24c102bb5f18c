import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { DEMO_SHOP_PROFILE } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { ShopQrPage } from './shop-qr-page';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

describe('shop QR poster', () => {
  it('names the shop and its code on the poster, and follows the switch to Hindi', async () => {
    vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) => {
      if (config.url === '/api/get-profile') return { data: { success: true, message: 'Profile fetched successfully', data: DEMO_SHOP_PROFILE } };
      throw new Error(`unexpected request ${config.url}`);
    });
    render(
      <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/vender/get-shop-qr?product=personal-loan']}>
          <ShopQrPage />
        </MemoryRouter>
      </QueryProvider>,
    );
    expect((await screen.findByTestId('poster-shop-name')).textContent).toBe(DEMO_SHOP_PROFILE.username);
    expect(screen.getByText('Scan to apply for a personal loan')).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('दुकान का QR कोड पाएँ');
    expect(screen.getByRole('button', { name: 'A5 पोस्टर प्रिंट करें' })).toBeTruthy();
    expect(screen.getByText('पर्सनल लोन के लिए आवेदन करने हेतु स्कैन करें')).toBeTruthy();
  });
});
