import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { notify, session, setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
// Sample applications are test data: read from source, kept out of the schemas entry's bundle.
import { PRODUCT_SAMPLES } from '../../../../shared/src/schemas/product-samples';
import { PRODUCT_SLUGS, PRODUCTS, type ProductSlug } from '@platform/shared/schemas';
import ownedRoutes from '../../../routes.json';
// The rule the extraction check and the e2e Hindi pass judge words by.
import { foreignWords } from '../../../../scripts/same-in-every-language';
import { ProductApplicationPage } from './product-application-page';
import { PRODUCT_PAGES } from './product-forms';
import { PRODUCT_PAGE_SLUGS } from './product-slugs';

type Sent = { url: string | undefined; body: Record<string, unknown>; headers: Record<string, unknown> };

function answerWith(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({
      url: config.url,
      body: JSON.parse(String(config.data)) as Record<string, unknown>,
      headers: config.headers.toJSON() as Record<string, unknown>,
    });
    return { data: body, status, statusText: String(status), headers: { 'content-type': 'application/json' }, config, request: {} };
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

function ThankYouStub() {
  return <p data-testid="thank-you">{JSON.stringify(useLocation().state)}</p>;
}

function renderProduct(slug: ProductSlug, query = '') {
  const router = createMemoryRouter(
    [
      { path: `/b2c/${slug}`, element: <ProductApplicationPage slug={slug} /> },
      { path: '/b2c/thankyou', element: <ThankYouStub /> },
    ],
    { initialEntries: [`/b2c/${slug}${query}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Fills the form from the product's sample the way a person would. */
async function fillSample(user: ReturnType<typeof userEvent.setup>, slug: ProductSlug) {
  const form = screen.getByRole('form');
  const sample = PRODUCT_SAMPLES[slug];
  for (const field of PRODUCT_PAGES[slug].form.fields) {
    const control = field.kind === 'checkbox' ? null : within(form).getByLabelText<HTMLInputElement>(String(field.label));
    if (field.kind === 'checkbox') {
      await user.click(within(form).getByRole('checkbox'));
    } else if (field.kind === 'select') {
      await user.selectOptions(control!, sample[field.name]!);
    } else if (sample[field.name] !== undefined && !control!.readOnly) {
      await user.type(control!, sample[field.name]!);
    }
  }
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  sessionStorage.clear();
  session.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('product application pages', () => {
  it('has a page for every product of the shared table, and only those', () => {
    expect([...PRODUCT_PAGE_SLUGS].sort()).toEqual([...PRODUCT_SLUGS].sort());
    expect(Object.keys(PRODUCT_PAGES).sort()).toEqual([...PRODUCT_SLUGS].sort());
  });

  it.each(PRODUCT_SLUGS)('%s asks for exactly the fields its schema checks', (slug) => {
    const page = PRODUCT_PAGES[slug];
    const asked = new Set(page.form.fields.map((field) => field.name));
    expect([...asked].sort()).toEqual(Object.keys(PRODUCTS[slug].formSchema.fields).sort());
    expect(page.form.schema).toBe(PRODUCTS[slug].formSchema);
  });

  it.each(PRODUCT_SLUGS)('%s renders its title, illustration and a labelled form', (slug) => {
    renderProduct(slug, '?referral=REF42');
    const title = ownedRoutes.find((route) => route.path === `/b2c/${slug}`)?.title;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole<HTMLImageElement>('img').src).toMatch(/^data:image\/svg\+xml/);
    const form = screen.getByRole('form', { name: PRODUCT_PAGES[slug].form.title });
    const referral = within(form).getByLabelText<HTMLInputElement>('Referral code');
    expect(referral.value).toBe('REF42');
    expect(referral.readOnly).toBe(true);
    expect(within(form).getByRole('button', { name: 'Submit application' })).toBeTruthy();
  });

  it.each(PRODUCT_SLUGS)('%s submits its payload to its endpoint, then thanks the applicant', async (slug) => {
    // The thank-you step waits 3 s on the test's clock, not the machine's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const success = vi.spyOn(notify, 'success');
    const sent = answerWith(201, { success: true, message: 'Application received' });
    renderProduct(slug, '?shopid=SHOP7&referral=REF42');
    await fillSample(user, slug);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const { url, body, headers } = sent[0]!;
    expect(url).toBe(PRODUCTS[slug].endpointFor(body));
    expect(body).toMatchObject({ product: slug, referred: 'REF42', shopID: 'SHOP7', mobile: '9876543210' });
    expect(body).not.toHaveProperty('termsAccepted');
    // What the page sends is what the server accepts.
    await expect(PRODUCTS[slug].payloadSchema.validate(body)).resolves.toBeTruthy();
    expect(headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Application received'));
    expect(screen.queryByTestId('thank-you')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(3000));
    const thanks = screen.getByTestId('thank-you');
    expect(JSON.parse(thanks.textContent ?? '{}')).toEqual({ service: PRODUCTS[slug].label.toLowerCase() });
  });

  it('sends a self-employed home-loan applicant to submit-business', async () => {
    const user = userEvent.setup();
    const sent = answerWith(201, { success: true });
    renderProduct('home-loan');
    await fillSample(user, 'home-loan');
    await user.selectOptions(screen.getByLabelText('Employment type'), 'self-employed-business');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/loans/home-loans/submit-business');
    expect(sent[0]!.body).not.toHaveProperty('shopID');
  });

  it('says "Your application has not been submitted" when the server declines without a message', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notify, 'error');
    answerWith(200, { success: false });
    renderProduct('credit-card');
    await fillSample(user, 'credit-card');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Your application has not been submitted. Please try again.'));
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Aarav Gupta');
  });
});

describe('a product application in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('shows the heading, the form’s labels and its button in Hindi after the switch, English again after', () => {
    renderProduct('home-loan');
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for a home loan' })).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'होम लोन के लिए आवेदन करें' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'होम लोन आवेदन' });
    expect(within(form).getByLabelText('प्रॉपर्टी का मूल्य')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'आवेदन जमा करें' })).toBeTruthy();
    act(() => setLanguage('en'));
    expect(within(screen.getByRole('form', { name: 'Home Loan Application' })).getByLabelText('Property value')).toBeTruthy();
  });

  /** Every piece of text on the page, one by one (option words, hints, labels), as a reader meets them. */
  const textsOf = (root: Element) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
    return found.join('\n');
  };

  it.each(PRODUCT_PAGE_SLUGS.flatMap((slug) => [[slug, 'hi'] as const, [slug, 'mr'] as const]))(
    '/b2c/%s shows no English word in %s: options, placeholders, hints and labels',
    (slug, language) => {
      renderProduct(slug);
      act(() => setLanguage(language));
      expect([...new Set(foreignWords(textsOf(document.querySelector('main') ?? document.body)))]).toEqual([]);
    },
  );
});
