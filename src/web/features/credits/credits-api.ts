import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../shared/auth/schemas';
import { POLLING_MS } from '../../../shared/constants';
import { CREDITS_ENDPOINTS } from '../../../shared/credits/endpoints';
import type { CreditsResponse } from '../../../shared/credits/schemas';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';

const credits = createApi(CREDITS_ENDPOINTS);

export async function fetchCredits(signal?: AbortSignal): Promise<CreditsResponse> {
  return credits.get({}, { signal });
}

/**
 * The balance has one home on the web, the `me` cache (the menus, /criar, the credit screens all read it through
 * `useAuth().credits`): a credits answer, newer than `me` when it arrives, writes its balance there.
 */
function storeBalance(client: QueryClient, saldo: number): void {
  client.setQueryData<MeResponse>(queryKeys.me, (me) =>
    me && me.credits !== saldo ? { ...me, credits: saldo } : me,
  );
}

/**
 * GET /api/credits. docs/product-rules.md §4: while a history item is pendente (a PIX about to be paid) it is polled
 * every 3 s, and only while the tab is visible; the realtime stream usually refreshes it sooner.
 */
export function getCreditsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.credits,
    queryFn: async ({ signal, client }) => {
      const answer = await fetchCredits(signal);
      storeBalance(client, answer.saldo);
      return answer;
    },
    refetchInterval: (query) =>
      query.state.data?.historico.some((item) => item.status === 'pendente') ? POLLING_MS.credits : false,
  });
}

export function useCredits(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCreditsQueryOptions(), enabled: options.enabled ?? true });
}
