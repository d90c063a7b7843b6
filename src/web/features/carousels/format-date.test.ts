import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('shows dd/MM/yyyy HH:mm in São Paulo time whatever the device zone', () => {
    expect(formatDateTime('2026-03-01T15:04:00.000Z')).toBe('01/03/2026 12:04');
    expect(formatDateTime('2026-01-01T02:30:00Z')).toBe('31/12/2025 23:30');
  });

  it('reads "Data indisponível" without a usable date', () => {
    expect(formatDateTime(null)).toBe('Data indisponível');
    expect(formatDateTime('amanhã')).toBe('Data indisponível');
  });
});
