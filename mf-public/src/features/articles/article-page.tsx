// /blog/:slug and /news-event/:slug. The article is fetched by the route's loader, so an unknown
// slug answers the site's not-found page (a 404 route error) instead of an empty article.
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@platform/shared/api';
import { Breadcrumbs, usePageMeta } from '@platform/shared';
import { Markdown } from '@platform/shared/content';
import { fetchArticle, publishedOn, SECTIONS, type Article, type Section } from './articles-api';

export function articleLoader(section: Section) {
  return async ({ params }: LoaderFunctionArgs): Promise<Article> => {
    try {
      return await fetchArticle(section, params.slug ?? '');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }
  };
}

export function ArticlePage({ section }: { section: Section }) {
  const article = useLoaderData() as Article;
  const meta = SECTIONS[section];
  usePageMeta({ title: article.title, description: article.excerpt, type: 'article', ...(article.coverImage ? { image: article.coverImage } : {}) });
  return (
    <article className="page article" data-testid="article">
      <Breadcrumbs trail={[{ label: meta.title, to: meta.path }, { label: article.title }]} />
      <header className="page__header">
        <p className="article-card__meta">{article.category}</p>
        <h1>{article.title}</h1>
        <p className="article__byline">
          By {article.author} · <time dateTime={article.publishedAt}>{publishedOn(article.publishedAt)}</time> · {article.readingMinutes} min read
        </p>
      </header>
      <Markdown source={article.body} />
      {article.related.length > 0 && (
        <aside aria-labelledby="related-heading" className="related">
          <h2 id="related-heading">Related {meta.noun}</h2>
          <ul className="link-list">
            {article.related.map((r) => (
              <li key={r.slug}>
                <Link to={`${meta.path}/${r.slug}`}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
      <p>
        <Link to={meta.path}>All {meta.noun}</Link>
      </p>
    </article>
  );
}
