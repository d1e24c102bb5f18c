// The signed-in telecaller's day: leads due now (new leads and call-backs whose time has come),
// call-backs later, and counts by status. Refreshed every 30 seconds, so a call-back comes up when
// its time comes without a reload.
import { Link } from 'react-router-dom';
import { Page } from '@platform/shared';
import { LEAD_STATUSES } from '@platform/shared/schemas';
import { fetchQueue, type LeadSummary } from '../../api/leads-api';
import { ConsoleNav } from '../../components/console-nav';
import { componentTexts } from '../../components/texts';
import { DataState, formatDateTime, formatRupees } from '../../components/data-state';
import { useTelecallerData } from '../../hooks/use-telecaller-data';
import { texts } from './texts';

export const QUEUE_REFRESH_MS = 30_000;

function LeadTable({ leads, caption, empty }: { leads: LeadSummary[]; caption: string; empty: string }) {
  const { t } = texts.useTexts();
  const status = componentTexts.useTexts().t;
  if (leads.length === 0) return <p>{empty}</p>;
  return (
    <table className="console-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('work.table.customer')}</th>
          <th scope="col">{t('work.table.product')}</th>
          <th scope="col">{t('work.table.amount')}</th>
          <th scope="col">{t('work.table.status')}</th>
          <th scope="col">{t('work.table.callAt')}</th>
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
              <span className={`status status--${lead.status}`}>{status(`leadStatus.${lead.status}`)}</span>
            </td>
            <td>{lead.nextCallAt ? formatDateTime(lead.nextCallAt) : t('work.now')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TodaysWork() {
  const result = useTelecallerData(['queue'], fetchQueue, QUEUE_REFRESH_MS);
  const { t } = texts.useTexts();
  const status = componentTexts.useTexts().t;
  return (
    <Page title={t('work.title')} intro={t('work.intro')} wide>
      <ConsoleNav />
      <DataState result={result}>
        {(queue) => (
          <>
            <p className="console-summary">
              {queue.telecaller.name} · {queue.telecaller.onDuty ? t('work.onDuty') : t('work.offDuty')} ·{' '}
              {t(queue.callsToday === 1 ? 'work.callsOne' : 'work.callsMany', { count: queue.callsToday })} ·{' '}
              {t(queue.open.length === 1 ? 'work.openOne' : 'work.openMany', { count: queue.open.length })}
            </p>
            <section aria-labelledby="due-now-heading">
              <h2 id="due-now-heading">{t('work.dueNow', { count: queue.dueNow.length })}</h2>
              <LeadTable leads={queue.dueNow} caption={t('work.dueNowCaption')} empty={t('work.dueNowEmpty')} />
            </section>
            <section aria-labelledby="call-backs-heading">
              <h2 id="call-backs-heading">{t('work.callBacks', { count: queue.callBacks.length })}</h2>
              <LeadTable leads={queue.callBacks} caption={t('work.callBacksCaption')} empty={t('work.callBacksEmpty')} />
            </section>
            <section aria-labelledby="counts-heading">
              <h2 id="counts-heading">{t('work.byStatus')}</h2>
              <dl className="status-counts">
                {LEAD_STATUSES.map((leadStatus) => (
                  <div key={leadStatus} className="status-counts__item">
                    <dt>{status(`leadStatus.${leadStatus}`)}</dt>
                    <dd data-testid={`count-${leadStatus}`}>{queue.counts[leadStatus]}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="open-heading">
              <h2 id="open-heading">{t('work.open')}</h2>
              <LeadTable leads={queue.open} caption={t('work.open')} empty={t('work.openEmpty')} />
            </section>
          </>
        )}
      </DataState>
    </Page>
  );
}
