// /ops/grievances: the grievance desk's queue. Open complaints, the one due soonest first, paged by
// the server; overdue ones (past the 30 days, when the person may go to the RBI) are marked and can
// be listed alone. The filters live in the URL so a reload or a shared link shows the same list.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { GRIEVANCE_STATUS_FILTERS } from '@platform/shared/contracts';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { GRIEVANCE_STATUSES, GRIEVANCE_STATUS_LABELS } from '@platform/shared/schemas';
import { OpsPage } from '../../components/ops-page';
import { filtersOfForm, formatDateTime, pageFromQuery, QueuePager } from '../../components/queue-pager';
import { fetchGrievances, GRIEVANCES_KEY, type GrievanceFilters, type GrievancePage } from './grievances-api';

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

function statusOptions(data: GrievancePage | undefined) {
  const open = data ? ` (${GRIEVANCE_STATUSES.filter((s) => s !== 'resolved').reduce((n, s) => n + (data.counts[s] ?? 0), 0)})` : '';
  return [
    { value: 'open', label: `Open${open}` },
    { value: 'overdue', label: `Overdue${data ? ` (${data.overdue})` : ''}` },
    { value: 'all', label: 'All' },
    ...GRIEVANCE_STATUSES.map((status) => ({ value: status, label: `${GRIEVANCE_STATUS_LABELS[status]}${data ? ` (${data.counts[status] ?? 0})` : ''}` })),
  ];
}

export function GrievancesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
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
    <OpsPage
      title="Complaints"
      intro="Complaints to the Grievance Redressal Officer, the one due soonest first. Each must be answered within 30 days; after that the person may complain to the RBI."
    >
      <form className="ops-filters" aria-label="Filter complaints" onSubmit={applyFilters} key={params.toString()}>
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            {statusOptions(query.data).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Assigned to
          <select name="assigned" defaultValue={filters.assigned}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody yet</option>
          </select>
        </label>
        <label>
          Reference, name or mobile
          <input name="search" type="search" defaultValue={filters.search} maxLength={100} />
        </label>
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <p>{data.overdue > 0 ? `${data.overdue} open complaint${data.overdue === 1 ? ' is' : 's are'} past the 30 days.` : 'No complaint is overdue.'}</p>
            <div className="table-scroll" tabIndex={0} role="region" aria-label="Complaints">
              <table className="console-table">
                <caption className="visually-hidden">Complaints, the one due soonest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">From</th>
                    <th scope="col">About</th>
                    <th scope="col">Status</th>
                    <th scope="col">Answer by</th>
                    <th scope="col">Assigned to</th>
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
                        {row.statusLabel}
                        {row.overdue && <strong className="badge"> Overdue</strong>}
                      </td>
                      <td>{formatDateTime(row.respondBy)}</td>
                      <td>{row.assignee?.name ?? 'Nobody yet'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.items.length === 0 && <p>No complaints match these filters.</p>}
            <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label="Complaints" />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
