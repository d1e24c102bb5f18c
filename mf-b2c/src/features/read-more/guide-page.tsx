// The read-more pages (/read-more/<product>/:id, /hl/:id, /lap/:id): a product guide from the
// content store. The route's loader fetches it, so an id that is not one of that product's guides
// answers the site's not-found page (a 404 route error) inside the layout.
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@platform/shared/api';
import { getGuide, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { Breadcrumbs, usePageMeta } from '@platform/shared';
import { Markdown } from '@platform/shared/content';

export type Guide = ResponseOf<typeof getGuide>['data'];

/** Where a product's guides live: `/hl/…` and `/lap/…` have their own short paths. */
export const guidePath = (product: string, slug: string) => (product === 'hl' || product === 'lap' ? `/${product}/${slug}` : `/read-more/${product}/${slug}`);

export function guideLoader(product: string) {
  return async ({ params }: LoaderFunctionArgs): Promise<Guide> => {
    try {
      return (await callContract(getGuide, { params: { product, slug: params.id ?? '' }, options: { notifyOnError: false } })).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }
  };
}

export function GuidePage() {
  const guide = useLoaderData() as Guide;
  usePageMeta({ title: guide.title, description: guide.excerpt, type: 'article' });
  return (
    <article className="page article" data-testid="guide">
      <Breadcrumbs trail={[{ label: 'Read more', to: '/read-more' }, { label: guide.title }]} />
      <header className="page__header">
        <p className="article-card__meta">{guide.category}</p>
        <h1>{guide.title}</h1>
        <p className="page__intro">{guide.excerpt}</p>
        <p className="article__byline">{guide.readingMinutes} min read</p>
      </header>
      <Markdown source={guide.body} />
      {guide.related.length > 0 && (
        <aside aria-labelledby="related-guides" className="related">
          <h2 id="related-guides">More guides</h2>
          <ul className="link-list">
            {guide.related.map((r) => (
              <li key={r.slug}>
                <Link to={guidePath(r.product ?? guide.product ?? '', r.slug)}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </article>
  );
}
