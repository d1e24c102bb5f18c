import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { listCards } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { bankOfCard } from '@platform/shared/schemas';
import { CardsPage } from './cards-page';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

describe('credit cards', () => {
  it('offers each card with its fees and an Apply button, and follows the switch to Hindi', async () => {
    const answer = listCards.samples[0]!.response;
    vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) => {
      if (config.url === listCards.path) return { data: answer };
      throw new Error(`unexpected request ${config.url}`);
    });
    render(
      <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CardsPage />
        </MemoryRouter>
      </QueryProvider>,
    );
    const card = answer.data.cards[0]!;
    const name = `${bankOfCard(card.bank).name} ${card.name}`;
    expect(await screen.findByRole('button', { name: `Apply for ${name}` })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('क्रेडिट कार्ड');
    expect(screen.getByRole('button', { name: `${name} के लिए आवेदन करें` }).textContent).toBe('आवेदन करें');
    expect(screen.getAllByText('जॉइनिंग फ़ीस').length).toBe(answer.data.cards.length);
    // Eligibility names the employment by its code: no English word inside the Hindi sentence.
    const eligibility = screen.getAllByText(/मासिक आय/);
    expect(eligibility.some((item) => /नौकरीपेशा या स्वरोज़गार/.test(item.textContent!))).toBe(true);
    expect(eligibility.every((item) => !/salaried|self-employed/.test(item.textContent!))).toBe(true);
  });
});
