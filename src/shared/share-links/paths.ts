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
