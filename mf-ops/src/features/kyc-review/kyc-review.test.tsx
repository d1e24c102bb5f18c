import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { getKycReview, listKycReviews, type ResponseOf } from '@platform/shared/contracts';
import { routes } from '../../app/routes';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
// The first render of a lazy page compiles it; on a busy machine that takes more than a second.
const LAZY = { timeout: 10_000 };

// The contracts' own samples are the fixtures: what the API answers is what they say.
const QUEUE = listKycReviews.samples[0]!.response as ResponseOf<typeof listKycReviews>;
const DETAIL = getKycReview.samples[0]!.response as ResponseOf<typeof getKycReview>;
const SHOP_ID = DETAIL.data.shopId;
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

interface Request {
  method: string;
  url: string;
  params?: unknown;
  body?: unknown;
}

/** Answers the console's requests from the samples; `decision` answers a POST (a status and a body). */
function serve(
  requests: Request[],
  decision: { status: number; data: unknown } = { status: 200, data: { success: true, message: 'PAN accepted.', data: DETAIL.data } },
) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const method = config.method ?? 'get';
    requests.push({ method, url, params: config.params, body: config.data ? JSON.parse(String(config.data)) : undefined });
    const answer = (data: unknown, status = 200) => {
      const response = { data, status, statusText: String(status), headers: {}, config };
      if (status >= 400) throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config });
      return response;
    };
    if (method === 'post') return answer(decision.data, decision.status);
    if (url === '/admin/kyc-reviews') return answer(QUEUE);
    if (url === `/admin/kyc-reviews/${SHOP_ID}`) return answer(DETAIL);
    if (url.startsWith(`/admin/kyc-reviews/${SHOP_ID}/documents/`)) return answer(PNG);
    return answer({ success: false, message: 'Not found' }, 404);
  };
}

function renderAt(url: string) {
  signInStaff();
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/preview-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  session.clear();
});

describe('KYC review queue (/ops/kyc)', () => {
  it('lists the waiting shops with the count of each state, and changes state through the URL', async () => {
    const requests: Request[] = [];
    serve(requests);
    const router = renderAt('/ops/kyc');
    const row = await screen.findByRole('row', { name: /Sharma Mobile Store/ }, LAZY);
    expect(within(row).getByRole('link', { name: 'Sharma Mobile Store' }).getAttribute('href')).toBe(`/ops/kyc/${SHOP_ID}`);
    expect(screen.getByRole('button', { name: 'Waiting for review (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(String(requests[0]!.params)).toContain('state=awaiting');

    fireEvent.click(screen.getByRole('button', { name: 'Shop has not finished KYC (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=incomplete'));
    await waitFor(() => expect(String(requests.at(-1)!.params)).toContain('state=incomplete'));
  });
});

describe('KYC review of one shop (/ops/kyc/:shopId)', () => {
  it("shows each item's evidence, the Aadhaar masked, and previews the shop photo from a blob", async () => {
    const requests: Request[] = [];
    serve(requests);
    renderAt(`/ops/kyc/${SHOP_ID}`);
    const aadhaar = await screen.findByRole('region', { name: /Aadhaar \(OTP\)/ }, LAZY);
    expect(within(aadhaar).getByText('XXXX XXXX 2346')).toBeTruthy();
    const photo = screen.getByRole('region', { name: /Shop photo/ });
    const image = await within(photo).findByRole('img');
    expect(image.getAttribute('src')).toBe('blob:http://localhost/preview-1');
    expect(requests.some((r) => r.url === `/admin/kyc-reviews/${SHOP_ID}/documents/shopPhoto`)).toBe(true);
    // Nothing to decide on an item the shop has not submitted.
    expect(within(screen.getByRole('region', { name: /Address proof/ })).queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('says a damaged image cannot be shown', async () => {
    serve([]);
    renderAt(`/ops/kyc/${SHOP_ID}`);
    const image = await screen.findByRole('img', {}, LAZY);
    fireEvent.error(image);
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot be shown: the file may be damaged/);
  });

  it('rejects only with a reason, and sends the evidence time the page showed', async () => {
    const requests: Request[] = [];
    serve(requests);
    renderAt(`/ops/kyc/${SHOP_ID}`);
    const pan = await screen.findByRole('region', { name: /^PAN/ }, LAZY);
    fireEvent.click(within(pan).getByRole('button', { name: 'Reject PAN' }));
    expect(await within(pan).findByText('Say why (the shop sees this reason)')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);

    fireEvent.change(within(pan).getByLabelText('Why is this PAN not accepted?'), { target: { value: 'The name differs from the card' } });
    fireEvent.click(within(pan).getByRole('button', { name: 'Reject PAN' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'post')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'post')).toMatchObject({
      url: `/admin/kyc-reviews/${SHOP_ID}/decisions`,
      body: { item: 'pan', decision: 'rejected', reason: 'The name differs from the card', evidenceAt: '2026-11-25T09:05:00.000Z' },
    });
  });

  it('reloads the shop when the server says the page was stale (409)', async () => {
    const requests: Request[] = [];
    serve(requests, { status: 409, data: { success: false, message: 'PAN was already accepted by Meera Iyer. Reload the page to see where it stands.' } });
    renderAt(`/ops/kyc/${SHOP_ID}`);
    const pan = await screen.findByRole('region', { name: /^PAN/ }, LAZY);
    const detailReads = () => requests.filter((r) => r.method === 'get' && r.url === `/admin/kyc-reviews/${SHOP_ID}`).length;
    const before = detailReads();
    fireEvent.click(within(pan).getByRole('button', { name: 'Accept PAN' }));
    await waitFor(() => expect(detailReads()).toBe(before + 1));
    expect(requests.find((r) => r.method === 'post')!.body).toMatchObject({ item: 'pan', decision: 'accepted' });
  });
});
