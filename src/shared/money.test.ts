import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('shows centavos as reais with a comma and a thousands dot', () => {
    expect(formatCents(5990)).toBe('R$ 59,90');
    expect(formatCents(13490)).toBe('R$ 134,90');
    expect(formatCents(123456789)).toBe('R$ 1.234.567,89');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(-100)).toBe('-R$ 1,00');
  });
});
