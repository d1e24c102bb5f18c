import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@platform/shared';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@platform/shared/api';
import { sendConnectorJoinOtp, verifyConnectorJoinOtp } from '@platform/shared/contracts';
import { CreateConnectorPage } from './create-connector-page';

afterEach(() => vi.restoreAllMocks());

describe('/create-connector', () => {
  it('needs consent, sends the OTP, then joins with the flow token in its header', async () => {
    // The answers are the contracts' samples (the flow token renamed so the test can follow it).
    const post = vi
      .spyOn(apiClient, 'request')
      .mockResolvedValueOnce({ data: { ...sendConnectorJoinOtp.samples[0]!.response, newToken: 'flow-1', shopName: 'Shree Ganesh Mobile & Finance Point' } });
    render(
      <MemoryRouter initialEntries={['/create-connector?code=demoshop']}>
        <CreateConnectorPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect((screen.getByLabelText("Shop's referral code") as HTMLInputElement).value).toBe('DEMOSHOP');
    await user.type(screen.getByLabelText('Full name'), 'Omkar Salunkhe');
    await user.type(screen.getByLabelText('Mobile number'), '9822000301');
    await user.type(screen.getByLabelText('Pin Code'), '411030');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please agree to work with this shop as its connector')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Shree Ganesh Mobile & Finance Point')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/connector/send-otp',
        data: { referralCode: 'DEMOSHOP', name: 'Omkar Salunkhe', mobile: '9822000301', pinCode: '411030', consent: true },
        headers: { 'X-Consent-Notice': 'connector@1;en' },
      }),
    );

    const joined = verifyConnectorJoinOtp.samples[0]!.response;
    post.mockResolvedValueOnce({
      data: {
        ...joined,
        data: { ...joined.data, name: 'Omkar Salunkhe', code: 'CNAB12CD', shopName: 'Shree Ganesh Mobile & Finance Point', shopCode: 'DEMOSHOP' },
      },
    });
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and join' }));
    expect(await screen.findByText('CNAB12CD')).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST', url: '/connector/verify-otp', data: { otp: '123456' }, headers: { 'X-Flow-Token': 'flow-1' } }),
    );
    expect(screen.getByTestId('connector-joined').textContent).toContain('/education-loan?shopid=DEMOSHOP&referral=CNAB12CD');
  });

  it('shows its heading, fields and button in Hindi after the switch', () => {
    render(
      <MemoryRouter initialEntries={['/create-connector']}>
        <CreateConnectorPage />
      </MemoryRouter>,
    );
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'कनेक्टर बनें' })).toBeTruthy();
    expect(screen.getByLabelText('दुकान का रेफ़रल कोड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OTP भेजें' })).toBeTruthy();
    act(() => setLanguage('en'));
  });
});
