/** The greeting's name: the first word of the user's full name. */
export function getFirstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
