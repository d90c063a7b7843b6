import { describe, expect, it } from 'vitest';
import { pickHeadline, splitClause } from './headline';
import { chunkUnits, joinUnits, toUnits } from './units';

describe('pickHeadline', () => {
  it('takes the strongest short sentence, not the first characters, and keeps the rest in order', () => {
    const picked = pickHeadline(
      toUnits(
        'Mas no começo ninguém comprava nada, e eu passava o dia inteiro sozinha na loja esperando alguém entrar. Vendi 3 bolos em 30 dias. Quase desisti.',
      ),
    );
    expect(picked?.title).toBe('Vendi 3 bolos em 30 dias');
    expect(joinUnits(picked?.rest ?? [])).toBe(
      'Mas no começo ninguém comprava nada, e eu passava o dia inteiro sozinha na loja esperando alguém entrar. Quase desisti.',
    );
  });

  it('cuts a long first sentence at its clause when no sentence is short', () => {
    const text =
      'A prefeitura fechou 12 escolas municipais sem aviso prévio: as famílias souberam pela televisão na véspera da volta às aulas, sem tempo de procurar outra vaga perto de casa';
    const picked = pickHeadline(toUnits(text));
    expect(picked?.title).toBe('A prefeitura fechou 12 escolas municipais sem aviso prévio');
    expect(joinUnits(picked?.rest ?? [])).toMatch(/^As famílias souberam/);
  });

  it('gives up (null) on a long sentence with no clause to stand alone', () => {
    expect(pickHeadline(toUnits(`${'palavra '.repeat(30)}fim`))).toBeNull();
    expect(splitClause('Curto: o resto da frase')).toBeNull();
  });
});

describe('chunkUnits', () => {
  it('cuts only between sentences and evens out the last chunk', () => {
    const sentences = Array.from(
      { length: 7 },
      (_, index) => `Frase número ${index + 1} com algumas palavras a mais.`,
    );
    const chunks = chunkUnits(toUnits(sentences.join(' ')), 200);
    expect(chunks.map((chunk) => joinUnits(chunk)).join(' ')).toBe(sentences.join(' '));
    for (const chunk of chunks) expect(joinUnits(chunk).length).toBeLessThanOrEqual(200);
    const sizes = chunks.map((chunk) => chunk.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('keeps list items one a line', () => {
    const units = toUnits('1. Cortei os cartões\n2. Renegociei com o banco');
    expect(units.every((unit) => unit.isListItem)).toBe(true);
    expect(joinUnits(units)).toBe('1. Cortei os cartões\n2. Renegociei com o banco');
  });
});
