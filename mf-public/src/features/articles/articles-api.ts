// The blog and news requests (api/README.md, "Content"), on their contracts: both sections answer
// the same shapes.
import { getBlogPost, getNewsItem, listBlogPosts, listNews, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type Section = 'blog' | 'news';

export type ArticlePage = ResponseOf<typeof listBlogPosts>;
export type ArticleSummary = ArticlePage['data'][number];
export type Article = ResponseOf<typeof getBlogPost>['data'];

export const SECTIONS = {
  blog: { list: listBlogPosts, one: getBlogPost, path: '/blog', title: 'Blog', noun: 'articles' },
  news: { list: listNews, one: getNewsItem, path: '/news-event', title: 'News and events', noun: 'news items' },
} as const;

export const PAGE_SIZE = 6;

export async function fetchArticles(section: Section, query: { page: number; category: string; q: string }): Promise<ArticlePage> {
  return callContract(SECTIONS[section].list, {
    query: { page: query.page, pageSize: PAGE_SIZE, ...(query.category ? { category: query.category } : {}), ...(query.q ? { q: query.q } : {}) },
    options: { notifyOnError: false },
  });
}

export async function fetchArticle(section: Section, slug: string): Promise<Article> {
  return (await callContract(SECTIONS[section].one, { params: { slug }, options: { notifyOnError: false } })).data;
}

export const publishedOn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
