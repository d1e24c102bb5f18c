// Every server-paged queue of the console: the page and the filters live in the URL
// (?state=awaiting&page=2), so a reload or a shared link shows the same page. The pager is links,
// not buttons, so a page can be opened in a new tab and read by its address.
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { localDateFormat } from '@platform/shared';
import { texts } from './texts';

export function pageFromQuery(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The URL's filters and page, and a way to change one filter (which goes back to page 1). */
export function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  return { params, page: pageFromQuery(params.get('page')), setFilter };
}

/**
 * A filter form's answers as the URL's filters: each named field, trimmed, left out when empty.
 * No page: new filters start from the first page.
 */
export function filtersOfForm(form: HTMLFormElement, names: readonly string[]): URLSearchParams {
  const answers = new FormData(form);
  const next = new URLSearchParams();
  for (const name of names) {
    const value = String(answers.get(name) ?? '').trim();
    if (value) next.set(name, value);
  }
  return next;
}

/** Where the reader is ("26–50 of 312", "Page 2 of 13") and links to the pages either side. */
export function QueuePager({ label, page, pageSize, total }: { label: string; page: number; pageSize: number; total: number }) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const hrefOf = (to: number) => {
    const next = new URLSearchParams(search);
    if (to <= 1) next.delete('page');
    else next.set('page', String(to));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const { t } = texts.useTexts();
  return (
    <nav className="pager" aria-label={t('pager.label', { label })}>
      <span aria-live="polite">{total === 0 ? t('pager.nothing') : t('pager.range', { first, last, total })}</span>
      {pages > 1 ? (
        <>
          {page > 1 ? <Link to={hrefOf(page - 1)}>{t('pager.previous')}</Link> : <span>{t('pager.previous')}</span>}
          <span>{t('pager.page', { page: Math.min(page, pages), pages })}</span>
          {page < pages ? <Link to={hrefOf(page + 1)}>{t('pager.next')}</Link> : <span>{t('pager.next')}</span>}
        </>
      ) : null}
    </nav>
  );
}

// In India's time whatever the device's zone: the console's promises (due dates, service levels)
// are made there. In the reader's language, read at each call.
const dateTime = localDateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(iso) : '—');
