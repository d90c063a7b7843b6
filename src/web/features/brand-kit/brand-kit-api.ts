import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BrandKitInput,
  type BrandKitResponse,
  brandKitResponseSchema,
} from '../../../shared/brand-kit/schema';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The user's brand kit (the defaults, `salvo: false`, until they save one). */
export function useBrandKit() {
  return useQuery({
    queryKey: queryKeys.brandKit,
    queryFn: async ({ signal }) =>
      brandKitResponseSchema.parse(await apiRequest('/api/brand-kit', { signal })),
  });
}

/** PUT /api/brand-kit; the saved kit replaces the cached one, so the dashboard card follows at once. */
export function useSaveBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kit: BrandKitInput): Promise<BrandKitResponse> =>
      brandKitResponseSchema.parse(await apiRequest('/api/brand-kit', { method: 'PUT', body: kit })),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.brandKit, saved),
  });
}
