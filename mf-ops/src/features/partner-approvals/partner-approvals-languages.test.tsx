// The partner approval pages in Hindi and Marathi (issue 33): statuses, kinds, the decisions offered
// and the history in the admin's language; names, banks and reasons stay as written.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { getPartner, listPartners, type PartnerDetail, type ResponseOf } from '@platform/shared/contracts';
import { serveApi } from '../../testing/answer';
import { LAZY, renderConsoleAt } from '../../testing/render-console';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
const QUEUE = listPartners.samples[0]!.response as ResponseOf<typeof listPartners>;
const SHOP = (getPartner.samples[0]!.response as ResponseOf<typeof getPartner>).data;
const BANKER: PartnerDetail = {
  ...SHOP,
  id: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  kind: 'banker',
  name: 'Kiran Bhat',
  approval: { status: 'approved', label: 'Approved', reason: null, decidedAt: '2026-11-25T10:00:00.000Z', decidedBy: 'Anita Rao' },
  kyc: null,
  bank: { bankName: 'Canara Bank', branch: 'Shivajinagar', ifsc: 'CNRB0000123', pincodes: ['411005'] },
  history: [{ action: 'staff.approve', at: '2026-11-25T10:00:00.000Z', by: 'Anita Rao', reason: 'Documents in order' }],
};
const WAITING_SHOP: PartnerDetail = { ...SHOP, kyc: { state: 'awaiting', stateLabel: 'Waiting for review', approvable: false } };

function serve() {
  const one = (partner: PartnerDetail) => ({ success: true, message: 'Partner fetched successfully', data: partner });
  serveApi({ '/admin/partners': QUEUE, [`/admin/partners/${BANKER.id}`]: one(BANKER), [`/admin/partners/${SHOP.id}`]: one(WAITING_SHOP) });
  signInStaff(['ops_admin']);
}

afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
  session.clear();
});

describe('partner approvals in Hindi and Marathi', () => {
  it('names the statuses, the kinds and the KYC state in the chosen language', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderConsoleAt('/ops/partners');
    const row = await screen.findByRole('row', { name: /Sharma Mobile Store/ }, LAZY);
    expect(within(row).getByText('KYC स्वीकार')).toBeTruthy();
    expect(within(row).getByText('पार्टनर दुकान')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मंज़ूरी की प्रतीक्षा में (1)' })).toBeTruthy();
    expect(within(screen.getByLabelText('पार्टनर का प्रकार')).getByRole('option', { name: 'पार्टनर दुकानें' })).toBeTruthy();
    act(() => setLanguage('mr'));
    expect(within(row).getByText('KYC स्वीकारले')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'निलंबित (0)' })).toBeTruthy();
    act(() => setLanguage('en'));
    expect(within(row).getByText('KYC accepted')).toBeTruthy();
    expect(within(screen.getByLabelText('Kind of partner')).getByRole('option', { name: 'Partner shops' })).toBeTruthy();
  });

  it('offers the decisions and tells the history in the chosen language', async () => {
    serve();
    act(() => setLanguage('mr'));
    renderConsoleAt(`/ops/partners/${BANKER.id}`);
    const form = await screen.findByRole('form', { name: 'Kiran Bhat निलंबित करा' }, LAZY);
    expect(within(form).getByLabelText('हे खाते निलंबित का केले जात आहे?')).toBeTruthy();
    expect(screen.getByText(/^Anita Rao यांनी २५ नोव्हें, २०२६, .+ रोजी मंजूर केले: “Documents in order”$/)).toBeTruthy();
    expect(screen.getByTestId('partner-details').textContent).toContain('Canara Bank, Shivajinagar (CNRB0000123); PIN कोड 411005');
    // A reason is asked in the admin's language too.
    fireEvent.click(within(form).getByRole('button', { name: 'Kiran Bhat निलंबित करा' }));
    expect(await within(form).findByText('कारण द्या (भागीदाराला ते कळवले जाते)')).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByText('Approved by Anita Rao on 25 Nov 2026, 3:30 pm: “Documents in order”')).toBeTruthy();
    expect(within(form).getByLabelText('Why is this account suspended?')).toBeTruthy();
  });

  it('says in Hindi where to look before a shop can be approved', async () => {
    serve();
    act(() => setLanguage('hi'));
    renderConsoleAt(`/ops/partners/${SHOP.id}`);
    const approve = await screen.findByRole('button', { name: 'Sharma Mobile Store को मंज़ूर करें' }, LAZY);
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'इसकी KYC जाँच देखें' }).getAttribute('href')).toBe(`/ops/kyc/${SHOP.id}`);
    expect(screen.getByTestId('partner-details').textContent).toContain('जाँच की प्रतीक्षा में');
  });
});
