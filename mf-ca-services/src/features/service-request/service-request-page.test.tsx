import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { sampleServiceRequest, serviceRequestContract, shopServiceRequest } from '@platform/shared/contracts';
import { serviceNamed } from '@platform/shared/schemas';
import { answerApi, holdUpload } from '@platform/shared/testing/api-stub';
import { ServiceRequestPage } from './service-request-page';

function renderPage(serviceName: string | undefined, url = '/form') {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <ServiceRequestPage serviceName={serviceName} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  answerApi({ 'GET /wallet/balance': [200, { success: true, balance: 50_000 }] });
});
afterEach(() => {
  sessionStorage.clear();
  act(() => setLanguage('en'));
});

describe('a service request page', () => {
  it('shows an unknown service name as an error, not another form', () => {
    renderPage('Tax Magic');
    expect(screen.getByRole('alert').textContent).toBe('Unknown service: Tax Magic');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('is GST Registration when no name is given, with its fee and the upload limits', async () => {
    renderPage(undefined);
    expect(await screen.findByRole('heading', { level: 1, name: 'GST Registration' })).toBeTruthy();
    expect(screen.getAllByText(/₹1,770/).length).toBeGreaterThan(0);
    expect(screen.getByText('PDF, JPG or PNG, up to 5 MB a file and 10 files a request.')).toBeTruthy();
  });

  it('restores the typed answers after a reload and names the files to attach again', async () => {
    sessionStorage.setItem(
      'productFormDraft:ca-service:gst-registration',
      JSON.stringify({ values: { applicantName: 'Ganesh Patil', pan: 'ABCPE1234F', __attached: ['panCard', 'addressProof'] } }),
    );
    renderPage('GST Registration');
    expect(((await screen.findByLabelText('Applicant name')) as HTMLInputElement).value).toBe('Ganesh Patil');
    expect((screen.getByLabelText('PAN') as HTMLInputElement).value).toBe('ABCPE1234F');
    expect(screen.getByRole('status').textContent).toContain('attach PAN card, Address proof again');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('status').textContent).toContain('PAN कार्ड, पते का प्रमाण फिर से अटैच करें');
  });

  it('shows a request saved earlier as awaiting payment, with the top-up it needs', async () => {
    sessionStorage.setItem('caServicePending:gst-registration', 'aaaaaaaa-0000-4000-8000-000000000001');
    answerApi({
      'GET /wallet/balance': [200, { success: true, balance: 50_000 }],
      // The contract's sample answer, as this request: GST Registration awaiting its fee, with its two required documents.
      'GET /ca/submissions/aaaaaaaa-0000-4000-8000-000000000001': [
        200,
        {
          ...shopServiceRequest.samples[0]!.response,
          data: { ...sampleServiceRequest(serviceNamed('GST Registration')), id: 'aaaaaaaa-0000-4000-8000-000000000001' },
        },
      ],
    });
    renderPage('GST Registration');
    const due = await screen.findByRole('region', { name: 'Awaiting payment' });
    expect(due.textContent).toContain('saved with 2 document(s)');
    expect(await screen.findByRole('button', { name: 'Top up ₹1,270 and pay' })).toBeTruthy();

    act(() => setLanguage('mr'));
    const marathi = screen.getByRole('region', { name: 'पेमेंट बाकी' });
    expect(marathi.textContent).toContain('तुमची GST नोंदणी विनंती 2 कागदपत्रांसह जतन केली आहे.');
    expect(within(marathi).getByRole('button', { name: '₹1,270 टॉप-अप करा आणि भरा' })).toBeTruthy();
  });
  it('follows the switch to Hindi: heading, field labels, choices, documents and the submit button', async () => {
    renderPage('GST Registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'GST Registration' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'GST पंजीकरण' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'GST पंजीकरण का अनुरोध' });
    expect(within(form).getByLabelText('आवेदक का नाम')).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'प्राइवेट लिमिटेड कंपनी' })).toBeTruthy();
    expect(within(form).getByText('PDF, JPG या PNG, हर फ़ाइल ज़्यादा से ज़्यादा 5 MB और एक अनुरोध में 10 फ़ाइलें।')).toBeTruthy();
    expect(within(form).getByText('किराया अनुबंध या NOC (वैकल्पिक)')).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'वॉलेट से भुगतान करें' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'अनुरोध भेजें' })).toBeTruthy();
  });

  it('follows the switch to Marathi, and an unknown service says so in Marathi', async () => {
    renderPage('Trademark Registration');
    act(() => setLanguage('mr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ट्रेडमार्क नोंदणी' })).toBeTruthy();
    expect(screen.getByLabelText('ब्रँड नाव (वर्ड मार्क)')).toBeTruthy();
    expect(screen.getByText('ब्रँड कशासाठी वापरला जातो; क्लास आम्ही निवडू.')).toBeTruthy();
    expect(screen.getByText(/साधारण लागणारा वेळ: अर्ज क्रमांक 2 कामकाजाच्या दिवसांत/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'विनंती पाठवा' })).toBeTruthy();
  });

  it('says in Hindi what is wrong with a field, naming the field as its label does', async () => {
    renderPage('GST Registration');
    const user = userEvent.setup();
    act(() => setLanguage('hi'));
    await user.click(await screen.findByLabelText('आवेदक का नाम'));
    await user.paste('क'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'अनुरोध भेजें' }));
    expect(await screen.findByText('आवेदक का नाम: अधिकतम 200 अक्षर हो सकते हैं')).toBeTruthy();
    expect(screen.getByText('व्यवसाय का प्रकार चुनें')).toBeTruthy();
    expect(screen.getByText('मोबाइल नंबर आवश्यक है')).toBeTruthy();
  });

  it('says an unknown service in Hindi', () => {
    act(() => setLanguage('hi'));
    renderPage('Tax Magic');
    expect(screen.getByRole('alert').textContent).toBe('अज्ञात सेवा: Tax Magic');
    expect(screen.getByRole('link', { name: 'सभी सेवाएँ देखें' })).toBeTruthy();
  });
});

describe('sending a request', () => {
  const gstReturn = serviceNamed('GST Return');
  const wallet: [number, unknown] = [200, { success: true, balance: 500_000 }];

  /** The form with every field answered (the contract's sample, restored as a draft) and two files attached. */
  async function formWithFiles() {
    sessionStorage.setItem('productFormDraft:ca-service:gst-return', JSON.stringify({ values: serviceRequestContract(gstReturn).samples[0]!.request?.body }));
    const router = renderPage('GST Return');
    const user = userEvent.setup();
    // One pick of two files: happy-dom loses a listed field's files when another listed field is
    // picked after it (real browsers keep both: e2e/tests/ca-services.spec.ts).
    await user.upload(await screen.findByLabelText('Sales invoices or register'), [
      new File(['s'.repeat(100)], 'sales.pdf', { type: 'application/pdf' }),
      new File(['b'.repeat(300)], 'bills.jpg', { type: 'image/jpeg' }),
    ]);
    return { router, user };
  }

  it('shows each file’s percent while the request is sent, and moves on when it is stored', async () => {
    const upload = holdUpload({ 'GET /wallet/balance': wallet }, 'POST /ca/gst/gst-return');
    const { router, user } = await formWithFiles();
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    const body = await upload.sent;
    expect((body.getAll('salesRegister') as File[]).map((file) => file.name)).toEqual(['sales.pdf', 'bills.jpg']);
    expect(screen.getByRole('progressbar', { name: 'Sending sales.pdf: 0%' })).toBeTruthy();
    // 100 bytes of text fields, then the sales register (100), then the bills (300).
    act(() => upload.progress(150, 500));
    expect(screen.getByRole('progressbar', { name: 'Sending sales.pdf: 50%' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sending bills.jpg: 0%' })).toBeTruthy();
    act(() => upload.progress(350, 500));
    expect(screen.getByRole('progressbar', { name: 'Sending sales.pdf: 100%' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sending bills.jpg: 50%' })).toBeTruthy();
    upload.answer(200, { success: true, message: 'GST Return request sent.', data: sampleServiceRequest(gstReturn, 'submitted') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vender/ca-services-history'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('clears the progress when the request fails and keeps the chosen files', async () => {
    const upload = holdUpload({ 'GET /wallet/balance': wallet }, 'POST /ca/gst/gst-return');
    const { user } = await formWithFiles();
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await upload.sent;
    act(() => upload.progress(300, 500));
    expect(screen.getByRole('progressbar', { name: 'Sending bills.jpg: 33%' })).toBeTruthy();
    upload.answer(413, { success: false, error: 'Files too large' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove sales.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove bills.jpg' })).toBeTruthy();
  });
});
