import { useServerData, type QueryKey, type ServerData } from '@platform/shared/query';

export type TelecallerData<T> = ServerData<T>;

/**
 * Server data for a console page through the page's one QueryClient. The key starts with
 * 'telecaller' so recording a call can refresh the whole console at once. `refetchEveryMs` keeps
 * a page live (a scheduled call-back moves to "Due now" when its time comes).
 */
export function useTelecallerData<T>(key: QueryKey, fetcher: () => Promise<T>, refetchEveryMs?: number): TelecallerData<T> {
  return useServerData(['telecaller', ...key], fetcher, refetchEveryMs);
}
