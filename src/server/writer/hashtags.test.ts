import { describe, expect, it } from 'vitest';
import { buildHashtags, combineHashtags, listKeyTerms } from './hashtags';

describe('hashtags', () => {
  it('keeps the user spelling with accents and leaves pt-BR stop words and verbs out', () => {
    const tags = buildHashtags('conectar', {
      headline: 'de quando a padaria virou referência no bairro',
      texts: ['Comecei a vender pão de fermentação natural para a vizinhança. Também fiz cafés especiais.'],
    });
    expect(tags).toContain('#referência');
    expect(tags).toContain('#padaria');
    expect(tags).toContain('#fermentação');
    for (const word of ['quando', 'comecei', 'vender', 'também', 'para']) {
      expect(tags.map((tag) => tag.normalize('NFD').replace(/\p{Mn}/gu, ''))).not.toContain(`#${word}`);
    }
  });

  it('gives 5 to 12 content tags when the text has them, then 2 to 3 broad ones, no duplicates', () => {
    const tags = buildHashtags('investigar', {
      headline: 'Obras da ponte do Limoeiro paradas',
      texts: ['Moradores da Vila Esperança relatam alagamentos e falta de iluminação na avenida principal.'],
      names: ['Recife (PE)'],
    });
    const broad = ['#jornalismo', '#investigação', '#apuração'];
    const content = tags.filter((tag) => !broad.includes(tag));
    expect(content.length).toBeGreaterThanOrEqual(5);
    expect(content.length).toBeLessThanOrEqual(12);
    expect(tags.slice(-3)).toEqual(broad);
    expect(tags).toContain('#vilaesperança');
    expect(tags).toContain('#recife');
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('merges a tag the text and the broad list share, ignoring accents and case', () => {
    expect(combineHashtags(['#Investigacao', 'escolas', 'Escolas'], 'investigar')).toEqual([
      '#escolas',
      '#jornalismo',
      '#investigação',
      '#apuração',
    ]);
  });

  it('never passes 12 content tags or Instagram’s 30', () => {
    const many = Array.from({ length: 40 }, (_, index) => `tema${index}`);
    const tags = combineHashtags(many, 'educar');
    expect(tags).toHaveLength(15);
  });

  it('treats runs of capitalised words as one name and plural and singular as one topic', () => {
    expect(listKeyTerms('Pedalei de Porto Alegre até o Rio Grande do Sul.').map((term) => term.word)).toEqual(
      ['portoalegre', 'riograndedosul'],
    );
    const tags = buildHashtags('conectar', {
      headline: 'cartões e dívidas',
      texts: ['Cortei o cartão e a dívida.'],
    });
    expect(tags.filter((tag) => tag.startsWith('#cart'))).toHaveLength(1);
  });
});
