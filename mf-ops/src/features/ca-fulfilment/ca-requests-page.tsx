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
import { serviceName, statusWord, texts } from './texts';

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
  const { t } = texts.useTexts();
  // Each count is named for tests by its English word, whatever the language on screen.
  const entries: Array<[english: string, label: string, number, Partial<QueueFilters>]> = [
    [SUBMISSION_STATUS_LABELS.submitted, t('status.submitted'), counts.submitted, { status: 'submitted' }],
    [SUBMISSION_STATUS_LABELS.documents_requested, t('status.documents_requested'), counts.documents_requested, { status: 'documents_requested' }],
    [SUBMISSION_STATUS_LABELS.in_progress, t('status.in_progress'), counts.in_progress, { status: 'in_progress' }],
    [texts.en.due.overdue, t('due.overdue'), counts.overdue, { overdue: 'true' }],
  ];
  return (
    <ul className="status-counts" aria-label={t('queue.counts')}>
      {entries.map(([english, label, count, filters]) => (
        <li key={english}>
          <Link to={queueHref(filters)}>
            {label}: <strong data-testid={`count-${english}`}>{count}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Filters({ filters }: { filters: QueueFilters }) {
  const [, setParams] = useSearchParams();
  const experts = useQuery({ queryKey: expertsKey, queryFn: fetchExperts });
  const { t } = texts.useTexts();
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
    <form className="form form--inline" aria-label={t('queue.filters')} onSubmit={apply}>
      <div className="field">
        <label className="field__label" htmlFor="ca-filter-status">
          {t('queue.status')}
        </label>
        <select id="ca-filter-status" name="status" className="field__input" defaultValue={filters.status}>
          <option value="">{t('queue.anyOpen')}</option>
          {CA_QUEUE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ca-filter-service">
          {t('queue.service')}
        </label>
        <select id="ca-filter-service" name="service" className="field__input" defaultValue={filters.service}>
          <option value="">{t('queue.anyService')}</option>
          {SERVICES.map((service) => (
            <option key={service.id} value={service.id}>
              {serviceName(t, service.id, service.name)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ca-filter-assignee">
          {t('queue.assignedTo')}
        </label>
        <select id="ca-filter-assignee" name="assignee" className="field__input" defaultValue={filters.assignee}>
          <option value="">{t('queue.anyone')}</option>
          <option value="me">{t('queue.me')}</option>
          <option value="none">{t('nobodyYet')}</option>
          {(experts.data ?? []).map((expert) => (
            <option key={expert.id} value={expert.id}>
              {expert.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--checkbox">
        <label className="field__choice" htmlFor="ca-filter-overdue">
          <input id="ca-filter-overdue" type="checkbox" name="overdue" value="true" defaultChecked={filters.overdue === 'true'} /> {t('queue.overdueOnly')}
        </label>
      </div>
      <button type="submit" className="button button--primary">
        {t('queue.apply')}
      </button>{' '}
      <Link to="/ops/ca-requests">{t('queue.clear')}</Link>
    </form>
  );
}

function QueueTable({ queue, filters }: { queue: CaQueue; filters: QueueFilters }) {
  const { t } = texts.useTexts();
  return (
    <>
      <p aria-live="polite" data-testid="queue-total">
        {queue.total === 1 ? t('queue.totalOne') : t('queue.totalMany', { count: queue.total })}
      </p>
      {queue.items.length === 0 ? (
        <p>{t('queue.noMatch')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('queue.caption')}>
          <table className="console-table">
            <caption className="visually-hidden">{t('queue.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('queue.columns.request')}</th>
                <th scope="col">{t('queue.columns.service')}</th>
                <th scope="col">{t('queue.columns.shop')}</th>
                <th scope="col">{t('queue.columns.status')}</th>
                <th scope="col">{t('queue.columns.assignedTo')}</th>
                <th scope="col">{t('queue.columns.due')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.items.map((item) => (
                <tr key={item.id} data-testid="queue-row">
                  <th scope="row">
                    <Link to={`/ops/ca-requests/${item.id}`}>{item.requestNumber}</Link>
                  </th>
                  <td>{serviceName(t, item.serviceId, item.service)}</td>
                  <td>{item.shop.name}</td>
                  <td>
                    <span className={`status status--${item.status}`}>{statusWord(t, item.status, item.statusLabel)}</span>
                  </td>
                  <td>{item.assignee?.name ?? t('nobodyYet')}</td>
                  <td>
                    <DueDate dueAt={item.dueAt} overdue={item.overdue} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <QueuePager label={t('queue.pages')} page={filters.page} pageSize={queue.pageSize} total={queue.total} />
    </>
  );
}

export function CaRequestsPage() {
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const { t } = texts.useTexts();
  // The last page stays on screen while the next loads, so paging does not flash "Loading…".
  const query = useQuery({ queryKey: queueKey(filters), queryFn: () => fetchQueue(filters), placeholderData: keepPreviousData });
  const result: ServerData<CaQueue> = query.isPending
    ? { state: 'loading' }
    : query.isError
      ? { state: 'failed', message: getErrorMessage(query.error) }
      : { state: 'ready', data: query.data };
  return (
    <OpsPage title={t('queue.title')} intro={t('queue.intro')}>
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
