import { QueryClient } from '@tanstack/react-query';

/** docs/product-rules.md §9: data never goes stale by itself, no refetch on focus, no retries unless a call says so. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
