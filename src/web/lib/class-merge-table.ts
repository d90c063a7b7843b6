/*
 * tailwind-merge's answers, worked out ahead of time for a known set of classes, so that a page can resolve class
 * conflicts without tailwind-merge itself: its first call builds a map of every Tailwind class group (about 30 KB
 * of code and a long task on a phone), which /login and /register cannot afford (docs/decisions/0018-fast-on-a-phone.md,
 * step 7). The light entries' `cn` (cn-light.ts) uses a table the build computes from the classes their own sources
 * contain (scripts/light-class-merge.ts).
 *
 * Why a table of pairs is enough: tailwind-merge reads a list from its end and drops a class when a class kept after
 * it conflicts with it (the same group under the same variants, or a group the later one overrides, like `px-2`
 * before `p-4`); whether `b` drops an earlier `a` depends only on the two classes, and is exactly what it answers
 * for the list `a b`. So the table holds, for each class, which classes it drops when it comes later, and a list
 * merged with it is the list tailwind-merge would return. Classes outside the table are kept as they are, as
 * tailwind-merge keeps what it does not know (class-merge-table.test.ts compares the two).
 */

/**
 * Kinds of classes (those that drop and are dropped by the same classes), each as its classes joined by spaces
 * and the kinds one of its classes drops when it comes later in a list.
 */
export type ClassMergeTable = [classes: string, drops: number[]][];

/** What tailwind-merge answers for a list of classes (the app's `cn`). */
export type MergeClasses = (classList: string) => string;

/**
 * The table of `merge` for the classes among `candidates` it knows (a class it knows drops its own repetition;
 * any other word is left out and will be kept as it is). Sorted, so the same classes give the same table.
 */
export function buildClassMergeTable(candidates: Iterable<string>, merge: MergeClasses): ClassMergeTable {
  const classes = [...new Set(candidates)]
    .filter((name) => name !== '' && !/\s/.test(name) && merge(`${name} ${name}`) === name)
    .sort();
  // drops[b] = the classes a that b drops when it comes after them.
  const drops = classes.map((later) => classes.map((earlier) => merge(`${earlier} ${later}`) === later));
  const signature = (index: number) =>
    `${drops[index]?.map(Number).join('')}|${drops.map((row) => Number(row[index])).join('')}`;
  const kindOf = new Map<string, number>();
  const kinds: { classes: string[]; representative: number }[] = [];
  const kindOfClass = classes.map((name, index) => {
    const key = signature(index);
    let kind = kindOf.get(key);
    if (kind === undefined) {
      kind = kinds.length;
      kindOf.set(key, kind);
      kinds.push({ classes: [], representative: index });
    }
    kinds[kind]?.classes.push(name);
    return kind;
  });
  return kinds.map(({ classes: names, representative }) => {
    const dropped = new Set<number>();
    drops[representative]?.forEach((drop, index) => {
      if (drop) dropped.add(kindOfClass[index] ?? -1);
    });
    return [names.join(' '), [...dropped].sort((a, b) => a - b)];
  });
}

/** Merges a list of classes with `table` as tailwind-merge would: the later of two conflicting classes wins. */
export function createTableMerge(table: ClassMergeTable): MergeClasses {
  const kindOf = new Map<string, number>();
  table.forEach(([names], kind) => {
    for (const name of names.split(' ')) kindOf.set(name, kind);
  });
  return (classList) => {
    const dropped = new Set<number>();
    const kept: string[] = [];
    const names = classList.split(/\s+/);
    for (let index = names.length - 1; index >= 0; index--) {
      const name = names[index];
      if (!name) continue;
      const kind = kindOf.get(name);
      if (kind !== undefined) {
        if (dropped.has(kind)) continue;
        for (const drop of table[kind]?.[1] ?? []) dropped.add(drop);
      }
      kept.push(name);
    }
    return kept.reverse().join(' ');
  };
}
