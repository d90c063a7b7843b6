import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCarouselStatusKind, isCarouselInProgress } from '../../../shared/carousels/status';
import { POLLING_MS } from '../../../shared/constants';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import {
  type DashboardCarousel,
  type DashboardCredits,
  normalizeCarouselList,
  normalizeCredits,
} from './normalize-dashboard-data';

/*
 * Keys sit under the shared `carousels` / `credits` roots: a new carousel or a purchase invalidates those roots
 * and refreshes the dashboard too, while the dashboard keeps its own normalized shape in its own entry.
 */

export function getDashboardCarouselsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.carousels, 'dashboard'] as const,
    queryFn: async ({ signal }): Promise<DashboardCarousel[]> =>
      normalizeCarouselList(await apiRequest<unknown>('/api/carousels', { signal })),
    // SPEC section 7: polled every 5 s while any carousel is still being made.
    refetchInterval: (query) =>
      query.state.data?.some((item) => isCarouselInProgress(getCarouselStatusKind(item.status)))
        ? POLLING_MS.carousels
        : false,
  });
}

export function useDashboardCarousels() {
  return useQuery(getDashboardCarouselsQueryOptions());
}

export function getDashboardCreditsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.credits, 'dashboard'] as const,
    queryFn: async ({ signal }): Promise<DashboardCredits> =>
      normalizeCredits(await apiRequest<unknown>('/api/credits', { signal })),
    // SPEC section 4: a pending history item keeps the credits view polling (a PIX about to be confirmed).
    refetchInterval: (query) =>
      query.state.data?.historico.some((entry) => entry.status === 'pendente') ? POLLING_MS.credits : false,
  });
}

export function useDashboardCredits() {
  return useQuery(getDashboardCreditsQueryOptions());
}
