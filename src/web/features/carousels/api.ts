import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { DownloadResponse, UploadResponse } from '../../../shared/carousels/api';
import { CAROUSEL_LIST_ENDPOINTS } from '../../../shared/carousels/list-endpoints';
import type { CreateCarouselRequest } from '../../../shared/carousels/schemas';
import { getCarouselStatusKind, isCarouselInProgress } from '../../../shared/carousels/status';
import { POLLING_MS } from '../../../shared/constants';
import { ERROR_CODE } from '../../../shared/error-codes';
import { UPLOAD_ENDPOINTS } from '../../../shared/uploads';
import { ApiError } from '../../lib/api-client';
import { createApi } from '../../lib/endpoint-client';
import { queryKeys } from '../../lib/query-keys';
import { useSubmissionKey } from '../../lib/submission-key';
import { displayableCarouselSchema, parseCarouselList } from './parse-carousel-list';
import { type Carousel, toCarousel } from './to-carousel';

const uploads = createApi(UPLOAD_ENDPOINTS);
const carousels = createApi({
  ...CAROUSEL_LIST_ENDPOINTS,
  // The screens read a list or a carousel leniently: what they cannot show is left out or named
  // (parse-carousel-list.ts), never a failed screen.
  list: { ...CAROUSEL_LIST_ENDPOINTS.list, answer: z.unknown() },
  get: { ...CAROUSEL_LIST_ENDPOINTS.get, answer: displayableCarouselSchema },
});

/*
 * Every call of the create, history and download screens. Keys live under the shared roots of
 * lib/query-keys.ts, so a new carousel (or a realtime event) that invalidates `carousels` refreshes every
 * list, detail and download entry at once.
 */

/** docs/product-rules.md §8's names for a list or a carousel that cannot be read (the screens say it in Portuguese). */
export const CAROUSELS_FETCH_ERROR = 'Failed to fetch carousels';
export const CAROUSEL_FETCH_ERROR = 'Failed to fetch carousel';

/** Keeps the fetch's abort as is (TanStack cancels on unmount) and names any other failure for the screen. */
function renameFailure(error: unknown, message: string): never {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  throw new Error(message, { cause: error });
}

/** True while any carousel is still being made: the list polls only then (docs/product-rules.md §7). */
export function hasCarouselInProgress(carousels: readonly Pick<Carousel, 'status'>[] | undefined): boolean {
  return carousels?.some((carousel) => isCarouselInProgress(getCarouselStatusKind(carousel.status))) ?? false;
}

export function getCarouselsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.carousels, 'list'] as const,
    queryFn: async ({ signal }): Promise<Carousel[]> => {
      try {
        return parseCarouselList(await carousels.list({}, { signal })).map(toCarousel);
      } catch (error) {
        return renameFailure(error, CAROUSELS_FETCH_ERROR);
      }
    },
    // The fallback when live updates are off: every 5 s while something is pendente or processando.
    refetchInterval: (query) => (hasCarouselInProgress(query.state.data) ? POLLING_MS.carousels : false),
  });
}

export function useCarousels() {
  return useQuery(getCarouselsQueryOptions());
}

export function getCarouselQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.carousel(id),
    queryFn: async ({ signal }): Promise<Carousel> => {
      try {
        return toCarousel(await carousels.get({ id }, { signal }));
      } catch (error) {
        return renameFailure(error, CAROUSEL_FETCH_ERROR);
      }
    },
    refetchInterval: (query) =>
      hasCarouselInProgress(query.state.data ? [query.state.data] : undefined) ? POLLING_MS.carousels : false,
  });
}

/** One carousel, starting from the copy the list already has so the dialog opens filled. */
export function useCarousel(id: string, fromList?: Carousel) {
  return useQuery({ ...getCarouselQueryOptions(id), placeholderData: fromList });
}

/** The files of a finished carousel: the ZIP first, then the PDF, then each slide (404 before it is done). */
export function getCarouselDownloadQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.carouselDownload(id),
    queryFn: async ({ signal }): Promise<DownloadResponse> => carousels.download({ id }, { signal }),
  });
}

export function useCarouselDownload(id: string) {
  return useQuery(getCarouselDownloadQueryOptions(id));
}

/** Creating debits a credit: the lists, the balance (`credits`) and `me` (the sidebar's balance) refresh. */
export function useCreateCarousel() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: async (body: CreateCarouselRequest): Promise<Carousel> =>
      toCarousel(await carousels.create({ body }, { idempotencyKey: submission.keyFor(body) })),
    onSuccess: () => submission.done(),
    onSettled: (_data, error) => {
      // A 402 means our balance was stale (spent in another tab): refresh it so the button disables.
      if (error && !(error instanceof ApiError && error.code === ERROR_CODE.insufficient_credits)) return;
      // Not awaited: the redirect to /historico must not wait for these refetches.
      void queryClient.invalidateQueries({ queryKey: queryKeys.carousels });
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

/**
 * Deleting a carousel: the carousel and its files go. `onDeleted` runs first (the screen closes or leaves),
 * then the carousel's own queries are dropped (a refetch would answer 404) and every list refreshes; the realtime
 * event does the same in the user's other tabs. Hook-level callbacks still run when the card that asked is
 * already gone from the list.
 */
export function useDeleteCarousel(onDeleted: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await carousels.delete({ id });
    },
    onSuccess: (_result, id) => {
      onDeleted(id);
      queryClient.removeQueries({ queryKey: queryKeys.carousel(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.carousels });
    },
  });
}

/** The cover image into the public `medias` bucket; answers its path and url. */
export async function uploadCover(file: File): Promise<Partial<UploadResponse>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploads.create({ body: form });
}
