import type { InvestigarFields } from '../../../../shared/carousels';
import { INVESTIGAR_FIELDS } from '../../../../shared/carousels/fields';
import { formatFields } from './format-fields';

/** Who, where, when, what happened: the reporter's questions, answered only with what the user found. */
export function buildInvestigarPrompt(campos: InvestigarFields): string {
  const closing = campos.cta
    ? 'a chamada para ação da pessoa, com as palavras dela (use "CTA da legenda"); repita-a também no campo "chamada" da legenda.'
    : 'convide a seguir o perfil para acompanhar os próximos desdobramentos e a compartilhar a informação.';
  const structure = `Objetivo do carrossel: INVESTIGAR. Apresentar um fato apurado, em tom jornalístico: claro, preciso, sem sensacionalismo.

Siga esta estrutura (quem, onde, quando, o que aconteceu):
1. Capa: a manchete, a partir de "Assunto".
2. Onde e quando: o local (use "Localização") e a data (use "Data"), exatamente como foram informados.
3. O que aconteceu: os fatos do "Assunto", um por slide quando houver mais de um. Diga quem está envolvido só se o Assunto disser.
4. Por que importa: quem é afetado e o que ainda precisa ser respondido, em forma de pergunta, sem afirmar nada além do Assunto.
5. Fechamento: ${closing}

Escreva na terceira pessoa. Nunca acrescente nomes, números, causas, culpados, fontes ou declarações que não estejam nos campos.`;
  const fields = INVESTIGAR_FIELDS.map((field) => ({ label: field.label, value: campos[field.key] ?? '' }));
  return `${structure}\n\n${formatFields(fields)}`;
}
