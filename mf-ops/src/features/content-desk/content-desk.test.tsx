import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { session, setRuntimeConfig } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { routes } from '../../app/routes';
import { signInStaff } from '../../testing/signed-in-staff';

setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
afterEach(() => {
  cleanup();
  session.clear();
});

// The first render of a lazy page compiles it; on a busy machine that takes more than a second.
const LAZY = { timeout: 10_000 };

const ID = '0d6b1c2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const ROW = {
  id: ID,
  kind: 'blog',
  slug: 'saving-for-a-two-wheeler',
  title: 'Saving for a two-wheeler',
  state: 'draft',
  publishAt: null,
  version: 2,
  updatedAt: '2026-01-15T04:00:00.000Z',
  languages: [] as Array<{ language: string; state: string }>,
};
const ITEM = {
  ...ROW,
  excerpt: 'A small deposit and a short loan.',
  body: '## Start with the deposit\n\nPut aside **₹2,000** a month.',
  author: 'Kavita Joshi',
  category: 'Savings',
  product: '',
  coverImage: '',
  publicPath: '/blog/saving-for-a-two-wheeler',
  moves: ['schedule', 'publish'],
  versions: [
    { number: 2, title: ROW.title, slug: ROW.slug, savedAt: ROW.updatedAt, savedBy: 'Content Editor', restoredFrom: null },
    { number: 1, title: 'Saving up', slug: 'saving-up', savedAt: '2026-01-14T04:00:00.000Z', savedBy: 'Content Editor', restoredFrom: null },
  ],
  oldSlugs: ['saving-up'],
  translations: [] as unknown[],
};

const HINDI_DRAFT = {
  language: 'hi',
  title: '',
  excerpt: 'थोड़ी जमा और छोटा लोन।',
  body: '## जमा से शुरू करें',
  state: 'draft',
  publishAt: null,
  version: 1,
  updatedAt: '2026-01-16T04:00:00.000Z',
  moves: ['schedule', 'publish'],
  versions: [],
};

type Answer = [number, unknown];
const ok = (data: unknown, message = 'ok'): Answer => [200, { success: true, message, data }];

/** Answers the desk's requests; records each request's method, URL, query and body. */
function serve(answers: { save?: Answer; move?: Answer; create?: Answer; restore?: Answer } = {}) {
  const sent: Array<{ method: string; url: string; params: unknown; body: unknown }> = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    sent.push({ method, url, params: config.params, body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    let [status, data]: Answer = [404, { success: false, error: 'Not found' }];
    if (method === 'GET' && url === '/ops/content')
      [status, data] = ok({ items: [ROW], counts: { draft: 1, scheduled: 0, published: 12, unpublished: 1 }, page: 1, pageSize: 25, total: 1 });
    if (method === 'GET' && url === `/ops/content/${ID}`) [status, data] = ok(ITEM);
    if (method === 'GET' && url === `/ops/content/${ID}/versions/1`)
      [status, data] = ok({ ...ITEM.versions[1], excerpt: 'x', body: 'The **first** text', author: 'A', category: 'B', product: '', coverImage: '' });
    if (method === 'POST' && url === '/ops/content') [status, data] = answers.create ?? [201, { success: true, message: 'Draft saved', data: ITEM }];
    if (method === 'PUT' && url === `/ops/content/${ID}`) [status, data] = answers.save ?? ok({ ...ITEM, version: 3 }, 'Saved as version 3');
    if (method === 'POST' && url === `/ops/content/${ID}/moves`)
      [status, data] = answers.move ?? ok({ ...ITEM, state: 'published', moves: ['unpublish'] }, 'Published');
    if (method === 'PUT' && url === `/ops/content/${ID}/languages/hi`)
      [status, data] = ok({ ...ITEM, translations: [{ ...HINDI_DRAFT, title: 'दोपहिया के लिए बचत' }] }, 'Saved as version 1');
    if (method === 'POST' && url === `/ops/content/${ID}/languages/hi/moves`) [status, data] = ok(ITEM, 'Published: it is on the site now');
    if (method === 'POST' && url === `/ops/content/${ID}/versions/1/restore`)
      [status, data] = answers.restore ?? ok({ ...ITEM, version: 3 }, 'Version 1 restored as version 3');
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return sent;
}

function renderAt(url: string) {
  signInStaff(['content_editor']);
  const router = createMemoryRouter([{ element: <Outlet />, HydrateFallback: () => null, children: routes }], { initialEntries: [url] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}

describe('/ops/content', () => {
  it('lists the articles with the count in each state, and filters through the URL', async () => {
    const sent = serve();
    const router = renderAt('/ops/content');
    const table = await screen.findByRole('table', {}, LAZY);
    expect(within(table).getByRole('link', { name: ROW.title }).getAttribute('href')).toBe(`/ops/content/${ID}`);
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Published (12)' })).toBeTruthy();
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'news' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'scheduled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=news&state=scheduled'));
    await waitFor(() => expect(String(sent.at(-1)?.params)).toBe('kind=news&state=scheduled'));
  });
});

describe('/ops/content/new', () => {
  it('previews the Markdown with the public site’s safe renderer as it is typed, and saves a draft', async () => {
    const sent = serve();
    const router = renderAt('/ops/content/new');
    const text = await screen.findByLabelText('Text (Markdown)', {}, LAZY);
    fireEvent.change(text, { target: { value: '## Why save\n\nA **deposit** first. <script>alert(1)</script> [bad](javascript:alert(1))' } });
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Why save' })).toBeTruthy());
    expect(within(preview).getByText('deposit').tagName).toBe('STRONG');
    // Raw HTML is shown as text and an unsafe link is no link: the same rules as /blog.
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.textContent).toContain('<script>alert(1)</script>');
    expect(within(preview).queryByRole('link')).toBeNull();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Why save before a loan?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the slug from the title' }));
    expect((screen.getByLabelText(/^Slug/) as HTMLInputElement).value).toBe('why-save-before-a-loan');
    fireEvent.change(screen.getByLabelText('Summary'), { target: { value: 'Deposit first.' } });
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: 'Kavita Joshi' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Savings' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/ops/content/${ID}`));
    expect(sent.find((s) => s.method === 'POST' && s.url === '/ops/content')?.body).toMatchObject({
      kind: 'blog',
      title: 'Why save before a loan?',
      slug: 'why-save-before-a-loan',
      excerpt: 'Deposit first.',
      author: 'Kavita Joshi',
      category: 'Savings',
    });
  });

  it('names a missing field and sends nothing', async () => {
    const sent = serve();
    renderAt('/ops/content/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save draft' }, LAZY));
    expect(await screen.findByText('Enter the title')).toBeTruthy();
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
  });
});

describe('/ops/content/:id', () => {
  it('offers the moves the state allows and sends the state the editor saw', async () => {
    const sent = serve();
    renderAt(`/ops/content/${ID}`);
    const moves = await screen.findByRole('region', { name: 'Publishing' }, LAZY);
    expect(within(moves).queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(within(moves).getByRole('button', { name: 'Schedule' })).toBeTruthy();
    fireEvent.click(within(moves).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(sent.find((s) => s.url === `/ops/content/${ID}/moves`)?.body).toEqual({ move: 'publish', publishAt: '', seenState: 'draft' }));
  });

  it('saves with the version it opened, and keeps the text when the save is refused', async () => {
    const sent = serve({ save: [409, { success: false, error: 'Someone saved version 3 after the version 2 you opened.' }] });
    renderAt(`/ops/content/${ID}`);
    const text = (await screen.findByLabelText('Text (Markdown)', {}, LAZY)) as HTMLTextAreaElement;
    expect(text.value).toBe(ITEM.body);
    fireEvent.change(text, { target: { value: 'My new paragraph' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'PUT')?.body).toMatchObject({ body: 'My new paragraph', seenVersion: 2, slug: ROW.slug }));
    expect(text.value).toBe('My new paragraph');
    expect(screen.getByText(/old addresses leading here: saving-up/)).toBeTruthy();
  });

  it('reads an earlier version and restores it', async () => {
    const sent = serve();
    renderAt(`/ops/content/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Read version 1' }, LAZY));
    const version = await screen.findByRole('article', { name: 'Version 1' });
    expect(within(version).getByText('first').tagName).toBe('STRONG');
    expect(screen.queryByRole('button', { name: 'Restore version 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(sent.find((s) => s.url === `/ops/content/${ID}/versions/1/restore`)?.body).toEqual({ seenVersion: 2 }));
  });
});

describe('/ops/content/:id in Hindi and Marathi (docs/decisions/052)', () => {
  it('writes a Hindi version beside the English with a live preview, saves it as version 1 and publishes it', async () => {
    const sent = serve();
    renderAt(`/ops/content/${ID}`);
    const versions = await screen.findByRole('region', { name: 'Hindi version' }, LAZY);
    expect(within(versions).getByText('No Hindi version yet.')).toBeTruthy();
    // The English original to translate from, marked as English.
    expect(within(versions).getByRole('article', { name: 'English original' }).getAttribute('lang')).toBe('en');
    fireEvent.change(within(versions).getByLabelText('Hindi title'), { target: { value: 'दोपहिया के लिए बचत' } });
    fireEvent.change(within(versions).getByLabelText('Hindi summary'), { target: { value: 'थोड़ी जमा और छोटा लोन।' } });
    fireEvent.change(within(versions).getByLabelText('Hindi text (Markdown)'), { target: { value: '## जमा से शुरू करें\n\nहर महीने **₹2,000**।' } });
    const preview = within(versions).getByRole('article', { name: 'Hindi preview' });
    expect(within(preview).getByRole('heading', { name: 'जमा से शुरू करें' })).toBeTruthy();
    expect(within(preview).getByText('₹2,000').tagName).toBe('STRONG');
    fireEvent.click(within(versions).getByRole('button', { name: 'Save Hindi version' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT' && s.url === `/ops/content/${ID}/languages/hi`)?.body).toEqual({
        title: 'दोपहिया के लिए बचत',
        excerpt: 'थोड़ी जमा और छोटा लोन।',
        body: '## जमा से शुरू करें\n\nहर महीने **₹2,000**।',
        seenVersion: 0,
      }),
    );
  });

  it('publishes a Hindi draft with the state the editor saw, and shows Marathi on its own', async () => {
    const sent = serve();
    apiClient.defaults.adapter = ((inner) => async (config: InternalAxiosRequestConfig) => {
      if ((config.method ?? 'get').toUpperCase() === 'GET' && config.url === `/ops/content/${ID}`)
        return {
          data: { success: true, message: 'ok', data: { ...ITEM, translations: [{ ...HINDI_DRAFT, title: 'दोपहिया के लिए बचत' }] } },
          status: 200,
          statusText: '200',
          headers: {},
          config,
          request: {},
        };
      return inner!(config);
    })(apiClient.defaults.adapter as (config: InternalAxiosRequestConfig) => Promise<never>);
    renderAt(`/ops/content/${ID}`);
    const versions = await screen.findByRole('region', { name: 'Hindi version' }, LAZY);
    expect(within(versions).getByText('Hindi: Draft · version 1')).toBeTruthy();
    expect((within(versions).getByLabelText('Hindi title') as HTMLInputElement).value).toBe('दोपहिया के लिए बचत');
    fireEvent.click(within(versions).getByRole('button', { name: 'Publish now' }));
    await waitFor(() =>
      expect(sent.find((s) => s.url === `/ops/content/${ID}/languages/hi/moves`)?.body).toEqual({ move: 'publish', publishAt: '', seenState: 'draft' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Marathi version' }));
    expect(await screen.findByText('No Marathi version yet.')).toBeTruthy();
  });
});
