// /blog and /news-event: a page of articles at a time, with a category filter and a search box.
// The filter, search and page live in the URL, so a filtered list can be shared and Back works.
// The route's loader fetches the page first asked for, so the prerendered HTML lists the articles
// (a post published on the content desk is in it without a redeploy, docs/decisions/039); later
// pages and searches are the query's.
import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Breadcrumbs, getErrorMessage, Page } from '@platform/shared';
import { keepPreviousData, useQuery } from '@platform/shared/query';
import { currentLanguage, textLanguage, useLanguage, type Language } from '@platform/shared/i18n/language';
import { fetchArticles, publishedOn, SECTIONS, type ArticlePage, type Section } from './articles-api';
import { texts } from './texts';

interface ListQuery {
  page: number;
  category: string;
  q: string;
}

const listQueryOf = (params: URLSearchParams): ListQuery => ({
  page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  category: params.get('category') ?? '',
  q: params.get('q') ?? '',
});

/** The first list the page shows, or null when the API did not answer (the query then says so). */
export function articleListLoader(section: Section) {
  return async ({ request }: LoaderFunctionArgs): Promise<{ query: ListQuery; language: Language; data: ArticlePage } | null> => {
    const query = listQueryOf(new URL(request.url).searchParams);
    const language = currentLanguage();
    try {
      return { query, language, data: await fetchArticles(section, query, language) };
    } catch {
      return null;
    }
  };
}

/** Only when the route is entered: a new page or search within it is fetched by the query alone. */
export const articleListShouldRevalidate = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname;

export function ArticleListPage({ section }: { section: Section }) {
  const { t } = texts.useTexts();
  const meta = SECTIONS[section];
  const title = t(`${section}.title`);
  const [params, setParams] = useSearchParams();
  const { page, category, q } = listQueryOf(params);
  const [typed, setTyped] = useState(q);
  const first = useLoaderData() as { query: ListQuery; language: Language; data: ArticlePage } | null | undefined;
  const reader = useLanguage();
  // The loader fetched in the language the page was entered in; after a switch the query asks again.
  const loaded =
    first && first.query.page === page && first.query.category === category && first.query.q === q && first.language === reader ? first.data : undefined;
  const list = useQuery({
    queryKey: ['articles', section, page, category, q, reader],
    queryFn: () => fetchArticles(section, { page, category, q }, reader),
    placeholderData: keepPreviousData,
    // The loader's answer is fresh: not fetched again as the page mounts.
    ...(loaded ? { initialData: loaded, staleTime: 30_000 } : {}),
  });

  function update(next: { page?: number; category?: string; q?: string }) {
    const merged = { page: String(next.page ?? 1), category: next.category ?? category, q: next.q ?? q };
    const search = new URLSearchParams();
    if (merged.page !== '1') search.set('page', merged.page);
    if (merged.category) search.set('category', merged.category);
    if (merged.q) search.set('q', merged.q);
    setParams(search);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    update({ q: typed.trim() });
  }

  return (
    <Page title={title} wide>
      <Breadcrumbs trail={[{ label: title }]} />
      <div className="article-filters">
        <form role="search" onSubmit={search} className="article-search">
          <label htmlFor={`${section}-search`} className="visually-hidden">
            {t(`${section}.search`)}
          </label>
          <input
            id={`${section}-search`}
            type="search"
            value={typed}
            maxLength={100}
            placeholder={t(`${section}.search`)}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="button">
            {t('search')}
          </button>
        </form>
        {list.data && list.data.categories.length > 0 && (
          <label>
            {t('category')}{' '}
            <select value={category} onChange={(e) => update({ category: e.target.value })}>
              <option value="">{t('allCategories')}</option>
              {list.data.categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name} ({c.count})
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {list.isPending && <p aria-busy="true">{t('loading')}</p>}
      {list.isError && <p role="alert">{getErrorMessage(list.error)}</p>}
      {list.data && (
        <>
          <p className="article-count" aria-live="polite">
            {list.data.total === 0
              ? t('none', { noun: t(`${section}.noun`), q: q ? t('noneQuery', { q }) : '', category: category ? t('inCategory', { category }) : '' })
              : t('count', {
                  total: list.data.total,
                  noun: t(list.data.total === 1 ? `${section}.one` : `${section}.noun`),
                  category: category ? t('inCategory', { category }) : '',
                  q: q ? t('matching', { q }) : '',
                })}
          </p>
          <ul className="article-list" data-testid="article-list">
            {list.data.data.map((article) => (
              <li key={article.slug} className="article-card">
                <p className="article-card__meta">
                  {article.category} · <time dateTime={article.publishedAt}>{publishedOn(article.publishedAt)}</time>
                </p>
                <h2 className="article-card__title" {...textLanguage(article.language, reader)}>
                  <Link to={`${meta.path}/${article.slug}`}>{article.title}</Link>
                </h2>
                <p {...textLanguage(article.language, reader)}>{article.excerpt}</p>
                <p className="article-card__meta">
                  {article.author} · {t('readTime', { minutes: article.readingMinutes })}
                </p>
              </li>
            ))}
          </ul>
          {list.data.pages > 1 && (
            <nav className="pager" aria-label={t(`${section}.pages`)}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
                {t('newer')}
              </button>
              <span>{t('page', { page, pages: list.data.pages })}</span>
              <button type="button" className="button" disabled={page >= list.data.pages} onClick={() => update({ page: page + 1 })}>
                {t('older')}
              </button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
}
