import type { InvestigarFields } from '../../../shared/carousels';
import { INVESTIGAR_FIELDS } from '../../../shared/carousels/fields';
import type { PromptField } from './format-fields';

/** Who, where, when, what happened: the reporter's questions, answered only with what the user found. */
export function buildInvestigarStructure(campos: InvestigarFields): string {
  const closing = campos.cta
    ? 'a chamada para ação da pessoa, com as palavras dela (use "CTA da legenda"); repita-a também no campo "chamada" da legenda.'
    : 'convide a seguir o perfil para acompanhar os próximos desdobramentos e a compartilhar a informação.';
  return `Objetivo do carrossel: INVESTIGAR. Apresentar um fato apurado, em tom jornalístico: claro, preciso, sem sensacionalismo.

Siga esta estrutura, de 5 a 8 slides (junte etapas quando o Assunto for curto; nunca deixe um slide quase vazio):
1. Capa: a manchete, a partir de "Assunto", em até 70 caracteres: quem ou o quê e o fato principal.
2. O que aconteceu: o fato principal do "Assunto". Diga quem está envolvido só se o Assunto disser.
3. Onde e quando: o local (use "Localização") e a data (use "Data"), exatamente como foram informados, junto com o que aconteceu ali; nunca um slide só com local e data.
4. O que se sabe: os demais fatos do "Assunto", um por slide quando houver mais de um.
5. Por que importa: o que isso muda para quem lê, sem afirmar nada além do Assunto.
6. O que ainda está em aberto: o que falta responder, em forma de pergunta.
7. Fechamento: ${closing}

Todo slide cita algo do Assunto, da Localização ou da Data (um nome, um número, um termo): um slide que serviria para qualquer história só completa os 5 slides quando faltam fatos, e nunca dois seguidos.

Escreva na terceira pessoa. Nunca acrescente nomes, números, causas, culpados, fontes ou declarações que não estejam nos campos.`;
}

/** The user's fields with the form's labels, the words the structure refers to. */
export function listInvestigarFields(campos: InvestigarFields): PromptField[] {
  return INVESTIGAR_FIELDS.map((field) => ({ label: field.label, value: campos[field.key] ?? '' }));
}
