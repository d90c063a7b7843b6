import { describe, expect, it } from 'vitest';
import { buildAnswerSchema, getSlideRange } from './llm-answer-schema';
import type { WriterInput } from './types';

function educar(points: number): WriterInput {
  return {
    objetivo: 'educar',
    campos: {
      titulo: 'Guia',
      introducao: 'Intro',
      pontos: Array.from({ length: points }, (_, index) => ({ titulo: `P${index + 1}`, descricao: 'd' })),
    },
  };
}

const slide = { rotulo: 'R', titulo: 'Título', texto: '' };
const legenda = { texto: 'Legenda', chamada: 'Comente', hashtags: ['#a1', '#b2', '#c3'] };
const conectar: WriterInput = {
  objetivo: 'conectar',
  campos: { historiaDeQue: 'h', desafio: 'd', acao: 'a', resultado: 'r', moral: 'm' },
};

describe('buildAnswerSchema', () => {
  it('accepts 5 to 10 slides with bounded text and 3 to 8 hashtags', () => {
    const schema = buildAnswerSchema(conectar);
    expect(schema.safeParse({ slides: Array(5).fill(slide), legenda }).success).toBe(true);
    expect(schema.safeParse({ slides: Array(10).fill(slide), legenda }).success).toBe(true);
    expect(schema.safeParse({ slides: Array(4).fill(slide), legenda }).success).toBe(false);
    expect(schema.safeParse({ slides: Array(11).fill(slide), legenda }).success).toBe(false);
    const longBody = { ...slide, texto: 'x'.repeat(361) };
    expect(schema.safeParse({ slides: [...Array(4).fill(slide), longBody], legenda }).success).toBe(false);
    expect(schema.safeParse({ slides: Array(5).fill({ ...slide, titulo: '' }), legenda }).success).toBe(
      false,
    );
    expect(
      schema.safeParse({ slides: Array(5).fill(slide), legenda: { ...legenda, hashtags: ['#a', '#b'] } })
        .success,
    ).toBe(false);
  });

  it('refuses keys it did not ask for, so a model cannot slip in fields we would ignore', () => {
    const schema = buildAnswerSchema(conectar);
    expect(
      schema.safeParse({ slides: Array(5).fill({ ...slide, imagem: 'http://x' }), legenda }).success,
    ).toBe(false);
  });

  it('asks educar slides which point they teach, within the user points', () => {
    const schema = buildAnswerSchema(educar(3));
    const slides = [null, null, 1, 2, 3, null].map((ponto) => ({ ...slide, ponto }));
    expect(schema.safeParse({ slides, legenda }).success).toBe(true);
    expect(
      schema.safeParse({ slides: [...slides.slice(0, 5), { ...slide, ponto: 4 }], legenda }).success,
    ).toBe(false);
  });
});

describe('getSlideRange', () => {
  it('is 5 to 10, and grows for educar so every point keeps its own slide', () => {
    expect(getSlideRange(conectar)).toEqual({ min: 5, max: 10 });
    expect(getSlideRange(educar(7))).toEqual({ min: 5, max: 10 });
    expect(getSlideRange(educar(8))).toEqual({ min: 5, max: 11 });
    expect(getSlideRange(educar(10))).toEqual({ min: 5, max: 13 });
  });
});
