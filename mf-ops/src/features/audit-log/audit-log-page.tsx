// /ops/audit: the audit log, newest first, a page at a time from the server, with filters kept in
// the URL (a filtered view can be shared) and the same filters exported as CSV. Read-only.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { saveFile, spinner } from '@platform/shared';
import { DataState, keepPreviousData, useQuery, type ServerData } from '@platform/shared/query';
import { downloadAuditCsv, fetchAuditLog, type AuditQuery } from '../../api/ops-api';
import { OpsPage } from '../../components/ops-page';

const FILTERS = [
  { name: 'actor', label: 'Who (name, email or id)' },
  { name: 'action', label: 'Action (e.g. staff.roles)' },
  { name: 'subjectType', label: 'Object type' },
  { name: 'subjectId', label: 'Object id' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
] as const;

const at = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });
const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value));

export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const query: AuditQuery = Object.fromEntries([...params.entries()].filter(([, value]) => value !== ''));
  const log = useQuery({ queryKey: ['ops', 'audit', query], queryFn: () => fetchAuditLog(query), placeholderData: keepPreviousData });
  const [exporting, setExporting] = useState(false);

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
    <OpsPage title="Audit log" intro="Every staff and money action, as it was recorded. Nothing here can be changed.">
      <form className="ops-filters" aria-label="Filter the audit log" onSubmit={applyFilters}>
        {FILTERS.map((filter) => (
          <label key={filter.name}>
            {filter.label}
            <input name={filter.name} type={'type' in filter ? filter.type : 'text'} defaultValue={params.get(filter.name) ?? ''} />
          </label>
        ))}
        <button type="submit" className="button">
          Apply filters
        </button>
        <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting}>
          Export CSV
        </button>
      </form>
      <DataState result={result}>
        {(data) => (
          <>
            {/* The table scrolls inside this region on a tablet: focusable, so a keyboard can scroll it (WCAG 2.1.1). */}
            <div className="table-scroll" role="region" aria-label="Audit entries" tabIndex={0}>
              <table className="console-table">
                <caption>
                  {data.total} entries · page {data.page} of {data.pages}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">Action</th>
                    <th scope="col">Object</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td>{at(entry.at)}</td>
                      <td>
                        {entry.actor.name ?? 'System'} ({entry.actor.role})
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
            <nav aria-label="Pages" className="ops-pager">
              <button type="button" className="button" disabled={data.page <= 1} onClick={() => setParams({ ...query, page: String(data.page - 1) })}>
                Newer
              </button>
              <button type="button" className="button" disabled={data.page >= data.pages} onClick={() => setParams({ ...query, page: String(data.page + 1) })}>
                Older
              </button>
            </nav>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
