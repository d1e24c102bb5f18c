// Paged lists keep their page in the URL (?page=2), so a reload or a shared link shows the same
// page; page 1 has no parameter.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { componentTexts } from './texts';

export function pageFromQuery(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page in the URL, and a way to move to another one. */
export function usePageParam(): [page: number, goTo: (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const goTo = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });
  return [pageFromQuery(searchParams.get('page')), goTo];
}

/** Newer / Older buttons around a position text; newest items are on page 1. */
export function Pager({
  label,
  page,
  totalPages,
  onPage,
  children,
}: {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = componentTexts.useTexts();
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.newer')}
      </button>
      <span>{children}</span>
      <button type="button" className="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.older')}
      </button>
    </nav>
  );
}
