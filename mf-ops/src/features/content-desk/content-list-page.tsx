// /ops/content: the content desk's list. Blog posts, news items and product guides, last changed
// first, paged by the server; kind, state and words live in the URL so a reload or a shared link
// shows the same list.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { CONTENT_KINDS, CONTENT_STATES, type ContentState } from '@platform/shared/schemas';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import { filtersOfForm, QueuePager } from '../../components/queue-pager';
import { CONTENT_KEY, fetchContentPage, type ContentPage } from './content-desk-api';
import { texts } from './texts';

export function ContentListPage() {
  const [params, setParams] = useSearchParams();
  const { t } = texts.useTexts();
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
      title={t('list.title')}
      intro={
        <>
          {t('list.intro')} <Link to="/ops/content/new">{t('list.write')}</Link>
        </>
      }
    >
      <form className="ops-filters" aria-label={t('list.filters')} onSubmit={applyFilters} key={params.toString()}>
        <label>
          {t('list.kind')}
          <select name="kind" defaultValue={params.get('kind') ?? ''}>
            <option value="">{t('list.allKinds')}</option>
            {CONTENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.state')}
          <select name="state" defaultValue={params.get('state') ?? ''}>
            <option value="">{t('list.allStates')}</option>
            {CONTENT_STATES.map((state) => (
              <option key={state} value={state}>
                {`${t(`states.${state}`)}${count(state)}`}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.search')}
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} maxLength={100} />
        </label>
        <button type="submit" className="button button--primary">
          {t('list.apply')}
        </button>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <div className="table-scroll">
              <table className="console-table">
                <caption className="visually-hidden">{t('list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('list.columns.title')}</th>
                    <th scope="col">{t('list.columns.kind')}</th>
                    <th scope="col">{t('list.columns.state')}</th>
                    <th scope="col">{t('translations.column')}</th>
                    <th scope="col">{t('list.columns.liveFrom')}</th>
                    <th scope="col">{t('list.columns.version')}</th>
                    <th scope="col">{t('list.columns.lastChanged')}</th>
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
                      <td>{t(`kinds.${row.kind}`)}</td>
                      <td>{t(`states.${row.state}`)}</td>
                      <td>
                        {row.languages.length === 0
                          ? t('translations.englishOnly')
                          : row.languages.map((l) => `${t(`translations.names.${l.language}`)}: ${t(`states.${l.state}`)}`).join(' · ')}
                      </td>
                      <td>{row.publishAt ? formatIndianTime(row.publishAt) : '—'}</td>
                      <td>{row.version}</td>
                      <td>{formatIndianTime(row.updatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.items.length === 0 && <p>{t('list.none')}</p>}
            <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label={t('list.pager')} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
