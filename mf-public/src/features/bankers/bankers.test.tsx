import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { routes } from '../../app/routes';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  session.clear();
});

const LAZY = { timeout: 10_000 };
const BANKER_ID = '22222222-2222-4222-8222-222222222222';
const bankerToken = () => `h.${btoa(JSON.stringify({ role: 'banker', exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

const profile = {
  id: BANKER_ID,
  name: 'Vikram Desai',
  bankName: 'HDFC Bank',
  branch: 'Pune Camp',
  ifsc: 'HDFC0000123',
  designation: 'Relationship Manager',
  products: ['Home loan'],
  pincodes: ['411001', '411030'],
  partnerSince: '2026-01-01T00:00:00.000Z',
};

function serve(posted: Array<{ url: string; body: unknown }>) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const answer = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
    if (config.method === 'post') {
      posted.push({ url, body: JSON.parse(String(config.data)) });
      if (url === '/banker/register') return answer({ message: 'Details received.', signUpToken: 'signup-token', bankerId: BANKER_ID });
      if (url === '/banker/verify-otp') return answer({ message: 'Mobile number verified.', accessToken: bankerToken(), user: { id: BANKER_ID } });
      return answer({ message: 'Status changed to Sanctioned' });
    }
    if (url === `/banker/profile/${BANKER_ID}`) return answer({ data: profile });
    if (url === '/banker/leads') {
      return answer({
        data: {
          bankerId: BANKER_ID,
          items: [
            {
              id: 'l1',
              product: 'Home loan',
              customerName: 'Amol Jadhav',
              mobileMasked: '******0107',
              pincode: '411001',
              amount: 3800000,
              status: 'logged_in',
              statusLabel: 'Logged in at the bank',
              updatedAt: '2026-01-15T00:00:00.000Z',
              nextStatuses: [
                { status: 'sanctioned', label: 'Sanctioned' },
                { status: 'rejected', label: 'Rejected' },
              ],
            },
          ],
        },
      });
    }
    throw new Error(`unexpected ${url}`);
  };
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

describe('banker area', () => {
  it('/banker-details-submit: checks the details, sends them with the PIN codes split, and confirms by OTP', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    serve(posted);
    const router = renderAt('/banker-details-submit');
    const form = await screen.findByRole('form', { name: 'Banker details' }, LAZY);
    fireEvent.click(screen.getByRole('button', { name: 'Submit and verify mobile' }));
    expect(await screen.findByText('Choose at least one product')).toBeTruthy();
    expect(posted).toEqual([]);

    const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Full name', 'Vikram Desai');
    fill('Mobile number', '9876512345');
    fill('Work email', 'vikram@example.com');
    fill('Bank', 'HDFC Bank');
    fill('Branch', 'Pune Camp');
    fill('Branch IFSC', 'hdfc0000123');
    fill('Designation', 'Relationship Manager');
    fireEvent.click(screen.getByLabelText('Home loan'));
    fill('PIN codes you serve', '411001, 411030');
    fireEvent.click(screen.getByRole('button', { name: 'Submit and verify mobile' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({ ifsc: 'HDFC0000123', products: ['Home loan'], pincodes: ['411001', '411030'] });
    expect(form.isConnected).toBe(false);

    fireEvent.change(await screen.findByLabelText('OTP'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/banker-profile/${BANKER_ID}`));
    expect(posted[1]).toEqual({ url: '/banker/verify-otp', body: { otp: '123456' } });
  });

  it('/banker-profile/:id: the public profile for anyone; the routed leads only for the banker signed in', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    serve(posted);
    renderAt(`/banker-profile/${BANKER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vikram Desai' }, LAZY)).toBeTruthy();
    expect(screen.getByTestId('banker-profile').textContent).toContain('411001, 411030');
    expect(screen.queryByRole('heading', { name: 'Leads routed to you' })).toBeNull();
    cleanup();

    session.setToken('accessToken', bankerToken());
    renderAt(`/banker-profile/${BANKER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Leads routed to you' }, LAZY)).toBeTruthy();
    expect(screen.getByTestId('routed-lead').textContent).toContain('Amol Jadhav');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/banker/leads/l1/status', body: { status: 'sanctioned', note: '' } }]));
  });
});
