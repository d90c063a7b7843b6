import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../shared/admin/stats';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.stats,
    queryFn: ({ signal }) => apiRequest<AdminStats>('/api/admin/stats', { signal }),
    // Figures of a dashboard: fresh on every visit, never older than a minute while on screen.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
