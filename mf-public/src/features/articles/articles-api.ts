// The blog and news requests (api/README.md, "Content"), on their contracts: both sections answer
// the same shapes.
import { getBlogPost, getNewsItem, listBlogPosts, listNews, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { currentLanguage, localDateFormat, type Language } from '@platform/shared/i18n/language';

export type Section = 'blog' | 'news';

export type ArticlePage = ResponseOf<typeof listBlogPosts>;
export type ArticleSummary = ArticlePage['data'][number];
export type Article = ResponseOf<typeof getBlogPost>['data'];

export const SECTIONS = {
  blog: { list: listBlogPosts, one: getBlogPost, path: '/blog', title: 'Blog', noun: 'articles' },
  news: { list: listNews, one: getNewsItem, path: '/news-event', title: 'News and events', noun: 'news items' },
} as const;

export const PAGE_SIZE = 6;

/**
 * The reader's language as the API takes it (docs/decisions/052): Hindi and Marathi readers get an
 * article's version in their language where one is published, the English otherwise.
 */
export const languageQuery = (language: Language = currentLanguage()) => (language === 'en' ? {} : { lang: language });

export async function fetchArticles(section: Section, query: { page: number; category: string; q: string }, language?: Language): Promise<ArticlePage> {
  return callContract(SECTIONS[section].list, {
    query: {
      page: query.page,
      pageSize: PAGE_SIZE,
      ...(query.category ? { category: query.category } : {}),
      ...(query.q ? { q: query.q } : {}),
      ...languageQuery(language),
    },
    options: { notifyOnError: false },
  });
}

/**
 * One article in the reader's language. English is asked for by name too, so every answer says
 * which languages the article is published in: the page names only those to search engines.
 */
export async function fetchArticle(section: Section, slug: string, language: Language = currentLanguage()): Promise<Article> {
  return (await callContract(SECTIONS[section].one, { params: { slug }, query: { lang: language }, options: { notifyOnError: false } })).data;
}

const PUBLISHED_ON = localDateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** The date an article went live, in the reader's language. */
export const publishedOn = (iso: string) => PUBLISHED_ON.format(iso);
