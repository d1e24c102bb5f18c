// /ops/careers: the careers desk's queue. Job applications (and work-from-home registrations),
// oldest first, paged by the server, by status and job; the filters live in the URL.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { JOB_APPLICATION_STATUS_FILTERS, WORK_FROM_HOME } from '@platform/shared/contracts';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { JOB_APPLICATION_STATUSES } from '@platform/shared/schemas';
import { OpsPage } from '../../components/ops-page';
import { filtersOfForm, formatDateTime, pageFromQuery, QueuePager } from '../../components/queue-pager';
import { CAREERS_KEY, fetchApplications, type ApplicationFilters, type ApplicationsPage } from './careers-api';
import { statusWord, texts, yearsText } from './texts';

const PAGE_SIZE = 25;

function filtersFrom(params: URLSearchParams): ApplicationFilters {
  const status = params.get('status') ?? '';
  return {
    status: (JOB_APPLICATION_STATUS_FILTERS as readonly string[]).includes(status) ? (status as ApplicationFilters['status']) : 'open',
    job: (params.get('job') ?? '').slice(0, 120),
    page: pageFromQuery(params.get('page')),
    pageSize: PAGE_SIZE,
  };
}

export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useQuery({ queryKey: [CAREERS_KEY, 'list', filters], queryFn: () => fetchApplications(filters), placeholderData: keepPreviousData });
  const data = query.data;
  const words = texts.useTexts();
  const { t } = words;
  const result: ServerData<ApplicationsPage> =
    data !== undefined ? { state: 'ready', data } : query.isError ? { state: 'failed', message: getErrorMessage(query.error) } : { state: 'loading' };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersOfForm(event.currentTarget, ['status', 'job']);
    setParams(next);
  }

  const count = (status: (typeof JOB_APPLICATION_STATUSES)[number]) => (data ? ` (${data.counts[status] ?? 0})` : '');
  return (
    <OpsPage title={t('list.title')} intro={t('list.intro')}>
      <form className="ops-filters" aria-label={t('list.filters')} onSubmit={applyFilters} key={params.toString()}>
        <label>
          {t('list.status')}
          <select name="status" defaultValue={filters.status}>
            <option value="open">
              {t('list.open')}
              {data ? ` (${(data.counts.received ?? 0) + (data.counts.shortlisted ?? 0)})` : ''}
            </option>
            <option value="all">{t('list.all')}</option>
            {JOB_APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
                {count(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.job')}
          <select name="job" defaultValue={filters.job}>
            <option value="">{t('list.everyJob')}</option>
            <option value={WORK_FROM_HOME}>{t('workFromHome')}</option>
            {(data?.jobs ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {t('jobAt', { title: job.title, city: job.city })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          {t('list.apply')}
        </button>
      </form>
      <DataState result={result}>
        {(page) => (
          <>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('list.table')}>
              <table className="console-table">
                <caption className="visually-hidden">{t('list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('list.columns.applicant')}</th>
                    <th scope="col">{t('list.columns.job')}</th>
                    <th scope="col">{t('list.columns.city')}</th>
                    <th scope="col">{t('list.columns.experience')}</th>
                    <th scope="col">{t('list.columns.resume')}</th>
                    <th scope="col">{t('list.columns.status')}</th>
                    <th scope="col">{t('list.columns.applied')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to={`/ops/careers/${row.id}`}>{row.name}</Link>
                      </td>
                      <td>{row.job ? t('jobAt', { title: row.job.title, city: row.job.city }) : t('workFromHome')}</td>
                      <td>{row.city}</td>
                      <td>{yearsText(words, row.experienceYears)}</td>
                      <td>{row.hasResume ? t('list.yes') : t('list.no')}</td>
                      <td>{statusWord(words, row.status, row.statusLabel)}</td>
                      <td>{formatDateTime(row.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {page.items.length === 0 && <p>{t('list.none')}</p>}
            <QueuePager page={page.page} pageSize={page.pageSize} total={page.total} label={t('list.pages')} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
