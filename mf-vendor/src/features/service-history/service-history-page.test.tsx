import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@platform/shared/api';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { sendRequestedDocuments, shopServiceRequests, withdrawServiceRequest } from '@platform/shared/contracts';
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
});

describe('service request histories', () => {
  it('shows each request with its status, reason, documents, re-upload and deliverable', async () => {
    const sent = answerApi({
      'GET /ca/submissions?group=ca': [
        200,
        list([
          request({
            id: 'r3',
            status: 'completed',
            statusLabel: 'Completed',
            deliverable: file('d1', 'deliverable', 'Deliverable', 'GST-certificate.pdf'),
          }),
          request({ id: 'r2', status: 'documents_requested', statusLabel: 'Documents requested', reason: 'The rent agreement is missing.' }),
          request({ id: 'r1', status: 'rejected', statusLabel: 'Rejected', reason: 'The PAN does not belong to the applicant.' }),
        ]),
      ],
      'PUT /ca/submissions/r2/documents': [200, sendRequestedDocuments.samples[0]!.response],
    });
    renderPage(<CaServicesHistoryPage />);
    const cards = await screen.findAllByTestId('service-request');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('button', { name: 'Download GST-certificate.pdf' })).toBeTruthy();
    expect(within(cards[1]!).getByText('Our team asks: The rent agreement is missing.')).toBeTruthy();
    expect(within(cards[2]!).getByText('Reason: The PAN does not belong to the applicant.')).toBeTruthy();
    expect(within(cards[2]!).queryByRole('form')).toBeNull();

    const user = userEvent.setup();
    const form = within(cards[1]!).getByRole('form', { name: 'Send documents for GST Registration' });
    await user.click(within(form).getByRole('button', { name: 'Send documents' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose the documents to send');
    await user.selectOptions(within(form).getByLabelText('Document'), 'rentAgreement');
    await user.upload(within(form).getByLabelText('Files'), new File(['%PDF-1.4'], 'rent.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Send documents' }));
    await screen.findAllByTestId('service-request');
    expect(sent).toContain('PUT /ca/submissions/r2/documents');
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
});
