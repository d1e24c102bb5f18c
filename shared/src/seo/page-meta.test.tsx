import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { applyPageMeta, DEFAULT_DESCRIPTION, usePageMeta, type PageMeta } from './page-meta';

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
});
