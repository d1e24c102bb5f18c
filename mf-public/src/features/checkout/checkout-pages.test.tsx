import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setLanguage, setRuntimeConfig } from '@platform/shared';
import { answerApi as answer } from '@platform/shared/testing/api-stub';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { PAYABLE_ITEMS } from '@platform/shared/schemas';
import { OrderSummaryPage } from './order-summary-page';
import { texts } from './texts';
import { ThankYouPage } from './thank-you-page';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/thank-you', element: <ThankYouPage /> },
      { path: '/order-summary', element: <OrderSummaryPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

const order = (status: string) =>
  [
    200,
    {
      success: true,
      data: {
        order_id: 'OD87654321',
        status,
        purpose: 'order',
        description: 'GST registration',
        amount_paise: 176_882,
        currency: 'INR',
        created_at: '',
        settled_at: null,
      },
    },
  ] as [number, unknown];

beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', paymentMode: 'local' }));

describe('/thank-you', () => {
  it.each([
    ['paid', 'Thank you! Your payment was successful'],
    ['failed', 'Your payment failed'],
    ['active', 'Your payment is being confirmed'],
  ])('shows %s as the server verified it, with the order id', async (status, heading) => {
    answer({ 'GET /payments/orders/OD87654321': order(status) });
    renderAt(`/thank-you?order_id=OD87654321&order_status=PAID`);
    const outcome = await screen.findByTestId('payment-outcome');
    expect(outcome.textContent).toContain(heading);
    expect(outcome.textContent).toContain('OD87654321');
    expect(outcome.textContent).toContain('₹1,768.82');
  });

  it('shows no outcome without an order id of ours, whatever the query says', async () => {
    const sent = answer({});
    renderAt('/thank-you?status=PAID');
    expect(await screen.findByText(/There is no payment to show here/)).toBeTruthy();
    expect(screen.queryByText(/successful/)).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('/order-summary', () => {
  it('shows what is paid for with GST and the total', async () => {
    renderAt('/order-summary?item=gst-registration');
    const breakdown = await screen.findByTestId('order-breakdown');
    expect(breakdown.textContent).toContain('GST registration');
    expect(breakdown.textContent).toContain('₹1,499');
    expect(breakdown.textContent).toContain('GST (18%)');
    expect(breakdown.textContent).toContain('₹269.82');
    expect(breakdown.textContent).toContain('₹1,768.82');
  });

  it('offers the choices when the item is unknown or a vendor-only fee', async () => {
    renderAt('/order-summary?item=partner-onboarding');
    expect(await screen.findByRole('link', { name: 'GST registration' })).toBeTruthy();
    expect(screen.queryByText('Partner onboarding fee')).toBeNull();
  });
});

describe('/order-summary in Hindi', () => {
  it('shows the heading, the breakdown and the way on in Hindi after the switch', async () => {
    renderAt('/order-summary?item=gst-registration');
    await screen.findByTestId('order-breakdown');
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर सारांश' })).toBeTruthy();
    expect(screen.getByTestId('order-breakdown').textContent).toContain('कुल भुगतान');
    expect(screen.getByRole('link', { name: 'भुगतान पर आगे बढ़ें' }).getAttribute('href')).toBe('/place-order-summary?item=gst-registration');
    act(() => setLanguage('en'));
  });

  it('names what is sold in Hindi by its slug, on the list, the breakdown and the payment outcome', async () => {
    renderAt('/order-summary');
    await screen.findByRole('link', { name: 'GST registration' });
    act(() => setLanguage('hi'));
    expect(screen.getByRole('link', { name: 'GST रजिस्ट्रेशन' }).getAttribute('href')).toBe('/order-summary?item=gst-registration');
    expect(screen.getByRole('link', { name: 'क्रेडिट रिपोर्ट की जाँच' })).toBeTruthy();
    expect(screen.getByText('आपके व्यवसाय का उद्यम रजिस्ट्रेशन प्रमाणपत्र।')).toBeTruthy();
    expect(screen.queryByText(/Udyam registration certificate/)).toBeNull();
    act(() => setLanguage('en'));
  });

  it("shows the server's description of a paid item in Hindi", async () => {
    answer({ 'GET /payments/orders/OD87654321': order('paid') });
    renderAt(`/thank-you?order_id=OD87654321`);
    await screen.findByTestId('payment-outcome');
    act(() => setLanguage('hi'));
    expect(screen.getByTestId('payment-outcome').textContent).toContain(': GST रजिस्ट्रेशन, ₹1,768.82');
    act(() => setLanguage('en'));
  });
});

describe('the catalogue words the checkout shows', () => {
  it('are in English exactly as the catalogue writes them, for every item anyone can buy', () => {
    const publicItems = PAYABLE_ITEMS.filter((item) => item.purpose === 'order');
    expect(Object.fromEntries(publicItems.map((item) => [item.slug, { title: item.title, description: item.description }]))).toEqual(texts.en.items);
  });
});
