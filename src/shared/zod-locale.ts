import { z } from 'zod';

/**
 * Every message a person can read is Portuguese: zod's own defaults ("Invalid input: expected object...") are
 * switched to its Brazilian Portuguese texts, once per process, by the server (buildApp) and the web app
 * (main.tsx). Fields keep their own messages; this covers what no schema words itself.
 */
export function installPortugueseValidationMessages(): void {
  z.config(z.locales.ptBR());
}
