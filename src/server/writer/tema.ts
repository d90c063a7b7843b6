import { shortenAtWord } from './text-tools';

/** Room for a whole cover headline: lists wrap or truncate it on screen, the record keeps the phrase. */
export const TEMA_MAX = 120;

/** The carousel's name in lists, the PDF title and the credit history: the cover's whole phrase. */
export function writeTema(headline: string): string {
  return shortenAtWord(headline, TEMA_MAX);
}
