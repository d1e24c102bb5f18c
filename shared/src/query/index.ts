// @platform/shared/query: server data in the browser. One QueryClient for the whole page, created
// here and shared as a federated singleton like React, so every area reads and invalidates the
// same cache. Areas import the hooks from here, never from @tanstack/react-query directly, so there
// is one copy of the library on the page.
//
// No provider is needed above the router: the hooks use the client of a <QueryProvider> when there
// is one (tests, the prerenderer's per-page client) and the page's one client otherwise. So the
// shell does not import this entry, and a page without server data (the home page, an article)
// never loads the library (13 KB gzip, and ~100 ms of a phone's CPU to evaluate;
// docs/decisions/009-federation-bytes-measured.md).
export { createQueryClient, queryClient, QueryProvider, UNUSED_DATA_KEPT_MS, useIsFetching, useMutation, useQuery, useQueryClient } from './client';
export { QueryClient, keepPreviousData, type QueryKey, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
export { DataState, useServerData, type ServerData } from './server-data';
