import { getFieldLabel, TEXT_FIELDS_BY_OBJECTIVE } from '../../../../shared/carousels/fields';
import type { Objective } from '../../../../shared/constants';
import { truncateForPreview } from './filter-carousels';

export interface FieldPreview {
  key: string;
  label: string;
  text: string;
}

function describePoints(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const lines = value
    .map((point, index) => {
      if (typeof point !== 'object' || point === null) return null;
      const { titulo, descricao } = point as Record<string, unknown>;
      const parts = [titulo, descricao].filter(
        (part): part is string => typeof part === 'string' && part !== '',
      );
      return parts.length > 0 ? `${index + 1}. ${parts.join(' — ')}` : null;
    })
    .filter((line): line is string => line !== null);
  return lines.length > 0 ? lines.join(' ') : null;
}

/**
 * The custom fields of a carousel for the detail dialog: the objective's fields first, in form order, with
 * their labels; anything else after; each text cut at 140 characters. The cover image is shown apart.
 */
export function getFieldPreviews(
  objective: Objective | null,
  campos: Record<string, unknown>,
): FieldPreview[] {
  const known = objective ? TEXT_FIELDS_BY_OBJECTIVE[objective].map((field) => field.key) : [];
  const keys = [...known, ...Object.keys(campos).filter((key) => !known.includes(key))];
  const previews: FieldPreview[] = [];
  for (const key of keys) {
    if (key === 'imagemUrl') continue;
    const value = campos[key];
    const text = typeof value === 'string' ? value : key === 'pontos' ? describePoints(value) : null;
    if (!text || text.trim() === '') continue;
    previews.push({
      key,
      label: objective ? getFieldLabel(objective, key) : key,
      text: truncateForPreview(text),
    });
  }
  return previews;
}
