// /ops/grievances: the grievance desk's queue. Open complaints, the one due soonest first, paged by
// the server; overdue ones (past the 30 days, when the person may go to the RBI) are marked and can
// be listed alone. The filters live in the URL so a reload or a shared link shows the same list.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { GRIEVANCE_STATUS_FILTERS } from '@platform/shared/contracts';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { GRIEVANCE_STATUSES } from '@platform/shared/schemas';
import { OpsPage } from '../../components/ops-page';
import { filtersOfForm, formatDateTime, pageFromQuery, QueuePager } from '../../components/queue-pager';
import { fetchGrievances, GRIEVANCES_KEY, type GrievanceFilters, type GrievancePage } from './grievances-api';
import { statusWord, texts } from './texts';

const PAGE_SIZE = 25;

function filtersFrom(params: URLSearchParams): GrievanceFilters {
  const status = params.get('status') ?? '';
  const assigned = params.get('assigned') ?? '';
  return {
    status: (GRIEVANCE_STATUS_FILTERS as readonly string[]).includes(status) ? (status as GrievanceFilters['status']) : 'open',
    assigned: ['me', 'none'].includes(assigned) ? assigned : '',
    search: (params.get('search') ?? '').slice(0, 100),
    page: pageFromQuery(params.get('page')),
    pageSize: PAGE_SIZE,
  };
}

function statusOptions(data: GrievancePage | undefined, t: ReturnType<typeof texts.useTexts>['t']) {
  const open = data ? ` (${GRIEVANCE_STATUSES.filter((s) => s !== 'resolved').reduce((n, s) => n + (data.counts[s] ?? 0), 0)})` : '';
  return [
    { value: 'open', label: `${t('list.open')}${open}` },
    { value: 'overdue', label: `${t('overdue')}${data ? ` (${data.overdue})` : ''}` },
    { value: 'all', label: t('list.all') },
    ...GRIEVANCE_STATUSES.map((status) => ({ value: status, label: `${t(`status.${status}`)}${data ? ` (${data.counts[status] ?? 0})` : ''}` })),
  ];
}

export function GrievancesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { t } = texts.useTexts();
  const query = useQuery({ queryKey: [GRIEVANCES_KEY, 'list', filters], queryFn: () => fetchGrievances(filters), placeholderData: keepPreviousData });
  const result: ServerData<GrievancePage> =
    query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.isError
        ? { state: 'failed', message: getErrorMessage(query.error) }
        : { state: 'loading' };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersOfForm(event.currentTarget, ['status', 'assigned', 'search']);
    setParams(next);
  }

  return (
    <OpsPage title={t('list.title')} intro={t('list.intro')}>
      <form className="ops-filters" aria-label={t('list.filters')} onSubmit={applyFilters} key={params.toString()}>
        <label>
          {t('list.status')}
          <select name="status" defaultValue={filters.status}>
            {statusOptions(query.data, t).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.assignedTo')}
          <select name="assigned" defaultValue={filters.assigned}>
            <option value="">{t('list.anyone')}</option>
            <option value="me">{t('list.me')}</option>
            <option value="none">{t('nobodyYet')}</option>
          </select>
        </label>
        <label>
          {t('list.search')}
          <input name="search" type="search" defaultValue={filters.search} maxLength={100} />
        </label>
        <button type="submit" className="button button--primary">
          {t('list.apply')}
        </button>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <p>{data.overdue === 0 ? t('list.noneOverdue') : t(data.overdue === 1 ? 'list.overdueOne' : 'list.overdueMany', { count: data.overdue })}</p>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('list.region')}>
              <table className="console-table">
                <caption className="visually-hidden">{t('list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('list.columns.reference')}</th>
                    <th scope="col">{t('list.columns.from')}</th>
                    <th scope="col">{t('list.columns.about')}</th>
                    <th scope="col">{t('list.columns.status')}</th>
                    <th scope="col">{t('list.columns.answerBy')}</th>
                    <th scope="col">{t('list.columns.assignedTo')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to={`/ops/grievances/${row.id}`}>{row.reference}</Link>
                      </td>
                      <td>{row.name}</td>
                      <td>{row.category}</td>
                      <td>
                        {statusWord(t, row.status, row.statusLabel)}
                        {row.overdue && <strong className="badge"> {t('overdue')}</strong>}
                      </td>
                      <td>{formatDateTime(row.respondBy)}</td>
                      <td>{row.assignee?.name ?? t('nobodyYet')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.items.length === 0 && <p>{t('list.noMatch')}</p>}
            <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label={t('list.pages')} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
