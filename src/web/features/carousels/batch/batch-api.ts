import { useMutation, useQuery } from '@tanstack/react-query';
import type { BatchCsvQuery } from '../../../../shared/batches/api';
import { BATCH_ENDPOINTS } from '../../../../shared/batches/endpoints';
import { endpointPath } from '../../../../shared/endpoint';
import { createApi } from '../../../lib/endpoint-client';

const batches = createApi(BATCH_ENDPOINTS);

/** Where a batch's ZIP is (the link's address; the download itself is fetched with the session). */
export const batchZipPath = (id: string) => endpointPath(BATCH_ENDPOINTS.zip.path, { id });

/** The ZIP needs the session's token, so it is fetched as a file. */
export async function fetchBatchZip(id: string): Promise<Blob> {
  return (await batches.zip({ id }, { responseType: 'blob' })) as Blob;
}

/** The spreadsheet read and checked by the server: the rows as create bodies (nothing is spent). */
export function useReadBatchCsv() {
  return useMutation({
    mutationFn: async ({ file, choice }: { file: File; choice: BatchCsvQuery }) => {
      const query = {
        objetivo: choice.objetivo,
        template_visual: choice.template_visual,
        formato: choice.formato ?? 'retrato',
      };
      const body = new Blob([await file.arrayBuffer()], { type: 'text/csv' });
      return (await batches.readCsv({ query, body })).itens;
    },
  });
}

export function useCreateBatch() {
  return useMutation({
    mutationFn: async ({ itens, idempotencyKey }: { itens: unknown[]; idempotencyKey: string }) =>
      batches.create({ body: { itens } }, { idempotencyKey }),
  });
}

/** A batch's progress, followed every 2 s until every carousel has finished. */
export function useBatch(id: string) {
  return useQuery({
    queryKey: ['carousels', 'batch', id],
    queryFn: async ({ signal }) => batches.get({ id }, { signal }),
    refetchInterval: (query) => ((query.state.data?.em_andamento ?? 1) > 0 ? 2000 : false),
  });
}
