import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LinkedinPost,
  type LinkedinPublishInput,
  type LinkedinStatus,
  linkedinConnectResponseSchema,
  linkedinPostListSchema,
  linkedinPostSchema,
  linkedinStatusSchema,
} from '../../../shared/linkedin/schema';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useSubmissionKey } from '../../lib/submission-key';

/** Whether LinkedIn publishing is on for this server, and the connected member. */
export function useLinkedinStatus() {
  return useQuery({
    queryKey: queryKeys.linkedin,
    queryFn: async ({ signal }): Promise<LinkedinStatus> =>
      linkedinStatusSchema.parse(await apiRequest('/api/linkedin', { signal })),
    staleTime: 60_000,
  });
}

/** Asks the server for LinkedIn's authorization window and goes there (the server set the callback's cookie). */
export function useConnectLinkedin() {
  return useMutation({
    mutationFn: async () => {
      const { url } = linkedinConnectResponseSchema.parse(
        await apiRequest('/api/linkedin/connect', { method: 'POST' }),
      );
      window.location.assign(url);
    },
  });
}

export function useDisconnectLinkedin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/api/linkedin', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.linkedin }),
  });
}

const isMoving = (post: LinkedinPost, now = Date.now()) =>
  post.status === 'publicando' ||
  (post.status === 'agendado' && Date.parse(post.agendado_para) <= now + 60_000);

/** The carousel's LinkedIn posts, newest first; asked again every 3 s while one is moving. */
export function useCarouselLinkedinPosts(carouselId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.carouselLinkedinPosts(carouselId),
    queryFn: async ({ signal }): Promise<LinkedinPost[]> =>
      linkedinPostListSchema.parse(await apiRequest(`/api/carousels/${carouselId}/linkedin`, { signal }))
        .items,
    enabled,
    refetchInterval: (query) => (query.state.data?.some((post) => isMoving(post)) ? 3000 : false),
  });
}

export function usePublishLinkedin(carouselId: string) {
  const client = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: async (body: LinkedinPublishInput) =>
      linkedinPostSchema.parse(
        await apiRequest(`/api/carousels/${carouselId}/linkedin`, {
          method: 'POST',
          body,
          idempotencyKey: submission.keyFor(body),
        }),
      ),
    onSuccess: () => submission.done(),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.carouselLinkedinPosts(carouselId) }),
  });
}

export function useCancelLinkedinPost(carouselId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) =>
      linkedinPostSchema.parse(await apiRequest(`/api/linkedin/posts/${postId}/cancel`, { method: 'POST' })),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.carouselLinkedinPosts(carouselId) }),
  });
}
