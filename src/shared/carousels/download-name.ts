/**
 * The names a carousel's ZIP and PDF are downloaded under: `carrossel-{tema}.zip`, the tema made a plain
 * slug (accents stripped, lower case, words joined by '-', cut at a word boundary), so several downloads
 * stop piling up as 'carrossel (1).zip'. Without a usable tema the name stays `carrossel.zip`.
 */
export const DOWNLOAD_SLUG_MAX_LENGTH = 60;

export function slugifyTitle(title: string | null | undefined, maxLength = DOWNLOAD_SLUG_MAX_LENGTH): string {
  const words = (title ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  // A first word longer than the limit is cut rather than dropped.
  return slug || (words[0]?.slice(0, maxLength) ?? '');
}

/** The packaged files (`carrossel.zip`, `carrossel.pdf`) get the tema; slides and the caption keep their names. */
const PACKAGED_FILE = /^carrossel\.(zip|pdf)$/i;

export function getDownloadName(storedName: string, tema: string | null | undefined): string {
  const match = PACKAGED_FILE.exec(storedName);
  const slug = slugifyTitle(tema);
  if (!match?.[1] || !slug) return storedName;
  return `carrossel-${slug}.${match[1].toLowerCase()}`;
}
