import { z } from 'zod';

/**
 * GET /api/admin/writer: which writer writes the carousels' copy and, over the last 24 hours, how the
 * language model fared. An "LLM run" is a generation where a model was asked; a fallback is one where
 * the local writer wrote the copy because the model failed.
 */
export const adminWriterStatsSchema = z.object({
  /** 'llm' when AI_PROVIDER=llm (the local writer remains its fallback), else 'local'. */
  escritor: z.enum(['local', 'llm']),
  modelo: z.string().nullable(),
  ultimas24h: z.object({
    execucoesIa: z.number().int().min(0),
    sucessosIa: z.number().int().min(0),
    /** Whole percentage of LLM runs whose copy was used; null with no LLM run. */
    taxaSucessoIa: z.number().int().min(0).max(100).nullable(),
    /** Mean time spent on the model per LLM run (retry included), in ms; null with no LLM run. */
    latenciaMediaMs: z.number().int().min(0).nullable(),
    fallbacks: z.number().int().min(0),
    /** Why the model's copy was not used, most frequent first (at most 5). */
    motivos: z.array(z.object({ motivo: z.string(), total: z.number().int().min(1) })),
  }),
});
export type AdminWriterStats = z.infer<typeof adminWriterStatsSchema>;
