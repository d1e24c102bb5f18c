// /ops/partner-enquiries: enquiries from the franchise, distributor and become-a-partner pages,
// oldest first, paged by the server, by status and programme; the filters live in the URL.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { PARTNER_ENQUIRY_STATUS_FILTERS, PARTNER_PROGRAMME_LABELS } from '@platform/shared/contracts';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { PARTNER_ENQUIRY_STATUSES, PARTNER_ENQUIRY_STATUS_LABELS, PARTNER_PROGRAMMES } from '@platform/shared/schemas';
import { OpsPage } from '../../components/ops-page';
import { filtersOfForm, formatDateTime, pageFromQuery, QueuePager } from '../../components/queue-pager';
import { fetchEnquiries, PARTNER_ENQUIRIES_KEY, type EnquiriesPage, type EnquiryFilters } from './partner-enquiries-api';

const PAGE_SIZE = 25;

function filtersFrom(params: URLSearchParams): EnquiryFilters {
  const status = params.get('status') ?? '';
  const programme = params.get('programme') ?? '';
  return {
    status: (PARTNER_ENQUIRY_STATUS_FILTERS as readonly string[]).includes(status) ? (status as EnquiryFilters['status']) : 'open',
    programme: (PARTNER_PROGRAMMES as readonly string[]).includes(programme) ? programme : '',
    page: pageFromQuery(params.get('page')),
    pageSize: PAGE_SIZE,
  };
}

export function PartnerEnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useQuery({ queryKey: [PARTNER_ENQUIRIES_KEY, 'list', filters], queryFn: () => fetchEnquiries(filters), placeholderData: keepPreviousData });
  const data = query.data;
  const result: ServerData<EnquiriesPage> =
    data !== undefined ? { state: 'ready', data } : query.isError ? { state: 'failed', message: getErrorMessage(query.error) } : { state: 'loading' };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersOfForm(event.currentTarget, ['status', 'programme']);
    setParams(next);
  }

  return (
    <OpsPage
      title="Partner enquiries"
      intro="People who asked about the franchise, distributor and partner programmes, oldest first. Call them back, then invite them to register a shop or close the enquiry."
    >
      <form className="ops-filters" aria-label="Filter partner enquiries" onSubmit={applyFilters} key={params.toString()}>
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            <option value="open">Open{data ? ` (${(data.counts.new ?? 0) + (data.counts.contacted ?? 0)})` : ''}</option>
            <option value="all">All</option>
            {PARTNER_ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PARTNER_ENQUIRY_STATUS_LABELS[status]}
                {data ? ` (${data.counts[status] ?? 0})` : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          Programme
          <select name="programme" defaultValue={filters.programme}>
            <option value="">Every programme</option>
            {PARTNER_PROGRAMMES.map((programme) => (
              <option key={programme} value={programme}>
                {PARTNER_PROGRAMME_LABELS[programme]}
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
            <div className="table-scroll" tabIndex={0} role="region" aria-label="Partner enquiries">
              <table className="console-table">
                <caption className="visually-hidden">Partner enquiries, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Programme</th>
                    <th scope="col">City</th>
                    <th scope="col">Business</th>
                    <th scope="col">Status</th>
                    <th scope="col">Received</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to={`/ops/partner-enquiries/${row.id}`}>{row.name}</Link>
                      </td>
                      <td>{row.programmeLabel}</td>
                      <td>{row.city}</td>
                      <td>{row.business}</td>
                      <td>{row.statusLabel}</td>
                      <td>{formatDateTime(row.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {page.items.length === 0 && <p>No enquiries match these filters.</p>}
            <QueuePager page={page.page} pageSize={page.pageSize} total={page.total} label="Partner enquiries" />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
