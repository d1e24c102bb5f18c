// The blog's pages as the content desk leaves them (docs/decisions/039): the list's first page
// comes from the route's loader (so the prerendered HTML lists the posts), and a renamed post's
// old address moves to the new one.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { setLanguage, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { routes } from '../../app/routes';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(cleanup);

const LAZY = { timeout: 10_000 };
const POST = {
  id: '0d6b1c2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  slug: 'saving-for-a-two-wheeler-on-emi',
  kind: 'blog',
  product: null,
  title: 'Saving for a two-wheeler',
  excerpt: 'A small deposit and a short loan.',
  author: 'Kavita Joshi',
  category: 'Savings',
  coverImage: null,
  publishedAt: '2026-01-15T04:00:00.000Z',
  readingMinutes: 1,
};

/** The blog's API; the old slug answers the post under its new one, as axios does after following a 301. */
function serve() {
  const sent: string[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    sent.push(url);
    let [status, data]: [number, unknown] = [404, { success: false, error: 'Blog post not found' }];
    if (url === '/api/blogs')
      [status, data] = [
        200,
        { success: true, message: 'ok', data: [POST], page: 1, pageSize: 6, total: 1, pages: 1, categories: [{ name: 'Savings', count: 1 }] },
      ];
    if (url === `/api/blogs/${POST.slug}` || url === '/api/blogs/saving-for-a-two-wheeler')
      [status, data] = [200, { success: true, message: 'ok', data: { ...POST, body: 'Put aside **₹2,000** a month.', related: [] } }];
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return sent;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

describe('/blog', () => {
  it('lists the posts its loader fetched, without asking again', async () => {
    const sent = serve();
    renderAt('/blog');
    expect(await screen.findByRole('link', { name: POST.title }, LAZY)).toBeTruthy();
    expect(sent.filter((url) => url === '/api/blogs')).toHaveLength(1);
  });

  it('moves a renamed post’s old address to its new one', async () => {
    serve();
    const router = renderAt('/blog/saving-for-a-two-wheeler');
    expect(await screen.findByRole('heading', { level: 1, name: POST.title }, LAZY)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/blog/${POST.slug}`);
  });
});

describe('/blog in Hindi', () => {
  it('shows the list’s heading, search button and count in Hindi after the switch', async () => {
    serve();
    renderAt('/blog');
    expect(await screen.findByRole('link', { name: POST.title }, LAZY)).toBeTruthy();
    act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeTruthy();
    // The article is the content desk's: its title stays as written.
    expect(screen.getByRole('link', { name: POST.title })).toBeTruthy();
    act(() => setLanguage('en'));
  });
});

describe('a post read in Hindi (docs/decisions/052)', () => {
  const HINDI = { ...POST, title: 'दोपहिया के लिए बचत', excerpt: 'थोड़ी जमा और छोटा लोन।', language: 'hi', languages: ['en', 'hi'] };
  /** The API in Hindi: this post has a Hindi version, the other one only its English. */
  function serveHindi() {
    const asked: Array<{ url: string; lang: unknown }> = [];
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const url = config.url ?? '';
      const lang = (config.params as Record<string, unknown> | undefined)?.lang;
      asked.push({ url, lang });
      let [status, data]: [number, unknown] = [404, { success: false, error: 'Blog post not found' }];
      if (url === `/api/blogs/${POST.slug}`)
        [status, data] = [200, { success: true, message: 'ok', data: { ...HINDI, body: 'हर महीने **₹2,000** अलग रखें।', related: [] } }];
      if (url === '/api/blogs/only-in-english')
        [status, data] = [
          200,
          {
            success: true,
            message: 'ok',
            data: { ...POST, slug: 'only-in-english', body: 'Put aside **₹2,000** a month.', language: 'en', languages: ['en'], related: [] },
          },
        ];
      const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
      if (status < 300) return response;
      throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    };
    return asked;
  }

  it('asks for the Hindi version and shows it with its date in Hindi', async () => {
    setLanguage('hi');
    try {
      const asked = serveHindi();
      renderAt(`/blog/${POST.slug}`);
      const heading = await screen.findByRole('heading', { level: 1, name: HINDI.title }, LAZY);
      expect(asked).toContainEqual({ url: `/api/blogs/${POST.slug}`, lang: 'hi' });
      // Hindi text: no lang of its own, it is the page's language.
      expect(heading.getAttribute('lang')).toBeNull();
      expect(screen.getByText('₹2,000', { exact: false }).closest('[lang]')?.getAttribute('lang') ?? null).not.toBe('en');
      expect(screen.getByText(/15 जनवरी 2026/)).toBeTruthy();
    } finally {
      cleanup();
      act(() => setLanguage('en'));
    }
  });

  it('marks the English text of a post with no Hindi version as English', async () => {
    setLanguage('hi');
    try {
      serveHindi();
      renderAt('/blog/only-in-english');
      const heading = await screen.findByRole('heading', { level: 1, name: POST.title }, LAZY);
      expect(heading.getAttribute('lang')).toBe('en');
      expect(screen.getByText('Put aside', { exact: false }).closest('[lang]')?.getAttribute('lang')).toBe('en');
    } finally {
      cleanup();
      act(() => setLanguage('en'));
    }
  });
});

describe('a post that follows the reader’s language (docs/decisions/052)', () => {
  const TEXTS = {
    en: { title: POST.title, excerpt: POST.excerpt, body: 'Put aside **₹2,000** a month.' },
    hi: { title: 'दोपहिया के लिए बचत', excerpt: 'थोड़ी जमा और छोटा लोन।', body: 'हर महीने **₹2,000** अलग रखें।' },
  };
  /** The API as it answers this post: published in English and Hindi, not in Marathi; English too says its languages when named. */
  function serveInLanguages() {
    const asked: unknown[] = [];
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      const lang = (config.params as Record<string, unknown> | undefined)?.lang;
      asked.push(lang);
      const served = lang === 'hi' ? 'hi' : 'en';
      const named = lang === 'en' || lang === 'hi' || lang === 'mr' ? { language: served, languages: ['en', 'hi'] } : {};
      const found = config.url === `/api/blogs/${POST.slug}`;
      const response = {
        data: found
          ? { success: true, message: 'ok', data: { ...POST, ...TEXTS[served], ...named, related: [] } }
          : { success: false, error: 'Blog post not found' },
        status: found ? 200 : 404,
        statusText: found ? 'OK' : 'Not Found',
        headers: {},
        config,
        request: {},
      };
      if (found) return response;
      throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    };
    return asked;
  }
  const alternates = () => [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => link.getAttribute('hreflang'));

  it('shows the Hindi version when the reader switches to Hindi on the page, and the English marked as English in Marathi', async () => {
    const asked = serveInLanguages();
    try {
      renderAt(`/blog/${POST.slug}`);
      expect(await screen.findByRole('heading', { level: 1, name: POST.title }, LAZY)).toBeTruthy();
      act(() => setLanguage('hi'));
      const hindi = await screen.findByRole('heading', { level: 1, name: TEXTS.hi.title }, LAZY);
      expect(hindi.getAttribute('lang')).toBeNull();
      expect(screen.getByText('अलग रखें', { exact: false })).toBeTruthy();
      expect(asked).toContain('hi');
      // No Marathi version: the English, which a screen reader is told is English.
      act(() => setLanguage('mr'));
      const english = await screen.findByRole('heading', { level: 1, name: POST.title }, LAZY);
      expect(english.getAttribute('lang')).toBe('en');
      expect(screen.getByText('Put aside', { exact: false }).closest('[lang]')?.getAttribute('lang')).toBe('en');
    } finally {
      cleanup();
      act(() => setLanguage('en'));
    }
  });

  it('names to search engines only the languages the post is published in', async () => {
    const asked = serveInLanguages();
    try {
      renderAt(`/blog/${POST.slug}`);
      expect(await screen.findByRole('heading', { level: 1, name: POST.title }, LAZY)).toBeTruthy();
      // English is asked for by name, so the answer says which languages the post is in.
      expect(asked).toEqual(['en']);
      await waitFor(() => expect(alternates()).toEqual(['en', 'hi', 'x-default']));
    } finally {
      cleanup();
    }
  });
});
