import { isCarouselStatusIn } from '../../shared/carousels/status';

/**
 * Which carousels a saved edit may change (docs/product-rules.md, "Editor de slides"): one that has a served
 * version and is either finished or already drawing an earlier edit (the newest save wins). The first
 * generation still running, a failed or a cancelled carousel answer 409.
 */
export function isEditable(row: { status: string; versaoAtual: number | null }): boolean {
  if (row.versaoAtual === null) return false;
  return isCarouselStatusIn('editable', row.status);
}

export const NOT_EDITABLE_MESSAGE = 'Só é possível editar um carrossel concluído.';
