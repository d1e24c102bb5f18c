import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@platform/shared';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { answerApi } from '@platform/shared/testing/api-stub';
import { listLendingPartners } from '@platform/shared/contracts';
import type { LendingPartner } from './lending-partners-api';
import { LendingPartnersSection } from './lending-partners-section';

const partner: LendingPartner = {
  id: 'sahyadri-finserv',
  name: 'Sahyadri Finserv Ltd',
  kind: 'nbfc',
  rbiRegistration: 'Certificate of Registration N-13.02417',
  registrationStatus: 'NBFC – Investment and Credit Company, Middle Layer; registration valid',
  products: [
    { product: 'personal-loan', name: 'Personal loan', fromRate: 10, processingFeePercent: 2, months: 12 },
    { product: 'home-loan', name: 'Home loan', fromRate: 8.5, processingFeePercent: 0, months: 240 },
  ],
  grievance: { name: 'Sachin Patil', phone: '020-6710-3300', email: 'gro@sahyadrifinserv.example' },
  website: 'https://www.sahyadrifinserv.example',
  demo: true,
};

function renderSection() {
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter>
        <LendingPartnersSection />
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('lending partners on /loan-services', () => {
  it('lists each partner from the API with its type, RBI registration, grievance officer and each rate with its APR', async () => {
    answerApi({ 'GET /api/lending-partners': [200, { ...listLendingPartners.samples[0]!.response, data: [partner] }] });
    renderSection();
    const card = await screen.findByTestId('lending-partner');
    expect(within(card).getByRole('heading', { name: 'Sahyadri Finserv Ltd' })).toBeTruthy();
    expect(within(card).getByText('NBFC')).toBeTruthy();
    // A made-up lender of the demo says so, so nobody mistakes it for a real one.
    expect(within(card).getByText('Demo data: not a real lender')).toBeTruthy();
    expect(within(card).getByText(/Certificate of Registration N-13\.02417/)).toBeTruthy();
    expect(within(card).getByText(/Sachin Patil/)).toBeTruthy();
    const rates = within(card)
      .getAllByTestId('rate-with-apr')
      .map((r) => r.textContent);
    // 10 % with a 2 % fee (₹2,360 with GST on ₹1 lakh) over 12 months is 14.54 % APR; no fee, APR = rate.
    expect(rates).toEqual(['from 10% p.a. (APR 14.54% p.a. over 12 months with fees)', 'from 8.5% p.a. (APR 8.50% p.a. over 240 months with fees)']);
  });

  it('says why when the list cannot be loaded', async () => {
    answerApi({ 'GET /api/lending-partners': [503, { success: false, message: 'The service is busy. Please try again in a minute.' }] });
    renderSection();
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it('shows its heading and labels in Hindi after the switch, the partner as the API sends it', async () => {
    answerApi({ 'GET /api/lending-partners': [200, { ...listLendingPartners.samples[0]!.response, data: [partner] }] });
    renderSection();
    const card = await screen.findByTestId('lending-partner');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 2, name: 'हमारे लेंडिंग पार्टनर' })).toBeTruthy();
    expect(within(card).getByText('शिकायत अधिकारी')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'gro@sahyadrifinserv.example' })).toBeTruthy();
  });

  afterEach(() => act(() => setLanguage('en')));
});
