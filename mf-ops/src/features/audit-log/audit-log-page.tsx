// /ops/audit: the audit log, newest first, a page at a time from the server, with filters kept in
// the URL (a filtered view can be shared) and the same filters exported as CSV. Read-only.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localDateFormat, saveFile, spinner } from '@platform/shared';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { downloadAuditCsv, fetchAuditLog, type AuditQuery } from '../../api/ops-api';
import { OpsPage } from '../../components/ops-page';
import { texts } from './texts';

// Each filter's label is its name's text in texts.ts.
const FILTERS = [
  { name: 'actor' },
  { name: 'action' },
  { name: 'subjectType' },
  { name: 'subjectId' },
  { name: 'from', type: 'date' },
  { name: 'to', type: 'date' },
] as const;

const dateTime = localDateFormat({ dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });
const at = (iso: string) => dateTime.format(iso);
const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value));

export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const query: AuditQuery = Object.fromEntries([...params.entries()].filter(([, value]) => value !== ''));
  const log = useQuery({ queryKey: ['ops', 'audit', query], queryFn: () => fetchAuditLog(query), placeholderData: keepPreviousData });
  const [exporting, setExporting] = useState(false);
  const { t } = texts.useTexts();

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setParams(Object.fromEntries(FILTERS.map(({ name }) => [name, String(form.get(name) ?? '').trim()]).filter(([, value]) => value !== '')));
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await spinner.during(downloadAuditCsv(query)), `loansetu-audit-${new Date().toISOString().slice(0, 10)}.csv`);
    } finally {
      setExporting(false);
    }
  };
  const result: ServerData<Awaited<ReturnType<typeof fetchAuditLog>>> =
    log.data !== undefined
      ? ({ state: 'ready', data: log.data } as const)
      : log.isError
        ? ({ state: 'failed', message: log.error.message } as const)
        : ({ state: 'loading' } as const);

  return (
    <OpsPage title={t('title')} intro={t('intro')}>
      <form className="ops-filters" aria-label={t('filters.form')} onSubmit={applyFilters}>
        {FILTERS.map((filter) => (
          <label key={filter.name}>
            {t(`filters.${filter.name}`)}
            <input name={filter.name} type={'type' in filter ? filter.type : 'text'} defaultValue={params.get(filter.name) ?? ''} />
          </label>
        ))}
        <button type="submit" className="button">
          {t('filters.apply')}
        </button>
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting}>
          {t('filters.export')}
        </button>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            {/* The table scrolls inside this region on a tablet: focusable, so a keyboard can scroll it (WCAG 2.1.1). */}
            <div className="table-scroll" role="region" aria-label={t('entries')} tabIndex={0}>
              <table className="console-table">
                <caption>{t('caption', { total: data.total, page: data.page, pages: data.pages })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.when')}</th>
                    <th scope="col">{t('columns.who')}</th>
                    <th scope="col">{t('columns.action')}</th>
                    <th scope="col">{t('columns.object')}</th>
                    <th scope="col">{t('columns.before')}</th>
                    <th scope="col">{t('columns.after')}</th>
                    <th scope="col">{t('columns.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td>{at(entry.at)}</td>
                      <td>
                        {entry.actor.name ?? t('system')} ({entry.actor.role})
                      </td>
                      <td>{entry.action}</td>
                      <td>
                        {entry.subjectType} {entry.subjectId}
                      </td>
                      <td>{json(entry.before)}</td>
                      <td>{json(entry.after)}</td>
                      <td>{entry.reason ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav aria-label={t('pages')} className="ops-pager">
              <button type="button" className="button" disabled={data.page <= 1} onClick={() => setParams({ ...query, page: String(data.page - 1) })}>
                {t('newer')}
              </button>
              <button type="button" className="button" disabled={data.page >= data.pages} onClick={() => setParams({ ...query, page: String(data.page + 1) })}>
                {t('older')}
              </button>
            </nav>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
