// The KYC review pages in Hindi and Marathi (issue 33): the queue, a shop's facts and each item's
// evidence and decision read in the reviewer's language; the shop's and the provider's own words
// (names, masked numbers, a reviewer's reason) stay as written.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { getKycReview, listKycReviews, type ResponseOf } from '@platform/shared/contracts';
import { serveApi } from '../../testing/answer';
import { LAZY, renderConsoleAt } from '../../testing/render-console';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
const QUEUE = listKycReviews.samples[0]!.response as ResponseOf<typeof listKycReviews>;
const DETAIL = getKycReview.samples[0]!.response as ResponseOf<typeof getKycReview>;
const SHOP_ID = DETAIL.data.shopId;
// PAN was sent back once on earlier evidence: the page says so in the reviewer's language.
const PAN_REVIEW = { decision: 'rejected' as const, reason: 'Blurred photo', reviewedAt: '2026-11-24T10:00:00.000Z', reviewedBy: 'Meera Iyer', current: false };
const WITH_REVIEW = {
  ...DETAIL,
  data: { ...DETAIL.data, items: DETAIL.data.items.map((item) => (item.item === 'pan' ? { ...item, review: PAN_REVIEW } : item)) },
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/preview-1');
  URL.revokeObjectURL = vi.fn();
  serveApi({
    '/admin/kyc-reviews': QUEUE,
    [`/admin/kyc-reviews/${SHOP_ID}`]: WITH_REVIEW,
    [`/admin/kyc-reviews/${SHOP_ID}/documents/shopPhoto`]: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
  });
  signInStaff(['kyc_reviewer']);
});
afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
  session.clear();
});

describe('the KYC review queue in Hindi and Marathi', () => {
  it('names the states, the columns and the search in the chosen language', async () => {
    act(() => setLanguage('hi'));
    renderConsoleAt('/ops/kyc');
    const row = await screen.findByRole('row', { name: /Sharma Mobile Store/ }, LAZY);
    expect(screen.getByRole('button', { name: 'जाँच की प्रतीक्षा में (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('columnheader', { name: 'कब से प्रतीक्षा में' })).toBeTruthy();
    expect(screen.getByLabelText('दुकान, मालिक या मोबाइल से खोजें')).toBeTruthy();
    expect(within(row).getByText('Ramesh Sharma')).toBeTruthy();
    act(() => setLanguage('mr'));
    expect(screen.getByRole('button', { name: 'दुकानाने KYC पूर्ण केलेले नाही (2)' })).toBeTruthy();
    act(() => setLanguage('en'));
    expect(screen.getByRole('button', { name: 'Waiting for review (1)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Waiting since' })).toBeTruthy();
  });
});

describe('a shop’s KYC in Hindi and Marathi', () => {
  it('shows the facts, each item and its decision in the chosen language', async () => {
    act(() => setLanguage('mr'));
    renderConsoleAt(`/ops/kyc/${SHOP_ID}`);
    const pan = await screen.findByRole('region', { name: /^PAN/ }, LAZY);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sharma Mobile Store चे KYC');
    const facts = screen.getByTestId('kyc-review-shop');
    expect(facts.textContent).toContain('सध्याची स्थिती');
    expect(facts.textContent).toContain('तपासणीच्या प्रतीक्षेत');
    expect(facts.textContent).toContain('मंजुरीच्या प्रतीक्षेत');
    expect(within(pan).getByRole('button', { name: 'PAN स्वीकारा' })).toBeTruthy();
    expect(within(pan).getByLabelText('PAN का स्वीकारले जात नाही?')).toBeTruthy();
    expect(pan.textContent).toContain('आधीचा पुरावा Meera Iyer यांनी २४ नोव्हें, २०२६');
    expect(pan.textContent).toContain(': “Blurred photo”');
    expect(screen.getByRole('region', { name: /दुकानाचा फोटो/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: /^दुकान मालकाचे आधार ऐच्छिक सादर केलेले नाही$/ })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(within(pan).getByRole('button', { name: 'PAN स्वीकार करें' })).toBeTruthy();
    expect(pan.textContent).toContain('पिछला प्रमाण Meera Iyer ने');
    expect(
      within(await screen.findByRole('figure'))
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('दुकान की फ़ोटो (shop-front.jpg), दुकान की अपलोड की हुई फ़ाइल');
    act(() => setLanguage('en'));
    expect(pan.textContent).toContain('Earlier evidence was Sent back by Meera Iyer on 24 Nov 2026, 3:30 pm: “Blurred photo”');
    expect(screen.getByRole('region', { name: "Shop owner's Aadhaar Optional Not submitted" })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Shop photo uploaded by the shop (shop-front.jpg)');
  });
});
