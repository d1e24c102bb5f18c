// The read-more pages (/read-more/<product>/:id, /hl/:id, /lap/:id): a product guide from the
// content store. The route's loader fetches it, so an id that is not one of that product's guides
// answers the site's not-found page (a 404 route error) inside the layout. A guide renamed on the
// content desk: the API follows its 301, and the page moves to the guide's own address. The guide
// is read in the reader's language, and again in the new one when they switch (docs/decisions/052).
import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@platform/shared/api';
import { getGuide, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { Breadcrumbs, usePageMeta } from '@platform/shared';
import { Markdown } from '@platform/shared/content';
import { currentLanguage, textLanguage, useLanguage, type Language } from '@platform/shared/i18n/language';
import { keepPreviousData, useQuery } from '@platform/shared/query';
import { texts } from './texts';

export type Guide = ResponseOf<typeof getGuide>['data'];

/** The loader's answer: the guide, and the language it was asked in (the reader's then). */
export interface LoadedGuide {
  language: Language;
  guide: Guide;
}

/** Where a product's guides live: `/hl/…` and `/lap/…` have their own short paths. */
export const guidePath = (product: string, slug: string) => (product === 'hl' || product === 'lap' ? `/${product}/${slug}` : `/read-more/${product}/${slug}`);

/**
 * A guide in the reader's language: its Hindi or Marathi version where one is published, else the
 * English. English is asked for by name too, so every answer says which languages the guide is
 * published in: the page names only those to search engines.
 */
const fetchGuide = async (product: string, slug: string, language: Language): Promise<Guide> =>
  (await callContract(getGuide, { params: { product, slug }, query: { lang: language }, options: { notifyOnError: false } })).data;

export function guideLoader(product: string) {
  return async ({ params }: LoaderFunctionArgs): Promise<LoadedGuide> => {
    const language = currentLanguage();
    let guide: Guide;
    try {
      guide = await fetchGuide(product, params.id ?? '', language);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }
    if (guide.slug !== params.id || guide.product !== product) throw redirect(guidePath(guide.product ?? product, guide.slug), 301);
    return { language, guide };
  };
}

export function GuidePage() {
  const { t } = texts.useTexts();
  const loaded = useLoaderData() as LoadedGuide;
  const reader = useLanguage();
  const product = loaded.guide.product ?? '';
  // The loader read the guide in the language the page was opened in; after a switch the query
  // asks for its version in the new one (the English where there is none), showing the one on
  // screen meanwhile, or if the API does not answer.
  const inReaderLanguage = useQuery({
    queryKey: ['guide', product, loaded.guide.slug, reader],
    queryFn: () => fetchGuide(product, loaded.guide.slug, reader),
    placeholderData: keepPreviousData,
    ...(loaded.language === reader ? { initialData: loaded.guide, staleTime: 30_000 } : {}),
  });
  const guide = inReaderLanguage.data ?? loaded.guide;
  const lang = textLanguage(guide.language, reader);
  usePageMeta({
    title: guide.title,
    description: guide.excerpt,
    type: 'article',
    // Search engines are sent only to the languages it is published in.
    ...(guide.languages ? { languages: guide.languages } : {}),
  });
  return (
    <article className="page article" data-testid="guide" aria-busy={inReaderLanguage.isPlaceholderData || undefined}>
      <Breadcrumbs trail={[{ label: t('readMore'), to: '/read-more' }, { label: guide.title }]} />
      <header className="page__header">
        <p className="article-card__meta">{guide.category}</p>
        <h1 {...lang}>{guide.title}</h1>
        <p className="page__intro" {...lang}>
          {guide.excerpt}
        </p>
        <p className="article__byline">{t('readTime', { minutes: guide.readingMinutes })}</p>
      </header>
      <div {...lang}>
        <Markdown source={guide.body} />
      </div>
      {guide.related.length > 0 && (
        <aside aria-labelledby="related-guides" className="related">
          <h2 id="related-guides">{t('moreGuides')}</h2>
          <ul className="link-list">
            {guide.related.map((r) => (
              <li key={r.slug}>
                <Link to={guidePath(r.product ?? guide.product ?? '', r.slug)} {...textLanguage(r.language, reader)}>
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </article>
  );
}
