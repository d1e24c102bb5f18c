// The read-more pages (/read-more/<product>/:id, /hl/:id, /lap/:id): a product guide from the
// content store. The route's loader fetches it, so an id that is not one of that product's guides
// answers the site's not-found page (a 404 route error) inside the layout. A guide renamed on the
// content desk: the API follows its 301, and the page moves to the guide's own address.
import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@platform/shared/api';
import { getGuide, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { Breadcrumbs, usePageMeta } from '@platform/shared';
import { Markdown } from '@platform/shared/content';
import { texts } from './texts';

export type Guide = ResponseOf<typeof getGuide>['data'];

/** Where a product's guides live: `/hl/…` and `/lap/…` have their own short paths. */
export const guidePath = (product: string, slug: string) => (product === 'hl' || product === 'lap' ? `/${product}/${slug}` : `/read-more/${product}/${slug}`);

export function guideLoader(product: string) {
  return async ({ params }: LoaderFunctionArgs): Promise<Guide> => {
    let guide: Guide;
    try {
      guide = (await callContract(getGuide, { params: { product, slug: params.id ?? '' }, options: { notifyOnError: false } })).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }
    if (guide.slug !== params.id || guide.product !== product) throw redirect(guidePath(guide.product ?? product, guide.slug), 301);
    return guide;
  };
}

export function GuidePage() {
  const { t } = texts.useTexts();
  const guide = useLoaderData() as Guide;
  usePageMeta({ title: guide.title, description: guide.excerpt, type: 'article' });
  return (
    <article className="page article" data-testid="guide">
      <Breadcrumbs trail={[{ label: t('readMore'), to: '/read-more' }, { label: guide.title }]} />
      <header className="page__header">
        <p className="article-card__meta">{guide.category}</p>
        <h1>{guide.title}</h1>
        <p className="page__intro">{guide.excerpt}</p>
        <p className="article__byline">{t('readTime', { minutes: guide.readingMinutes })}</p>
      </header>
      <Markdown source={guide.body} />
      {guide.related.length > 0 && (
        <aside aria-labelledby="related-guides" className="related">
          <h2 id="related-guides">{t('moreGuides')}</h2>
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
