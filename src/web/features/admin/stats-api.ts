import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../shared/admin/stats';
import type { AdminWriterStats } from '../../../shared/admin/writer-stats';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.stats,
    queryFn: ({ signal }) => apiRequest<AdminStats>('/api/admin/stats', { signal }),
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
    queryFn: ({ signal }) => apiRequest<AdminWriterStats>('/api/admin/writer', { signal }),
  });
}
