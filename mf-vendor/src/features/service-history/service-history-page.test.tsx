import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { shopServiceRequests, withdrawServiceRequest } from '@platform/shared/contracts';
import { answerApi } from '@platform/shared/testing/api-stub';
import { CaServicesHistoryPage, OtherServicesHistoryPage } from './service-history-page';

// Stubs made from the contracts' sample answers (@platform/shared/contracts), so they have the API's shape.
const SAMPLE = shopServiceRequests.samples[0]!.response;
const file = (id: string, document: string, label: string, fileName: string) => ({ ...SAMPLE.data.items[0]!.documents[0]!, id, document, label, fileName });
const request = (over: Record<string, unknown>) => ({
  ...SAMPLE.data.items[0]!,
  id: 'r1',
  documents: [file('f1', 'panCard', 'PAN card', 'pan.pdf')],
  ...over,
});
const list = (items: ReturnType<typeof request>[]) => ({ ...SAMPLE, data: { items } });

function renderPage(page: ReactElement) {
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryProvider>,
  );
}

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  act(() => setLanguage('en'));
});

describe('service request histories', () => {
  it('shows each request with its number, status, reason, a link to its page and the deliverable labelled by what it is', async () => {
    answerApi({
      'GET /ca/submissions?group=ca': [
        200,
        list([
          request({
            id: 'r3',
            requestNumber: 'CA-2026-000125',
            status: 'completed',
            statusLabel: 'Completed',
            deliverable: file('d1', 'deliverable', 'GST registration certificate', 'GST-certificate.pdf'),
          }),
          request({
            id: 'r2',
            requestNumber: 'CA-2026-000124',
            status: 'documents_requested',
            statusLabel: 'Documents requested',
            reason: 'The rent agreement is missing.',
            requestedDocuments: [{ key: 'rentAgreement', label: 'Rent agreement or NOC' }],
          }),
          request({ id: 'r1', status: 'rejected', statusLabel: 'Rejected', reason: 'The PAN does not belong to the applicant.' }),
        ]),
      ],
    });
    renderPage(<CaServicesHistoryPage />);
    const cards = await screen.findAllByTestId('service-request');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('heading', { level: 2 }).textContent).toBe('GST Registration CA-2026-000125');
    expect(within(cards[0]!).getByRole('button', { name: 'Download the GST registration certificate' })).toBeTruthy();
    expect(within(cards[1]!).getByText('Our team asks: The rent agreement is missing.')).toBeTruthy();
    expect(within(cards[1]!).getByRole('link', { name: 'Send the documents for CA-2026-000124' }).getAttribute('href')).toBe('/vender/ca-services-history/r2');
    expect(within(cards[2]!).getByText('Reason: The PAN does not belong to the applicant.')).toBeTruthy();
    expect(within(cards[2]!).getByRole('link', { name: 'View CA-2026-000123' })).toBeTruthy();
  });

  it('a request not yet started can be withdrawn, saying the fee goes back to the wallet; started ones cannot', async () => {
    const sent = answerApi({
      'GET /ca/submissions?group=ca': [200, list([request({ id: 'r2', status: 'in_progress', statusLabel: 'In progress' }), request({ id: 'r1' })])],
      'POST /ca/submissions/r1/withdraw': [200, withdrawServiceRequest.samples[0]!.response],
    });
    renderPage(<CaServicesHistoryPage />);
    const cards = await screen.findAllByTestId('service-request');
    expect(within(cards[0]!).queryByRole('button', { name: 'Withdraw this request' })).toBeNull();
    expect(within(cards[1]!).getByText(/the fee of ₹1,770 goes back to your wallet/)).toBeTruthy();
    await userEvent.setup().click(within(cards[1]!).getByRole('button', { name: 'Withdraw this request' }));
    await screen.findAllByTestId('service-request');
    expect(sent).toContain('POST /ca/submissions/r1/withdraw');
  });

  it('other services: an empty history says so', async () => {
    answerApi({ 'GET /ca/submissions?group=other': [200, list([])] });
    renderPage(<OtherServicesHistoryPage />);
    expect(await screen.findByText(/No other service requests yet/)).toBeTruthy();
  });

  it('follows the switch to Hindi: heading, withdraw button and the fee going back, the request number as it is', async () => {
    answerApi({ 'GET /ca/submissions?group=ca': [200, list([request({ id: 'r1' })])] });
    renderPage(<CaServicesHistoryPage />);
    const [card] = await screen.findAllByTestId('service-request');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('CA सेवाओं की हिस्ट्री');
    expect(within(card!).getByRole('button', { name: 'यह अनुरोध वापस लें' })).toBeTruthy();
    expect(within(card!).getByText(/₹1,770 का शुल्क आपके वॉलेट में वापस आ जाएगा/)).toBeTruthy();
    expect(within(card!).getByRole('link', { name: 'CA-2026-000123 देखें' })).toBeTruthy();
  });
});
