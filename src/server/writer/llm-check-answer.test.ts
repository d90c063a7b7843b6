import { describe, expect, it } from 'vitest';
import type { Answer } from './llm-answer-schema';
import { checkAnswer, findInventedNumbers, findMissingPoints } from './llm-check-answer';
import type { WriterInput } from './types';

const investigar: WriterInput = {
  objetivo: 'investigar',
  campos: {
    assunto: 'Obras da ponte estão paradas há 8 meses e custaram R$ 1.500.000,00.',
    localizacao: 'Recife (PE)',
    data: 'março de 2025',
    imagemChave: 'public/u-1-1700000000000.png',
  },
};

function answerWith(texts: string[], pontos: (number | null)[] = []): Answer {
  return {
    slides: texts.map((texto, index) => ({ rotulo: 'R', titulo: 'T', texto, ponto: pontos[index] ?? null })),
    legenda: { texto: 'Legenda', chamada: 'Comente', hashtags: ['#a', '#b', '#c'] },
  };
}

describe('findInventedNumbers', () => {
  it('accepts the user numbers however they are punctuated, and small counts', () => {
    const answer = answerWith([
      'Parada há 8 meses',
      'R$ 1.500.000,00 gastos',
      'Em 2025',
      'São 1500000 reais',
      '5 fatos',
    ]);
    expect(findInventedNumbers(answer, investigar)).toEqual([]);
  });

  it('names every number the user never gave, image addresses included', () => {
    const answer = answerWith([
      '40% menos vendas',
      'Desde 2019',
      'Custo de 1700000000000',
      'Obra de 12 km',
      'ok',
    ]);
    expect(findInventedNumbers(answer, investigar)).toEqual(['40', '2019', '1700000000000', '12']);
  });

  it('reads the caption and hashtags too', () => {
    const answer = answerWith(['a', 'b', 'c', 'd', 'e']);
    answer.legenda.texto = 'Mais de 300 famílias afetadas';
    answer.legenda.hashtags = ['#obras2024', '#recife', '#ponte'];
    expect(findInventedNumbers(answer, investigar)).toEqual(['300', '2024']);
  });
});

describe('findMissingPoints', () => {
  const educar: WriterInput = {
    objetivo: 'educar',
    campos: {
      titulo: 'Guia',
      introducao: 'Intro',
      pontos: [
        { titulo: 'Um', descricao: 'a' },
        { titulo: 'Dois', descricao: 'b' },
        { titulo: 'Três', descricao: 'c' },
      ],
    },
  };

  it('lists the educar points without a slide', () => {
    expect(findMissingPoints(answerWith(['a', 'b', 'c', 'd', 'e'], [null, 1, 3, 3, null]), educar)).toEqual([
      2,
    ]);
    expect(findMissingPoints(answerWith(['a', 'b', 'c', 'd', 'e'], [null, 1, 2, 3, null]), educar)).toEqual(
      [],
    );
  });

  it('gives the problems in Portuguese, ready for the retry', () => {
    const answer = answerWith(['Em 10 minutos', 'Ganhe 99%', 'c', 'd', 'e'], [null, 1, 1, null, null]);
    expect(checkAnswer(answer, educar)).toEqual([
      'números que não estão nos campos: 99',
      'pontos sem slide: 2, 3',
    ]);
    expect(checkAnswer(answerWith(['a', 'b', 'c', 'd', 'e']), investigar)).toEqual([]);
  });
});
