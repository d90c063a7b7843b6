import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLLING_MS } from '../../../shared/constants';
import { type CreditsResponse, creditsResponseSchema } from '../../../shared/credits/schemas';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchCredits(signal?: AbortSignal): Promise<CreditsResponse> {
  return creditsResponseSchema.parse(await apiRequest('/api/credits', { signal }));
}

/**
 * GET /api/credits. docs/product-rules.md §4: while a history item is pendente (a PIX about to be paid) it is polled
 * every 3 s, and only while the tab is visible; the realtime stream usually refreshes it sooner.
 */
export function getCreditsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.credits,
    queryFn: ({ signal }) => fetchCredits(signal),
    refetchInterval: (query) =>
      query.state.data?.historico.some((item) => item.status === 'pendente') ? POLLING_MS.credits : false,
  });
}

export function useCredits(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCreditsQueryOptions(), enabled: options.enabled ?? true });
}
