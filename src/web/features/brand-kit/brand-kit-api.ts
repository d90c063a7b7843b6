import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BRAND_KIT_ENDPOINTS } from '../../../shared/brand-kit/endpoints';
import type { BrandKitInput, BrandKitResponse } from '../../../shared/brand-kit/schema';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';

export const brandKit = createApi(BRAND_KIT_ENDPOINTS);

/** The user's brand kit (the defaults, `salvo: false`, until they save one). */
export function useBrandKit() {
  return useQuery({
    queryKey: queryKeys.brandKit,
    queryFn: async ({ signal }) => brandKit.get({}, { signal }),
  });
}

/** PUT /api/brand-kit; the saved kit replaces the cached one, so the dashboard card follows at once. */
export function useSaveBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kit: BrandKitInput): Promise<BrandKitResponse> => brandKit.save({ body: kit }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.brandKit, saved),
  });
}
