import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHARE_LINK_ENDPOINTS } from '../../../shared/share-links/endpoints';
import type { CreateShareLinkBody } from '../../../shared/share-links/schemas';
import { createApi } from '../../lib/endpoint-client';

const shareLinks = createApi(SHARE_LINK_ENDPOINTS);

const linksKey = (carouselId: string) => ['carousels', carouselId, 'share-links'] as const;

/** The owner's links of one carousel (404 for anyone else: the card then shows nothing). */
export function useShareLinks(carouselId: string) {
  return useQuery({
    queryKey: linksKey(carouselId),
    queryFn: async ({ signal }) => (await shareLinks.list({ id: carouselId }, { signal })).items,
    retry: false,
  });
}

export function useCreateShareLink(carouselId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateShareLinkBody) => shareLinks.create({ id: carouselId, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(carouselId) }),
  });
}

export function useRevokeShareLink(carouselId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => shareLinks.revoke({ id: carouselId, linkId }),
    onSuccess: () => client.invalidateQueries({ queryKey: linksKey(carouselId) }),
  });
}

/** What anyone holding the link sees; no session is sent (the link is the only key). */
export function useSharedCarousel(token: string) {
  return useQuery({
    queryKey: ['compartilhado', token],
    queryFn: async ({ signal }) => shareLinks.open({ token }, { signal, anonymous: true }),
    retry: false,
  });
}
