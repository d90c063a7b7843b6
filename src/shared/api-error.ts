import { z } from 'zod';

/** The JSON body of every non-2xx answer of /api. The client's one error parser reads this shape. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** Field-level messages of a validation failure: path joined by '.', e.g. 'campos_personalizados.mito'. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Reasons of a weak password (code weak_password). */
  reasons: z.array(z.string()).optional(),
  /** A short title for toasts when the server has one (e.g. 'Créditos insuficientes'). */
  title: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
