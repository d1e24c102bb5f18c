// /ops/content: the content desk's list. Blog posts, news items and product guides, last changed
// first, paged by the server; kind, state and words live in the URL so a reload or a shared link
// shows the same list.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, CONTENT_STATE_LABELS, CONTENT_STATES, type ContentState } from '@platform/shared/schemas';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { filtersOfForm, QueuePager } from '../../components/queue-pager';
import { CONTENT_KEY, fetchContentPage, type ContentPage } from './content-desk-api';

export function ContentListPage() {
  const [params, setParams] = useSearchParams();
  const query = useQuery({ queryKey: [CONTENT_KEY, 'list', params.toString()], queryFn: () => fetchContentPage(params), placeholderData: keepPreviousData });
  const result: ServerData<ContentPage> =
    query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.isError
        ? { state: 'failed', message: getErrorMessage(query.error) }
        : { state: 'loading' };
  const count = (state: ContentState) => (query.data ? ` (${query.data.counts[state]})` : '');

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersOfForm(event.currentTarget, ['kind', 'state', 'q']);
    setParams(next);
  }

  return (
    <OpsPage
      title="Content"
      intro={
        <>
          Blog posts, news and product guides, last changed first. <Link to="/ops/content/new">Write a new article</Link>
        </>
      }
    >
      <form className="ops-filters" aria-label="Filter content" onSubmit={applyFilters} key={params.toString()}>
        <label>
          Kind
          <select name="kind" defaultValue={params.get('kind') ?? ''}>
            <option value="">All kinds</option>
            {CONTENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CONTENT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          State
          <select name="state" defaultValue={params.get('state') ?? ''}>
            <option value="">All states</option>
            {CONTENT_STATES.map((state) => (
              <option key={state} value={state}>
                {`${CONTENT_STATE_LABELS[state]}${count(state)}`}
              </option>
            ))}
          </select>
        </label>
        <label>
          Title or slug
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} maxLength={100} />
        </label>
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <div className="table-scroll">
              <table className="console-table">
                <caption className="visually-hidden">Articles, last changed first</caption>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Kind</th>
                    <th scope="col">State</th>
                    <th scope="col">Live from</th>
                    <th scope="col">Version</th>
                    <th scope="col">Last changed</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to={`/ops/content/${row.id}`}>{row.title}</Link>
                        <br />
                        <small>{row.slug}</small>
                      </td>
                      <td>{CONTENT_KIND_LABELS[row.kind]}</td>
                      <td>{CONTENT_STATE_LABELS[row.state]}</td>
                      <td>{row.publishAt ? formatIndianTime(row.publishAt) : '—'}</td>
                      <td>{row.version}</td>
                      <td>{formatIndianTime(row.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.items.length === 0 && <p>No articles match these filters.</p>}
            <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label="Articles" />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
