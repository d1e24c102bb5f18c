// /ops: every queue's size, its oldest item, what is past due and what was done today. A card
// links to its queue only when the member's roles open it (the API says so per card).
import { Link } from 'react-router-dom';
import { DataState, useServerData } from '@platform/shared/query';
import { fetchDashboard } from '../../api/ops-api';
import { OpsPage } from '../../components/ops-page';

const since = (at: string | null) => (at ? new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }) : '—');

export function DashboardPage() {
  // Kept current while the page is open: queues move as colleagues work.
  const dashboard = useServerData(['ops', 'dashboard'], fetchDashboard, 60_000);
  return (
    <OpsPage title="Operations dashboard">
      <DataState result={dashboard}>
        {({ queues }) =>
          queues.length === 0 ? (
            <p>No queues yet.</p>
          ) : (
            <ul className="ops-queues">
              {queues.map((queue) => (
                <li key={queue.queue} className="ops-queue">
                  <h2>{queue.open ? <Link to={queue.path}>{queue.label}</Link> : queue.label}</h2>
                  <dl>
                    <dt>Waiting</dt>
                    <dd>{queue.size}</dd>
                    <dt>Oldest since</dt>
                    <dd>{since(queue.oldestAt)}</dd>
                    <dt>Past due</dt>
                    <dd>{queue.pastDue}</dd>
                    <dt>Done today</dt>
                    <dd>{queue.doneToday}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          )
        }
      </DataState>
    </OpsPage>
  );
}
