import { describe, expect, it } from 'vitest';
import { splitGraphemes } from './graphemes';

const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
const bySegmenter = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);

describe('splitGraphemes', () => {
  it('splits Portuguese text into its letters, accents kept on their letters', () => {
    expect(splitGraphemes('Ação—já! R$ 59,90 “ótimo”')).toEqual(bySegmenter('Ação—já! R$ 59,90 “ótimo”'));
  });

  it('keeps emoji, flags, keycaps and combining accents whole', () => {
    for (const text of [
      'Bolo 🎂 e 👩‍👩‍👧',
      'Brasil 🇧🇷',
      'Passo 1️⃣',
      'a\u0301gua',
      'linha\r\nnova',
      'x\u200dy',
    ]) {
      expect(splitGraphemes(text)).toEqual(bySegmenter(text));
    }
  });
});
