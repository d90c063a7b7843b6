import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type BatchCsvQuery,
  batchCsvResponseSchema,
  batchSchema,
  createBatchResponseSchema,
} from '../../../../shared/batches/api';
import { apiRequest } from '../../../lib/api-client';

/** The spreadsheet read and checked by the server: the rows as create bodies (nothing is spent). */
export function useReadBatchCsv() {
  return useMutation({
    mutationFn: async ({ file, choice }: { file: File; choice: BatchCsvQuery }) => {
      const query = new URLSearchParams({
        objetivo: choice.objetivo,
        template_visual: choice.template_visual,
        formato: choice.formato ?? 'retrato',
      });
      const body = new Blob([await file.arrayBuffer()], { type: 'text/csv' });
      return batchCsvResponseSchema.parse(await apiRequest(`/api/carousels/batch/csv?${query}`, { body }))
        .itens;
    },
  });
}

export function useCreateBatch() {
  return useMutation({
    mutationFn: async ({ itens, idempotencyKey }: { itens: unknown[]; idempotencyKey: string }) =>
      createBatchResponseSchema.parse(
        await apiRequest('/api/carousels/batch', { body: { itens }, idempotencyKey }),
      ),
  });
}

/** A batch's progress, followed every 2 s until every carousel has finished. */
export function useBatch(id: string) {
  return useQuery({
    queryKey: ['carousels', 'batch', id],
    queryFn: async ({ signal }) =>
      batchSchema.parse(await apiRequest(`/api/carousels/batch/${id}`, { signal })),
    refetchInterval: (query) => ((query.state.data?.em_andamento ?? 1) > 0 ? 2000 : false),
  });
}
