import { describe, expect, it } from 'vitest';
import { formatBytes, UNKNOWN_SIZE } from './bytes';

describe('formatBytes', () => {
  it('shows whole bytes below 1 KB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1)).toBe('1 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
  });

  it('uses base 1024 and two decimals with a comma for KB, MB and GB', () => {
    expect(formatBytes(1024)).toBe('1,00 KB');
    expect(formatBytes(1536)).toBe('1,50 KB');
    expect(formatBytes(1024 ** 2)).toBe('1,00 MB');
    expect(formatBytes(5.25 * 1024 ** 2)).toBe('5,25 MB');
    expect(formatBytes(1024 ** 3)).toBe('1,00 GB');
    expect(formatBytes(123_456_789)).toBe('117,74 MB');
  });

  it('moves to the next unit when rounding would print 1024', () => {
    expect(formatBytes(1024 ** 2 - 1)).toBe('1,00 MB');
    expect(formatBytes(1024 * 1023.999)).toBe('1,00 MB');
  });

  it('stays in GB above a terabyte', () => {
    expect(formatBytes(2 * 1024 ** 4)).toBe('2048,00 GB');
  });

  it('reads "Tamanho desconhecido" when the size is missing or unusable', () => {
    expect(UNKNOWN_SIZE).toBe('Tamanho desconhecido');
    expect(formatBytes(null)).toBe(UNKNOWN_SIZE);
    expect(formatBytes(undefined)).toBe(UNKNOWN_SIZE);
    expect(formatBytes(-1)).toBe(UNKNOWN_SIZE);
    expect(formatBytes(Number.NaN)).toBe(UNKNOWN_SIZE);
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe(UNKNOWN_SIZE);
  });
});
