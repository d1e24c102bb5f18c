// The CA pages in Hindi and Marathi (issue 33): the page's own words follow the language switch,
// and so do the status words and due dates, while what the shop sent stays as sent.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { answerApi } from '@platform/shared/testing/api-stub';
import { caExperts, caRequestQueue, caStaffRequest } from '@platform/shared/contracts';
import { LAZY, renderConsoleAt } from '../../testing/render-console';
import { signInStaff } from '../../testing/signed-in-staff';

// The first render of a lazy page compiles it; on a busy machine that takes more than a second.
const QUEUE = caRequestQueue.samples[0]!.response;
const ITEM = QUEUE.data.items[0]!;
const DETAIL = caStaffRequest.samples[0]!.response;
const EXPERTS = caExperts.samples[0]!.response;
const ID = DETAIL.data.id;
// The sample's service (GST registration) as the shop's CA pages name it in Hindi.
const SERVICE_HI = 'GST पंजीकरण';

const original = apiClient.defaults.adapter;
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = original;
  act(() => setLanguage('en'));
});

function renderAt(url: string) {
  signInStaff();
  renderConsoleAt(url);
}

describe('/ops/ca-requests in Hindi and Marathi', () => {
  it('shows the queue in Hindi, then in Marathi, then in English as before', async () => {
    const overdue = { ...ITEM, id: '11111111-1111-4111-8111-111111111111', requestNumber: 'CA-2026-000100', overdue: true };
    answerApi({
      'GET /ca/staff/submissions': [200, { ...QUEUE, data: { ...QUEUE.data, items: [overdue, ITEM], total: 2, counts: { ...QUEUE.data.counts, overdue: 1 } } }],
      'GET /ca/staff/experts': [200, EXPERTS],
    });
    act(() => setLanguage('hi'));
    renderAt('/ops/ca-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'CA अनुरोध' }, LAZY)).toBeTruthy();
    const rows = await screen.findAllByTestId('queue-row');
    expect(within(rows[0]!).getByText('समय-सीमा पार')).toBeTruthy();
    expect(within(rows[1]!).getByText('अभी किसी को नहीं')).toBeTruthy();
    expect(within(rows[1]!).getByText('जमा हुआ')).toBeTruthy();
    // Due at the end of 3 Dec in India, said the Hindi way.
    expect(within(rows[1]!).getByText('3 दिस॰ 2026')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'दुकान' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /समय-सीमा पार: 1/ }).getAttribute('href')).toBe('/ops/ca-requests?overdue=true');
    expect(screen.getByTestId('queue-total').textContent).toBe('2 अनुरोध, सबसे पहले देय वाला सबसे ऊपर।');
    expect(screen.getByRole('button', { name: 'फ़िल्टर लागू करें' })).toBeTruthy();
    // The service is named by its catalogue id in the reader's language, as the shop's CA pages name it.
    expect(within(rows[1]!).getByText(SERVICE_HI)).toBeTruthy();
    expect(within(rows[1]!).queryByText(ITEM.service)).toBeNull();
    expect(screen.getByRole('option', { name: 'डिजिटल सिग्नेचर सर्टिफ़िकेट' })).toBeTruthy();

    act(() => setLanguage('mr'));
    expect(screen.getByRole('heading', { level: 1, name: 'CA विनंत्या' })).toBeTruthy();
    expect(within(rows[1]!).getByText('सादर केली')).toBeTruthy();
    expect(within(rows[1]!).getByText('३ डिसें, २०२६')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'कागदपत्रे मागवली' })).toBeTruthy();
    expect(screen.getByTestId('queue-total').textContent).toBe('2 विनंत्या, सर्वात आधी देय असलेली सर्वात वर.');

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'CA requests' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Submitted')).toBeTruthy();
    expect(within(rows[1]!).getByText('3 Dec 2026')).toBeTruthy();
    expect(within(rows[1]!).getByText(ITEM.service)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Digital Signature Certificate' })).toBeTruthy();
    expect(screen.getByTestId('queue-total').textContent).toBe('2 requests, oldest due first.');
  });
});

describe('/ops/ca-requests/:requestId in Hindi and Marathi', () => {
  it('names the facts, the moves and a refused form in Marathi', async () => {
    answerApi({ [`GET /ca/staff/submissions/${ID}`]: [200, DETAIL], 'GET /ca/staff/experts': [200, EXPERTS] });
    act(() => setLanguage('mr'));
    renderAt(`/ops/ca-requests/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'CA विनंती' }, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CA विनंत्यांकडे परत जा' })).toBeTruthy();
    expect((await screen.findByTestId('request-status')).textContent).toBe('सादर केली');
    expect(screen.getByRole('heading', { level: 2, name: 'दुकानाने काय भरले' })).toBeTruthy();
    expect(screen.getByText('ही विनंती अजून कोणाकडेही नाही.')).toBeTruthy();
    // What the shop filled in is its own words.
    expect(screen.getByText('Applicant name')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'विनंती सोपवा' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'सोपवा' }));
    expect(await within(form).findByText('CA तज्ज्ञ निवडा', { selector: '.field__error, [role="alert"], p' })).toBeTruthy();
  });

  it('offers the moves in Hindi', async () => {
    answerApi({ [`GET /ca/staff/submissions/${ID}`]: [200, DETAIL], 'GET /ca/staff/experts': [200, EXPERTS] });
    act(() => setLanguage('hi'));
    renderAt(`/ops/ca-requests/${ID}`);
    const form = await screen.findByRole('form', { name: 'अनुरोध सौंपें' }, LAZY);
    expect(within(form).getByLabelText('किसे सौंपें')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'घटनाक्रम' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'ज़िम्मेदारी' })).toBeTruthy();
  });
});
