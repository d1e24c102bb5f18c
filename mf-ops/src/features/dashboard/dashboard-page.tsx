// /ops: every queue's size, its oldest item, what is past due and what was done today. A card
// links to its queue only when the member's roles open it (the API says so per card).
import { Link } from 'react-router-dom';
import { localDateFormat } from '@platform/shared';
import { DataState, useServerData } from '@platform/shared/query';
import { fetchDashboard } from '../../api/ops-api';
import { OpsPage } from '../../components/ops-page';
import { queueName, texts } from './texts';

const dateTime = localDateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const since = (at: string | null) => (at ? dateTime.format(at) : '—');

export function DashboardPage() {
  // Kept current while the page is open: queues move as colleagues work.
  const dashboard = useServerData(['ops', 'dashboard'], fetchDashboard, 60_000);
  const { t, language } = texts.useTexts();
  return (
    <OpsPage title={t('title')}>
      <DataState result={dashboard}>
        {({ queues }) =>
          queues.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <ul className="ops-queues">
              {queues.map((queue) => (
                <li key={queue.queue} className="ops-queue">
                  <h2>{queue.open ? <Link to={queue.path}>{queueName(t, language, queue)}</Link> : queueName(t, language, queue)}</h2>
                  <dl>
                    <dt>{t('waiting')}</dt>
                    <dd>{queue.size}</dd>
                    <dt>{t('oldest')}</dt>
                    <dd>{since(queue.oldestAt)}</dd>
                    <dt>{t('pastDue')}</dt>
                    <dd>{queue.pastDue}</dd>
                    <dt>{t('doneToday')}</dt>
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
