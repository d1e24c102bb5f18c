import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { en } from '@platform/shared/i18n';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_CATEGORY_KEYS } from '@platform/shared/schemas';
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

describe('the complaint desk in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('reads every category in English exactly as the API stores it', () => {
    expect(GRIEVANCE_CATEGORIES.map((category) => en.grievance.categories[GRIEVANCE_CATEGORY_KEYS[category]])).toEqual([...GRIEVANCE_CATEGORIES]);
  });

  it('offers the categories in Hindi and submits the category as the API knows it', async () => {
    const sent = answer(201, {
      success: true,
      message: 'Complaint registered',
      data: { ...ANSWERED, status: 'received', statusLabel: 'Received', replies: [] },
    });
    render(<GrievanceDesk />);
    act(() => setLanguage('hi'));
    const form = screen.getByRole('form', { name: 'शिकायत दर्ज करें' });
    const category = within(form).getByRole('combobox', { name: 'शिकायत किस बारे में है?' });
    expect(within(category).queryByRole('option', { name: 'Interest, fees or charges' })).toBeNull();
    await userEvent.selectOptions(category, within(category).getByRole('option', { name: 'ब्याज, फ़ीस या शुल्क' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'पूरा नाम' }), 'Farhan Qureshi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'मोबाइल नंबर' }), '9822000412');
    await userEvent.type(within(form).getByRole('textbox', { name: /क्या हुआ/ }), 'The processing fee was higher than the offer screen showed.');
    await userEvent.click(within(form).getByRole('button', { name: /भेजें/ }));
    const summary = await screen.findByTestId('grievance-summary');
    expect(sent).toHaveLength(1);
    expect((sent[0] as { body: { category: string } }).body.category).toBe('Interest, fees or charges');
    expect(summary.textContent).toContain('GRV40817263 · ब्याज, फ़ीस या शुल्क');
    expect(within(summary).getByText('मिल गई')).toBeTruthy();
    expect(summary.textContent).not.toContain('Received');
  });
});
