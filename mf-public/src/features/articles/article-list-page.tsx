// /blog and /news-event: a page of articles at a time, with a category filter and a search box.
// The filter, search and page live in the URL, so a filtered list can be shared and Back works.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumbs, getErrorMessage, Page } from '@platform/shared';
import { keepPreviousData, useQuery } from '@platform/shared/query';
import { fetchArticles, publishedOn, SECTIONS, type Section } from './articles-api';

export function ArticleListPage({ section }: { section: Section }) {
  const meta = SECTIONS[section];
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const category = params.get('category') ?? '';
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const list = useQuery({
    queryKey: ['articles', section, page, category, q],
    queryFn: () => fetchArticles(section, { page, category, q }),
    placeholderData: keepPreviousData,
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
    <Page title={meta.title} wide>
      <Breadcrumbs trail={[{ label: meta.title }]} />
      <div className="article-filters">
        <form role="search" onSubmit={search} className="article-search">
          <label htmlFor={`${section}-search`} className="visually-hidden">
            Search {meta.noun}
          </label>
          <input
            id={`${section}-search`}
            type="search"
            value={typed}
            maxLength={100}
            placeholder={`Search ${meta.noun}`}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
        {list.data && list.data.categories.length > 0 && (
          <label>
            Category{' '}
            <select value={category} onChange={(e) => update({ category: e.target.value })}>
              <option value="">All categories</option>
              {list.data.categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name} ({c.count})
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {list.isPending && <p aria-busy="true">Loading…</p>}
      {list.isError && <p role="alert">{getErrorMessage(list.error)}</p>}
      {list.data && (
        <>
          <p className="article-count" aria-live="polite">
            {list.data.total === 0
              ? `No ${meta.noun} match${q ? ` “${q}”` : ''}${category ? ` in ${category}` : ''}.`
              : `${list.data.total} ${list.data.total === 1 ? meta.noun.replace(/s$/, '') : meta.noun}${category ? ` in ${category}` : ''}${q ? ` matching “${q}”` : ''}`}
          </p>
          <ul className="article-list" data-testid="article-list">
            {list.data.data.map((article) => (
              <li key={article.slug} className="article-card">
                <p className="article-card__meta">
                  {article.category} · <time dateTime={article.publishedAt}>{publishedOn(article.publishedAt)}</time>
                </p>
                <h2 className="article-card__title">
                  <Link to={`${meta.path}/${article.slug}`}>{article.title}</Link>
                </h2>
                <p>{article.excerpt}</p>
                <p className="article-card__meta">
                  {article.author} · {article.readingMinutes} min read
                </p>
              </li>
            ))}
          </ul>
          {list.data.pages > 1 && (
            <nav className="pager" aria-label={`${meta.title} pages`}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
                Newer
              </button>
              <span>
                Page {page} of {list.data.pages}
              </span>
              <button type="button" className="button" disabled={page >= list.data.pages} onClick={() => update({ page: page + 1 })}>
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </Page>
  );
}
