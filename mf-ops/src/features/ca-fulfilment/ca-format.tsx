// How the CA pages show times and a due date: in India's time, since the promise to the shop is
// made in working days there, and "overdue" said in words as well as colour.
import { localDateFormat } from '@platform/shared';
import { texts } from './texts';

const day = localDateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export { formatDateTime } from '../../components/queue-pager';

/** A due date is the end of a working day: the day it ends is what people mean. */
const formatDueDay = (iso: string) => day.format(new Date(new Date(iso).getTime() - 1));

export function DueDate({ dueAt, overdue }: { dueAt: string | null; overdue: boolean }) {
  const { t } = texts.useTexts();
  return (
    <>
      <time dateTime={dueAt ?? undefined}>{dueAt ? formatDueDay(dueAt) : t('due.notSet')}</time>
      {overdue ? (
        <>
          {' '}
          <span className="status status--overdue">{t('due.overdue')}</span>
        </>
      ) : null}
    </>
  );
}
