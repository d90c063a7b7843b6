import type { Objective } from '../../shared/constants';
import type { SourceDocument } from './extract/source';

/** The fields a draft fills: the objective's, as the form holds them (imagemUrl is left to the user). */
export type DraftFields = Record<string, string | { titulo: string; descricao: string }[]>;

/** Fills an objective's fields from a source: the local drafter, or a model with the local one as fallback. */
export interface Drafter {
  name: 'local' | 'llm';
  draft(objective: Objective, source: SourceDocument, sourceText: string): Promise<DraftFields>;
}
