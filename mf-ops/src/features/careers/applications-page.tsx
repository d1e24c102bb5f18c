// /ops/careers: the careers desk's queue. Job applications (and work-from-home registrations),
// oldest first, paged by the server, by status and job; the filters live in the URL.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { JOB_APPLICATION_STATUS_FILTERS, WORK_FROM_HOME } from '@platform/shared/contracts';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { JOB_APPLICATION_STATUSES, JOB_APPLICATION_STATUS_LABELS } from '@platform/shared/schemas';
import { OpsPage } from '../../components/ops-page';
import { filtersOfForm, formatDateTime, pageFromQuery, QueuePager } from '../../components/queue-pager';
import { CAREERS_KEY, fetchApplications, type ApplicationFilters, type ApplicationsPage } from './careers-api';

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
  const result: ServerData<ApplicationsPage> =
    data !== undefined ? { state: 'ready', data } : query.isError ? { state: 'failed', message: getErrorMessage(query.error) } : { state: 'loading' };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersOfForm(event.currentTarget, ['status', 'job']);
    setParams(next);
  }

  const count = (status: (typeof JOB_APPLICATION_STATUSES)[number]) => (data ? ` (${data.counts[status] ?? 0})` : '');
  return (
    <OpsPage
      title="Job applications"
      intro="Applications for the open roles and work-from-home registrations, oldest first. The applicant is told of each decision by SMS."
    >
      <form className="ops-filters" aria-label="Filter applications" onSubmit={applyFilters} key={params.toString()}>
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            <option value="open">Waiting for a decision{data ? ` (${(data.counts.received ?? 0) + (data.counts.shortlisted ?? 0)})` : ''}</option>
            <option value="all">All</option>
            {JOB_APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {JOB_APPLICATION_STATUS_LABELS[status]}
                {count(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Job
          <select name="job" defaultValue={filters.job}>
            <option value="">Every job</option>
            <option value={WORK_FROM_HOME}>Work from home programme</option>
            {(data?.jobs ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}, {job.city}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </form>
      <DataState result={result}>
        {(page) => (
          <>
            <div className="table-scroll" tabIndex={0} role="region" aria-label="Job applications">
              <table className="console-table">
                <caption className="visually-hidden">Job applications, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Applicant</th>
                    <th scope="col">Job</th>
                    <th scope="col">City</th>
                    <th scope="col">Experience</th>
                    <th scope="col">Résumé</th>
                    <th scope="col">Status</th>
                    <th scope="col">Applied</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to={`/ops/careers/${row.id}`}>{row.name}</Link>
                      </td>
                      <td>{row.job ? `${row.job.title}, ${row.job.city}` : 'Work from home programme'}</td>
                      <td>{row.city}</td>
                      <td>
                        {row.experienceYears} year{row.experienceYears === 1 ? '' : 's'}
                      </td>
                      <td>{row.hasResume ? 'Yes' : 'No'}</td>
                      <td>{row.statusLabel}</td>
                      <td>{formatDateTime(row.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {page.items.length === 0 && <p>No applications match these filters.</p>}
            <QueuePager page={page.page} pageSize={page.pageSize} total={page.total} label="Job applications" />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
