// /blog/:slug and /news-event/:slug. The article is fetched by the route's loader, so an unknown
// slug answers the site's not-found page (a 404 route error) instead of an empty article. A slug
// the content desk renamed: the API follows its 301 to the article, and the page moves to the
// article's own address (a 301 from the site server too, docs/decisions/039). The article is read
// in the reader's language, and again in the new one when they switch (docs/decisions/052).
import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@platform/shared/api';
import { Breadcrumbs, usePageMeta } from '@platform/shared';
import { Markdown } from '@platform/shared/content';
import { currentLanguage, textLanguage, useLanguage, type Language } from '@platform/shared/i18n/language';
import { keepPreviousData, useQuery } from '@platform/shared/query';
import { fetchArticle, publishedOn, SECTIONS, type Article, type Section } from './articles-api';
import { texts } from './texts';

/** The loader's answer: the article, and the language it was asked in (the reader's then). */
export interface LoadedArticle {
  language: Language;
  article: Article;
}

export function articleLoader(section: Section) {
  return async ({ params }: LoaderFunctionArgs): Promise<LoadedArticle> => {
    const language = currentLanguage();
    let article: Article;
    try {
      article = await fetchArticle(section, params.slug ?? '', language);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    }
    if (article.slug !== params.slug) throw redirect(`${SECTIONS[section].path}/${article.slug}`, 301);
    return { language, article };
  };
}

export function ArticlePage({ section }: { section: Section }) {
  const loaded = useLoaderData() as LoadedArticle;
  const { t } = texts.useTexts();
  const meta = SECTIONS[section];
  const reader = useLanguage();
  // The loader read the article in the language the page was opened in; after a switch the query
  // asks for its version in the new one (the English where there is none), showing the one on
  // screen meanwhile, or if the API does not answer.
  const inReaderLanguage = useQuery({
    queryKey: ['article', section, loaded.article.slug, reader],
    queryFn: () => fetchArticle(section, loaded.article.slug, reader),
    placeholderData: keepPreviousData,
    ...(loaded.language === reader ? { initialData: loaded.article, staleTime: 30_000 } : {}),
  });
  const article = inReaderLanguage.data ?? loaded.article;
  const lang = textLanguage(article.language, reader);
  usePageMeta({
    title: article.title,
    description: article.excerpt,
    type: 'article',
    ...(article.coverImage ? { image: article.coverImage } : {}),
    // Search engines are sent only to the languages it is published in.
    ...(article.languages ? { languages: article.languages } : {}),
  });
  return (
    <article className="page article" data-testid="article" aria-busy={inReaderLanguage.isPlaceholderData || undefined}>
      <Breadcrumbs trail={[{ label: t(`${section}.title`), to: meta.path }, { label: article.title }]} />
      <header className="page__header">
        <p className="article-card__meta">{article.category}</p>
        <h1 {...lang}>{article.title}</h1>
        <p className="article__byline">
          {t('by', { author: article.author })} · <time dateTime={article.publishedAt}>{publishedOn(article.publishedAt)}</time> ·{' '}
          {t('readTime', { minutes: article.readingMinutes })}
        </p>
      </header>
      <div {...lang}>
        <Markdown source={article.body} />
      </div>
      {article.related.length > 0 && (
        <aside aria-labelledby="related-heading" className="related">
          <h2 id="related-heading">{t(`${section}.related`)}</h2>
          <ul className="link-list">
            {article.related.map((r) => (
              <li key={r.slug}>
                <Link to={`${meta.path}/${r.slug}`} {...textLanguage(r.language, reader)}>
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
      <p>
        <Link to={meta.path}>{t(`${section}.all`)}</Link>
      </p>
    </article>
  );
}
