import { getErrorMessage } from '@platform/shared';
import { useQuery, type QueryKey } from '@platform/shared/query';

export type CustomerData<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'failed'; message: string };

/**
 * Server data for a customer page, through the page's one QueryClient (kept 60 s once unused, so
 * going back to a page shows it at once while it refreshes). A failed request has already been
 * announced by the API client; a 401 has also dropped the access token, and the shell's guard then
 * leaves the page for `/`. The key starts with 'customer' so a change can invalidate the area.
 */
export function useCustomerData<T>(key: QueryKey, fetcher: () => Promise<T>): CustomerData<T> {
  const query = useQuery({ queryKey: ['customer', ...key], queryFn: fetcher });
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed', message: getErrorMessage(query.error) };
  return { state: 'ready', data: query.data };
}
