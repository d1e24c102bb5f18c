// The signed-in telecaller's day: leads due now (new leads and call-backs whose time has come),
// call-backs later, and counts by status. Refreshed every 30 seconds, so a call-back comes up when
// its time comes without a reload.
import { Link } from 'react-router-dom';
import { Page } from '@platform/shared';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '@platform/shared/schemas';
import { fetchQueue, type LeadSummary } from '../../api/leads-api';
import { ConsoleNav } from '../../components/console-nav';
import { DataState, formatDateTime, formatRupees } from '../../components/data-state';
import { useTelecallerData } from '../../hooks/use-telecaller-data';

export const QUEUE_REFRESH_MS = 30_000;

function LeadTable({ leads, caption, empty }: { leads: LeadSummary[]; caption: string; empty: string }) {
  if (leads.length === 0) return <p>{empty}</p>;
  return (
    <table className="console-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Customer</th>
          <th scope="col">Product</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Call at</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id} data-testid="queue-lead">
            <td>
              <Link to={`/telecaller/loan-details/${lead.id}`}>{lead.customerName}</Link>
              <div className="console-table__mobile">{lead.mobileMasked}</div>
            </td>
            <td>{lead.product}</td>
            <td>{formatRupees(lead.amount)}</td>
            <td>
              <span className={`status status--${lead.status}`}>{lead.statusLabel}</span>
            </td>
            <td>{lead.nextCallAt ? formatDateTime(lead.nextCallAt) : 'Now'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TodaysWork() {
  const result = useTelecallerData(['queue'], fetchQueue, QUEUE_REFRESH_MS);
  return (
    <Page title="Today's work" intro="Leads due now first, then the call-backs you scheduled." wide>
      <ConsoleNav />
      <DataState result={result}>
        {(queue) => (
          <>
            <p className="console-summary">
              {queue.telecaller.name} · {queue.telecaller.onDuty ? 'On duty' : 'Off duty: new leads go to others'} · {queue.callsToday} call
              {queue.callsToday === 1 ? '' : 's'} recorded today · {queue.open.length} open lead{queue.open.length === 1 ? '' : 's'}
            </p>
            <section aria-labelledby="due-now-heading">
              <h2 id="due-now-heading">Due now ({queue.dueNow.length})</h2>
              <LeadTable leads={queue.dueNow} caption="Leads due now" empty="Nothing due right now." />
            </section>
            <section aria-labelledby="call-backs-heading">
              <h2 id="call-backs-heading">Call-backs ({queue.callBacks.length})</h2>
              <LeadTable leads={queue.callBacks} caption="Scheduled call-backs" empty="No call-backs scheduled." />
            </section>
            <section aria-labelledby="counts-heading">
              <h2 id="counts-heading">My leads by status</h2>
              <dl className="status-counts">
                {LEAD_STATUSES.map((status) => (
                  <div key={status} className="status-counts__item">
                    <dt>{LEAD_STATUS_LABELS[status]}</dt>
                    <dd data-testid={`count-${status}`}>{queue.counts[status]}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="open-heading">
              <h2 id="open-heading">All open leads</h2>
              <LeadTable leads={queue.open} caption="All open leads" empty="No open leads assigned to you." />
            </section>
          </>
        )}
      </DataState>
    </Page>
  );
}
