import type { TimelineEntry } from '../api/leads-api';
import { formatDateTime } from './data-state';

/** The status history, oldest first: the same timeline the customer and the shop read. */
export function LeadTimeline({ history }: { history: TimelineEntry[] }) {
  return (
    <ol className="lead-timeline" aria-label="Status history">
      {history.map((entry) => (
        <li key={entry.id} className="lead-timeline__entry" data-testid="timeline-entry">
          <strong>{entry.toLabel}</strong>
          {entry.fromLabel && <span className="lead-timeline__from"> (from {entry.fromLabel})</span>}
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
