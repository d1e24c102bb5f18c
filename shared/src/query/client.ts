// The page's one QueryClient and the hooks that use it (see index.ts).
import { createElement, useContext, type ReactNode } from 'react';
import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useIsFetching as useIsFetchingWith,
  useMutation as useMutationWith,
  useQuery as useQueryWith,
} from '@tanstack/react-query';
import { session } from '@platform/shared';

/** docs/spec/product.md §9: unused cached data is kept 60 seconds. */
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

// Server data belongs to whoever was signed in: never show it to the next person (log in, log out,
// a 401). Here rather than in the shell, which no longer loads this entry; before it loads there
// is nothing cached to clear.
session.subscribe((state, previous) => {
  if (state.accessToken !== previous.accessToken) queryClient.clear();
});

export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return createElement(QueryClientProvider, { client }, children);
}

/** The client of the nearest <QueryProvider>, else the page's one client. */
function useClientHere(): QueryClient {
  return useContext(QueryClientContext) ?? queryClient;
}

// The library's hooks with the same signatures; an explicit client still wins.
export const useQuery = ((options: Parameters<typeof useQueryWith>[0], client?: QueryClient) => {
  const here = useClientHere();
  return useQueryWith(options, client ?? here);
}) as typeof useQueryWith;

export const useMutation = ((options: Parameters<typeof useMutationWith>[0], client?: QueryClient) => {
  const here = useClientHere();
  return useMutationWith(options, client ?? here);
}) as typeof useMutationWith;

export const useIsFetching = ((filters?: Parameters<typeof useIsFetchingWith>[0], client?: QueryClient) => {
  const here = useClientHere();
  return useIsFetchingWith(filters, client ?? here);
}) as typeof useIsFetchingWith;

export function useQueryClient(client?: QueryClient): QueryClient {
  const here = useClientHere();
  return client ?? here;
}
