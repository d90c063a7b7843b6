import { z } from 'zod';
import { SLIDE_FORMATS } from '../carousels/formats';
import { templateVisualSchema } from '../carousels/schemas';
import { OBJECTIVES } from '../constants';

/** Carousels one batch may create (docs/decisions/0021-webhooks-and-batches.md). */
export const MAX_BATCH_ITEMS = 50;

export const BATCH_MESSAGES = {
  itemsRequired: 'Envie pelo menos um carrossel no lote.',
  tooMany: `Um lote tem no máximo ${MAX_BATCH_ITEMS} carrosséis. Divida a planilha em partes.`,
  invalidRows: 'Corrija as linhas indicadas: nenhum carrossel foi criado e nenhum crédito foi usado.',
  notFound: 'Lote não encontrado.',
  csvEmpty: 'A planilha está vazia. Use o modelo: uma linha de títulos e uma linha por carrossel.',
  csvUnreadable:
    'Não conseguimos ler esse arquivo como CSV. Salve a planilha como CSV (separado por ; ou ,).',
  csvTooLarge: 'O arquivo passa de 1 MB. Divida a planilha em partes.',
  nothingFinished: 'Nenhum carrossel deste lote está concluído ainda.',
} as const;

/** "Seu saldo (2 créditos) não cobre os 3 carrosséis do lote." */
export function formatShortBalance(saldo: number, total: number): string {
  const credits = saldo === 1 ? '1 crédito' : `${saldo} créditos`;
  return `Seu saldo (${credits}) não cobre os ${total} carrosséis do lote. Compre créditos ou envie menos linhas.`;
}

/** The body of POST /api/carousels/batch: each item is a body of POST /api/carousels, checked one by one. */
export const createBatchRequestSchema = z.object({
  itens: z
    .array(z.unknown(), { error: BATCH_MESSAGES.itemsRequired })
    .min(1, BATCH_MESSAGES.itemsRequired)
    .max(MAX_BATCH_ITEMS, BATCH_MESSAGES.tooMany),
});

export const createBatchResponseSchema = z.object({
  lote_id: z.uuid(),
  carrosseis: z.array(z.object({ id: z.uuid() })),
});
export type CreateBatchResponse = z.infer<typeof createBatchResponseSchema>;

export const batchCarouselSchema = z.object({
  id: z.uuid(),
  /** 1 for the first item (the CSV's first data row). */
  linha: z.number().int(),
  status: z.string(),
  tema: z.string().nullable(),
  motivo_erro: z.string().nullable(),
});

export const batchSchema = z.object({
  id: z.uuid(),
  criado_em: z.string(),
  total: z.number().int(),
  concluidos: z.number().int(),
  erros: z.number().int(),
  /** Still pendente or processando. */
  em_andamento: z.number().int(),
  carrosseis: z.array(batchCarouselSchema),
});
export type Batch = z.infer<typeof batchSchema>;

export const batchParamsSchema = z.object({ id: z.uuid({ error: BATCH_MESSAGES.notFound }) });

/** POST /api/carousels/batch/csv: the CSV file is the body (text/csv); these choose what every row makes. */
export const batchCsvQuerySchema = z.object({
  objetivo: z.enum(OBJECTIVES, { error: 'Escolha o objetivo dos carrosséis.' }),
  template_visual: templateVisualSchema,
  formato: z.enum(SLIDE_FORMATS).default('retrato'),
});
export type BatchCsvQuery = z.input<typeof batchCsvQuerySchema>;

/** The rows of a CSV as create bodies, checked: ready for POST /api/carousels/batch. */
export const batchCsvResponseSchema = z.object({ itens: z.array(z.record(z.string(), z.unknown())) });

export const BATCH_CSV_MAX_BYTES = 1024 * 1024;
