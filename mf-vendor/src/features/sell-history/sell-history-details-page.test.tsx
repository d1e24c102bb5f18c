import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@platform/shared/api';
import { getLoanSale, statusHistory, uploadSaleDocuments } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { holdUpload } from '@platform/shared/testing/api-stub';
import { SellHistoryDetailsPage } from './sell-history-details-page';

// The contracts' samples: a loan sale filed at the counter, its timeline.
const sale = getLoanSale.samples[0]!.response;
const id = sale.data.id;

/** A 200-byte document chosen for the sale and sent, the upload held open by the test. */
async function sendDocument() {
  const upload = holdUpload(
    { [`GET /api/get-single-loan/${id}`]: [200, sale], [`GET /api/get-status-history/${id}`]: [200, statusHistory.samples[0]!.response] },
    `PUT /api/pendency-docs/${id}`,
  );
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/vender/sell-history-details/${id}`]}>
        <Routes>
          <Route path="/vender/sell-history-details/:sellId" element={<SellHistoryDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
  const form = await screen.findByRole('form', { name: 'Upload a document' });
  const user = userEvent.setup();
  await user.upload(within(form).getByLabelText('File'), new File(['d'.repeat(200)], 'salary-slip.pdf', { type: 'application/pdf' }));
  await user.click(within(form).getByRole('button', { name: 'Upload document' }));
  await upload.sent;
  return { upload, form };
}

const adapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = adapter;
});

describe('a sale’s documents', () => {
  it('shows how far the document has gone while it uploads, and clears it once stored', async () => {
    const { upload, form } = await sendDocument();
    expect(within(form).getByRole('progressbar', { name: 'Sending salary-slip.pdf: 0%' })).toBeTruthy();
    // The document's kind comes first in the body: 50 bytes of it.
    act(() => upload.progress(150, 250));
    expect(within(form).getByRole('progressbar', { name: 'Sending salary-slip.pdf: 50%' })).toBeTruthy();
    upload.answer(200, uploadSaleDocuments.samples[0]!.response);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('clears the progress when the document is refused, the chosen file staying', async () => {
    const { upload, form } = await sendDocument();
    act(() => upload.progress(250, 250));
    expect(within(form).getByRole('progressbar', { name: 'Sending salary-slip.pdf: 100%' })).toBeTruthy();
    upload.answer(413, { success: false, error: 'The document must be at most 5 MB' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((within(form).getByLabelText('File') as HTMLInputElement).files?.[0]?.name).toBe('salary-slip.pdf');
  });
});
