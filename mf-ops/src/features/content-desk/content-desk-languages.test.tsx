// The content desk in Hindi and Marathi (issue 33): the desk's own words, kinds, states and moves
// follow the language switch; the articles' titles, slugs and text stay as the editors wrote them.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { createQueryClient, QueryProvider } from '@platform/shared/query';
import { ContentItemPage } from './content-item-page';
import { ContentListPage } from './content-list-page';
import { ContentNewPage } from './content-new-page';

afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
});

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
  languages: [{ language: 'hi', state: 'published' }],
};
const ITEM = {
  ...ROW,
  excerpt: 'A small deposit and a short loan.',
  body: 'Put aside **₹2,000** a month.',
  author: 'Kavita Joshi',
  category: 'Savings',
  product: '',
  coverImage: '',
  publicPath: '/blog/saving-for-a-two-wheeler',
  moves: ['schedule', 'publish'],
  versions: [
    { number: 2, title: ROW.title, slug: ROW.slug, savedAt: ROW.updatedAt, savedBy: null, restoredFrom: 1 },
    { number: 1, title: 'Saving up', slug: 'saving-up', savedAt: '2026-01-14T04:00:00.000Z', savedBy: 'Content Editor', restoredFrom: null },
  ],
  oldSlugs: ['saving-up'],
  translations: [],
};

function renderAt(url: string) {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const data =
      config.url === '/ops/content'
        ? { items: [ROW], counts: { draft: 1, scheduled: 0, published: 12, unpublished: 1 }, page: 1, pageSize: 25, total: 1 }
        : ITEM;
    return { data: { success: true, message: 'ok', data }, status: 200, statusText: 'OK', headers: {}, config, request: {} };
  };
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/ops/content" element={<ContentListPage />} />
          <Route path="/ops/content/new" element={<ContentNewPage />} />
          <Route path="/ops/content/:id" element={<ContentItemPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('the content desk in three languages', () => {
  it('lists the articles in Hindi, then Marathi, then English as the spec words it', async () => {
    act(() => setLanguage('hi'));
    renderAt('/ops/content');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('कंटेंट');
    expect(within(table).getByRole('cell', { name: 'ब्लॉग पोस्ट' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'ड्राफ़्ट' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: ROW.title })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'प्रकाशित (12)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'नया लेख लिखें' })).toBeTruthy();

    act(() => setLanguage('mr'));
    expect(within(table).getByRole('cell', { name: 'मसुदा' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'शेवटचा बदल' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिल्टर लागू करा' })).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Content');
    expect(within(table).getByRole('cell', { name: 'Draft' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Published (12)' })).toBeTruthy();
  });

  it('shows an article’s publishing, editor and versions in Marathi and Hindi', async () => {
    act(() => setLanguage('mr'));
    renderAt(`/ops/content/${ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'प्रकाशन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'आत्ताच प्रकाशित करा' })).toBeTruthy();
    expect(screen.getByText(/^ब्लॉग पोस्ट · आवृत्ती 2 · शेवटचा बदल .+ · इथे आणणारे जुने पत्ते: saving-up$/)).toBeTruthy();
    const versions = screen.getByRole('table');
    expect(within(versions).getByText('2 (सध्याची) (आवृत्ती 1 वरून परत आणली)')).toBeTruthy();
    expect(within(versions).getByRole('cell', { name: 'डेमो कंटेंट' })).toBeTruthy();
    expect(within(versions).getByRole('button', { name: 'आवृत्ती 1 परत आणा' })).toBeTruthy();

    act(() => setLanguage('hi'));
    expect(screen.getByRole('button', { name: 'शेड्यूल करें' })).toBeTruthy();
    expect(screen.getByLabelText('टेक्स्ट (Markdown)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeTruthy();

    act(() => setLanguage('en'));
    expect(screen.getByText(/^Blog post · version 2 · last changed .+ · old addresses leading here: saving-up$/)).toBeTruthy();
    expect(within(versions).getByText('2 (current) (restored from 1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeTruthy();
  });

  it('asks in Hindi for an image before uploading one, on a new article', async () => {
    act(() => setLanguage('hi'));
    renderAt('/ops/content/new');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('नया लेख');
    fireEvent.click(screen.getByRole('button', { name: 'इमेज अपलोड करें' }));
    expect(screen.getByRole('alert').textContent).toBe('पहले एक इमेज चुनें');
    expect(screen.getByRole('button', { name: 'ड्राफ़्ट सहेजें' })).toBeTruthy();
    expect(screen.getByText('जैसे-जैसे आप लिखेंगे, पूर्वावलोकन यहाँ दिखेगा।')).toBeTruthy();
  });

  it('says in Hindi what a new article still needs, in the words of the contract’s keyed messages', async () => {
    act(() => setLanguage('hi'));
    renderAt('/ops/content/new');
    const form = screen.getByRole('form', { name: 'लेख' });
    fireEvent.change(within(form).getByLabelText(/^स्लग/), { target: { value: 'GST For Shops' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ड्राफ़्ट सहेजें' }));
    expect(await within(form).findByText('शीर्षक दर्ज करें')).toBeTruthy();
    expect(within(form).getByText('छोटे अक्षर, अंक और एक-एक हाइफ़न इस्तेमाल करें (जैसे gst-for-small-shops)')).toBeTruthy();
    expect(within(form).getByText('लेख लिखें')).toBeTruthy();
  });

  it('offers the image file in Hindi and Marathi, where the browser would say “Choose file” in its own language', () => {
    act(() => setLanguage('hi'));
    renderAt('/ops/content/new');
    const input = screen.getByLabelText<HTMLInputElement>('इमेज (JPG या PNG, ज़्यादा से ज़्यादा 2 MB)');
    const chosen = () => document.getElementById(`${input.id}-chosen`)!.textContent;
    expect(input.type).toBe('file');
    expect(screen.getByLabelText('फ़ाइल चुनें')).toBe(input);
    expect(chosen()).toBe('कोई फ़ाइल नहीं चुनी गई');

    fireEvent.change(input, { target: { files: [new File(['png'], 'tractor.png', { type: 'image/png' })] } });
    expect(chosen()).toBe('tractor.png');
    act(() => setLanguage('mr'));
    expect(screen.getByLabelText('फाइल निवडा')).toBe(input);
    act(() => setLanguage('en'));
    expect(screen.getByLabelText('Choose file')).toBe(input);
    expect(chosen()).toBe('tractor.png');
  });
});
