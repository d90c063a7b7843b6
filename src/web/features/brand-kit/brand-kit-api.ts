import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BRAND_KIT_ENDPOINTS, BRAND_KITS_ENDPOINTS } from '../../../shared/brand-kit/endpoints';
import type { BrandKitItem, BrandKitSaveInput } from '../../../shared/brand-kit/kits';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';
import { useSubmissionKey } from '../../lib/submission-key';

export const brandKit = createApi(BRAND_KIT_ENDPOINTS);
const brandKits = createApi(BRAND_KITS_ENDPOINTS);

/** The workspace's default kit (the defaults, `salvo: false`, until it has one): the dashboard card reads it. */
export function useBrandKit() {
  return useQuery({
    queryKey: queryKeys.brandKit,
    queryFn: async ({ signal }) => brandKit.get({}, { signal }),
  });
}

/** The workspace's kits, the default first. */
export function useBrandKits() {
  return useQuery({
    queryKey: queryKeys.brandKits,
    queryFn: async ({ signal }) => (await brandKits.list({}, { signal })).items,
  });
}

/**
 * Saves a kit: PUT /api/brand-kits/:id when it has an id, else POST (one Idempotency-Key per submission: a
 * double tap creates one kit). Every kit query refreshes (the list and the default, all under `brand-kit`).
 */
export function useSaveBrandKit() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: string | null;
      body: BrandKitSaveInput;
    }): Promise<BrandKitItem> =>
      id
        ? brandKits.update({ id, body })
        : brandKits.create({ body }, { idempotencyKey: submission.keyFor(body) }),
    // Awaited: the caller's own onSuccess runs with the lists already read again.
    onSuccess: async () => {
      submission.done();
      await queryClient.invalidateQueries({ queryKey: queryKeys.brandKit });
    },
  });
}

/** DELETE /api/brand-kits/:id (the oldest remaining kit becomes the default when it was the default). */
export function useDeleteBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => brandKits.remove({ id }),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: queryKeys.brandKit }),
  });
}

/** What a leitor reads where a workspace without a kit would offer to make one (docs/workspaces.md). */
export const NO_BRAND_YET = 'Este espaço ainda não tem marca: um editor pode criá-la em Minha Marca.';
