import { OBJECTIVES, type Objective } from '../../../shared/constants';

/** The objectives offered as tiles on /criar (docs/product-rules.md §2: Conectar, Convencer, Investigar). */
export const CREATE_OBJECTIVES = [
  'conectar',
  'convencer',
  'investigar',
] as const satisfies readonly Objective[];
export type CreateObjective = (typeof CREATE_OBJECTIVES)[number];

/**
 * Reads /criar's `tipo` query parameter. `educar` has no tile any more, so links made for it land on
 * `conectar` (docs/product-rules.md §2); anything unknown chooses nothing. Case and spaces are forgiven because the
 * value comes from links people type or paste.
 */
export function parseObjectiveParam(value: string | null | undefined): CreateObjective | null {
  const normalized = value?.trim().toLowerCase() ?? '';
  if (normalized === 'educar') return 'conectar';
  return CREATE_OBJECTIVES.find((objective) => objective === normalized) ?? null;
}

/**
 * The objective filter of /historico: every objective a carousel can have, Investigar included (anyone can
 * create one, so the filter must find it), in the same order as everywhere else.
 */
export const HISTORY_OBJECTIVE_FILTERS: readonly Objective[] = OBJECTIVES;
