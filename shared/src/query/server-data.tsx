// A page's server data in three states, and the one way every area shows the first two. A failed
// request has already been announced by the API client; the page only says it could not load.
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useQuery } from './client';
import { frameTexts, getErrorMessage } from '@platform/shared';

export type ServerData<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/** `refetchEveryMs` keeps a page live (a telecaller's queue picks up call-backs as they fall due). */
export function useServerData<T>(queryKey: QueryKey, fetcher: () => Promise<T>, refetchEveryMs?: number): ServerData<T> {
  const query = useQuery({ queryKey, queryFn: fetcher, ...(refetchEveryMs ? { refetchInterval: refetchEveryMs } : {}) });
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed', message: getErrorMessage(query.error) };
  return { state: 'ready', data: query.data };
}

function Loading() {
  const { t } = frameTexts.useTexts();
  return (
    <p className="data-loading" aria-busy="true">
      {t('loading')}
    </p>
  );
}

/** Loading and failure states every area shows the same way; `children` renders the data. */
export function DataState<T>({ result, children }: { result: ServerData<T>; children: (data: T) => ReactNode }) {
  if (result.state === 'loading') return <Loading />;
  if (result.state === 'failed') {
    return (
      <p className="data-error" role="alert">
        {result.message}
      </p>
    );
  }
  return <>{children(result.data)}</>;
}
