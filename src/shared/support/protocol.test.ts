import { describe, expect, it } from 'vitest';
import { buildTicketProtocol } from './protocol';

describe('buildTicketProtocol', () => {
  it('uses the last 4 digits of the ticket id', () => {
    expect(buildTicketProtocol('3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9012', 'AB12CD')).toBe('TKT-9012');
    // Letters between the digits are skipped: the digits of '...a1b2c3d4' are 1234.
    expect(buildTicketProtocol('0000000a-0000-0000-0000-00000a1b2c3d4', null)).toBe('TKT-1234');
  });

  it('falls back to the client ref when the id has fewer than 4 digits or is missing', () => {
    expect(buildTicketProtocol(undefined, 'X1Y2Z3W4')).toBe('TKT-1234');
    expect(buildTicketProtocol('abc-1', 'A9876B')).toBe('TKT-9876');
  });

  it('uses 4 random digits when neither has 4 digits, zero-padded', () => {
    expect(buildTicketProtocol(null, 'ABC12D', () => 0.0042)).toBe('TKT-0042');
    expect(buildTicketProtocol(undefined, undefined, () => 0.99999)).toBe('TKT-9999');
    expect(buildTicketProtocol(undefined)).toMatch(/^TKT-\d{4}$/);
  });
});
