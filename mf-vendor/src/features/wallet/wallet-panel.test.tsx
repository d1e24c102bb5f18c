import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setLanguage, setRuntimeConfig } from '@platform/shared';
import { getPaymentOrder, getWalletBalance, listWalletLedger } from '@platform/shared/contracts';
import { answerApi as answer } from '@platform/shared/testing/api-stub';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { WalletPanel } from './wallet-panel';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/vender/services', element: <WalletPanel /> }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

// The stubs are the contracts' samples, changed where a test needs other figures.
const balanceOf = (balance: number) => [200, { ...getWalletBalance.samples[0]!.response, balance }] as [number, unknown];
const ledgerSample = listWalletLedger.samples[0]!.response;
const ledger = (items: unknown[], page = 1, totalPages = 1) =>
  [200, { ...ledgerSample, data: { ...ledgerSample.data, items, page, limit: 10, total: items.length, totalPages } }] as [number, unknown];
const entry = (id: string, kind: string, amountPaise: number, description: string) => ({
  id,
  kind,
  amountPaise,
  description,
  orderId: null,
  createdAt: '2026-01-10T10:00:00.000Z',
});
const orderSample = getPaymentOrder.samples[0]!.response;
const order = (status: string) => ({ ...orderSample, data: { ...orderSample.data, status, balance: 300_100 } });

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', paymentMode: 'local' }));
afterEach(() => act(() => setLanguage('en')));

describe('wallet panel', () => {
  it('shows the balance from the ledger and the history, debits and credits apart', async () => {
    answer({
      'GET /wallet/balance': balanceOf(250_100),
      'GET /wallet/ledger?page=1&limit=10': ledger([
        entry('a', 'topup', 200_000, 'Wallet top-up'),
        entry('b', 'service_fee', -49_900, 'GST registration: service fee'),
      ]),
    });
    renderAt('/vender/services');
    expect(await screen.findByText('₹2,501')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('+₹2,000')).toBeTruthy();
    expect(within(table).getByText('−₹499')).toBeTruthy();
    expect(screen.queryByTestId('payment-outcome')).toBeNull();
  });

  it('on return shows the outcome the server verified, not the URL', async () => {
    const sent = answer({
      'GET /wallet/balance': balanceOf(300_100),
      'GET /wallet/ledger?page=1&limit=10': ledger([]),
      'GET /payments/orders/OD12345678': [200, order('paid')],
    });
    renderAt('/vender/services?order_id=OD12345678&order_status=FAILED');
    expect((await screen.findByTestId('payment-outcome')).textContent).toContain('Payment successful: ₹500 has been added to your wallet (order OD12345678).');
    expect(sent).toContain('GET /payments/orders/OD12345678');
  });

  it('says a failed or cancelled payment left the balance unchanged', async () => {
    answer({
      'GET /wallet/balance': balanceOf(250_100),
      'GET /wallet/ledger?page=1&limit=10': ledger([]),
      'GET /payments/orders/OD12345678': [200, order('cancelled')],
    });
    renderAt('/vender/services?order_id=OD12345678');
    expect((await screen.findByTestId('payment-outcome')).textContent).toContain('Payment cancelled: nothing was charged and your wallet balance is unchanged');
  });

  it('ignores an order id that is not one of ours and asks nothing about it', async () => {
    const sent = answer({ 'GET /wallet/balance': balanceOf(0), 'GET /wallet/ledger?page=1&limit=10': ledger([]) });
    renderAt('/vender/services?order_id=../../admin');
    expect(await screen.findByText(/No wallet movements yet/)).toBeTruthy();
    expect(sent.some((s) => s.includes('/payments/orders/'))).toBe(false);
  });

  it('refuses a top-up outside ₹100 to ₹2,00,000 before any order is created', async () => {
    const sent = answer({ 'GET /wallet/balance': balanceOf(0), 'GET /wallet/ledger?page=1&limit=10': ledger([]) });
    renderAt('/vender/services');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount (₹)'), '250001');
    await user.click(screen.getByRole('button', { name: 'Add money' }));
    expect(await screen.findByText('The largest top-up is ₹2,00,000')).toBeTruthy();
    expect(sent.some((s) => s.startsWith('POST'))).toBe(false);
  });

  it('follows the switch to Hindi: heading, button, the outcome and the ledger, amounts as in English', async () => {
    answer({
      'GET /wallet/balance': balanceOf(300_100),
      'GET /wallet/ledger?page=1&limit=10': ledger([entry('a', 'topup', 50_000, 'Wallet top-up')]),
      'GET /payments/orders/OD12345678': [200, order('paid')],
    });
    renderAt('/vender/services?order_id=OD12345678');
    await screen.findByTestId('payment-outcome');
    const table = await screen.findByRole('table');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('आपका वॉलेट');
    expect(screen.getByRole('button', { name: 'पैसे जोड़ें' })).toBeTruthy();
    expect(screen.getByTestId('payment-outcome').textContent).toContain('भुगतान सफल: ₹500 आपके वॉलेट में जोड़ दिए गए हैं (ऑर्डर OD12345678)।');
    expect(within(table).getByText('टॉप-अप')).toBeTruthy();
    expect(within(table).getByText('+₹500')).toBeTruthy();
  });
});
