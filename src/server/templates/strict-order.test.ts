import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignStrictOrdem } from './strict-order';

const rows = (...ordens: number[]) => ordens.map((ordem, index) => ({ id: `t${index}`, ordem }));
/** The rows listed in another order, by their positions in `group`. */
const inOrder = <T>(group: readonly T[], ...positions: number[]) =>
  positions.flatMap((position) => group.slice(position, position + 1));

describe('assignStrictOrdem', () => {
  it('a swap in a strict group exchanges the two values and touches nothing else', () => {
    const group = rows(10, 20, 30);
    expect(Object.fromEntries(assignStrictOrdem(inOrder(group, 1, 0, 2)))).toEqual({
      t1: 10,
      t0: 20,
      t2: 30,
    });
  });

  it('ties anywhere in the group are broken in the new order', () => {
    const group = rows(0, 0, 0);
    expect(Object.fromEntries(assignStrictOrdem(inOrder(group, 0, 2, 1)))).toEqual({ t0: 0, t2: 1, t1: 2 });
  });

  it('always leaves strictly increasing, non-negative values in the given order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { minLength: 1, maxLength: 12 }), (ordens) => {
        const group = rows(...ordens);
        const assigned = assignStrictOrdem(group);
        const values = group.map((row) => assigned.get(row.id) ?? -1);
        values.forEach((value, index) => {
          expect(value).toBeGreaterThanOrEqual(0);
          if (index > 0) expect(value).toBeGreaterThan(values[index - 1] ?? Number.NaN);
        });
      }),
    );
  });
});
