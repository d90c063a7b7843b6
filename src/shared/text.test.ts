import { describe, expect, it } from 'vitest';
import { hasInvalidCharacters, INVALID_CHARACTERS_MESSAGE, textSchema } from './text';

describe('textSchema', () => {
  it('refuses NUL bytes and lone surrogates, in Portuguese, and keeps whole emoji and accents', () => {
    for (const bad of ['a\u0000b', '\ud83d', 'x\ude00y', 'fim\ud800']) {
      expect(hasInvalidCharacters(bad), JSON.stringify(bad)).toBe(true);
      const result = textSchema().trim().min(1).safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID_CHARACTERS_MESSAGE]);
    }
    expect(textSchema().trim().parse('  Ação 😀 café  ')).toBe('Ação 😀 café');
  });
});
