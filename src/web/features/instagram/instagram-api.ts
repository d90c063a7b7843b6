import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarouselSlides } from '../../../shared/carousels/api';
import { CAROUSEL_LIST_ENDPOINTS } from '../../../shared/carousels/list-endpoints';
import { INSTAGRAM_ENDPOINTS } from '../../../shared/instagram/endpoints';
import type { InstagramPost, InstagramPublishInput, InstagramStatus } from '../../../shared/instagram/schema';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';
import { useSubmissionKey } from '../../lib/submission-key';

const instagram = createApi(INSTAGRAM_ENDPOINTS);
const carousels = createApi(CAROUSEL_LIST_ENDPOINTS);

/** Whether publishing is on for this server, and the connected account. */
export function useInstagramStatus() {
  return useQuery({
    queryKey: queryKeys.instagram,
    queryFn: async ({ signal }): Promise<InstagramStatus> => instagram.status({}, { signal }),
    staleTime: 60_000,
  });
}

/** Asks the server for the authorization window and goes there (the server set the callback's cookie). */
export function useConnectInstagram() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await instagram.connect();
      window.location.assign(url);
    },
  });
}

export function useDisconnectInstagram() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => instagram.disconnect(),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.instagram }),
  });
}

/** A post about to move (publishing, or due within a minute): worth asking again soon. */
export function isPostMoving(post: InstagramPost, now = Date.now()): boolean {
  return (
    post.estado === 'publicando' ||
    (post.estado === 'agendado' && Date.parse(post.agendado_para) <= now + 60_000)
  );
}

/**
 * The carousel's posts, newest first. Refreshed by the carousel's realtime events where the stream runs (the
 * signed-in layout), and every 3 s while a post is moving, which also covers the download page, outside it.
 */
export function useCarouselInstagramPosts(carouselId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.carouselInstagramPosts(carouselId),
    queryFn: async ({ signal }): Promise<InstagramPost[]> => instagram.posts({ id: carouselId }, { signal }),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((post) => isPostMoving(post)) ? 3000 : false),
  });
}

export function usePublishInstagram(carouselId: string) {
  const client = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: async (body: InstagramPublishInput) =>
      instagram.publish({ id: carouselId, body }, { idempotencyKey: submission.keyFor(body) }),
    onSuccess: () => submission.done(),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.carouselInstagramPosts(carouselId) }),
  });
}

/** An action on one post that answers the post: cancel, read insights. */
function usePostAction(carouselId: string, action: 'cancel' | 'insights') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) => instagram[action]({ id: postId }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.carouselInstagramPosts(carouselId) }),
  });
}

export const useCancelInstagramPost = (carouselId: string) => usePostAction(carouselId, 'cancel');

/** "Atualizar números": the post's insights read now. */
export const useRefreshInstagramInsights = (carouselId: string) => usePostAction(carouselId, 'insights');

/** The served version's caption (legenda.txt), to start the post's caption from. Same entry as the editor's. */
export function useCarouselCaption(carouselId: string) {
  return useQuery({
    queryKey: queryKeys.carouselSlides(carouselId),
    queryFn: async ({ signal }): Promise<CarouselSlides> => carousels.slides({ id: carouselId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (slides) => slides.legenda,
  });
}
