import { formatBytes } from '../bytes';
import type { SharedCarousel } from './schemas';

/**
 * The public read behind /c/{token} (SHARE_LINK_ENDPOINTS.open declares it with its schemas): its path, in a
 * module without zod, so the shared carousel's light entry calls it without loading the API's schemas
 * (docs/decisions/0018-fast-on-a-phone.md).
 */
export const SHARED_CAROUSEL_PATH = '/api/compartilhado/:token';

/**
 * The id of the `<script type="application/json">` in which the server sends a live link's answer inside the
 * page of /c/{token} (src/server/http/spa.ts), so the page draws the carousel without asking for it first.
 */
export const SHARED_CAROUSEL_DATA_ID = 'carrossel-compartilhado';

type SharedFile = SharedCarousel['arquivos'][number];

/** The slides of a shared carousel's files, in order: its PNGs (the ZIP and the PDF are downloads). */
export const sharedSlides = (files: readonly SharedFile[]): SharedFile[] =>
  files.filter((file) => file.nome.toLowerCase().endsWith('.png'));

/** What the page's strip shows for a slide: its small copy (WebP), or the PNG for a slide stored before copies. */
export const slideImageOf = (file: SharedFile): { src: string; type: 'image/webp' | 'image/png' } =>
  file.miniatura ? { src: file.miniatura, type: 'image/webp' } : { src: file.url, type: 'image/png' };

/** The heading of a shared carousel's page: its theme, or 'Carrossel' for one made without a theme. */
export const sharedTitleOf = (tema: string | null): string => tema ?? 'Carrossel';

/** A slide's alt text in the page's strip (`position` from 1). */
export const sharedSlideAlt = (position: number, count: number): string =>
  `Slide ${position} de ${count} (abre em tamanho real)`;

const BUNDLE_KIND: Record<string, 'ZIP' | 'PDF'> = { zip: 'ZIP', pdf: 'PDF' };

/**
 * The page's download buttons, in the files' order: the ZIP ('Baixar tudo', the main button) and the PDF, with
 * their sizes as `formatBytes` writes them.
 */
export function sharedDownloads(
  files: readonly SharedFile[],
): { file: SharedFile; primary: boolean; label: string }[] {
  return files.flatMap((file) => {
    const kind = BUNDLE_KIND[file.nome.split('.').pop()?.toLowerCase() ?? ''];
    if (!kind) return [];
    const label =
      kind === 'ZIP'
        ? `Baixar tudo (ZIP, ${formatBytes(file.tamanho)})`
        : `Baixar PDF (${formatBytes(file.tamanho)})`;
    return [{ file, primary: kind === 'ZIP', label }];
  });
}
