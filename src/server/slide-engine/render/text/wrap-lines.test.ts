import { describe, expect, it } from 'vitest';
import { hasOverlongWord, wrapParagraph } from './wrap-lines';

/** 10 px per character: easy to reason about. */
const measure = (text: string) => [...text].length * 10;

describe('wrapParagraph', () => {
  it('keeps every line within the width and every word in order', () => {
    const text = 'um dois três quatro cinco seis sete oito nove dez onze doze';
    const lines = wrapParagraph(text, 120, measure, 'pretty');
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(text);
  });

  it('balances a headline into lines of similar length', () => {
    const lines = wrapParagraph('Como precificar seu serviço sem medo algum', 300, measure, 'balance');
    const widths = lines.map(measure);
    expect(lines).toHaveLength(2);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(60);
  });

  it('never balances by cutting a word that fits the full width', () => {
    const lines = wrapParagraph(
      'O ALGORITMO MEDE COMPARTILHAMENTOS E TEMPO DE LEITURA',
      200,
      measure,
      'balance',
    );
    expect(lines).toContain('COMPARTILHAMENTOS');
  });

  it('keeps a trailing emoji or dash with the word before it', () => {
    const lines = wrapParagraph('Faturava mais do que meu antigo salário 🎂', 190, measure, 'balance');
    expect(lines.at(-1)).not.toBe('🎂');
    expect(lines.some((line) => line.startsWith('🎂'))).toBe(false);
  });

  it('does not leave a single word alone on the last line', () => {
    const lines = wrapParagraph('aaaa bbbb cccc dddd eeee ffff', 190, measure, 'pretty');
    expect(lines.at(-1)?.split(' ').length).toBeGreaterThan(1);
  });

  it('breaks a word longer than the line at its Portuguese syllables, with a hyphen', () => {
    const word = 'INCONSTITUCIONALISSIMAMENTE';
    const lines = wrapParagraph(`PALAVRA ${word} LONGA`, 120, measure, 'pretty');
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(120);
    expect(lines).toEqual(['PALAVRA', 'INCONSTITU-', 'CIONALISSI-', 'MAMENTE', 'LONGA']);
  });

  it('keeps a word whole whenever the line can hold it, and never doubles its own hyphen', () => {
    expect(wrapParagraph('um guarda-chuva', 120, measure, 'pretty')).toEqual(['um', 'guarda-chuva']);
    expect(wrapParagraph('guarda-chuva', 80, measure, 'pretty')).toEqual(['guarda-', 'chuva']);
  });

  it('cuts between letters, still with a hyphen, only when one syllable is wider than the line', () => {
    const lines = wrapParagraph('CONS', 30, measure, 'pretty');
    expect(lines).toEqual(['CO-', 'NS']);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(30);
  });

  it('never splits an emoji or an accented letter (graphemes)', () => {
    const word = '👍🏽'.repeat(5) + 'é'.normalize('NFD').repeat(4);
    const lines = wrapParagraph(
      word,
      30,
      (text) => [...new Intl.Segmenter().segment(text)].length * 10,
      'pretty',
    );
    // Hyphens only where two letters were parted, never between emoji.
    expect(lines.join('').replaceAll('-', '')).toBe(word);
    expect(lines.join('')).not.toMatch(/\p{Extended_Pictographic}\u{1F3FD}?-/u);
    for (const line of lines) expect(line.startsWith('\u0301')).toBe(false);
    expect(lines.some((line) => line.includes('\u{1F3FD}') && !line.includes('👍'))).toBe(false);
  });

  it('tells when a word is too long for the line', () => {
    expect(hasOverlongWord('curto longuíssimo', 80, measure)).toBe(true);
    expect(hasOverlongWord('curto', 80, measure)).toBe(false);
  });
});
