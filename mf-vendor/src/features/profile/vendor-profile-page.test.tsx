import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { DEMO_SHOP_PROFILE, requestAadhaarOtp, uploadShopDocuments, verifyAadhaarOtp, type VendorProfile } from '@platform/shared/contracts';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { holdUpload } from '@platform/shared/testing/api-stub';
import { VendorProfilePage } from './vendor-profile-page';

type Step = VendorProfile['kyc'][number];
const step = (s: Step['step'], label: string, status: Step['status'], extra: Partial<Step> = {}): Step => ({
  step: s,
  label,
  status,
  reason: null,
  masked: null,
  details: {},
  updatedAt: null,
  verifiedAt: null,
  ...extra,
});
const profile: VendorProfile = {
  ...DEMO_SHOP_PROFILE,
  kyc: [
    step('aadhaar', 'Aadhaar (OTP)', 'not_started'),
    step('shopAadhaar', "Shop owner's Aadhaar", 'verified', { masked: 'XXXX XXXX 4129' }),
    step('pan', 'PAN', 'failed', {
      reason: 'The name on record (Ramesh Kumar Yadav) does not match the name on your profile (Ganesh Patil)',
      masked: 'XXXXXX111F',
    }),
    step('bank', 'Bank account', 'not_started'),
    step('gst', 'GST registration', 'not_started'),
  ],
  kycStepsLeft: 4,
  permissions: { addConnectors: false, receivePayouts: false },
  documents: [
    {
      id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
      kind: 'addressProof',
      label: 'Address proof',
      mimeType: 'application/pdf',
      sizeBytes: 182_340,
      fileName: 'electricity-bill.pdf',
      uploadedAt: '2026-11-25T09:30:00.000Z',
      rejectedReason: 'The bill is older than three months',
    },
  ],
};

function renderPage({ spy = true } = {}) {
  // Every call goes through a contract, so through the API client's request().
  if (spy) {
    vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) => {
      if (config.url === '/api/get-profile') return { data: { success: true, message: 'Profile fetched successfully', data: profile } };
      throw new Error(`unexpected request ${config.url}`);
    });
  }
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <VendorProfilePage />
      </MemoryRouter>
    </QueryProvider>,
  );
}

const adapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = adapter;
  vi.restoreAllMocks();
  act(() => setLanguage('en'));
});

describe('vendor profile: in Hindi', () => {
  it('switches its headings, steps and buttons to Hindi, the numbers and reasons staying as they are', async () => {
    renderPage();
    await screen.findByTestId('kyc-shopAadhaar');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('वेंडर प्रोफ़ाइल');
    expect(screen.getByRole('heading', { name: 'KYC: 5 में से 4 चरण बाकी' })).toBeTruthy();
    const pan = screen.getByTestId('kyc-pan');
    expect(within(pan).getByRole('heading').textContent).toBe('PAN असफल');
    expect(within(pan).getByRole('button', { name: 'PAN सत्यापित करें' })).toBeTruthy();
    expect(pan.textContent).toContain('does not match the name on your profile (Ganesh Patil)');
    expect(screen.getByRole('button', { name: 'दस्तावेज़ अपलोड करें' })).toBeTruthy();
    expect(screen.getByText('हमारी रिव्यू टीम ने स्वीकार नहीं किया: The bill is older than three months। कृपया दूसरी फ़ाइल अपलोड करें।')).toBeTruthy();
  });

  it('offers its document files in Hindi and Marathi, where the browser would say “Choose file” in its own language', async () => {
    renderPage();
    const user = userEvent.setup();
    const photo = await screen.findByLabelText<HTMLInputElement>('Shop photo');
    act(() => setLanguage('hi'));
    expect(screen.getByLabelText('दुकान की फ़ोटो')).toBe(photo);
    expect(screen.getAllByText('फ़ाइल चुनें')).toHaveLength(2);
    expect(screen.getAllByText('कोई फ़ाइल नहीं चुनी गई')).toHaveLength(2);
    await user.upload(photo, new File(['p'], 'shop.jpg', { type: 'image/jpeg' }));
    expect(document.getElementById(`${photo.id}-chosen`)!.textContent).toBe('shop.jpg');
    act(() => setLanguage('mr'));
    expect(screen.getAllByText('फाइल निवडा')).toHaveLength(2);
    expect(screen.getAllByText('एकही फाइल निवडलेली नाही')).toHaveLength(1);
  });
});

describe('vendor profile: documents', () => {
  it('shows why a reviewer sent a document back, beside the field to upload another', async () => {
    renderPage();
    const reason = await screen.findByText(/Not accepted by our review team: The bill is older than three months/);
    expect(screen.getByLabelText('Address proof').getAttribute('aria-describedby')).toContain(reason.id);
  });

  /** The page with a 300-byte photo and a 100-byte proof chosen, the upload held open by the test. */
  async function sendBoth() {
    const upload = holdUpload(
      { 'GET /api/get-profile': [200, { success: true, message: 'Profile fetched successfully', data: profile }] },
      'PUT /api/upload-docs',
    );
    renderPage({ spy: false });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Shop photo'), new File(['p'.repeat(300)], 'shop.jpg', { type: 'image/jpeg' }));
    await user.upload(screen.getByLabelText('Address proof'), new File(['b'.repeat(100)], 'bill.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    await upload.sent;
    return upload;
  }

  it('shows how far each file has gone while they upload, and clears it once stored', async () => {
    const upload = await sendBoth();
    expect(screen.getByRole('progressbar', { name: 'Sending shop.jpg: 0%' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload documents' }) as HTMLButtonElement).disabled).toBe(true);
    // The body is the two files alone: the photo first.
    act(() => upload.progress(150, 400));
    expect(screen.getByRole('progressbar', { name: 'Sending shop.jpg: 50%' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sending bill.pdf: 0%' })).toBeTruthy();
    act(() => upload.progress(350, 400));
    expect(screen.getByRole('progressbar', { name: 'Sending shop.jpg: 100%' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Sending bill.pdf: 50%' })).toBeTruthy();
    upload.answer(200, uploadShopDocuments.samples[0]!.response);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((screen.getByRole('button', { name: 'Upload documents' }) as HTMLButtonElement).disabled).toBe(false);
    // Stored: the form starts again, and says so beside each field.
    await waitFor(() => expect(screen.getAllByText('No file chosen')).toHaveLength(2));
  });

  it('clears the progress when the upload fails, the chosen files staying for another try', async () => {
    const upload = await sendBoth();
    act(() => upload.progress(100, 400));
    expect(screen.getByRole('progressbar', { name: 'Sending shop.jpg: 33%' })).toBeTruthy();
    upload.answer(413, { success: false, error: 'File too large' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((screen.getByLabelText('Shop photo') as HTMLInputElement).files?.[0]?.name).toBe('shop.jpg');
    expect((screen.getByRole('button', { name: 'Upload documents' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('vendor profile: KYC steps', () => {
  it('shows each step’s state, the masked number and why a step failed', async () => {
    renderPage();
    const shopAadhaar = await screen.findByTestId('kyc-shopAadhaar');
    expect(shopAadhaar.textContent).toContain('Verified');
    expect(shopAadhaar.textContent).toContain('XXXX XXXX 4129');
    expect(within(shopAadhaar).queryByRole('button')).toBeNull();
    const pan = screen.getByTestId('kyc-pan');
    expect(pan.textContent).toContain('Failed');
    expect(pan.textContent).toContain('does not match the name on your profile (Ganesh Patil)');
    expect(screen.getByText('Commission payouts start once your PAN and bank account are verified.')).toBeTruthy();
  });

  it('checks the Aadhaar check digit before asking the server, then sends the number without spaces', async () => {
    renderPage();
    const started = requestAadhaarOtp.samples[0]!.response;
    const aadhaar = await screen.findByTestId('kyc-aadhaar');
    // The profile stays the profile (a step's answer makes the page read it again); every other
    // call (through the API client's request()) gets `next`.
    let next: unknown = { ...started, data: { ...started.data, reference: 'LOCAL-1' } };
    const post = vi.fn(async (_config: { url?: string }) => ({ data: next }));
    vi.spyOn(apiClient, 'request').mockImplementation(async (config: { url?: string }) =>
      config.url === '/api/get-profile' ? { data: { success: true, message: 'Profile fetched successfully', data: profile } } : post(config),
    );
    const user = userEvent.setup();
    await user.type(within(aadhaar).getByLabelText('Aadhaar number'), '2341 2341 2345');
    await user.click(within(aadhaar).getByRole('button', { name: 'Send OTP' }));
    expect(await within(aadhaar).findByText('Enter a valid Aadhaar number: please check it for typing mistakes')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.clear(within(aadhaar).getByLabelText('Aadhaar number'));
    await user.type(within(aadhaar).getByLabelText('Aadhaar number'), '2341 2341 2346');
    // The vendor-KYC consent is asked first, and the request names the notice ticked.
    await user.click(within(aadhaar).getByRole('button', { name: 'Send OTP' }));
    expect(await within(aadhaar).findByText('Please tick to agree before you continue')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.click(within(aadhaar).getByRole('checkbox', { name: /UIDAI/ }));
    await user.click(within(aadhaar).getByRole('button', { name: 'Send OTP' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'POST',
          url: '/auth/aadhar-otp',
          data: { aadhaar: '234123412346' },
          headers: { 'X-Consent-Notice': 'vendor-kyc@1;en' },
        }),
      ),
    );
    expect(
      await within(aadhaar).findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'OTP sent to the mobile number linked with Aadhaar XXXX XXXX 2346.',
      ),
    ).toBeTruthy();
    expect(within(aadhaar).getByLabelText('Aadhaar ending 2346')).toBeTruthy();
    await user.type(within(aadhaar).getByLabelText('Aadhaar OTP'), '123456');
    next = verifyAadhaarOtp.samples[0]!.response;
    await user.click(within(aadhaar).getByRole('button', { name: 'Verify Aadhaar' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        expect.objectContaining({ method: 'POST', url: '/auth/aadhar-verify', data: { otp: '123456', reference: 'LOCAL-1' } }),
      ),
    );
  });
});
