// /ops/ca-requests: the CA requests our team works, oldest due first, a page at a time from the
// server. The filters live in the URL (a filtered queue can be shared and survives a reload); the
// counts per status are of every open request, whatever the filters, and each filters the list.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QueuePager } from '../../components/queue-pager';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { getErrorMessage } from '@platform/shared';
import { SERVICES, SUBMISSION_STATUS_LABELS } from '@platform/shared/schemas';
import { CA_QUEUE_STATUSES } from '@platform/shared/contracts';
import { OpsPage } from '../../components/ops-page';
import { DueDate } from './ca-format';
import { expertsKey, fetchExperts, fetchQueue, queueKey, type CaQueue, type QueueFilters } from './ca-requests-api';

const FILTER_NAMES = ['status', 'service', 'assignee', 'overdue'] as const;

function filtersOf(params: URLSearchParams): QueueFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    status: params.get('status') ?? '',
    service: params.get('service') ?? '',
    assignee: params.get('assignee') ?? '',
    overdue: params.get('overdue') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL of the queue with these filters (page 1 unless given). */
function queueHref(filters: Partial<QueueFilters>): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name]!);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `/ops/ca-requests?${query}` : '/ops/ca-requests';
}

function StatusCounts({ counts }: { counts: CaQueue['counts'] }) {
  const entries: Array<[string, number, Partial<QueueFilters>]> = [
    [SUBMISSION_STATUS_LABELS.submitted, counts.submitted, { status: 'submitted' }],
    [SUBMISSION_STATUS_LABELS.documents_requested, counts.documents_requested, { status: 'documents_requested' }],
    [SUBMISSION_STATUS_LABELS.in_progress, counts.in_progress, { status: 'in_progress' }],
    ['Overdue', counts.overdue, { overdue: 'true' }],
  ];
  return (
    <ul className="status-counts" aria-label="Open requests by status">
      {entries.map(([label, count, filters]) => (
        <li key={label}>
          <Link to={queueHref(filters)}>
            {label}: <strong data-testid={`count-${label}`}>{count}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Filters({ filters }: { filters: QueueFilters }) {
  const [, setParams] = useSearchParams();
  const experts = useQuery({ queryKey: expertsKey, queryFn: fetchExperts });
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTER_NAMES) {
      const value = data.get(name);
      if (typeof value === 'string' && value) next.set(name, value);
    }
    setParams(next);
  }
  return (
    <form className="form form--inline" aria-label="Filter the requests" onSubmit={apply}>
      <div className="field">
        <label className="field__label" htmlFor="ca-filter-status">
          Status
        </label>
        <select id="ca-filter-status" name="status" className="field__input" defaultValue={filters.status}>
          <option value="">Open (any)</option>
          {CA_QUEUE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SUBMISSION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ca-filter-service">
          Service
        </label>
        <select id="ca-filter-service" name="service" className="field__input" defaultValue={filters.service}>
          <option value="">Any service</option>
          {SERVICES.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ca-filter-assignee">
          Assigned to
        </label>
        <select id="ca-filter-assignee" name="assignee" className="field__input" defaultValue={filters.assignee}>
          <option value="">Anyone or nobody</option>
          <option value="me">Me</option>
          <option value="none">Nobody yet</option>
          {(experts.data ?? []).map((expert) => (
            <option key={expert.id} value={expert.id}>
              {expert.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--checkbox">
        <label className="field__choice" htmlFor="ca-filter-overdue">
          <input id="ca-filter-overdue" type="checkbox" name="overdue" value="true" defaultChecked={filters.overdue === 'true'} /> Overdue only
        </label>
      </div>
      <button type="submit" className="button button--primary">
        Apply filters
      </button>{' '}
      <Link to="/ops/ca-requests">Clear filters</Link>
    </form>
  );
}

function QueueTable({ queue, filters }: { queue: CaQueue; filters: QueueFilters }) {
  return (
    <>
      <p aria-live="polite" data-testid="queue-total">
        {queue.total === 1 ? '1 request' : `${queue.total} requests`}, oldest due first.
      </p>
      {queue.items.length === 0 ? (
        <p>No request matches these filters.</p>
      ) : (
        <div className="table-scroll">
          <table className="console-table">
            <caption className="visually-hidden">CA requests, oldest due first</caption>
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Service</th>
                <th scope="col">Shop</th>
                <th scope="col">Status</th>
                <th scope="col">Assigned to</th>
                <th scope="col">Due</th>
              </tr>
            </thead>
            <tbody>
              {queue.items.map((item) => (
                <tr key={item.id} data-testid="queue-row">
                  <th scope="row">
                    <Link to={`/ops/ca-requests/${item.id}`}>{item.requestNumber}</Link>
                  </th>
                  <td>{item.service}</td>
                  <td>{item.shop.name}</td>
                  <td>
                    <span className={`status status--${item.status}`}>{item.statusLabel}</span>
                  </td>
                  <td>{item.assignee?.name ?? 'Nobody yet'}</td>
                  <td>
                    <DueDate dueAt={item.dueAt} overdue={item.overdue} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <QueuePager label="Requests" page={filters.page} pageSize={queue.pageSize} total={queue.total} />
    </>
  );
}

export function CaRequestsPage() {
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  // The last page stays on screen while the next loads, so paging does not flash "Loading…".
  const query = useQuery({ queryKey: queueKey(filters), queryFn: () => fetchQueue(filters), placeholderData: keepPreviousData });
  const result: ServerData<CaQueue> = query.isPending
    ? { state: 'loading' }
    : query.isError
      ? { state: 'failed', message: getErrorMessage(query.error) }
      : { state: 'ready', data: query.data };
  return (
    <OpsPage title="CA requests" intro="Paid CA and other service requests, by the date we promised the shop.">
      <DataState result={result}>
        {(queue) => (
          <>
            <StatusCounts counts={queue.counts} />
            {/* Keyed by the URL, so the form shows the filters of the page it is on after back/forward. */}
            <Filters key={params.toString()} filters={filters} />
            <QueueTable queue={queue} filters={filters} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
