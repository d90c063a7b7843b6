import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AdminCarouselStatusFilter } from '../../../../shared/admin/carousels';
import { ADMIN_CAROUSEL_ENDPOINTS } from '../../../../shared/admin/endpoints';
import { ADMIN_TOASTS } from '../../../../shared/admin/messages';
import type { DownloadResponse } from '../../../../shared/carousels/api';
import { CAROUSEL_LIST_ENDPOINTS } from '../../../../shared/carousels/list-endpoints';
import { createApi } from '../../../lib/endpoint-client';
import { type ListParams, listQuery } from '../../../lib/list-path';
import { queryKeys } from '../../../lib/query-keys';

const adminCarousels = createApi(ADMIN_CAROUSEL_ENDPOINTS);

export type AdminCarouselsParams = ListParams<Exclude<AdminCarouselStatusFilter, 'all'>>;

/** One page from the server (it searches, filters and counts); the current page stays up while the next loads. */
export function useAdminCarousels(params: AdminCarouselsParams) {
  return useQuery({
    queryKey: [...queryKeys.admin.carousels, 'list', params],
    queryFn: ({ signal }) => adminCarousels.list({ query: listQuery(params) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The whole record of one carousel (its trace included), fetched when the details dialog opens. */
export function getAdminCarouselQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.admin.carousels, 'detail', id],
    queryFn: ({ signal }) => adminCarousels.get({ id }, { signal }),
  });
}

export function useAdminCarousel(id: string | null) {
  return useQuery({ ...getAdminCarouselQueryOptions(id ?? ''), enabled: id !== null });
}

/** Hands a file to the browser's downloads (same origin: the `download` attribute is honoured). */
function saveFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The admin download of a finished carousel: its .zip (docs/product-rules.md §8: 'Falha ao baixar.' on error,
 * 'Sem arquivo: Nenhum .zip disponível para este carrossel.' when there is none).
 */
export async function downloadCarouselZip(carouselId: string): Promise<void> {
  let response: DownloadResponse;
  try {
    response = await createApi(CAROUSEL_LIST_ENDPOINTS).download({ id: carouselId });
  } catch {
    toast.error(ADMIN_TOASTS.downloadFailed);
    return;
  }
  const zip = response.arquivos.find((file) => file.nome.toLowerCase().endsWith('.zip'));
  if (!zip) {
    toast.error(ADMIN_TOASTS.noFileTitle, { description: ADMIN_TOASTS.noFileDescription });
    return;
  }
  saveFile(zip.url, zip.nome);
}
