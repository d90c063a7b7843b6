const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const BASE = 1024;

export const UNKNOWN_SIZE = 'Tamanho desconhecido';

/**
 * A file size for people (docs/product-rules.md §2, download page): Bytes, KB, MB or GB in base 1024. Whole bytes
 * are shown as an integer ('512 Bytes'); larger units with two decimals and the Brazilian decimal comma
 * ('1,50 MB'). GB is the largest unit. A missing, negative or non-numeric size reads 'Tamanho desconhecido'.
 */
export function formatBytes(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return UNKNOWN_SIZE;
  if (bytes < BASE) return `${Math.round(bytes)} Bytes`;
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(BASE)), UNITS.length - 1);
  let value = bytes / BASE ** unit;
  // 1023.999 KB would print as '1024,00 KB': move to the next unit when rounding reaches it.
  if (Number(value.toFixed(2)) >= BASE && unit < UNITS.length - 1) {
    unit += 1;
    value = bytes / BASE ** unit;
  }
  return `${value.toFixed(2).replace('.', ',')} ${UNITS[unit]}`;
}
