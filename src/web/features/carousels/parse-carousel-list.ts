import { z } from 'zod';
import { type CarouselListItem, carouselListItemSchema, carouselSchema } from '../../../shared/carousels/api';

/**
 * A carousel as the screens can still show it. A missing status becomes '' (shown as '--', like any status
 * nobody knows), a missing slide list, cover, count or unreadable field set is read as empty, a missing failed-edit mark as none: one odd row must not hide
 * the others.
 */
export const displayableCarouselSchema = carouselSchema.extend({
  status: z
    .string()
    .nullish()
    .transform((status) => status ?? ''),
  campos_personalizados: carouselSchema.shape.campos_personalizados.catch({}),
  slides: carouselSchema.shape.slides.catch([]),
  // A server from before the small copies: the dialog then shows the PNGs.
  miniaturas: carouselSchema.shape.miniaturas.catch([]),
  capa: carouselSchema.shape.capa.catch(null),
  total_slides: carouselSchema.shape.total_slides.catch(0),
  // Only a hint on the card: unreadable (or from a server before it existed) reads as "no failed edit".
  edicao_falhou: carouselSchema.shape.edicao_falhou.catch(null),
});

/** A history list row (the cover and the count, no slide list), read as leniently. */
export const displayableCarouselListItemSchema = displayableCarouselSchema
  .omit({ slides: true, miniaturas: true })
  .extend({
    // Only numbers on the card: unreadable (or from a server before them) reads as none read yet.
    metricas_instagram: carouselListItemSchema.shape.metricas_instagram.catch(null),
    // Only shown on the card, like the numbers: unreadable reads as no posts (the download page lists them all).
    publicacoes: carouselListItemSchema.shape.publicacoes.catch([]),
    // Only a line on the card: unreadable (or from a server before it) names nobody.
    autoria: carouselListItemSchema.shape.autoria.catch({
      criado_por: null,
      editado_por: null,
      publicado_por: null,
    }),
  });

export interface BadCarouselRow {
  index: number;
  /** The row's id when it has a readable one, so the report can be traced back to the database. */
  id: string | null;
  problem: string;
}

/** Where a dropped row is reported: the browser's console, which is the log a web page has. */
export function reportBadCarouselRow(row: BadCarouselRow): void {
  console.warn(
    `Carrossel ignorado na lista (posição ${row.index}, id ${row.id ?? 'desconhecido'}): ${row.problem}`,
  );
}

/**
 * The list shows what it can: each row is read on its own, a row that cannot be shown at all (no id, no
 * date) is left out and reported, and only a body that is not a list at all fails the whole call.
 */
export function parseCarouselList(
  raw: unknown,
  reportBadRow: (row: BadCarouselRow) => void = reportBadCarouselRow,
): CarouselListItem[] {
  const rows = z.array(z.unknown()).parse(raw);
  const carousels: CarouselListItem[] = [];
  rows.forEach((row, index) => {
    const parsed = displayableCarouselListItemSchema.safeParse(row);
    if (parsed.success) {
      carousels.push(parsed.data);
      return;
    }
    const id =
      typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string' ? row.id : null;
    reportBadRow({ index, id, problem: z.prettifyError(parsed.error).replace(/\s+/g, ' ') });
  });
  return carousels;
}
