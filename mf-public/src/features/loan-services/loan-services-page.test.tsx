import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { answerApi } from '@platform/shared/testing/api-stub';
import { listLendingPartners } from '@platform/shared/contracts';
import { LoanServicesPage } from './loan-services-page';

describe('the loan services page', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('lists every loan with its link, in Hindi after the switch', async () => {
    answerApi({ 'GET /api/lending-partners': [200, listLendingPartners.samples[0]!.response] });
    render(
      <QueryProvider client={createQueryClient()}>
        <MemoryRouter>
          <LoanServicesPage />
        </MemoryRouter>
      </QueryProvider>,
    );
    expect(screen.getByRole('link', { name: 'Loan against property' }).getAttribute('href')).toBe('/loan-against-property');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'लोन सेवाएँ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी पर लोन' }).getAttribute('href')).toBe('/loan-against-property');
    expect(screen.getByRole('link', { name: 'हमसे बात करें' }).getAttribute('href')).toBe('/contact-us');
  });
});
