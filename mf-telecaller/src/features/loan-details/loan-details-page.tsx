// /telecaller/loan-details/:loanId: the whole lead for the telecaller it is assigned to: what the
// customer asked for, documents, calls, the status history and a click-to-call link. The number
// is masked on screen; the link dials the full number.
import { Link, useParams } from 'react-router-dom';
import { Page } from '@platform/shared';
import { fetchLead } from '../../api/leads-api';
import { ConsoleNav } from '../../components/console-nav';
import { DataState, formatDateTime, formatRupees } from '../../components/data-state';
import { LeadTimeline } from '../../components/lead-timeline';
import { useTelecallerData } from '../../hooks/use-telecaller-data';

/** What the customer told us, in their words: nested answers are flattened to "label: value". */
function requestRows(request: Record<string, unknown>): Array<[string, string]> {
  const flat: Record<string, unknown> = { ...request, ...((request.details as Record<string, unknown> | undefined) ?? {}) };
  delete flat.details;
  return Object.entries(flat)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => [key.replace(/([A-Z])/g, ' $1').toLowerCase(), typeof value === 'object' ? JSON.stringify(value) : String(value)]);
}

export function LoanDetailsPage() {
  const { loanId = '' } = useParams();
  const result = useTelecallerData(['lead', loanId], () => fetchLead(loanId));
  return (
    <Page title="Loan details" wide>
      <ConsoleNav />
      <DataState result={result}>
        {(lead) => (
          <>
            <section className="card" aria-labelledby="lead-heading">
              <h2 id="lead-heading" className="card__title">
                {lead.customerName} · {lead.product}
              </h2>
              <dl className="lead-facts">
                <dt>Status</dt>
                <dd>
                  <span className={`status status--${lead.status}`} data-testid="lead-status">
                    {lead.statusLabel}
                  </span>
                </dd>
                <dt>Mobile</dt>
                <dd>
                  <span data-testid="masked-mobile">{lead.mobileMasked}</span>{' '}
                  <a className="button button--primary" href={`tel:+91${lead.mobile}`}>
                    Call customer
                  </a>
                </dd>
                <dt>Amount</dt>
                <dd>{formatRupees(lead.amount)}</dd>
                <dt>PIN code</dt>
                <dd>{lead.pincode}</dd>
                <dt>Came through</dt>
                <dd>{lead.shopID ? `Partner shop ${lead.shopID}` : 'Website'}</dd>
                <dt>Received</dt>
                <dd>{formatDateTime(lead.createdAt)}</dd>
                <dt>Next call</dt>
                <dd>{lead.nextCallAt ? formatDateTime(lead.nextCallAt) : 'Not scheduled'}</dd>
                {lead.banker && (
                  <>
                    <dt>Banker</dt>
                    <dd>
                      {lead.banker.name}, {lead.banker.bank} ({lead.banker.branch})
                    </dd>
                  </>
                )}
                {lead.decisions.map((d) => (
                  <div key={d.decision} data-testid="bank-decision">
                    <dt>{d.decision === 'sanctioned' ? 'Sanctioned' : 'Disbursed'}</dt>
                    <dd>
                      {d.decision === 'sanctioned'
                        ? `${formatRupees(d.amountPaise / 100)} at ${d.interestRate}% for ${d.tenureMonths} months`
                        : `${formatRupees(d.amountPaise / 100)} on ${d.disbursedOn}, ref. ${d.lenderReference}`}
                      {d.confirmed ? ` (confirmed by ${d.confirmedBy!.name})` : ' (awaiting the bank’s confirmation)'}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="form__actions">
                <Link className="button button--primary" to={`/telecaller/telecaller-form?leadId=${lead.id}`}>
                  Record call outcome
                </Link>
              </p>
            </section>

            <section aria-labelledby="request-heading">
              <h2 id="request-heading">What the customer asked for</h2>
              <dl className="lead-facts">
                {requestRows(lead.request).map(([label, value]) => (
                  <div key={label} className="lead-facts__row">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section aria-labelledby="documents-heading">
              <h2 id="documents-heading">Documents</h2>
              {lead.documents.length === 0 ? (
                <p>No documents uploaded for this lead yet.</p>
              ) : (
                <ul>
                  {lead.documents.map((doc) => (
                    <li key={doc.url}>
                      <a href={doc.url}>{doc.name}</a>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="timeline-heading">
              <h2 id="timeline-heading">Status history</h2>
              <LeadTimeline history={lead.history} />
            </section>

            <section aria-labelledby="calls-heading">
              <h2 id="calls-heading">Calls</h2>
              {lead.calls.length === 0 ? (
                <p>No calls recorded yet.</p>
              ) : (
                <ul className="lead-calls">
                  {lead.calls.map((call) => (
                    <li key={call.id}>
                      {formatDateTime(call.at)}: {call.statusAfterLabel}
                      {call.note ? ` — ${call.note}` : ''}
                      {call.nextCallAt ? ` (call back ${formatDateTime(call.nextCallAt)})` : ''}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </DataState>
    </Page>
  );
}
