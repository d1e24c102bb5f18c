// /ops/partner-enquiries: enquiries from the franchise, distributor and become-a-partner pages,
// oldest first, paged by the server, by status and programme; the filters live in the URL.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { PARTNER_ENQUIRY_STATUS_FILTERS } from '@platform/shared/contracts';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { PARTNER_ENQUIRY_STATUSES, PARTNER_PROGRAMMES } from '@platform/shared/schemas';
import { OpsPage } from '../../components/ops-page';
import { filtersOfForm, formatDateTime, pageFromQuery, QueuePager } from '../../components/queue-pager';
import { fetchEnquiries, PARTNER_ENQUIRIES_KEY, type EnquiriesPage, type EnquiryFilters } from './partner-enquiries-api';
import { enquiryWord, texts } from './texts';

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
  const words = texts.useTexts();
  const { t } = words;
  const result: ServerData<EnquiriesPage> =
    data !== undefined ? { state: 'ready', data } : query.isError ? { state: 'failed', message: getErrorMessage(query.error) } : { state: 'loading' };

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filtersOfForm(event.currentTarget, ['status', 'programme']);
    setParams(next);
  }

  return (
    <OpsPage title={t('list.title')} intro={t('list.intro')}>
      <form className="ops-filters" aria-label={t('list.filters')} onSubmit={applyFilters} key={params.toString()}>
        <label>
          {t('list.status')}
          <select name="status" defaultValue={filters.status}>
            <option value="open">
              {t('list.open')}
              {data ? ` (${(data.counts.new ?? 0) + (data.counts.contacted ?? 0)})` : ''}
            </option>
            <option value="all">{t('list.all')}</option>
            {PARTNER_ENQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
                {data ? ` (${data.counts[status] ?? 0})` : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.programme')}
          <select name="programme" defaultValue={filters.programme}>
            <option value="">{t('list.everyProgramme')}</option>
            {PARTNER_PROGRAMMES.map((programme) => (
              <option key={programme} value={programme}>
                {t(`programmes.${programme}`)}
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
                    <th scope="col">{t('list.columns.name')}</th>
                    <th scope="col">{t('list.columns.programme')}</th>
                    <th scope="col">{t('list.columns.city')}</th>
                    <th scope="col">{t('list.columns.business')}</th>
                    <th scope="col">{t('list.columns.status')}</th>
                    <th scope="col">{t('list.columns.received')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to={`/ops/partner-enquiries/${row.id}`}>{row.name}</Link>
                      </td>
                      <td>{enquiryWord(words, 'programmes', row.programme, row.programmeLabel)}</td>
                      <td>{row.city}</td>
                      <td>{row.business}</td>
                      <td>{enquiryWord(words, 'statuses', row.status, row.statusLabel)}</td>
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
