import { getErrorMessage } from '@platform/shared';
import { useQuery, type QueryKey } from '@platform/shared/query';

export type TelecallerData<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/**
 * Server data for a console page through the page's one QueryClient. The key starts with
 * 'telecaller' so recording a call can refresh the whole console at once. `refetchEveryMs` keeps
 * a page live (a scheduled call-back moves to "Due now" when its time comes).
 */
export function useTelecallerData<T>(key: QueryKey, fetcher: () => Promise<T>, refetchEveryMs?: number): TelecallerData<T> {
  const query = useQuery({ queryKey: ['telecaller', ...key], queryFn: fetcher, ...(refetchEveryMs ? { refetchInterval: refetchEveryMs } : {}) });
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed', message: getErrorMessage(query.error) };
  return { state: 'ready', data: query.data };
}
