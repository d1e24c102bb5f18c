// /ops/jobs: the scheduled jobs (retention deletion, unpaid CA request expiry, payment
// reconciliation, SLA breach marking…), each with its schedule, its last run and outcome and when
// it runs next, and the outbox's delivery state. An operations admin may run a job now; the run is
// recorded in the audit log, and a job already running is refused (the server says so).
import { useState } from 'react';
import { localDateFormat, notify } from '@platform/shared';
import { DataState, useQuery, useQueryClient, type ServerData } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { fetchScheduledJobs, runJobNow, scheduledJobKeys, type ScheduledJob, type ScheduledJobs } from './scheduled-jobs-api';
import { jobWords, texts } from './texts';

const dateTime = localDateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const at = (iso: string | null) => (iso ? dateTime.format(iso) : '—');

function LastRun({ job }: { job: ScheduledJob }) {
  const { t } = texts.useTexts();
  const run = job.lastRun;
  if (!run) return <>{t('notRun')}</>;
  return (
    <>
      <strong>{t(`outcome.${run.outcome}`)}</strong> {at(run.startedAt)}
      {run.trigger === 'manual' && run.requestedBy ? t('runBy', { name: run.requestedBy }) : ''}
      <br />
      {run.outcome === 'failed' ? run.error : run.summary}
      {run.outcome === 'failed' && job.lastSuccessAt ? (
        <>
          <br />
          {t('lastSucceeded', { at: at(job.lastSuccessAt) })}
        </>
      ) : null}
    </>
  );
}

export function ScheduledJobsPage() {
  const queryClient = useQueryClient();
  const jobs = useQuery({ queryKey: scheduledJobKeys.all, queryFn: fetchScheduledJobs });
  const [running, setRunning] = useState<string | null>(null);
  const { t, language } = texts.useTexts();

  async function runNow(job: ScheduledJob) {
    setRunning(job.name);
    try {
      const answer = await runJobNow(job.name);
      if (answer.data.outcome === 'failed') notify.error(answer.message);
      else notify.success(answer);
    } catch {
      // Already shown by the API client (for example: it is running now).
    } finally {
      setRunning(null);
      await queryClient.invalidateQueries({ queryKey: scheduledJobKeys.all });
    }
  }

  const result: ServerData<ScheduledJobs> =
    jobs.data !== undefined
      ? ({ state: 'ready', data: jobs.data } as const)
      : jobs.isError
        ? ({ state: 'failed', message: jobs.error.message } as const)
        : ({ state: 'loading' } as const);

  return (
    <OpsPage title={t('title')} intro={t('intro')}>
      <DataState result={result}>
        {(data) => (
          <>
            <section className="card" aria-labelledby="outbox-state">
              <h2 className="card__title" id="outbox-state">
                {t('outbox.heading')}
              </h2>
              <dl className="card__body lead-facts">
                <dt>{t('outbox.pending')}</dt>
                <dd>{data.outbox.pending}</dd>
                <dt>{t('outbox.retrying')}</dt>
                <dd>{data.outbox.retrying}</dd>
                <dt>{t('outbox.oldest')}</dt>
                <dd>{at(data.outbox.oldestPendingAt)}</dd>
                <dt>{t('outbox.sentToday')}</dt>
                <dd>{data.outbox.deliveredToday}</dd>
                <dt>{t('outbox.dead')}</dt>
                <dd>{data.outbox.deadLastWeek}</dd>
              </dl>
            </section>
            <div className="table-scroll" role="region" aria-label={t('table')} tabIndex={0}>
              <table className="console-table">
                <caption>{t('caption', { count: data.jobs.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.job')}</th>
                    <th scope="col">{t('columns.schedule')}</th>
                    <th scope="col">{t('columns.lastRun')}</th>
                    <th scope="col">{t('columns.nextRun')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('columns.action')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.jobs.map((job) => {
                    const words = jobWords(t, language, job);
                    return (
                      <tr key={job.name}>
                        <th scope="row">
                          {words.label}
                          <br />
                          <small>{words.description}</small>
                        </th>
                        <td>{job.schedule}</td>
                        <td>
                          <LastRun job={job} />
                        </td>
                        <td>{job.nextDueAt ? at(job.nextDueAt) : t('nextCheck')}</td>
                        <td>
                          <button
                            type="button"
                            className="button"
                            aria-label={t('runNowLabel', { job: words.label })}
                            disabled={running !== null || job.lastRun?.outcome === 'running'}
                            onClick={() => void runNow(job)}
                          >
                            {running === job.name ? t('runningNow') : t('runNow')}
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
