import { describe, expect, it } from 'vitest';
import { compressHeadline, groupFacts, HOOK_MAX, splitFacts } from './investigar-facts';

describe('compressHeadline', () => {
  it('keeps a sentence that already fits a headline whole, without its full stop', () => {
    expect(compressHeadline('Ônibus da linha 702 deixam de circular à noite.')).toBe(
      'Ônibus da linha 702 deixam de circular à noite',
    );
  });

  it('cuts a long sentence before a modifier, keeping what happened and the key number', () => {
    expect(
      compressHeadline(
        'Contrato de R$ 2,3 milhões para merenda escolar foi assinado com empresa aberta 15 dias antes da licitação.',
      ),
    ).toBe('Contrato de R$ 2,3 milhões para merenda escolar foi assinado');
  });

  it('keeps who reported it when the fact still fits', () => {
    expect(
      compressHeadline(
        'Moradores da Vila Esperança denunciam que a conta de água triplicou desde a troca dos hidrômetros feita pela concessionária em janeiro, sem nenhuma mudança no consumo das famílias',
      ),
    ).toBe('Moradores da Vila Esperança denunciam que a conta de água triplicou');
  });

  it('drops a long attribution rather than leave a headline that names only who spoke', () => {
    expect(
      compressHeadline(
        'A Secretaria Municipal de Saúde confirmou nesta terça-feira que três pacientes morreram depois de esperar mais de doze horas por atendimento na UPA do Jardim América.',
      ),
    ).toBe('Três pacientes morreram depois de esperar mais de doze horas');
    expect(
      compressHeadline(
        'Segundo a Defesa Civil de Petrópolis, 230 famílias seguem fora de casa uma semana depois do deslizamento no Morro da Oficina.',
      ),
    ).toBe('230 famílias seguem fora de casa uma semana depois do deslizamento');
  });

  it('prefers a clause break to a modifier when the clause keeps most of the room', () => {
    expect(
      compressHeadline(
        'Desde a troca dos hidrômetros feita pela concessionária em janeiro, sem nenhuma mudança no consumo das famílias',
        90,
      ),
    ).toBe('Desde a troca dos hidrômetros feita pela concessionária em janeiro');
  });

  it('never ends on a word that leaves the headline dangling, and never passes the limit', () => {
    const sentences = [
      'O Tribunal de Contas do Estado aponta sobrepreço de 38% na compra de respiradores feita pela Secretaria de Saúde em 2020',
      'Sem aviso, a concessionária cortou a luz de 1.200 casas do Conjunto Habitacional Parque dos Pássaros por causa de uma dívida da construtora',
      'Pais de alunos da Escola Estadual Professora Maria Aparecida reclamam de goteiras nas salas e de falta de merenda há duas semanas',
    ];
    for (const sentence of sentences) {
      const headline = compressHeadline(sentence);
      expect(headline, sentence).not.toBeNull();
      expect(headline?.length, sentence).toBeLessThanOrEqual(HOOK_MAX);
      expect(headline, sentence).not.toMatch(/\s(de|da|do|em|na|no|com|para|pela|pelo|que|e|a|o)$/);
    }
  });
});

describe('splitFacts', () => {
  it('gives each sentence and each list item, without its marker, as a fact', () => {
    expect(
      splitFacts(
        'O que a apuração encontrou no hospital regional:\n- 3 de 8 leitos de UTI desativados\n- Fila de 40 dias para cirurgias eletivas',
      ),
    ).toEqual([
      'O que a apuração encontrou no hospital regional:',
      '3 de 8 leitos de UTI desativados',
      'Fila de 40 dias para cirurgias eletivas',
    ]);
  });

  it('keeps a quote of two sentences as one fact, with who said it', () => {
    expect(
      splitFacts(
        'A feira vai mudar de rua. “A gente vende aqui há 30 anos. Ninguém vai achar a gente”, disse o feirante José Arruda.',
      ),
    ).toEqual([
      'A feira vai mudar de rua.',
      '“A gente vende aqui há 30 anos. Ninguém vai achar a gente”, disse o feirante José Arruda.',
    ]);
  });

  it('ends a fact at an emoji before a capital, and splits two facts joined by "; " or ", e"', () => {
    expect(
      splitFacts('Praia do Futuro amanhece coberta de óleo 🛢️ Pescadores suspenderam o trabalho.'),
    ).toEqual(['Praia do Futuro amanhece coberta de óleo 🛢️', 'Pescadores suspenderam o trabalho.']);
    expect(
      splitFacts(
        'Cerca de 4.800 alunos foram remanejados para unidades a até 9 km de casa, e o transporte escolar ainda não foi contratado.',
      ),
    ).toEqual([
      'Cerca de 4.800 alunos foram remanejados para unidades a até 9 km de casa.',
      'O transporte escolar ainda não foi contratado.',
    ]);
    // A short pair is one fact: "chuva e frio" is not two stories.
    expect(splitFacts('Choveu forte, e o rio subiu.')).toEqual(['Choveu forte, e o rio subiu.']);
  });
});

describe('groupFacts', () => {
  it('joins the shortest neighbours until the facts fit the slides left, in the user’s order', () => {
    const facts = ['Fato um com palavras.', 'Dois.', 'Fato três com mais palavras.', 'Quatro é curto.'];
    expect(groupFacts(facts, 2)).toEqual([
      'Fato um com palavras. Dois.',
      'Fato três com mais palavras. Quatro é curto.',
    ]);
  });

  it('folds a fact too short for a slide into its neighbour, and leaves a lone one as it is', () => {
    expect(groupFacts(['Pais protestam.', 'A escola segue fechada desde segunda-feira.'], 5)).toEqual([
      'Pais protestam. A escola segue fechada desde segunda-feira.',
    ]);
    expect(groupFacts(['Pais protestam.'], 5)).toEqual(['Pais protestam.']);
  });
});
