// Leads oversight in Hindi and Marathi (issue 33): the pages' own words, the form's mistakes and the
// status words the server sends follow the language switch; names and products stay as typed.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { listOversightLeads, oversightLead } from '@platform/shared/contracts';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { LeadPage } from './lead-page';
import { LeadsPage } from './leads-page';

afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
});

const LIST = listOversightLeads.samples[0]!.response;
const SAMPLE = oversightLead.samples[0]!.response;
const ONE = {
  ...SAMPLE,
  data: { ...SAMPLE.data, reassignments: [{ at: '2026-11-21T05:00:00.000Z', by: 'Anita Rao', from: null, to: 'Rahul Verma', reason: null }] },
};

function renderAt(url: string) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const data = config.url === listOversightLeads.path ? LIST : ONE;
    return { data, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/leads" element={<LeadsPage />} />
          <Route path="/admin/leads/:id" element={<LeadPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('leads oversight in three languages', () => {
  it('shows the leads in Hindi, then Marathi, then English as the spec words it', async () => {
    act(() => setLanguage('hi'));
    renderAt('/admin/leads');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लीड');
    expect(screen.getByText(/पहली कॉल 2 कामकाजी घंटों के भीतर/)).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'किसके पास' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'बैंक में लॉग-इन हुआ' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Amol Jadhav' })).toBeTruthy();
    expect(screen.getByText(/पहली कॉल का सर्विस लेवल चूक गईं/).textContent).toBe('इनमें से 0 लीड पहली कॉल का सर्विस लेवल चूक गईं।');
    expect(screen.getByRole('option', { name: 'एक हफ़्ते से पुरानी' })).toBeTruthy();

    act(() => setLanguage('mr'));
    expect(within(table).getByRole('cell', { name: 'बँकेत लॉग-इन झाले' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिल्टर लागू करा' })).toBeTruthy();
    expect(screen.getByText(/सेवा पातळी चुकली/).textContent).toBe('यांपैकी 0 लीडमध्ये पहिल्या कॉलची सेवा पातळी चुकली.');

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Leads');
    expect(screen.getByText(/First call within 2 working hours \(09:30–18:30 India time\)/)).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Logged in at the bank' })).toBeTruthy();
    expect(screen.getByText(/missed the first-call service level/).textContent).toBe('0 of these leads missed the first-call service level.');
  });

  it('shows one lead and its hand-over form in Marathi, with the form’s mistake in Marathi too', async () => {
    act(() => setLanguage('mr'));
    renderAt(`/admin/leads/${ONE.data.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Amol Jadhav: Home loan, बँकेत लॉग-इन झाले' })).toBeTruthy();
    expect(screen.getByText('आतापर्यंत पाळली')).toBeTruthy();
    expect(screen.getByText(/· संपर्क केला ·/)).toBeTruthy();
    expect(screen.getByText(/Anita Rao यांनी ही लीड Rahul Verma यांच्याकडे सोपवली/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'दुसऱ्या टेलिकॉलरकडे सोपवा' });
    fireEvent.click(within(form).getByRole('button', { name: 'सोपवा' }));
    expect(await within(form).findByText('लीड ज्या टेलिकॉलरकडे सोपवायची आहे तो निवडा')).toBeTruthy();

    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 2, name: 'दूसरे टेलीकॉलर को सौंपें' })).toBeTruthy();
    expect(screen.getByText(/Anita Rao ने इसे Rahul Verma को सौंपा/)).toBeTruthy();
    // The error on screen is the contract's keyed words, so it re-words with the page.
    expect(within(form).getByText('वह टेलीकॉलर चुनें जिसे लीड सौंपनी है')).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Amol Jadhav: Home loan, Logged in at the bank' })).toBeTruthy();
    expect(screen.getByText(/Anita Rao handed it from nobody to Rahul Verma/)).toBeTruthy();
    expect(screen.getByText(/· Contacted ·/)).toBeTruthy();
    expect(within(form).getByText('Choose the telecaller to hand it to')).toBeTruthy();
  });
});
