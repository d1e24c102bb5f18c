// /read-more: every product guide (from the content store) and the latest articles.
import { Link } from 'react-router-dom';
import { Breadcrumbs, getErrorMessage, Page } from '@platform/shared';
import { listBlogPosts, listGuides, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { useLanguage, type Language } from '@platform/shared/i18n/language';
import { useQuery } from '@platform/shared/query';
import { texts } from './texts';

type GuideSummary = ResponseOf<typeof listGuides>['data'][number];

const guidePath = (g: GuideSummary) => (g.product === 'hl' || g.product === 'lap' ? `/${g.product}/${g.slug}` : `/read-more/${g.product ?? ''}/${g.slug}`);

/** The reader's language for the API (docs/decisions/052): a guide's Hindi or Marathi version where one is published. */
const languageQuery = (language: Language) => (language === 'en' ? {} : { lang: language });

/** `lang="en"` on a text the API served in English to a Hindi or Marathi reader, for screen readers. */
const englishFor = (served: Language | undefined, reader: Language) => (reader !== 'en' && (served ?? 'en') === 'en' ? { lang: 'en' } : {});

export function ReadMorePage() {
  const { t } = texts.useTexts();
  const reader = useLanguage();
  const guides = useQuery({
    queryKey: ['guides', reader],
    queryFn: async () => (await callContract(listGuides, { query: languageQuery(reader), options: { notifyOnError: false } })).data,
  });
  const articles = useQuery({
    queryKey: ['articles', 'blog', 'latest', reader],
    queryFn: async () => (await callContract(listBlogPosts, { query: { pageSize: 5, ...languageQuery(reader) }, options: { notifyOnError: false } })).data,
  });
  return (
    <Page title={t('title')} intro={t('intro')} wide>
      <Breadcrumbs trail={[{ label: t('title') }]} />
      <h2>{t('guides')}</h2>
      {guides.isPending && <p aria-busy="true">{t('loading')}</p>}
      {guides.isError && <p role="alert">{getErrorMessage(guides.error)}</p>}
      {guides.data && (
        <ul className="article-list" data-testid="guide-list">
          {guides.data.map((g) => (
            <li key={g.slug} className="article-card">
              <p className="article-card__meta">{g.category}</p>
              <h3 className="article-card__title" {...englishFor(g.language, reader)}>
                <Link to={guidePath(g)}>{g.title}</Link>
              </h3>
              <p {...englishFor(g.language, reader)}>{g.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('latest')}</h2>
      {articles.data && (
        <ul className="link-list">
          {articles.data.map((a) => (
            <li key={a.slug}>
              <Link to={`/blog/${a.slug}`} {...englishFor(a.language, reader)}>
                {a.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/blog">{t('allArticles')}</Link> · <Link to="/news-event">{t('news')}</Link>
      </p>
    </Page>
  );
}
