import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { listConnectors } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { ConnectorsPage } from './connectors-page';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

describe('connectors page', () => {
  it('lists the connectors with the shop code to join under, and follows the switch to Hindi', async () => {
    const answer = listConnectors.samples[0]!.response;
    vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) => {
      if (config.url === '/vendor/connectors') return { data: answer };
      throw new Error(`unexpected request ${config.url}`);
    });
    render(
      <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ConnectorsPage />
        </MemoryRouter>
      </QueryProvider>,
    );
    const table = await screen.findByTestId('connectors');
    const name = answer.data.items[0]!.name;
    expect(within(table).getByRole('button', { name: `Deactivate ${name}` })).toBeTruthy();
    expect(screen.getByTestId('shop-code').textContent).toBe('DEMOSHOP');
    expect(screen.getByText(/A connector can also join on their own at/).textContent).toMatch(
      /with your referral code DEMOSHOP, after confirming their mobile number\.$/,
    );
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('कनेक्टर');
    expect(within(table).getByRole('button', { name: `${name} को निष्क्रिय करें` }).textContent).toBe('निष्क्रिय करें');
    expect(screen.getByRole('button', { name: 'कनेक्टर जोड़ें' })).toBeTruthy();
    expect(screen.getByTestId('shop-code').textContent).toBe('DEMOSHOP');
  });
});
