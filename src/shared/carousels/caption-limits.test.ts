import { describe, expect, it } from 'vitest';
import { captionProblem, listMentions } from './slide-limits';

describe("Instagram's caption limits", () => {
  it('counts @ mentions as Instagram does, not e-mail addresses', () => {
    expect(listMentions('Valeu @ana.silva e @joao_2! Escreva para contato@empresa.com.br')).toEqual([
      '@ana.silva',
      '@joao_2',
    ]);
    expect(listMentions('@inicio, (@entre) e fim.')).toEqual(['@inicio', '@entre']);
  });

  it('names the first limit broken: 2,200 characters, 30 hashtags, 20 mentions', () => {
    expect(captionProblem('tudo certo #ok @ok')).toBeNull();
    expect(captionProblem('a'.repeat(2201))).toBe(
      'A legenda pode ter no máximo 2.200 caracteres (tem 2.201).',
    );
    expect(captionProblem(Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' '))).toBe(
      'A legenda pode ter no máximo 30 hashtags (tem 31).',
    );
    const twenty = Array.from({ length: 20 }, (_, i) => `@p${i}`).join(' ');
    expect(captionProblem(twenty)).toBeNull();
    expect(captionProblem(`${twenty} @mais`)).toBe(
      'A legenda pode marcar no máximo 20 perfis com @ (tem 21).',
    );
  });
});
