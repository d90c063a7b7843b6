import { TIME_ZONE } from '../../shared/dates';
import type { Bucket } from '../storage/storage';

/** The private bucket of data exports (storage.ts): reached only through an expiring link. */
export const EXPORTS_BUCKET: Bucket = 'exportacoes';

/** One ZIP per request, under the owner's folder so a deleted account's exports go with one prefix. */
export const exportKeyOf = (userId: string, exportId: string) => `${userId}/${exportId}.zip`;

/** The name the browser saves it under: the day it was built, in São Paulo. */
export function exportDownloadName(builtAt: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(builtAt);
  return `carrossel-meus-dados-${day}.zip`;
}
