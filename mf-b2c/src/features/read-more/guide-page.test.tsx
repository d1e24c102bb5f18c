import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, setRuntimeConfig } from '@platform/shared';
import { getGuide } from '@platform/shared/contracts';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { answerApi } from '@platform/shared/testing/api-stub';
import { GuidePage, guideLoader, type Guide } from './guide-page';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });

const guide: Guide = getGuide.samples[0]!.response.data;
const LAZY = { timeout: 5_000 };

function renderGuide(loader: LoaderFunction, path = '/read-more/pl/:id') {
  const router = createMemoryRouter([{ path, element: <GuidePage />, loader, HydrateFallback: () => null }], {
    initialEntries: [path.replace(':id', guide.slug)],
  });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

/** The guide as the API answers it in each language: published in English and Hindi, not in Marathi. */
const HINDI = { title: 'पर्सनल लोन: कैसे काम करता है', excerpt: 'किसी भी ज़रूरत के लिए बिना गिरवी का लोन।', body: 'हर महीने तय EMI में चुकाएँ।' };
const answers = (path: string) => {
  const english = { ...guide, body: 'Repaid in fixed EMIs.', language: 'en', languages: ['en', 'hi'] };
  return {
    [`GET ${path}?lang=en`]: [200, { success: true, message: 'ok', data: english }],
    [`GET ${path}?lang=hi`]: [200, { success: true, message: 'ok', data: { ...english, ...HINDI, language: 'hi' } }],
    [`GET ${path}?lang=mr`]: [200, { success: true, message: 'ok', data: english }],
  } satisfies Record<string, [number, unknown]>;
};
const alternates = () => [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang'));

describe('a product guide', () => {
  afterEach(() => {
    cleanup();
    act(() => setLanguage('en'));
  });

  it('keeps a guide with no Hindi version as written and shows its own words in Hindi after the switch', async () => {
    // The API's answer in Hindi: the English, there being no Hindi version.
    answerApi({ [`GET /api/guides/pl/${guide.slug}?lang=hi`]: [200, { success: true, message: 'ok', data: { ...guide, language: 'en', languages: ['en'] } }] });
    renderGuide(() => ({ language: 'en', guide }), '/hl/:id');
    expect(await screen.findByRole('heading', { level: 1, name: guide.title })).toBeTruthy();
    act(() => setLanguage('hi'));
    // The page's Hindi words may still be on their way (the first switch of the file fetches them).
    expect((await screen.findByRole('link', { name: 'और पढ़ें' }, LAZY)).getAttribute('href')).toBe('/read-more');
    expect(screen.getByText(`${guide.readingMinutes} मिनट में पढ़ें`)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: guide.title }).getAttribute('lang')).toBe('en'));
  });

  it('asks for the reader’s language and shows a Hindi reader the Hindi version', async () => {
    act(() => setLanguage('hi'));
    const sent = answerApi(answers(`/api/guides/pl/${guide.slug}`));
    renderGuide(guideLoader('pl'));
    const heading = await screen.findByRole('heading', { level: 1, name: HINDI.title }, LAZY);
    // Hindi text in a Hindi page: no language of its own.
    expect(heading.getAttribute('lang')).toBeNull();
    expect(sent).toEqual([`GET /api/guides/pl/${guide.slug}?lang=hi`]);
  });

  it('follows the reader to Hindi when they switch on the page, and marks the English as English in Marathi', async () => {
    const sent = answerApi(answers(`/api/guides/pl/${guide.slug}`));
    renderGuide(guideLoader('pl'));
    expect(await screen.findByRole('heading', { level: 1, name: guide.title }, LAZY)).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: HINDI.title }, LAZY)).toBeTruthy();
    expect(screen.getByText(HINDI.body)).toBeTruthy();
    // No Marathi version: the English, which a screen reader is told is English.
    act(() => setLanguage('mr'));
    const english = await screen.findByRole('heading', { level: 1, name: guide.title }, LAZY);
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Repaid in fixed EMIs.').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(sent).toEqual([`GET /api/guides/pl/${guide.slug}?lang=en`, `GET /api/guides/pl/${guide.slug}?lang=hi`, `GET /api/guides/pl/${guide.slug}?lang=mr`]);
  });

  it('names to search engines only the languages the guide is published in', async () => {
    answerApi(answers(`/api/guides/pl/${guide.slug}`));
    renderGuide(guideLoader('pl'));
    expect(await screen.findByRole('heading', { level: 1, name: guide.title }, LAZY)).toBeTruthy();
    await waitFor(() => expect(alternates()).toEqual(['en', 'hi', 'x-default']));
  });
});
