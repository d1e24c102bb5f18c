// /ops/jobs: the scheduled jobs (retention deletion, unpaid CA request expiry, payment
// reconciliation, SLA breach marking…), each with its schedule, its last run and outcome and when
// it runs next, and the outbox's delivery state. An operations admin may run a job now; the run is
// recorded in the audit log, and a job already running is refused (the server says so).
import { useState } from 'react';
import { notify } from '@platform/shared';
import { DataState, useQuery, useQueryClient, type ServerData } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { fetchScheduledJobs, runJobNow, scheduledJobKeys, type ScheduledJob, type ScheduledJobs } from './scheduled-jobs-api';

const at = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }) : '—');
const OUTCOME_TEXT = { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' } as const;

function LastRun({ job }: { job: ScheduledJob }) {
  const run = job.lastRun;
  if (!run) return <>Not run yet</>;
  return (
    <>
      <strong>{OUTCOME_TEXT[run.outcome]}</strong> {at(run.startedAt)}
      {run.trigger === 'manual' && run.requestedBy ? ` (run by ${run.requestedBy})` : ''}
      <br />
      {run.outcome === 'failed' ? run.error : run.summary}
      {run.outcome === 'failed' && job.lastSuccessAt ? (
        <>
          <br />
          Last succeeded {at(job.lastSuccessAt)}
        </>
      ) : null}
    </>
  );
}

export function ScheduledJobsPage() {
  const queryClient = useQueryClient();
  const jobs = useQuery({ queryKey: scheduledJobKeys.all, queryFn: fetchScheduledJobs });
  const [running, setRunning] = useState<string | null>(null);

  async function runNow(job: ScheduledJob) {
    setRunning(job.name);
    try {
      const answer = await runJobNow(job.name);
      if (answer.data.outcome === 'failed') notify.error(answer.message);
      else notify.success(answer.message);
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
    <OpsPage title="Scheduled jobs" intro="The platform's periodic work, when it last ran and what it did. Run a job now to see its effect at once.">
      <DataState result={result}>
        {(data) => (
          <>
            <section className="card" aria-labelledby="outbox-state">
              <h2 className="card__title" id="outbox-state">
                Messages (SMS and e-mail)
              </h2>
              <dl className="card__body lead-facts">
                <dt>Waiting to be sent</dt>
                <dd>{data.outbox.pending}</dd>
                <dt>Of those, being retried</dt>
                <dd>{data.outbox.retrying}</dd>
                <dt>Oldest waiting since</dt>
                <dd>{at(data.outbox.oldestPendingAt)}</dd>
                <dt>Sent today</dt>
                <dd>{data.outbox.deliveredToday}</dd>
                <dt>Given up in the last 7 days</dt>
                <dd>{data.outbox.deadLastWeek}</dd>
              </dl>
            </section>
            <div className="table-scroll" role="region" aria-label="Scheduled jobs" tabIndex={0}>
              <table className="console-table">
                <caption>{data.jobs.length} scheduled jobs</caption>
                <thead>
                  <tr>
                    <th scope="col">Job</th>
                    <th scope="col">Schedule</th>
                    <th scope="col">Last run</th>
                    <th scope="col">Next run</th>
                    <th scope="col">
                      <span className="visually-hidden">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.jobs.map((job) => (
                    <tr key={job.name}>
                      <th scope="row">
                        {job.label}
                        <br />
                        <small>{job.description}</small>
                      </th>
                      <td>{job.schedule}</td>
                      <td>
                        <LastRun job={job} />
                      </td>
                      <td>{job.nextDueAt ? at(job.nextDueAt) : 'At the next check'}</td>
                      <td>
                        <button
                          type="button"
                          className="button"
                          aria-label={`Run now: ${job.label}`}
                          disabled={running !== null || job.lastRun?.outcome === 'running'}
                          onClick={() => void runNow(job)}
                        >
                          {running === job.name ? 'Running…' : 'Run now'}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
