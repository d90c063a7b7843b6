import { describe, expect, it } from 'vitest';
import { computeCrc16 } from './crc16';

describe('computeCrc16', () => {
  it('matches the CRC16-CCITT-FALSE check value', () => {
    expect(computeCrc16('123456789')).toBe('29B1');
  });

  it('returns the initial value for empty input', () => {
    expect(computeCrc16('')).toBe('FFFF');
  });

  it('always returns four upper-case hex digits', () => {
    for (const text of ['A', 'pix', '0002010102', 'Fulano']) {
      expect(computeCrc16(text)).toMatch(/^[0-9A-F]{4}$/);
    }
  });

  it('checksums UTF-8 bytes, not UTF-16 code units', () => {
    // Reference values from an independent bitwise implementation: 'é' is C3 A9 in UTF-8,
    // whereas a code-unit implementation would checksum the single byte E9.
    expect(computeCrc16('é')).toBe('7ACB');
    expect(computeCrc16('é')).not.toBe('8DF7');
  });
});
