// /read-more: every product guide (from the content store) and the latest articles.
import { Link } from 'react-router-dom';
import { Breadcrumbs, getErrorMessage, Page } from '@platform/shared';
import { apiClient } from '@platform/shared/api';
import { useQuery } from '@platform/shared/query';

interface GuideSummary {
  slug: string;
  product: string;
  title: string;
  excerpt: string;
  category: string;
}

interface ArticleSummary {
  slug: string;
  title: string;
}

const guidePath = (g: GuideSummary) => (g.product === 'hl' || g.product === 'lap' ? `/${g.product}/${g.slug}` : `/read-more/${g.product}/${g.slug}`);

export function ReadMorePage() {
  const guides = useQuery({
    queryKey: ['guides'],
    queryFn: async () => (await apiClient.get<{ data: GuideSummary[] }>('/api/guides', { notifyOnError: false })).data.data,
  });
  const articles = useQuery({
    queryKey: ['articles', 'blog', 'latest'],
    queryFn: async () => (await apiClient.get<{ data: ArticleSummary[] }>('/api/blogs', { params: { pageSize: 5 }, notifyOnError: false })).data.data,
  });
  return (
    <Page title="Read more" intro="Guides to each of our products, and our latest articles on loans, credit and small business." wide>
      <Breadcrumbs trail={[{ label: 'Read more' }]} />
      <h2>Product guides</h2>
      {guides.isPending && <p aria-busy="true">Loading…</p>}
      {guides.isError && <p role="alert">{getErrorMessage(guides.error)}</p>}
      {guides.data && (
        <ul className="article-list" data-testid="guide-list">
          {guides.data.map((g) => (
            <li key={g.slug} className="article-card">
              <p className="article-card__meta">{g.category}</p>
              <h3 className="article-card__title">
                <Link to={guidePath(g)}>{g.title}</Link>
              </h3>
              <p>{g.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      <h2>Latest articles</h2>
      {articles.data && (
        <ul className="link-list">
          {articles.data.map((a) => (
            <li key={a.slug}>
              <Link to={`/blog/${a.slug}`}>{a.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/blog">All articles</Link> · <Link to="/news-event">News and events</Link>
      </p>
    </Page>
  );
}
