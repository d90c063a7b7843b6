import { z } from 'zod';
import { textSchema } from '../text';

/**
 * The pieces every paged admin list shares (users, content, logs): a 1-based page, a bounded page size, and
 * optional text filters where an empty value means "no filter" (the screens omit them, a hand-written URL may
 * not). Messages are Portuguese because a bad URL is still read by a person.
 */
export const ADMIN_LIST_MAX_PAGE_SIZE = 100;

export const pageParam = z.coerce
  .number({ error: 'Página inválida.' })
  .int({ error: 'Página inválida.' })
  .min(1, { error: 'Página inválida.' })
  .default(1);

export function pageSizeParam(defaultSize: number) {
  const message = `O tamanho da página deve ser um número inteiro entre 1 e ${ADMIN_LIST_MAX_PAGE_SIZE}.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(ADMIN_LIST_MAX_PAGE_SIZE, { error: message })
    .default(defaultSize);
}

export function optionalTextParam(max: number) {
  return textSchema()
    .trim()
    .max(max, { error: `A busca deve ter no máximo ${max} caracteres.` })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** One page of a list and how many rows match its filters (counted by the database, not the browser). */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
