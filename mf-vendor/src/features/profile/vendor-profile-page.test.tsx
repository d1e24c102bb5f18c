import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@platform/shared/api';
import { QueryClient, QueryProvider } from '@platform/shared/query';
import { VendorProfilePage } from './vendor-profile-page';

const step = (s: string, label: string, status: string, extra: Record<string, unknown> = {}) => ({
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
const profile = {
  id: 'v1',
  role: 'vendor',
  username: 'Shree Ganesh Mobile & Finance Point',
  ownerName: 'Ganesh Patil',
  email: 'demo.vendor@example.com',
  mobile: '9876500002',
  state: 'Maharashtra',
  city: 'Pune',
  pinCode: '411030',
  address: 'Shop 4',
  referralCode: 'DEMOSHOP',
  plan: null,
  createdAt: '2026-01-01T00:00:00.000Z',
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
  documents: [],
};

function renderPage() {
  vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/get-profile') return { data: { data: profile } };
    throw new Error(`unexpected GET ${url}`);
  });
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <VendorProfilePage />
      </MemoryRouter>
    </QueryProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

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
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'OTP sent', data: { reference: 'LOCAL-1', masked: 'XXXX XXXX 2346' } } });
    const aadhaar = await screen.findByTestId('kyc-aadhaar');
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
      expect(post).toHaveBeenCalledWith('/auth/aadhar-otp', { aadhaar: '234123412346' }, { headers: { 'X-Consent-Notice': 'vendor-kyc@1;en' } }),
    );
    expect(
      await within(aadhaar).findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'OTP sent to the mobile number linked with Aadhaar XXXX XXXX 2346.',
      ),
    ).toBeTruthy();
    expect(within(aadhaar).getByLabelText('Aadhaar ending 2346')).toBeTruthy();
    await user.type(within(aadhaar).getByLabelText('Aadhaar OTP'), '123456');
    post.mockResolvedValue({ data: { message: 'Aadhaar (OTP) verified successfully', data: { steps: [] } } });
    await user.click(within(aadhaar).getByRole('button', { name: 'Verify Aadhaar' }));
    await vi.waitFor(() => expect(post).toHaveBeenLastCalledWith('/auth/aadhar-verify', { otp: '123456', reference: 'LOCAL-1' }));
  });
});
