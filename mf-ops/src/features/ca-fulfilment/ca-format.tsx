// How the CA pages show times and a due date: in India's time, since the promise to the shop is
// made in working days there, and "overdue" said in words as well as colour.
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export { formatDateTime } from '../../components/queue-pager';

/** A due date is the end of a working day: the day it ends is what people mean. */
export const formatDueDay = (iso: string | null) => (iso ? day.format(new Date(new Date(iso).getTime() - 1)) : 'Not set');

export function DueDate({ dueAt, overdue }: { dueAt: string | null; overdue: boolean }) {
  return (
    <>
      <time dateTime={dueAt ?? undefined}>{formatDueDay(dueAt)}</time>
      {overdue ? (
        <>
          {' '}
          <span className="status status--overdue">Overdue</span>
        </>
      ) : null}
    </>
  );
}
