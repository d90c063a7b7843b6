import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarouselSlides } from '../../../../shared/carousels/api';
import type {
  CarouselVersions,
  SaveSlidesInput,
  SaveSlidesResponse,
  SlidePreviewRequest,
} from '../../../../shared/carousels/edit-slides';
import { CAROUSEL_ENDPOINTS } from '../../../../shared/carousels/endpoints';
import { createApi } from '../../../lib/endpoint-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSubmissionKey } from '../../../lib/submission-key';

const carousels = createApi(CAROUSEL_ENDPOINTS);

/** The words of the served version: what the editor opens with. */
export function useCarouselSlides(id: string) {
  return useQuery({
    queryKey: queryKeys.carouselSlides(id),
    queryFn: async ({ signal }): Promise<CarouselSlides> => carousels.slides({ id }, { signal }),
    // The editor owns the words once opened: a refetch must not overwrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Kept versions and the state of the latest save; polls while a save is drawn (realtime refreshes too). */
export function useCarouselVersions(id: string) {
  return useQuery({
    queryKey: queryKeys.carouselVersions(id),
    queryFn: async ({ signal }): Promise<CarouselVersions> => carousels.versions({ id }, { signal }),
    refetchInterval: (query) => (query.state.data?.pendente ? 2000 : false),
  });
}

/** Saving moves no credit; the carousel list, its detail and download refresh (all under `carousels`). */
export function useSaveSlides(id: string) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: async (body: SaveSlidesInput): Promise<SaveSlidesResponse> =>
      carousels.saveSlides({ id, body }, { idempotencyKey: submission.keyFor(body) }),
    onSuccess: () => {
      submission.done();
      void queryClient.invalidateQueries({ queryKey: queryKeys.carouselVersions(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.carousel(id) });
    },
  });
}

/**
 * An earlier version served again as a new one (free, like a save); answers the new version's number. One key
 * per restore: a double tap or a retry after a lost answer restores once.
 */
export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: async (versao: number): Promise<SaveSlidesResponse> =>
      carousels.restoreVersion({ id, versao }, { idempotencyKey: submission.keyFor({ versao }) }),
    onSuccess: () => {
      submission.done();
      void queryClient.invalidateQueries({ queryKey: queryKeys.carouselVersions(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.carousel(id) });
    },
  });
}

/**
 * One slide drawn by the server as it would be downloaded, as an object URL. The request is the key, so
 * the same words at the same place are drawn once; the previous image stays while the next is drawn.
 */
export function useSlidePreview(id: string, request: SlidePreviewRequest | null) {
  return useQuery({
    queryKey: queryKeys.slidePreview(id, request),
    enabled: request !== null,
    queryFn: async ({ signal }): Promise<string> => {
      // Enabled only with a request.
      const body = request as SlidePreviewRequest;
      const blob = (await carousels.preview({ id, body }, { signal, responseType: 'blob' })) as Blob;
      return URL.createObjectURL(blob);
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
