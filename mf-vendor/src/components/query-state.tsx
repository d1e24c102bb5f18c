import type { ReactNode } from 'react';
import type { UseQueryResult } from '@platform/shared/query';
import { texts } from './texts';
import { localDateFormat } from '@platform/shared';

/**
 * Loading and failure the same way on every vendor page (the API client has shown the toast). A
 * page whose data arrives above other content passes `loading`: a placeholder of the same shape,
 * so what is below does not jump when the data comes.
 */
export function QueryState<T>({ query, children, loading }: { query: UseQueryResult<T>; children: (data: T) => ReactNode; loading?: ReactNode }) {
  const { t } = texts.useTexts();
  if (query.isPending) {
    return (
      loading ?? (
        <p className="vendor-loading" aria-busy="true">
          {t('loading')}
        </p>
      )
    );
  }
  if (query.isError) {
    return (
      <p className="vendor-error" role="alert">
        {query.error.message}{' '}
        <button type="button" className="button button--link" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </button>
      </p>
    );
  }
  return <>{children(query.data)}</>;
}

const dateFormat = localDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');
const indiaDayFormat = localDateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** The calendar day in India ("26 Nov 2026" as a receipt has it), its month in the reader's language. */
export const formatIndiaDay = (at: string) => indiaDayFormat.format(new Date(at));
