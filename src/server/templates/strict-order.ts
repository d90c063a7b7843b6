/**
 * The ordem values after a move: `rows` in their new order get the group's old values position by position
 * (so a plain swap just exchanges two values), each raised to one above the previous where they tie. Whatever
 * ties the group had before, it leaves with a strict order, and rows already in a strict order keep their
 * values.
 */
export function assignStrictOrdem<T extends { id: string; ordem: number }>(
  rowsInNewOrder: readonly T[],
): Map<string, number> {
  const values = rowsInNewOrder.map((row) => row.ordem).sort((left, right) => left - right);
  const assigned = new Map<string, number>();
  let previous = Number.NEGATIVE_INFINITY;
  rowsInNewOrder.forEach((row, index) => {
    const ordem = Math.max(values[index] ?? 0, previous + 1);
    assigned.set(row.id, ordem);
    previous = ordem;
  });
  return assigned;
}
