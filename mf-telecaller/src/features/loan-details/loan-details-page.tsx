// /telecaller/loan-details/:loanId: the whole lead for the telecaller it is assigned to: what the
// customer asked for, documents, calls, the status history and a click-to-call link. The number
// is masked on screen; the link dials the full number.
import { Link, useParams } from 'react-router-dom';
import { Page } from '@platform/shared';
import { LenderJourneySummary } from '@platform/shared/lending';
import { fetchLead } from '../../api/leads-api';
import { ConsoleNav } from '../../components/console-nav';
import { DataState, formatDateTime, formatRupees } from '../../components/data-state';
import { LeadTimeline } from '../../components/lead-timeline';
import { useTelecallerData } from '../../hooks/use-telecaller-data';
import { componentTexts } from '../../components/texts';
import { LeadDocumentLink } from './lead-document-link';
import { requestRows } from './request-rows';
import { texts } from './texts';

export function LoanDetailsPage() {
  const { loanId = '' } = useParams();
  const result = useTelecallerData(['lead', loanId], () => fetchLead(loanId));
  const { t } = texts.useTexts();
  const status = componentTexts.useTexts().t;
  return (
    <Page title={t('title')} wide>
      <ConsoleNav />
      <DataState result={result}>
        {(lead) => (
          <>
            <section className="card" aria-labelledby="lead-heading">
              <h2 id="lead-heading" className="card__title">
                {lead.customerName} · {lead.product}
              </h2>
              <dl className="lead-facts">
                <dt>{t('facts.status')}</dt>
                <dd>
                  <span className={`status status--${lead.status}`} data-testid="lead-status">
                    {status(`leadStatus.${lead.status}`)}
                  </span>
                </dd>
                <dt>{t('facts.mobile')}</dt>
                <dd>
                  <span data-testid="masked-mobile">{lead.mobileMasked}</span>{' '}
                  <a className="button button--primary" href={`tel:+91${lead.mobile}`}>
                    {t('facts.call')}
                  </a>
                </dd>
                <dt>{t('facts.amount')}</dt>
                <dd>{formatRupees(lead.amount)}</dd>
                <dt>{t('facts.pincode')}</dt>
                <dd>{lead.pincode}</dd>
                <dt>{t('facts.cameThrough')}</dt>
                <dd>{lead.shopID ? t('facts.partnerShop', { shop: lead.shopID }) : t('facts.website')}</dd>
                <dt>{t('facts.received')}</dt>
                <dd>{formatDateTime(lead.createdAt)}</dd>
                <dt>{t('facts.nextCall')}</dt>
                <dd>{lead.nextCallAt ? formatDateTime(lead.nextCallAt) : t('facts.notScheduled')}</dd>
                {lead.banker && (
                  <>
                    <dt>{t('facts.banker')}</dt>
                    <dd>
                      {lead.banker.name}, {lead.banker.bank} ({lead.banker.branch})
                    </dd>
                  </>
                )}
                {lead.decisions.map((d) => (
                  <div key={d.decision} data-testid="bank-decision">
                    <dt>{d.decision === 'sanctioned' ? t('facts.sanctioned') : t('facts.disbursed')}</dt>
                    <dd>
                      {d.decision === 'sanctioned'
                        ? t('facts.sanctionedTerms', { amount: formatRupees(d.amountPaise / 100), rate: d.interestRate, months: d.tenureMonths })
                        : t('facts.disbursedTerms', { amount: formatRupees(d.amountPaise / 100), date: d.disbursedOn, reference: d.lenderReference })}
                      {d.confirmed ? t('facts.confirmedBy', { name: d.confirmedBy!.name }) : t('facts.awaitingBank')}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="form__actions">
                <Link className="button button--primary" to={`/telecaller/telecaller-form?leadId=${lead.id}`}>
                  {t('facts.record')}
                </Link>
              </p>
            </section>

            <section aria-labelledby="request-heading">
              <h2 id="request-heading">{t('request.heading')}</h2>
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
              <h2 id="documents-heading">{t('documents.heading')}</h2>
              {lead.documents.length === 0 ? (
                <p>{t('documents.empty')}</p>
              ) : (
                <ul>
                  {lead.documents.map((doc) => (
                    <li key={doc.kind}>
                      <LeadDocumentLink leadId={lead.id} document={doc} />
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="timeline-heading">
              <h2 id="timeline-heading">{t('historyHeading')}</h2>
              {/* The telecaller helps; only the customer chooses the lender and accepts its KFS. */}
              {lead.lenderJourney && <LenderJourneySummary journey={lead.lenderJourney} />}
              <LeadTimeline history={lead.history} />
            </section>

            <section aria-labelledby="calls-heading">
              <h2 id="calls-heading">{t('calls.heading')}</h2>
              {lead.calls.length === 0 ? (
                <p>{t('calls.empty')}</p>
              ) : (
                <ul className="lead-calls">
                  {lead.calls.map((call) => (
                    <li key={call.id}>
                      {formatDateTime(call.at)}: {status(`leadStatus.${call.statusAfter}`)}
                      {call.note ? ` — ${call.note}` : ''}
                      {call.nextCallAt ? t('calls.callBack', { at: formatDateTime(call.nextCallAt) }) : ''}
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
