import type { ConvencerFields } from '../../../shared/carousels';
import { CONVENCER_FIELDS } from '../../../shared/carousels/fields';
import type { PromptField } from './format-fields';

/** Myth, truth, mechanism, new path, the user's call to action. */
export function buildConvencerStructure(): string {
  return `Objetivo do carrossel: CONVENCER. Derrubar um mito e mostrar um caminho melhor.

Siga esta estrutura:
1. Capa: a tese, a partir de "Objetivo", escrita como uma afirmação forte (sem "Quero mostrar que" nem "Mostrar que").
2. O mito: o que todo mundo repete (use "Mito").
3. A verdade: o que de fato acontece (use "Verdade").
4. Por que funciona: o mecanismo ou a prova (use "Mecanismo/Prova"); pode ocupar dois slides se for longo.
5. O novo caminho: o que fazer a partir de agora (use "Novo Caminho").
6. Fechamento: a chamada para ação da pessoa, com as palavras dela (use "CTA da legenda").

No campo "chamada" da legenda, repita o "CTA da legenda" da pessoa. Não cite pesquisas, especialistas, marcas ou dados que não estejam nos campos.`;
}

/** The user's fields with the form's labels, the words the structure refers to. */
export function listConvencerFields(campos: ConvencerFields): PromptField[] {
  return CONVENCER_FIELDS.map((field) => ({ label: field.label, value: campos[field.key] }));
}
