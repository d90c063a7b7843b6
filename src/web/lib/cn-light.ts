import { type ClassValue, clsx } from 'clsx';
import { type ClassMergeTable, createTableMerge } from './class-merge-table';

/**
 * The light entries' `cn` (/login, /register: the build puts it in place of cn.ts for them,
 * scripts/light-class-merge.ts): the same answers as cn.ts, from a table of tailwind-merge's answers the build
 * computes for the classes those entries' sources contain and writes into the chunk as this function, instead
 * of tailwind-merge and the class map its first call builds (docs/decisions/0018-fast-on-a-phone.md, step 7).
 */
declare function __LIGHT_CLASS_MERGE_TABLE__(): ClassMergeTable;

let merge: ((classList: string) => string) | null = null;

/** Joins class names (clsx syntax) and resolves Tailwind conflicts, last one wins. */
export function cn(...inputs: ClassValue[]): string {
  merge ??= createTableMerge(__LIGHT_CLASS_MERGE_TABLE__());
  return merge(clsx(inputs));
}
