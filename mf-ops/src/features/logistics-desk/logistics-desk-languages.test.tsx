// The desk in Hindi and Marathi (issue 33): the pages' own words and the status and zone words the
// server sends follow the language switch; tracking numbers, shops and places stay as typed.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { deskShipment, listDeskShipments } from '@platform/shared/contracts';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { ShipmentPage } from './shipment-page';
import { ShipmentsPage } from './shipments-page';

afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
});

const LIST = listDeskShipments.samples[0]!.response;
const ONE = deskShipment.samples[0]!.response;

function serve() {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const data = config.url === listDeskShipments.path ? LIST : ONE;
    return { data, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
}

function renderAt(url: string) {
  serve();
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/ops/shipments" element={<ShipmentsPage />} />
          <Route path="/ops/shipments/:id" element={<ShipmentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('the logistics desk in three languages', () => {
  it('shows the queue in Hindi, then Marathi, then English as the spec words it', async () => {
    act(() => setLanguage('hi'));
    renderAt('/ops/shipments');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('शिपमेंट');
    expect(within(table).getByRole('columnheader', { name: 'ट्रैकिंग नंबर' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'बुक हुआ' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: LIST.data.items[0]!.trackingNumber })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'खुले (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़िल्टर लागू करें' })).toBeTruthy();
    expect(screen.getByText('कोई शिपमेंट अटका नहीं है।')).toBeTruthy();
    // Wider than a phone, and with no shipment in it nothing inside to focus: the table's region
    // takes the focus itself so a keyboard can scroll it, named by the table's caption.
    expect(screen.getByRole('region', { name: 'शिपमेंट, सबसे पुराने पहले' }).tabIndex).toBe(0);

    act(() => setLanguage('mr'));
    expect(within(table).getByRole('columnheader', { name: 'ट्रॅकिंग क्रमांक' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'बुक झाले' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिल्टर लागू करा' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'या पानावरील सर्व शिपमेंट निवडा' })).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shipments');
    expect(within(table).getByRole('columnheader', { name: 'Tracking number' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Booked' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Open (1)' })).toBeTruthy();
    expect(screen.getByText('No shipment is stalled.')).toBeTruthy();
  });

  it('shows one shipment with its zone, payment and timeline in Marathi and Hindi', async () => {
    act(() => setLanguage('mr'));
    renderAt(`/ops/shipments/${ONE.data.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: `${ONE.data.trackingNumber}: बुक झाले` })).toBeTruthy();
    expect(screen.getByText('एकाच राज्यात')).toBeTruthy();
    expect(screen.getByText('आधीच पेमेंट केलेले')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'पुढची पायरी' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 शिपमेंट पुढे न्या' })).toBeTruthy();

    act(() => setLanguage('hi'));
    expect(screen.getByText('एक ही राज्य')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'ट्रैकिंग टाइमलाइन' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'इस स्थिति पर ले जाएँ' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'पिकअप हुआ' })).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: `${ONE.data.trackingNumber}: Booked` })).toBeTruthy();
    expect(screen.getByText('Same state')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move 1 shipment' })).toBeTruthy();
  });
});
