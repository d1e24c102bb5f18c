import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { act } from 'react';
import { setLanguage } from '../i18n/language';
import { applyPageMeta, DEFAULT_DESCRIPTION, pageMetaTags, usePageMeta, type PageMeta } from './page-meta';

const read = () => ({
  title: document.title,
  description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
  ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
});

describe('page meta', () => {
  it('writes title, description, canonical URL and Open Graph tags once each', () => {
    applyPageMeta({ title: 'Blog', description: 'Guides to loans.', path: '/blog' });
    applyPageMeta({ title: 'Home loan', description: 'Home loans from 8.35%.', path: '/home-loan', image: '/images/home.jpg' });
    const origin = window.location.origin;
    expect(read()).toEqual({
      title: 'Home loan | LoanSetu',
      description: 'Home loans from 8.35%.',
      canonical: `${origin}/home-loan`,
      ogTitle: 'Home loan',
      ogUrl: `${origin}/home-loan`,
      ogType: 'website',
      ogImage: `${origin}/images/home.jpg`,
    });
    expect(document.querySelectorAll('meta[name="description"], link[rel="canonical"], meta[property="og:title"]')).toHaveLength(3);
  });

  it('falls back to the brand and the site description, and drops a previous page image', () => {
    applyPageMeta({ title: 'Article', image: '/x.jpg' });
    applyPageMeta({});
    expect(read()).toMatchObject({ title: 'LoanSetu', description: DEFAULT_DESCRIPTION, ogImage: undefined });
  });

  it('lets a page refine the meta once its data is there', () => {
    function Article({ meta }: { meta?: PageMeta }) {
      usePageMeta(meta);
      return null;
    }
    const { rerender } = render(<Article />);
    applyPageMeta({ title: 'Blog' });
    rerender(<Article meta={{ title: 'GST for shops', type: 'article' }} />);
    expect(read()).toMatchObject({ title: 'GST for shops | LoanSetu', ogType: 'article' });
  });

  it('names a Hindi page by its own address, and lists every language with the plain address as x-default', () => {
    act(() => setLanguage('hi'));
    try {
      applyPageMeta({ title: 'Home loan', path: '/home-loan' });
      const origin = window.location.origin;
      expect(read()).toMatchObject({ canonical: `${origin}/home-loan?lang=hi`, ogUrl: `${origin}/home-loan?lang=hi` });
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(alternates).toEqual([
        ['en', `${origin}/home-loan`],
        ['hi', `${origin}/home-loan?lang=hi`],
        ['mr', `${origin}/home-loan?lang=mr`],
        ['x-default', `${origin}/home-loan`],
      ]);
      // A move replaces them rather than adding to them.
      applyPageMeta({ title: 'Blog', path: '/blog' });
      expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(4);
      expect(document.querySelector('link[hreflang="mr"]')?.getAttribute('href')).toBe(`${origin}/blog?lang=mr`);
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('names only the languages an article is published in, English always, the plain address still x-default', () => {
    const origin = window.location.origin;
    applyPageMeta({ title: 'GST for shops', path: '/blog/gst', type: 'article', languages: ['hi', 'en'] });
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${origin}/blog/gst`],
      ['hi', `${origin}/blog/gst?lang=hi`],
      ['x-default', `${origin}/blog/gst`],
    ]);
    const head = pageMetaTags({ title: 'GST', languages: ['mr'] }, { origin: 'https://loansetu.in', pathname: '/read-more/pl/gst' }, { alternates: true });
    expect([...head.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1])).toEqual(['en', 'mr', 'x-default']);
    // A page that names none is in all three.
    expect([...pageMetaTags({}, { origin: 'https://loansetu.in', pathname: '/about-us' }, { alternates: true }).matchAll(/hreflang="([^"]+)"/g)]).toHaveLength(
      4,
    );
  });

  it('writes the alternates into a server head escaped, keeping the page’s other query', () => {
    const head = pageMetaTags({ path: '/search?q=a"b&page=2' }, { origin: 'https://loansetu.in', pathname: '/search', language: 'mr' }, { alternates: true });
    expect(head).toContain('<link rel="canonical" href="https://loansetu.in/search?q=a%22b&amp;page=2&amp;lang=mr">');
    expect(head).toContain('<link rel="alternate" hreflang="hi" href="https://loansetu.in/search?q=a%22b&amp;page=2&amp;lang=hi">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://loansetu.in/search?q=a%22b&amp;page=2">');
    expect(pageMetaTags({}, { origin: 'https://loansetu.in', pathname: '/gone' })).not.toContain('hreflang');
  });
});
