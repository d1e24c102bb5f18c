// /ops/leads: every lead for an operations admin, oldest first, paged by the server, with who
// holds it and whether its first call kept the service level (LEAD_FIRST_CALL_SLA, shared). The
// filters live in the URL so a reload or a shared link shows the same list.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { OVERSIGHT_STATUS_FILTERS } from '@platform/shared/contracts';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { FINAL_LEAD_STATUSES, LEAD_FIRST_CALL_SLA, LEAD_STATUSES, LEAD_STATUS_LABELS } from '@platform/shared/schemas';
import { formatIndianTime } from '../../components/ops-date';
import { QueuePager } from '../../components/queue-pager';
import { fetchLeads, OVERSIGHT_KEY, type LeadFilters, type LeadPage } from './leads-oversight-api';
import { OpsPage } from '../../components/ops-page';

const PAGE_SIZE = 25;
const AGES = [
  { value: '0', label: 'Any age' },
  { value: '1', label: 'Over a day old' },
  { value: '3', label: 'Over 3 days old' },
  { value: '7', label: 'Over a week old' },
  { value: '30', label: 'Over 30 days old' },
];

function filtersFrom(params: URLSearchParams): LeadFilters {
  const whole = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    status: (OVERSIGHT_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as LeadFilters['status']) : 'open',
    telecallerId: params.get('telecallerId') ?? '',
    olderThanDays: whole('olderThanDays', 0),
    sla: params.get('sla') === 'breached' ? 'breached' : '',
    page: whole('page', 1),
    pageSize: PAGE_SIZE,
  };
}

function statusOptions(data: LeadPage | undefined) {
  const open = data ? ` (${LEAD_STATUSES.filter((s) => !FINAL_LEAD_STATUSES.includes(s)).reduce((n, s) => n + (data.counts[s] ?? 0), 0)})` : '';
  return [
    { value: 'open', label: `Open${open}` },
    { value: 'all', label: 'All' },
    ...LEAD_STATUSES.map((status) => ({ value: status, label: `${LEAD_STATUS_LABELS[status]}${data ? ` (${data.counts[status]})` : ''}` })),
  ];
}

const hours = LEAD_FIRST_CALL_SLA.withinMinutes / 60;
const SLA_WORDS = `First call within ${hours} working hour${hours === 1 ? '' : 's'} (${LEAD_FIRST_CALL_SLA.dayStart}–${LEAD_FIRST_CALL_SLA.dayEnd} India time).`;

export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  // The previous page stays on screen while the next loads, so the table does not jump.
  const query = useQuery({ queryKey: [OVERSIGHT_KEY, 'list', filters], queryFn: () => fetchLeads(filters), placeholderData: keepPreviousData });
  const shown = query.data;
  const result: ServerData<LeadPage> =
    shown !== undefined ? { state: 'ready', data: shown } : query.isError ? { state: 'failed', message: getErrorMessage(query.error) } : { state: 'loading' };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['status', 'telecallerId', 'olderThanDays']) {
      const value = String(form.get(name) ?? '');
      if (value && value !== '0') next.set(name, value);
    }
    if (form.get('sla')) next.set('sla', 'breached');
    setParams(next);
  }

  return (
    <OpsPage title="Leads" intro={`Every lead, oldest first. ${SLA_WORDS}`}>
      <form className="ops-filters" aria-label="Filter leads" onSubmit={applyFilters} key={params.toString()}>
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
          Telecaller
          <select name="telecallerId" defaultValue={filters.telecallerId}>
            <option value="">Anyone</option>
            {query.data?.telecallers.map((telecaller) => (
              <option key={telecaller.id} value={telecaller.id}>
                {telecaller.name}
                {telecaller.onDuty ? '' : ' (off duty)'}
              </option>
            ))}
          </select>
        </label>
        <label>
          Age
          <select name="olderThanDays" defaultValue={String(filters.olderThanDays)}>
            {AGES.map((age) => (
              <option key={age.value} value={age.value}>
                {age.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" name="sla" defaultChecked={filters.sla === 'breached'} /> First call late only
        </label>
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <p>
              <strong>{data.breached}</strong> of these leads missed the first-call service level.
            </p>
            <div className="table-scroll">
              <table className="console-table">
                <caption className="visually-hidden">Leads, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Customer</th>
                    <th scope="col">Product</th>
                    <th scope="col">Status</th>
                    <th scope="col">Held by</th>
                    <th scope="col">Received</th>
                    <th scope="col">First call</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((lead) => (
                    <tr key={lead.id}>
                      <td>
                        <Link to={`/ops/leads/${lead.id}`}>{lead.customerName}</Link>
                      </td>
                      <td>{lead.product}</td>
                      <td>{lead.statusLabel}</td>
                      <td>{lead.assignedTo?.name ?? 'Nobody'}</td>
                      <td>{formatIndianTime(lead.createdAt)}</td>
                      <td>
                        {lead.firstCall.calledAt ? `Called ${formatIndianTime(lead.firstCall.calledAt)}` : `Due ${formatIndianTime(lead.firstCall.dueAt)}`}
                        {lead.firstCall.breached && <strong className="badge"> Late</strong>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.items.length === 0 && <p>No leads match these filters.</p>}
            <QueuePager page={data.page} pageSize={data.pageSize} total={data.total} label="Leads" />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
