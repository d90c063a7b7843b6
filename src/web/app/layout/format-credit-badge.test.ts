import { describe, expect, it } from 'vitest';
import { describeCredits, formatCreditBadge } from './format-credit-badge';

describe('formatCreditBadge', () => {
  it('shows the balance up to 99 and 99+ above', () => {
    expect(formatCreditBadge(0)).toBe('0');
    expect(formatCreditBadge(2)).toBe('2');
    expect(formatCreditBadge(99)).toBe('99');
    expect(formatCreditBadge(100)).toBe('99+');
    expect(formatCreditBadge(120)).toBe('99+');
  });

  it('never shows a negative or broken number', () => {
    expect(formatCreditBadge(-3)).toBe('0');
    expect(formatCreditBadge(Number.NaN)).toBe('0');
  });
});

describe('describeCredits', () => {
  it('reads the exact balance in Portuguese', () => {
    expect(describeCredits(1)).toBe('1 crédito');
    expect(describeCredits(120)).toBe('120 créditos');
  });
});
