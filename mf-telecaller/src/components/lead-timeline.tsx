import type { TimelineEntry } from '../api/leads-api';
import { formatDateTime } from './data-state';
import { componentTexts } from './texts';

/** The status history, oldest first: the same timeline the customer and the shop read. */
export function LeadTimeline({ history }: { history: TimelineEntry[] }) {
  const { t } = componentTexts.useTexts();
  return (
    <ol className="lead-timeline" aria-label={t('timeline.label')}>
      {history.map((entry) => (
        <li key={entry.id} className="lead-timeline__entry" data-testid="timeline-entry">
          <strong>{t(`leadStatus.${entry.to}`)}</strong>
          {entry.from && <span className="lead-timeline__from"> {t('timeline.from', { status: t(`leadStatus.${entry.from}`) })}</span>}
          <span className="lead-timeline__meta">
            {' '}
            · {formatDateTime(entry.at)} · {entry.by.name}
          </span>
          {entry.note && <p className="lead-timeline__note">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
