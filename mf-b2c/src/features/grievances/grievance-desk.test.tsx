import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { GrievanceDesk } from './grievance-desk';

const ANSWERED = {
  reference: 'GRV40817263',
  category: 'Interest, fees or charges',
  status: 'in_progress',
  statusLabel: 'Being looked into',
  resolution: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  respondBy: '2026-12-25T18:30:00.000Z',
  replies: [{ body: 'We have asked the lender for the fee breakdown and will write again within 7 days.', at: '2026-11-26T06:30:00.000Z' }],
};

function answer(status: number, data: unknown) {
  const sent: unknown[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({ url: config.url, body: JSON.parse(String(config.data)) });
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return sent;
}

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));
afterEach(cleanup);

async function track(reference: string, mobile: string) {
  const form = screen.getByRole('form', { name: 'Track a complaint' });
  await userEvent.type(within(form).getByLabelText('Complaint reference'), reference);
  await userEvent.type(within(form).getByLabelText('Mobile number'), mobile);
  await userEvent.click(within(form).getByRole('button', { name: 'Show status' }));
}

describe('following a complaint', () => {
  it("shows the officer's replies, oldest first, with the status, to the reference and mobile it was made with", async () => {
    const sent = answer(200, { success: true, message: 'Complaint status', data: ANSWERED });
    render(<GrievanceDesk />);
    await track('grv40817263', '9822000412');
    const summary = await screen.findByTestId('grievance-summary');
    expect(sent).toEqual([{ url: '/api/grievances/status', body: { reference: 'GRV40817263', mobile: '9822000412' } }]);
    expect(within(summary).getByText('Being looked into')).toBeTruthy();
    const replies = within(summary).getByRole('region', { name: 'Replies from the grievance officer' });
    expect(within(replies).getByText(ANSWERED.replies[0]!.body)).toBeTruthy();
    expect(within(replies).getByText('On 26 November 2026')).toBeTruthy();
  });

  it('shows no replies section before the officer has written', async () => {
    answer(200, { success: true, message: 'Complaint status', data: { ...ANSWERED, status: 'received', statusLabel: 'Received', replies: [] } });
    render(<GrievanceDesk />);
    await track('GRV40817263', '9822000412');
    const summary = await screen.findByTestId('grievance-summary');
    expect(within(summary).queryByRole('region', { name: 'Replies from the grievance officer' })).toBeNull();
  });
});
