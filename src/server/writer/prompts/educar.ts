import type { EducarFields } from '../../../shared/carousels';
import { EDUCAR_FIELDS } from '../../../shared/carousels/fields';
import type { PromptField } from './format-fields';

/** Title, introduction, one slide per point in the user's order, a recap. */
export function buildEducarStructure(campos: EducarFields): string {
  const total = campos.pontos.length;
  return `Objetivo do carrossel: EDUCAR. Ensinar algo prático, um ponto por slide.

Siga esta estrutura:
1. Capa: o título do guia, a partir de "Título" (pode dizer que são ${total} ${total === 1 ? 'ponto' : 'pontos'}); "ponto": null.
2. Introdução: por que isso importa (use "Introdução"); "ponto": null.
3. Um slide para cada ponto, na ordem da pessoa, com "ponto" igual ao número do ponto (de 1 a ${total}): o título vem do título do ponto e o texto, da descrição. Não junte, não pule e não reordene pontos; um ponto longo pode ocupar dois slides com o mesmo número.
4. Fechamento: um convite para salvar o guia, sem repetir os pontos (eles já têm seus slides); "ponto": null.

Explique com as palavras da pessoa; não acrescente passos, dados ou exemplos com números que ela não deu.`;
}

/** The user's fields with the form's labels, the words the structure refers to. */
export function listEducarFields(campos: EducarFields): PromptField[] {
  return [
    ...EDUCAR_FIELDS.map((field) => ({ label: field.label, value: campos[field.key] })),
    ...campos.pontos.flatMap((ponto, index) => [
      { label: `Ponto ${index + 1} — título`, value: ponto.titulo },
      { label: `Ponto ${index + 1} — descrição`, value: ponto.descricao },
    ]),
  ];
}
