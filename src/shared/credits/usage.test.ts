import { describe, expect, it } from 'vitest';
import { computeCreditUsage } from './usage';

describe('computeCreditUsage', () => {
  it('counts acquired credits as the balance plus the credits used', () => {
    expect(computeCreditUsage(7, 3)).toEqual({ adquiridos: 10, percentUsed: 30 });
  });

  it('rounds the percent to a whole number', () => {
    expect(computeCreditUsage(2, 1).percentUsed).toBe(33);
    expect(computeCreditUsage(1, 2).percentUsed).toBe(67);
  });

  it('reads 0% when nothing was ever acquired', () => {
    expect(computeCreditUsage(0, 0)).toEqual({ adquiridos: 0, percentUsed: 0 });
  });

  it('reads 100% when every acquired credit was used', () => {
    expect(computeCreditUsage(0, 27)).toEqual({ adquiridos: 27, percentUsed: 100 });
  });
});
