import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { sendRequestedDocuments, shopServiceRequest } from '@platform/shared/contracts';
import { answerApi, holdUpload } from '@platform/shared/testing/api-stub';
import { CaServiceRequestPage } from './service-request-page';

// Stubs made from the contracts' sample answers, so they have the API's shape.
const SAMPLE = shopServiceRequest.samples[0]!.response;
const asked = {
  ...SAMPLE,
  data: {
    ...SAMPLE.data,
    status: 'documents_requested' as const,
    statusLabel: 'Documents requested',
    reason: 'The premises are rented: please attach the rent agreement.',
    requestedDocuments: [
      { key: 'rentAgreement', label: 'Rent agreement or NOC' },
      { key: 'photograph', label: 'Photograph' },
    ],
    history: [
      ...SAMPLE.data.history,
      { status: 'documents_requested' as const, label: 'Documents requested', note: 'Rent agreement or NOC: please attach it.', at: SAMPLE.data.createdAt },
    ],
  },
};
const completed = {
  ...SAMPLE,
  data: {
    ...SAMPLE.data,
    status: 'completed' as const,
    statusLabel: 'Completed',
    deliverable: { ...SAMPLE.data.documents[0]!, id: 'd1', document: 'deliverable', label: 'Acknowledgement no. AA2701261234', fileName: 'ack.pdf' },
  },
};

function renderPage() {
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/vender/ca-services-history/${SAMPLE.data.id}`]}>
        <Routes>
          <Route path="/vender/ca-services-history/:requestId" element={<CaServiceRequestPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  act(() => setLanguage('en'));
});

const url = `/ca/submissions/${SAMPLE.data.id}`;

describe('a service request page', () => {
  it('shows the number, the documents asked for and sends each of them back together', async () => {
    const sent = answerApi({ [`GET ${url}`]: [200, asked], [`PUT ${url}/documents`]: [200, sendRequestedDocuments.samples[0]!.response] });
    renderPage();
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('GST Registration · CA-2026-000123');
    const form = screen.getByRole('form', { name: 'Send documents for GST Registration' });
    const user = userEvent.setup();
    await user.upload(within(form).getByLabelText('Rent agreement or NOC'), new File(['%PDF-1.4'], 'rent.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Send documents' }));
    // The photograph is missing: said beside its field, focus moved there, nothing sent.
    expect(within(form).getByRole('alert').textContent).toBe('Attach Photograph');
    expect(document.activeElement).toBe(within(form).getByLabelText('Photograph'));
    expect(sent).not.toContain(`PUT ${url}/documents`);
    await user.upload(within(form).getByLabelText('Photograph'), new File(['%PDF-1.4'], 'photo.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Send documents' }));
    await screen.findByText('Timeline');
    expect(sent).toContain(`PUT ${url}/documents`);
    expect(screen.getByText('Rent agreement or NOC: please attach it.')).toBeTruthy();
  });

  /** The two documents asked for chosen (a 300-byte rent agreement, then a 100-byte photo) and sent, the upload held open. */
  async function sendBoth() {
    const upload = holdUpload({ [`GET ${url}`]: [200, asked] }, `PUT ${url}/documents`);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Send documents for GST Registration' });
    const user = userEvent.setup();
    await user.upload(within(form).getByLabelText('Rent agreement or NOC'), new File(['r'.repeat(300)], 'rent.pdf', { type: 'application/pdf' }));
    await user.upload(within(form).getByLabelText('Photograph'), new File(['p'.repeat(100)], 'photo.jpg', { type: 'image/jpeg' }));
    await user.click(within(form).getByRole('button', { name: 'Send documents' }));
    await upload.sent;
    return { upload, form };
  }

  it('shows how far each document has gone while they are sent, and clears it once stored', async () => {
    const { upload, form } = await sendBoth();
    expect(within(form).getByRole('progressbar', { name: 'Sending rent.pdf: 0%' })).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Send documents' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => upload.progress(150, 400));
    expect(within(form).getByRole('progressbar', { name: 'Sending rent.pdf: 50%' })).toBeTruthy();
    expect(within(form).getByRole('progressbar', { name: 'Sending photo.jpg: 0%' })).toBeTruthy();
    act(() => upload.progress(350, 400));
    expect(within(form).getByRole('progressbar', { name: 'Sending photo.jpg: 50%' })).toBeTruthy();
    upload.answer(200, sendRequestedDocuments.samples[0]!.response);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('clears the progress when sending fails, the chosen files staying for another try', async () => {
    const { upload, form } = await sendBoth();
    act(() => upload.progress(200, 400));
    expect(within(form).getByRole('progressbar', { name: 'Sending rent.pdf: 67%' })).toBeTruthy();
    upload.answer(413, { success: false, error: 'Files too large' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((within(form).getByLabelText('Photograph') as HTMLInputElement).files?.[0]?.name).toBe('photo.jpg');
    expect((within(form).getByRole('button', { name: 'Send documents' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the documents asked for in Hindi and Marathi, where the browser would say “Choose files” in its own language', async () => {
    answerApi({ [`GET ${url}`]: [200, asked] });
    act(() => setLanguage('mr'));
    renderPage();
    const form = await screen.findByRole('form');
    const rent = within(form).getByLabelText<HTMLInputElement>('Rent agreement or NOC');
    expect(within(form).getAllByText('फाइल्स निवडा')).toHaveLength(2);
    expect(within(form).getAllByText('एकही फाइल निवडलेली नाही')).toHaveLength(2);
    const user = userEvent.setup();
    await user.upload(rent, [new File(['r'], 'rent-1.pdf', { type: 'application/pdf' }), new File(['r'], 'rent-2.pdf', { type: 'application/pdf' })]);
    expect(document.getElementById(`${rent.id}-chosen`)!.textContent).toBe('2 फाइल्स निवडल्या');
    act(() => setLanguage('hi'));
    expect(within(form).getAllByText('फ़ाइलें चुनें')).toHaveLength(2);
    expect(document.getElementById(`${rent.id}-chosen`)!.textContent).toBe('2 फ़ाइलें चुनी गईं');
    expect(within(form).getAllByText('कोई फ़ाइल नहीं चुनी गई')).toHaveLength(1);
  });

  it('labels the deliverable by what it is, with its download', async () => {
    answerApi({ [`GET ${url}`]: [200, completed] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your Acknowledgement no. AA2701261234' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the Acknowledgement no. AA2701261234' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
