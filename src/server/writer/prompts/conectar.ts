import type { ConectarFields } from '../../../shared/carousels';
import { CONECTAR_FIELDS } from '../../../shared/carousels/fields';
import type { PromptField } from './format-fields';

/** Story arc: hook, challenge, turning point, result, moral, invitation. */
export function buildConectarStructure(): string {
  return `Objetivo do carrossel: CONECTAR. Contar uma história real da pessoa, em primeira pessoa, para gerar identificação.

Siga o arco da história:
1. Capa: o gancho da história, a partir de "História (sobre o quê)". Desperte curiosidade sem entregar o final.
2. O desafio: onde a pessoa estava e o que estava difícil (use "Desafio").
3. A virada: o que ela fez de diferente (use "O que fez de diferente").
4. O resultado: o que mudou depois (use "Resultado").
5. A moral: a lição, de preferência com as palavras da própria pessoa (use "Moral da história").
6. Fechamento: convide quem leu a contar nos comentários se já viveu algo parecido, ou a enviar para alguém que precisa ouvir isso.

Se um campo for longo, divida-o em dois slides em vez de espremer o texto. Não acrescente acontecimentos, pessoas, números ou detalhes que a pessoa não contou.`;
}

/** The user's fields with the form's labels, the words the structure refers to. */
export function listConectarFields(campos: ConectarFields): PromptField[] {
  return CONECTAR_FIELDS.map((field) => ({ label: field.label, value: campos[field.key] }));
}
