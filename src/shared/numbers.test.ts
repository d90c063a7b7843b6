import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes whole numbers with the thousands dots pt-BR uses, as Intl does', () => {
    for (const value of [0, 7, 999, 1000, 2200, 4321, 10_000, 123_456, 1_234_567, 100_000_000, -1234]) {
      expect(formatCount(value)).toBe(value.toLocaleString('pt-BR'));
    }
  });
});
