import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '@platform/shared/api';
import { commissionLine, uploadLoanInvoice } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { holdUpload } from '@platform/shared/testing/api-stub';
import { PaymentHistoryDetailsPage } from './payment-history-details-page';

// The contract's sample: a loan line whose invoice is due, the shop without a verified GSTIN.
const line = commissionLine.samples[0]!.response;

/** The invoice filled in with a 400-byte PDF and sent, the upload held open by the test. */
async function sendInvoice() {
  const upload = holdUpload({ [`GET /vendor/commissions/${line.data.id}`]: [200, line] }, `PUT /api/upload-invoice/${line.data.id}`);
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/vender/payment-history-details?id=${line.data.id}`]}>
        <PaymentHistoryDetailsPage />
      </MemoryRouter>
    </QueryProvider>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Invoice number'), 'GP/2026/041');
  fireEvent.change(screen.getByLabelText('Invoice date'), { target: { value: '2026-11-25' } });
  await user.upload(screen.getByLabelText('Invoice PDF'), new File(['i'.repeat(400)], 'invoice-041.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('button', { name: 'Upload invoice' }));
  await upload.sent;
  return upload;
}

const adapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = adapter;
});

describe('a commission line’s invoice', () => {
  it('shows how far the PDF has gone while it uploads, and clears it once stored', async () => {
    const upload = await sendInvoice();
    expect(screen.getByRole('progressbar', { name: 'Sending invoice-041.pdf: 0%' })).toBeTruthy();
    // 100 bytes of text fields before the PDF.
    act(() => upload.progress(300, 500));
    expect(screen.getByRole('progressbar', { name: 'Sending invoice-041.pdf: 50%' })).toBeTruthy();
    upload.answer(200, uploadLoanInvoice.samples[0]!.response);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('clears the progress when the invoice is refused, the form keeping what was filled in', async () => {
    const upload = await sendInvoice();
    act(() => upload.progress(500, 500));
    expect(screen.getByRole('progressbar', { name: 'Sending invoice-041.pdf: 100%' })).toBeTruthy();
    upload.answer(409, { success: false, error: 'This commission is already paid' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((screen.getByLabelText('Invoice number') as HTMLInputElement).value).toBe('GP/2026/041');
    expect((screen.getByLabelText('Invoice PDF') as HTMLInputElement).files?.[0]?.name).toBe('invoice-041.pdf');
  });
});
