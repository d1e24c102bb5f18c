// @platform/shared/query: server data in the browser. One QueryClient for the whole page, created
// here and shared as a federated singleton like React, so every area reads and invalidates the
// same cache; the shell mounts <QueryProvider> above the router. Areas import the hooks from here,
// never from @tanstack/react-query directly, so there is one copy of the library on the page.
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/** Spec section 9: unused cached data is kept 60 seconds. */
export const UNUSED_DATA_KEPT_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: UNUSED_DATA_KEPT_MS,
        // The API client has already announced a failure with one toast; retrying a refused or
        // invalid request three times would only repeat it. A lost connection is retried once.
        retry: (failureCount, error) => failureCount < 1 && (error as { kind?: string }).kind === 'network',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return createElement(QueryClientProvider, { client }, children);
}

export {
  QueryClient,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useIsFetching,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';

export { DataState, useServerData, type ServerData } from './server-data';
