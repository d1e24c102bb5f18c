import { useServerData, type QueryKey, type ServerData } from '@platform/shared/query';

export type CustomerData<T> = ServerData<T>;

/**
 * Server data for a customer page, through the page's one QueryClient (kept 60 s once unused, so
 * going back to a page shows it at once while it refreshes). A failed request has already been
 * announced by the API client; a 401 has also dropped the access token, and the shell's guard then
 * leaves the page for `/`. The key starts with 'customer' so a change can invalidate the area.
 */
export function useCustomerData<T>(key: QueryKey, fetcher: () => Promise<T>): CustomerData<T> {
  return useServerData(['customer', ...key], fetcher);
}
