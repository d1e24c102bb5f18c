// Lender management in Hindi and Marathi (issue 33): the pages' own words, the product, band and
// approval words follow the language switch; lenders', bankers' and products' own names stay as typed.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { getLender, listLenders } from '@platform/shared/contracts';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { LenderPage } from './lender-page';
import { LendersPage } from './lenders-page';

afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
});

const LENDER = getLender.samples[0]!.response.data;
const ROW = {
  id: LENDER.id,
  name: LENDER.name,
  kind: 'bank',
  active: true,
  demo: false,
  pincodes: LENDER.pincodes,
  products: ['Personal loan'],
  approvedBankers: 1,
  managedAt: null,
};

function renderAt(url: string) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const data = config.url === listLenders.path ? { success: true, message: 'ok', data: { items: [ROW] } } : getLender.samples[0]!.response;
    return { data, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/ops/lenders" element={<LendersPage />} />
          <Route path="/ops/lenders/:id" element={<LenderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('lender management in three languages', () => {
  it('lists the lenders and the add form in Hindi, then Marathi, then English as the spec words it', async () => {
    act(() => setLanguage('hi'));
    renderAt('/ops/lenders');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ऋणदाता');
    expect(within(table).getByRole('columnheader', { name: 'मंज़ूर बैंकर' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'बैंक' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'सक्रिय' })).toBeTruthy();
    // The lender's own product names are its words, not the page's.
    expect(within(table).getByRole('cell', { name: 'Personal loan' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'ऋणदाता जोड़ें' });
    expect(within(form).getByLabelText('शिकायत अधिकारी का ई-मेल')).toBeTruthy();

    act(() => setLanguage('mr'));
    expect(within(table).getByRole('cell', { name: 'बँक' })).toBeTruthy();
    expect(within(form).getByLabelText('RBI नोंदणीचा प्रकार')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'कर्जदाता जोडा' })).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lenders');
    expect(within(table).getByRole('cell', { name: 'Active' })).toBeTruthy();
    expect(within(form).getByLabelText('Grievance officer’s e-mail')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Add lender' })).toBeTruthy();
  });

  it('shows a lender’s terms, rate grid and bankers in Marathi and Hindi', async () => {
    act(() => setLanguage('mr'));
    renderAt(`/ops/lenders/${LENDER.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(`^${LENDER.name}: सक्रिय`) })).toBeTruthy();
    const terms = screen.getByRole('form', { name: 'अटी: वैयक्तिक कर्ज' });
    expect(within(terms).getByRole('button', { name: 'वैयक्तिक कर्ज जतन करा' })).toBeTruthy();
    expect(within(terms).getAllByRole('option', { name: 'चांगला (700-749)' }).length).toBeGreaterThan(0);
    expect(within(terms).getByLabelText('पगारदार')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'वैयक्तिक कर्ज काढा' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'कर्जदात्याचे बँकर' })).getByRole('columnheader', { name: 'मंजुरी' })).toBeTruthy();

    act(() => setLanguage('hi'));
    expect(screen.getByRole('form', { name: 'पर्सनल लोन की शर्तें' })).toBeTruthy();
    expect(screen.getByText(/^Personal loan: 10.99% सालाना से, ₹/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'होम लोन' })).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('form', { name: 'Terms of the personal loan' })).toBeTruthy();
    expect(screen.getByText(/^Personal loan: from 10.99% a year, ₹[\d,]+ to ₹[\d,]+, \d+ to \d+ months$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the personal loan' })).toBeTruthy();
  });
});
