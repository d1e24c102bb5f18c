// The finance desk in Hindi and Marathi (issue 33): each page's own words and the status words
// follow the language switch; shop names, amounts and what the server wrote stay as sent.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { financeOrder, latestReconciliation, listFinanceCommissions, listPayoutBatches } from '@platform/shared/contracts';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { LAZY, renderConsoleAt } from '../../testing/render-console';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
const original = apiClient.defaults.adapter;
afterEach(() => {
  cleanup();
  session.clear();
  apiClient.defaults.adapter = original;
  act(() => setLanguage('en'));
});

const BATCH = listPayoutBatches.samples[0]!.response.data.items[0]!;
const SHOP = BATCH.shop;
const PAGE = { page: 1, pageSize: 25, total: 1 };
const RECONCILIATION = latestReconciliation.samples[0]!.response.data;
const ORDER = financeOrder.samples[0]!.response.data;

const ANSWERS: Record<string, unknown> = {
  '/finance/commissions': listFinanceCommissions.samples[0]!.response.data,
  '/finance/payout-batches': { ...PAGE, items: [BATCH], ready: [{ shop: SHOP, lineCount: 2, netPaise: 368_400, bankAccount: null }] },
  '/finance/withdrawals': {
    ...PAGE,
    items: [
      {
        transferId: 'wd_1',
        status: 'reversed',
        statusLabel: 'Reversed by the bank',
        provider: 'cashfree',
        amountPaise: 100_000,
        accountMasked: 'XXXX1234',
        ifsc: 'HDFC0001234',
        utr: null,
        failureReason: null,
        requestedAt: '2026-11-25T10:00:00.000Z',
        settledAt: null,
        shop: SHOP,
      },
    ],
  },
  '/finance/refunds': { ...PAGE, total: 0, items: [] },
  [`/finance/orders/${ORDER.orderId}`]: ORDER,
  '/finance/reconciliation': {
    latest: {
      ...RECONCILIATION.latest!,
      differences: [{ check: 'batch-total', subjectType: 'batch', subjectId: BATCH.id, shop: SHOP, detail: 'Lines add up to ₹2,400, the batch says ₹2,450' }],
    },
    history: [],
  },
};

function serve() {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const data = ANSWERS[config.url ?? ''];
    const response = { data: { success: !!data, message: 'ok', data }, status: data ? 200 : 404, statusText: '', headers: {}, config, request: {} };
    if (data) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
}

function renderAt(url: string) {
  signInStaff(['finance']);
  renderConsoleAt(url);
}

describe('the finance desk in Hindi and Marathi', () => {
  it('shows the commission approvals in Hindi, then in English as before', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderAt('/ops/finance/commissions');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(screen.getByRole('heading', { level: 1, name: 'कमीशन मंज़ूरी' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'कार्रवाई' })).toBeTruthy();
    expect(within(table).getByText('GP/2026/041, दिनांक 2026-11-25')).toBeTruthy();
    expect(within(table).getByText('इनवॉइस जमा हुआ')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'जाँच के लिए' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'वापस भेजें' }));
    expect(screen.getByRole('form', { name: `${SHOP.name} का इनवॉइस वापस भेजें` })).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Commission approvals' })).toBeTruthy();
    expect(within(table).getByText('GP/2026/041 of 2026-11-25')).toBeTruthy();
    expect(within(table).getByText('Invoice submitted')).toBeTruthy();
    expect(screen.getByRole('form', { name: `Send back the invoice of ${SHOP.name}` })).toBeTruthy();
  });

  it("says in Hindi what is wrong with a send-back's reason (the contract's keyed words), and in English after the switch", async () => {
    serve();
    act(() => setLanguage('hi'));
    renderAt('/ops/finance/commissions');
    const table = await screen.findByRole('table', {}, LAZY);
    fireEvent.click(within(table).getByRole('button', { name: 'वापस भेजें' }));
    const form = screen.getByRole('form', { name: `${SHOP.name} का इनवॉइस वापस भेजें` });
    fireEvent.click(within(form).getByRole('button', { name: 'दुकान को वापस भेजें' }));
    expect(await within(form).findByText('कारण बताएँ')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('कारण, जो दुकान पढ़ेगी'), { target: { value: 'गलत' } });
    fireEvent.click(within(form).getByRole('button', { name: 'दुकान को वापस भेजें' }));
    expect(await within(form).findByText('कारण कुछ शब्दों में बताएँ (कम से कम 5 अक्षर)')).toBeTruthy();

    act(() => setLanguage('en'));
    expect(within(form).getByText('Give the reason in a few words (at least 5 characters)')).toBeTruthy();
  });

  it('shows the payouts in Marathi', async () => {
    serve();
    act(() => setLanguage('mr'));
    renderAt('/ops/finance/payouts');
    expect(await screen.findByRole('button', { name: `${SHOP.name} ला ₹2,450 द्या` }, LAZY)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'पेआउट' })).toBeTruthy();
    expect((screen.getByRole('button', { name: `${SHOP.name} साठी बॅच तयार करा` }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('अजून पडताळलेले नाही')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'देण्यासाठी तयार' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करा' })).toBeTruthy();
    // The batches' table (nothing focusable in a batch that has no action) takes the focus itself.
    expect(screen.getByRole('region', { name: 'पेआउट बॅच, सर्वात नवीन आधी' }).tabIndex).toBe(0);
  });

  it('shows the withdrawals and their status in Hindi', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderAt('/ops/finance/withdrawals');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(screen.getByRole('heading', { level: 1, name: 'निकासी' })).toBeTruthy();
    expect(within(table).getByText('बैंक ने लौटा दिया')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'कब माँगा' })).toBeTruthy();
    // Wider than a phone and nothing focusable in its rows: the table's region takes the focus
    // itself, so a keyboard can scroll it, and is named by the table's caption.
    expect(screen.getByRole('region', { name: 'निकासी, सबसे नई पहले' }).tabIndex).toBe(0);
  });

  it('finds an order to refund in Marathi, and refuses a malformed order id in Marathi', async () => {
    serve();
    act(() => setLanguage('mr'));
    renderAt('/ops/finance/refunds');
    const find = await screen.findByRole('form', { name: 'ऑर्डर शोधा' }, LAZY);
    expect(await screen.findByText('अजून एकही परतावा नाही.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'परतावे, सर्वात नवीन आधी' }).tabIndex).toBe(0);
    fireEvent.change(within(find).getByLabelText('ऑर्डर id'), { target: { value: 'OD12' } });
    fireEvent.click(within(find).getByRole('button', { name: 'ऑर्डर शोधा' }));
    expect(await within(find).findByText('ऑर्डर id म्हणजे OD आणि 8 अंक')).toBeTruthy();
    fireEvent.change(within(find).getByLabelText('ऑर्डर id'), { target: { value: ORDER.orderId } });
    fireEvent.click(within(find).getByRole('button', { name: 'ऑर्डर शोधा' }));
    expect(await screen.findByRole('form', { name: `${ORDER.orderId} चा परतावा करा` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ग्राहकाला ₹588.82 परत करा' })).toBeTruthy();
  });

  it('shows the reconciliation and what each difference checks in Hindi', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderAt('/ops/finance/reconciliation');
    expect(await screen.findByRole('heading', { level: 2, name: '1 अंतर' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अभी चलाएँ' })).toBeTruthy();
    expect(screen.getByText(/को Kiran Mehta ने चलाया: 2 दुकानें, 2 भुगतान हुए टॉप-अप और 6 कमीशन लाइनें जाँची गईं।$/)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('बैच का जोड़')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'मिले अंतर' }).tabIndex).toBe(0);
    // What differs is the server's account of it.
    expect(within(table).getByText('Lines add up to ₹2,400, the batch says ₹2,450')).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: '1 difference' })).toBeTruthy();
    expect(screen.getByText(/^Run .* by Kiran Mehta: 2 shops, 2 paid top-ups and 6 commission lines checked\.$/)).toBeTruthy();
    expect(within(table).getByText('Batch total')).toBeTruthy();
  });
});
