import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_STATS_ENDPOINTS } from '../../../shared/admin/endpoints';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';

const adminStats = createApi(ADMIN_STATS_ENDPOINTS);

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.stats,
    queryFn: ({ signal }) => adminStats.stats({}, { signal }),
    // Like every query (docs/product-rules.md §9) it never goes stale by itself: the admin mutations invalidate it.
  });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}

/** The writer panel: the active writer and the last 24 h of language-model runs. */
export function useAdminWriterStats() {
  return useQuery({
    queryKey: queryKeys.admin.writer,
    queryFn: ({ signal }) => adminStats.writer({}, { signal }),
  });
}
