/**
 * A code nobody gave a label yet ('admin_nova_acao') still reads as words ('Admin nova acao') rather than as
 * an identifier; the raw code stays available where admins search by it (details dialogs, filters).
 */
export function humanizeCode(code: string): string {
  const words = code
    .trim()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return words === '' ? '--' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
