// The grievance desk in Hindi and Marathi (issue 33): the desk's own words and the status words
// follow the language switch; what the person wrote and the category they chose stay as written.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
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

// The first render of a lazy page compiles it; on a busy machine that takes more than a second.

const ROW = {
  id: '7c2e9a41-3b5d-4f86-9e0a-1d2c3b4a5f60',
  reference: 'GRV40817263',
  name: 'Farhan Qureshi',
  category: 'Interest, fees or charges',
  status: 'received',
  statusLabel: 'Received',
  createdAt: '2026-10-20T10:00:00.000Z',
  respondBy: '2026-11-19T18:30:00.000Z',
  overdue: true,
  assignee: null,
};
const DETAIL = {
  ...ROW,
  mobile: '9822000412',
  email: null,
  details: 'The processing fee charged was higher than the one shown on the offer screen.',
  replies: [],
  escalationReason: null,
  escalatedAt: null,
  resolution: null,
  resolvedAt: null,
  nextStatuses: ['in_progress', 'escalated', 'resolved'],
  officers: [{ id: '3a5f7b9d-2c4e-4f60-9b8c-0d1e2f3a4b5c', name: 'Arjun Nair' }],
};
const LIST = { items: [ROW], counts: { received: 1, in_progress: 2, escalated: 0, resolved: 5 }, overdue: 1, page: 1, pageSize: 25, total: 1 };

function serve() {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const data = url === '/ops/grievances' ? LIST : url === `/ops/grievances/${ROW.id}` ? DETAIL : null;
    const response = { data: { success: !!data, message: 'ok', data }, status: data ? 200 : 404, statusText: '', headers: {}, config, request: {} };
    if (data) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
}

function renderAt(url: string) {
  signInStaff(['grievance_officer']);
  renderConsoleAt(url);
}

describe('/ops/grievances in Hindi and Marathi', () => {
  it('shows the queue, its filters and the overdue count in Hindi, then in Marathi', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderAt('/ops/grievances');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(screen.getByRole('heading', { level: 1, name: 'शिकायतें' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'उत्तर की अंतिम तिथि' })).toBeTruthy();
    expect(within(table).getByText('प्राप्त हुई')).toBeTruthy();
    expect(within(table).getByText('समय-सीमा पार')).toBeTruthy();
    expect(within(table).getByText('अभी किसी को नहीं')).toBeTruthy();
    expect(within(table).getByText(ROW.category)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'खुली (3)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'जाँच जारी है (2)' })).toBeTruthy();
    expect(screen.getByText('1 खुली शिकायत 30 दिन की सीमा पार कर चुकी है।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़िल्टर लागू करें' })).toBeTruthy();

    act(() => setLanguage('mr'));
    expect(screen.getByRole('heading', { level: 1, name: 'तक्रारी' })).toBeTruthy();
    expect(within(table).getByText('मिळाली')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'खुल्या (3)' })).toBeTruthy();
    expect(screen.getByText('1 खुल्या तक्रारीने 30 दिवसांची मुदत ओलांडली आहे.')).toBeTruthy();
  });
});

describe('/ops/grievances/:id in Hindi and Marathi', () => {
  it('names the facts and the moves in Marathi, and in English again after the switch', async () => {
    serve();
    act(() => setLanguage('mr'));
    renderAt(`/ops/grievances/${ROW.id}`);
    expect(await screen.findByRole('heading', { name: 'GRV40817263: मिळाली मुदत उलटली' }, LAZY)).toBeTruthy();
    expect(screen.getByText('कोणाकडून')).toBeTruthy();
    expect(screen.getByText('अजून एकही उत्तर नाही.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'उत्तरे' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'व्यक्तीला उत्तर द्या' });
    expect(within(form).getByRole('button', { name: 'उत्तर पाठवा' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'प्रधान नोडल अधिकाऱ्यांकडे पाठवा' })).toBeTruthy();
    expect(screen.getByText(DETAIL.details)).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { name: 'GRV40817263: Received Overdue' })).toBeTruthy();
    expect(screen.getByText('No reply yet.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Reply to the person' })).toBeTruthy();
  });

  it('names the moves in Hindi', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderAt(`/ops/grievances/${ROW.id}`);
    expect(await screen.findByRole('form', { name: 'शिकायत का निपटारा करें' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Farhan Qureshi को उत्तर दें' })).toBeTruthy();
    expect(within(screen.getByRole('form', { name: 'शिकायत सौंपें' })).getByRole('option', { name: 'अधिकारी चुनें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'शिकायतों पर वापस जाएँ' })).toBeTruthy();
  });

  it("refuses a reply too short to act on in the officer's language, and re-words it when the language changes", async () => {
    serve();
    act(() => setLanguage('hi'));
    renderAt(`/ops/grievances/${ROW.id}`);
    const form = await screen.findByRole('form', { name: 'व्यक्ति को उत्तर दें' }, LAZY);
    await userEvent.type(within(form).getByLabelText('उत्तर'), 'Noted.');
    await userEvent.click(within(form).getByRole('button', { name: 'उत्तर भेजें' }));
    // The contract's message (grievanceReplySchema), keyed in validation-texts-desks-a.ts.
    expect(await within(form).findByText('ऐसा उत्तर लिखें जिस पर व्यक्ति कुछ कर सके (कम से कम 10 अक्षर)')).toBeTruthy();
    act(() => setLanguage('mr'));
    expect(await screen.findByText('व्यक्तीला ज्यावर काही करता येईल असे उत्तर लिहा (किमान 10 अक्षरे)')).toBeTruthy();
  });
});
