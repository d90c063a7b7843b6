import { describe, expect, it } from 'vitest';
import { extractPhoneDigits, formatPhone, isValidPhone } from './phone';

describe('formatPhone', () => {
  it('formats as the user types towards (DD) 9 NNNN-NNNN', () => {
    const typed = '11987654321';
    const steps = Array.from({ length: typed.length }, (_, index) => formatPhone(typed.slice(0, index + 1)));
    expect(steps).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 9 8',
      '(11) 9 87',
      '(11) 9 876',
      '(11) 9 8765',
      '(11) 9 8765-4',
      '(11) 9 8765-43',
      '(11) 9 8765-432',
      '(11) 9 8765-4321',
    ]);
  });

  it('ignores anything but digits and cuts at 11 digits', () => {
    expect(formatPhone('+55 (11) 98765-4321 ramal 9')).toBe('(55) 1 1987-6543');
    expect(formatPhone('(11) 9 8765-43219999')).toBe('(11) 9 8765-4321');
    expect(formatPhone('abc')).toBe('');
    expect(formatPhone('')).toBe('');
  });

  it('reformats a pasted, already formatted number unchanged', () => {
    expect(formatPhone('(21) 9 1234-5678')).toBe('(21) 9 1234-5678');
  });
});

describe('extractPhoneDigits and isValidPhone', () => {
  it('keeps digits only, at most 11', () => {
    expect(extractPhoneDigits('(21) 9 1234-5678')).toBe('21912345678');
    expect(extractPhoneDigits('219123456789')).toBe('21912345678');
  });

  it('accepts exactly 11 digits (DDD + 9 digits) and nothing else', () => {
    expect(isValidPhone('(21) 9 1234-5678')).toBe(true);
    expect(isValidPhone('21912345678')).toBe(true);
    expect(isValidPhone('2191234567')).toBe(false);
    expect(isValidPhone('219123456789')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});
