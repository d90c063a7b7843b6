/** `%` and `_` typed by an admin are literal characters in an ILIKE search, not wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
