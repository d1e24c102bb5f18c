// The Cashfree Payouts V2 adapter against recorded answers of the documented shapes (x-api-version
// 2024-01-01), through an injected fetch: no network. Also the V2 webhook's body in our terms.
import { describe, expect, it } from 'vitest';
import { CashfreePayouts } from './cashfree-payouts.ts';
import { PayoutsProviderError, transferFromWebhook } from './provider.ts';

const transferAnswer = (status: string, extra: Record<string, unknown> = {}) => ({
  transfer_id: 'LSPB3f6c2b1a9d8e4c7ba6f5e4d3c2b1a098',
  cf_transfer_id: '123456',
  status,
  status_code: status === 'SUCCESS' ? 'COMPLETED' : status,
  status_description: status === 'FAILED' ? 'Invalid beneficiary account' : 'The transfer has been received by Cashfree successfully for further processing.',
  beneficiary_details: { beneficiary_id: 'LSV5b1d8e2a7c3f4a9eb6d20e4f8a1c3b57a1b2c3d4' },
  transfer_amount: 2450.5,
  transfer_mode: 'BANK',
  fundsource_id: 'CASHFREE_1',
  added_on: '2026-11-26T09:06:00Z',
  updated_on: '2026-11-26T09:08:00Z',
  ...extra,
});

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function recorded(answers: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error('no recorded answer left');
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { calls, provider: new CashfreePayouts({ clientId: 'CF_ID', clientSecret: 'CF_SECRET', environment: 'sandbox', fetch }) };
}

describe('Cashfree Payouts V2 adapter', () => {
  it('adds the beneficiary from the verified account, and takes 409 as already added', async () => {
    const { calls, provider } = recorded([
      { status: 201, body: { beneficiary_id: 'LSVx', beneficiary_status: 'VERIFIED' } },
      { status: 409, body: { type: 'validation_error', code: 'beneficiary_id_already_exists', message: 'Beneficiary Id already exists' } },
    ]);
    const beneficiary = { beneficiaryId: 'LSVx', name: 'Ganesh Patil', accountNumber: '50100123454321', ifsc: 'HDFC0001234', phone: '9876500002' };
    await provider.ensureBeneficiary(beneficiary);
    await provider.ensureBeneficiary(beneficiary);
    expect(calls[0]).toMatchObject({
      url: 'https://sandbox.cashfree.com/payout/beneficiary',
      method: 'POST',
      headers: { 'x-api-version': '2024-01-01', 'x-client-id': 'CF_ID', 'x-client-secret': 'CF_SECRET' },
      body: {
        beneficiary_id: 'LSVx',
        beneficiary_name: 'Ganesh Patil',
        beneficiary_instrument_details: { bank_account_number: '50100123454321', bank_ifsc: 'HDFC0001234' },
      },
    });
  });

  it('requests a transfer under our id in rupees and reads RECEIVED as pending', async () => {
    const { calls, provider } = recorded([{ status: 200, body: transferAnswer('RECEIVED') }]);
    const status = await provider.requestTransfer({
      transferId: 'LSPB3f6c2b1a9d8e4c7ba6f5e4d3c2b1a098',
      beneficiaryId: 'LSVx',
      amountPaise: 245_050,
      remarks: 'LoanSetu commission ₹2,450.50',
    });
    expect(calls[0]).toMatchObject({
      url: 'https://sandbox.cashfree.com/payout/transfers',
      body: { transfer_id: 'LSPB3f6c2b1a9d8e4c7ba6f5e4d3c2b1a098', transfer_amount: 2450.5, beneficiary_details: { beneficiary_id: 'LSVx' } },
    });
    // Remarks are letters, digits and spaces only.
    expect((calls[0]!.body as { transfer_remarks: string }).transfer_remarks).toMatch(/^[A-Za-z0-9 ]+$/);
    expect(status).toMatchObject({ state: 'PENDING', amountPaise: 245_050, providerTransferId: '123456' });
  });

  it('answers the first transfer for a transfer id used before (409), never a second one', async () => {
    const { calls, provider } = recorded([
      { status: 409, body: { code: 'transfer_id_already_exists', message: 'Transfer Id already exists' } },
      { status: 200, body: transferAnswer('SUCCESS', { transfer_utr: 'N331262345678901' }) },
    ]);
    const status = await provider.requestTransfer({
      transferId: 'LSPB3f6c2b1a9d8e4c7ba6f5e4d3c2b1a098',
      beneficiaryId: 'LSVx',
      amountPaise: 245_050,
      remarks: 'x',
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://sandbox.cashfree.com/payout/transfers',
      'GET https://sandbox.cashfree.com/payout/transfers?transfer_id=LSPB3f6c2b1a9d8e4c7ba6f5e4d3c2b1a098',
    ]);
    expect(status).toMatchObject({ state: 'SUCCESS', utr: 'N331262345678901' });
  });

  it('reads each status: success with its UTR, failure and rejection with the reason, reversal, unknown', async () => {
    const { provider } = recorded([
      { status: 200, body: transferAnswer('SUCCESS', { transfer_utr: 'N331262345678901' }) },
      { status: 200, body: transferAnswer('FAILED') },
      { status: 200, body: transferAnswer('REJECTED', { status_description: 'Insufficient balance in the fund source' }) },
      { status: 200, body: transferAnswer('REVERSED', { transfer_utr: 'N331262345678901' }) },
      { status: 404, body: { code: 'transfer_not_found', message: 'Transfer not found' } },
    ]);
    expect(await provider.fetchTransfer('t')).toMatchObject({ state: 'SUCCESS', utr: 'N331262345678901', amountPaise: 245_050 });
    expect(await provider.fetchTransfer('t')).toMatchObject({ state: 'FAILED', reason: 'Invalid beneficiary account' });
    expect(await provider.fetchTransfer('t')).toMatchObject({ state: 'FAILED', reason: 'Insufficient balance in the fund source' });
    expect(await provider.fetchTransfer('t')).toMatchObject({ state: 'REVERSED' });
    expect(await provider.fetchTransfer('t')).toBeNull();
  });

  it('says when Cashfree refuses or cannot be reached, with the status', async () => {
    const { provider } = recorded([{ status: 400, body: { code: 'beneficiary_not_found', message: 'Beneficiary does not exist' } }]);
    const refused = await provider.requestTransfer({ transferId: 't', beneficiaryId: 'b', amountPaise: 100, remarks: 'x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PayoutsProviderError);
    expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('Beneficiary does not exist') });
    const offline = new CashfreePayouts({
      clientId: 'a',
      clientSecret: 'b',
      environment: 'production',
      fetch: (async () => {
        throw new Error('connect ETIMEDOUT');
      }) as unknown as typeof fetch,
    });
    const down = await offline.fetchTransfer('t').catch((e: unknown) => e);
    expect(down).toMatchObject({ status: undefined, message: expect.stringContaining('ETIMEDOUT') });
  });

  it('reads a V2 webhook: success, reversal, and leaves other events alone', () => {
    const event = (type: string, data: Record<string, unknown>) => ({ type, event_time: '2026-11-26T09:08:00Z', data });
    expect(transferFromWebhook(event('TRANSFER_SUCCESS', transferAnswer('SUCCESS', { transfer_utr: 'N331262345678901' })))).toMatchObject({
      transferId: 'LSPB3f6c2b1a9d8e4c7ba6f5e4d3c2b1a098',
      state: 'SUCCESS',
      utr: 'N331262345678901',
      amountPaise: 245_050,
    });
    expect(transferFromWebhook(event('TRANSFER_REVERSED', transferAnswer('REVERSED')))).toMatchObject({ state: 'REVERSED' });
    expect(transferFromWebhook(event('TRANSFER_REJECTED', transferAnswer('REJECTED')))).toMatchObject({ state: 'FAILED' });
    expect(transferFromWebhook(event('LOW_BALANCE_ALERT', { current_balance: 10 }))).toBeNull();
  });
});
