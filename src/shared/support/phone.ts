import { LIMITS } from '../constants';

/** Digits only, cut at the 11 a Brazilian mobile number has (DDD + 9 digits). */
export function extractPhoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.supportPhoneDigits);
}

export function isValidPhone(input: string): boolean {
  return input.replace(/\D/g, '').length === LIMITS.supportPhoneDigits;
}

/**
 * Formats as the user types, towards `(DD) 9 NNNN-NNNN`. Partial input is formatted as far as it goes, so the
 * mask never swallows a digit and deleting a separator just deletes the digit before it on the next keystroke.
 */
export function formatPhone(input: string): string {
  const digits = extractPhoneDigits(input);
  if (digits.length === 0) return '';
  const ddd = digits.slice(0, 2);
  if (digits.length <= 2) return `(${ddd}`;
  const first = digits.slice(2, 3);
  const middle = digits.slice(3, 7);
  const last = digits.slice(7, 11);
  let formatted = `(${ddd}) ${first}`;
  if (middle) formatted += ` ${middle}`;
  if (last) formatted += `-${last}`;
  return formatted;
}
