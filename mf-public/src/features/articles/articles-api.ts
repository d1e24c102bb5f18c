// The blog and news requests (api/README.md, "Content"). Both sections answer the same shapes.
import { apiClient } from '@platform/shared/api';

export type Section = 'blog' | 'news';

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  coverImage: string | null;
  publishedAt: string;
  readingMinutes: number;
}

export interface Article extends ArticleSummary {
  body: string;
  related: ArticleSummary[];
}

export interface ArticlePage {
  data: ArticleSummary[];
  page: number;
  pages: number;
  total: number;
  categories: Array<{ name: string; count: number }>;
}

export const SECTIONS: Record<Section, { api: string; path: string; title: string; noun: string }> = {
  blog: { api: '/api/blogs', path: '/blog', title: 'Blog', noun: 'articles' },
  news: { api: '/api/news', path: '/news-event', title: 'News and events', noun: 'news items' },
};

export const PAGE_SIZE = 6;

export async function fetchArticles(section: Section, query: { page: number; category: string; q: string }): Promise<ArticlePage> {
  const params: Record<string, string | number> = { page: query.page, pageSize: PAGE_SIZE };
  if (query.category) params.category = query.category;
  if (query.q) params.q = query.q;
  const { data } = await apiClient.get<ArticlePage>(SECTIONS[section].api, { params, notifyOnError: false });
  return data;
}

export async function fetchArticle(section: Section, slug: string): Promise<Article> {
  const { data } = await apiClient.get<{ data: Article }>(`${SECTIONS[section].api}/${encodeURIComponent(slug)}`, { notifyOnError: false });
  return data.data;
}

export const publishedOn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
