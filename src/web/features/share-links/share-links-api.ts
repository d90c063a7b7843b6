import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateShareLinkBody,
  createdShareLinkSchema,
  sharedCarouselSchema,
  shareLinkSchema,
  shareLinksSchema,
} from '../../../shared/share-links/schemas';
import { apiRequest } from '../../lib/api-client';

const linksKey = (carouselId: string) => ['carousels', carouselId, 'share-links'] as const;

/** The owner's links of one carousel (404 for anyone else: the card then shows nothing). */
export function useShareLinks(carouselId: string) {
  return useQuery({
    queryKey: linksKey(carouselId),
    queryFn: async ({ signal }) =>
      shareLinksSchema.parse(await apiRequest(`/api/carousels/${carouselId}/share-links`, { signal })).items,
    retry: false,
  });
}

export function useCreateShareLink(carouselId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateShareLinkBody) =>
      createdShareLinkSchema.parse(await apiRequest(`/api/carousels/${carouselId}/share-links`, { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(carouselId) }),
  });
}

export function useRevokeShareLink(carouselId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) =>
      shareLinkSchema.parse(
        await apiRequest(`/api/carousels/${carouselId}/share-links/${linkId}`, { method: 'DELETE' }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(carouselId) }),
  });
}

/** What anyone holding the link sees; no session is sent (the link is the only key). */
export function useSharedCarousel(token: string) {
  return useQuery({
    queryKey: ['compartilhado', token],
    queryFn: async ({ signal }) =>
      sharedCarouselSchema.parse(
        await apiRequest(`/api/compartilhado/${encodeURIComponent(token)}`, { signal, anonymous: true }),
      ),
    retry: false,
  });
}
