import type { Objective } from '../constants';
import type { CONECTAR_FIELDS, CONVENCER_FIELDS, EDUCAR_FIELDS, INVESTIGAR_FIELDS } from './fields';

/** The name of each objective, as every screen shows it (docs/product-rules.md §5). */
export const OBJECTIVE_LABELS: Record<Objective, string> = {
  educar: 'Educar',
  conectar: 'Conectar',
  convencer: 'Convencer',
  investigar: 'Investigar',
};

/** '--' when the carousel has no objective (rows made before objectives existed). */
export function getObjectiveLabel(objective: Objective | null): string {
  return objective ? OBJECTIVE_LABELS[objective] : '--';
}

/**
 * The carousel's type as lists show it: its objective's label, else the raw `tipo_carrossel` (older rows
 * stored only that), else '--'.
 */
export function getCarouselTypeLabel(objective: string | null, carouselType: string | null): string {
  const key = objective ?? carouselType;
  const label = key && key in OBJECTIVE_LABELS ? OBJECTIVE_LABELS[key as Objective] : null;
  return label ?? carouselType ?? '--';
}

type FieldKey<Fields extends readonly { key: string }[]> = Fields[number]['key'];

/** The field whose text is the carousel's subject: its theme until the writer derives the final one. */
export const COVER_TEXT_FIELD = {
  conectar: 'historiaDeQue',
  convencer: 'objetivo',
  investigar: 'assunto',
  educar: 'titulo',
} as const satisfies {
  conectar: FieldKey<typeof CONECTAR_FIELDS>;
  convencer: FieldKey<typeof CONVENCER_FIELDS>;
  investigar: FieldKey<typeof INVESTIGAR_FIELDS>;
  educar: FieldKey<typeof EDUCAR_FIELDS>;
};
