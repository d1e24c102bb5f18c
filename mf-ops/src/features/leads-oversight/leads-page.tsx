// /ops/leads: every lead for an operations admin, oldest first, paged by the server, with who
// holds it and whether its first call kept the service level (LEAD_FIRST_CALL_SLA, shared). The
// filters live in the URL so a reload or a shared link shows the same list.
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@platform/shared';
import { i18n, Trans } from '@platform/shared/i18n';
import { OVERSIGHT_STATUS_FILTERS } from '@platform/shared/contracts';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { FINAL_LEAD_STATUSES, LEAD_FIRST_CALL_SLA, LEAD_STATUSES } from '@platform/shared/schemas';
import { formatIndianTime } from '../../components/ops-date';
import { QueuePager } from '../../components/queue-pager';
import { fetchLeads, OVERSIGHT_KEY, type LeadFilters, type LeadPage } from './leads-oversight-api';
import { OpsPage } from '../../components/ops-page';
import { statusWord, texts } from './texts';

const PAGE_SIZE = 25;
const AGES = [
  { value: '0', label: 'list.ages.any' },
  { value: '1', label: 'list.ages.day' },
  { value: '3', label: 'list.ages.threeDays' },
  { value: '7', label: 'list.ages.week' },
  { value: '30', label: 'list.ages.month' },
] as const;

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

function statusOptions(t: (typeof texts)['t'], data: LeadPage | undefined) {
  const open = data ? ` (${LEAD_STATUSES.filter((s) => !FINAL_LEAD_STATUSES.includes(s)).reduce((n, s) => n + (data.counts[s] ?? 0), 0)})` : '';
  return [
    { value: 'open', label: t('list.open', { count: open }) },
    { value: 'all', label: t('list.all') },
    ...LEAD_STATUSES.map((status) => ({ value: status, label: `${t(`status.${status}`)}${data ? ` (${data.counts[status]})` : ''}` })),
  ];
}

const hours = LEAD_FIRST_CALL_SLA.withinMinutes / 60;
const slaWords = (t: (typeof texts)['t']) =>
  t(hours === 1 ? 'list.slaOne' : 'list.slaMany', { hours, start: LEAD_FIRST_CALL_SLA.dayStart, end: LEAD_FIRST_CALL_SLA.dayEnd });

export function LeadsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { t } = texts.useTexts();
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
    <OpsPage title={t('list.title')} intro={t('list.intro', { sla: slaWords(t) })}>
      <form className="ops-filters" aria-label={t('list.filters')} onSubmit={applyFilters} key={params.toString()}>
        <label>
          {t('list.status')}
          <select name="status" defaultValue={filters.status}>
            {statusOptions(t, query.data).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.telecaller')}
          <select name="telecallerId" defaultValue={filters.telecallerId}>
            <option value="">{t('list.anyone')}</option>
            {query.data?.telecallers.map((telecaller) => (
              <option key={telecaller.id} value={telecaller.id}>
                {telecaller.name}
                {telecaller.onDuty ? '' : t('list.offDuty')}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('list.age')}
          <select name="olderThanDays" defaultValue={String(filters.olderThanDays)}>
            {AGES.map((age) => (
              <option key={age.value} value={age.value}>
                {t(age.label)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" name="sla" defaultChecked={filters.sla === 'breached'} /> {t('list.lateOnly')}
        </label>
        <button type="submit" className="button button--primary">
          {t('list.apply')}
        </button>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            <p>
              <Trans i18n={i18n} ns={texts.namespace} i18nKey="list.breached" values={{ count: data.breached }} components={{ count: <strong /> }} />
            </p>
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('list.caption')}>
              <table className="console-table">
                <caption className="visually-hidden">{t('list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('list.columns.customer')}</th>
                    <th scope="col">{t('list.columns.product')}</th>
                    <th scope="col">{t('list.columns.status')}</th>
                    <th scope="col">{t('list.columns.heldBy')}</th>
                    <th scope="col">{t('list.columns.received')}</th>
                    <th scope="col">{t('list.columns.firstCall')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((lead) => (
                    <tr key={lead.id}>
                      <td>
                        <Link to={`/ops/leads/${lead.id}`}>{lead.customerName}</Link>
                      </td>
                      <td>{lead.product}</td>
                      <td>{statusWord(t, lead.status, lead.statusLabel)}</td>
                      <td>{lead.assignedTo?.name ?? t('nobody')}</td>
                      <td>{formatIndianTime(lead.createdAt)}</td>
                      <td>
                        {lead.firstCall.calledAt
                          ? t('list.called', { time: formatIndianTime(lead.firstCall.calledAt) })
                          : t('list.due', { time: formatIndianTime(lead.firstCall.dueAt) })}
                        {lead.firstCall.breached && <strong className="badge">{t('list.late')}</strong>}
                      </td>
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
