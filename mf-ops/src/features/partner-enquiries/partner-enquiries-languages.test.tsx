// The partner enquiry pages in Hindi and Marathi (issue 33): statuses, programmes, the facts and the
// moves in the desk's language; what the enquirer and the desk wrote stays as written.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { serveApi } from '../../testing/answer';
import { LAZY, renderConsoleAt } from '../../testing/render-console';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
  session.clear();
});

const ROW = {
  id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  programme: 'franchise',
  programmeLabel: 'Franchise',
  name: 'Rohit Deshmukh',
  city: 'Nashik',
  business: 'Mobile and recharge shop',
  status: 'contacted',
  statusLabel: 'Contacted',
  createdAt: '2026-11-21T05:30:00.000Z',
};
const DETAIL = {
  ...ROW,
  mobile: '9822011223',
  email: 'rohit.deshmukh@example.com',
  pinCode: '422001',
  message: 'I run a mobile shop near the bus stand.',
  note: 'Called back.',
  invitedAt: null,
  updatedAt: ROW.createdAt,
  nextStatuses: ['converted', 'closed'],
};
const CLOSED = { ...DETAIL, id: '7b6c5d4e-3f2a-4b1c-8d9e-0f1a2b3c4d5e', status: 'closed', statusLabel: 'Closed', nextStatuses: [] };

function serve() {
  const list = { items: [ROW], counts: { new: 2, contacted: 1, converted: 4, closed: 0 }, page: 1, pageSize: 25, total: 1 };
  serveApi({
    '/ops/partner-enquiries': { success: true, message: 'ok', data: list },
    [`/ops/partner-enquiries/${ROW.id}`]: { success: true, message: 'ok', data: DETAIL },
    [`/ops/partner-enquiries/${CLOSED.id}`]: { success: true, message: 'ok', data: CLOSED },
  });
  signInStaff(['ops_admin']);
}

describe('partner enquiries in Hindi and Marathi', () => {
  it('lists the enquiries with statuses and programmes in the chosen language', async () => {
    serve();
    act(() => setLanguage('mr'));
    renderConsoleAt('/ops/partner-enquiries');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByText('फ्रँचायझी')).toBeTruthy();
    expect(within(table).getByText('संपर्क केला')).toBeTruthy();
    expect(within(table).getByText('Mobile and recharge shop')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'उघड्या (3)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'नोंदणीसाठी आमंत्रित केले (4)' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(within(table).getByRole('columnheader', { name: 'व्यवसाय' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़िल्टर लगाएँ' })).toBeTruthy();
    act(() => setLanguage('en'));
    expect(within(table).getByText('Contacted')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Open (3)' })).toBeTruthy();
  });

  it('shows an enquiry and its next steps in the chosen language', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderConsoleAt(`/ops/partner-enquiries/${ROW.id}`);
    const form = await screen.findByRole('form', { name: 'पूछताछ आगे बढ़ाएँ' }, LAZY);
    expect(screen.getByRole('heading', { level: 2, name: 'Rohit Deshmukh: संपर्क किया गया' })).toBeTruthy();
    expect(within(within(form).getByLabelText('अगला कदम')).getByRole('option', { name: 'बदल गई: दुकान का न्योता भेजें' })).toBeTruthy();
    expect(screen.getByText('नहीं भेजा गया')).toBeTruthy();
    expect(screen.getByText('I run a mobile shop near the bus stand.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'सहेजें' }));
    expect(await within(form).findByText('चुनें कि इस पूछताछ का क्या करना है')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 2, name: 'Rohit Deshmukh: Contacted' })).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'Converted: send the shop invitation' })).toBeTruthy();
  });

  it('says a closed enquiry is done, in Marathi and in English', async () => {
    serve();
    act(() => setLanguage('mr'));
    renderConsoleAt(`/ops/partner-enquiries/${CLOSED.id}`);
    expect(await screen.findByText('ही चौकशी आता "बंद" आहे: तिच्यावर पुढे काही केले जात नाही.', {}, LAZY)).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByText('This enquiry is closed: nothing more is done on it.')).toBeTruthy();
  });
});
