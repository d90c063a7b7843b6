import { describe, expect, it } from 'vitest';
import { isThinSlide, mergeThinSlides } from './thin-slides';
import type { Slide } from './types';

describe('mergeThinSlides', () => {
  it('folds a nearly empty slide into the next one, keeping its label as a lead-in', () => {
    const slides: Slide[] = [
      { kind: 'cover', title: 'Minha primeira maratona' },
      { kind: 'content', eyebrow: 'O desafio', title: 'Joelho ruim' },
      { kind: 'content', eyebrow: 'A virada', title: 'Treinei devagar, três vezes por semana' },
      { kind: 'closing', title: 'Conta nos comentários' },
    ];
    expect(isThinSlide(slides[1] as Slide)).toBe(true);
    expect(mergeThinSlides(slides)).toEqual([
      slides[0],
      {
        kind: 'content',
        eyebrow: 'O desafio',
        title: 'Joelho ruim',
        body: 'A virada: Treinei devagar, três vezes por semana.',
      },
      slides[3],
    ]);
  });

  it('folds a thin last content slide into the one before and never touches cover or closing', () => {
    const slides: Slide[] = [
      { kind: 'cover', title: 'Capa' },
      { kind: 'content', eyebrow: 'O resultado', title: 'Dobrei as vendas em seis meses' },
      { kind: 'content', eyebrow: 'A moral', title: 'Persista' },
      { kind: 'closing', title: 'Fim' },
    ];
    const merged = mergeThinSlides(slides);
    expect(merged).toHaveLength(3);
    expect(merged[1]?.body).toBe('A moral: Persista.');
    expect(merged[2]).toEqual(slides[3]);
  });
});
