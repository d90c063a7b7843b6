import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LINKEDIN_ENDPOINTS } from '../../../shared/linkedin/endpoints';
import type { LinkedinPost, LinkedinPublishInput, LinkedinStatus } from '../../../shared/linkedin/schema';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';
import { useSubmissionKey } from '../../lib/submission-key';

const linkedin = createApi(LINKEDIN_ENDPOINTS);

/** Whether LinkedIn publishing is on for this server, and the connected member. */
export function useLinkedinStatus() {
  return useQuery({
    queryKey: queryKeys.linkedin,
    queryFn: ({ signal }): Promise<LinkedinStatus> => linkedin.status({}, { signal }),
    staleTime: 60_000,
  });
}

/** Asks the server for LinkedIn's authorization window and goes there (the server set the callback's cookie). */
export function useConnectLinkedin() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await linkedin.connect();
      window.location.assign(url);
    },
  });
}

export function useDisconnectLinkedin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => linkedin.disconnect(),
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
      (await linkedin.posts({ id: carouselId }, { signal })).items,
    enabled,
    refetchInterval: (query) => (query.state.data?.some((post) => isMoving(post)) ? 3000 : false),
  });
}

export function usePublishLinkedin(carouselId: string) {
  const client = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: LinkedinPublishInput) =>
      linkedin.publish({ id: carouselId, body }, { idempotencyKey: submission.keyFor(body) }),
    onSuccess: () => submission.done(),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.carouselLinkedinPosts(carouselId) }),
  });
}

export function useCancelLinkedinPost(carouselId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => linkedin.cancel({ id: postId }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.carouselLinkedinPosts(carouselId) }),
  });
}
