/** The kinds of source a draft starts from. */
export type SourceKind = 'artigo' | 'texto' | 'pdf';

/**
 * What the drafters read: the source's own words, cleaned of the page's furniture, and what its metadata says.
 * `paragrafos` keeps the source's order; headings of a how-to stay as their own short paragraphs.
 */
export interface SourceDocument {
  tipo: SourceKind;
  titulo: string;
  url: string | null;
  paragrafos: string[];
  /** Section headings in order (a how-to's steps), when the source has them. */
  subtitulos: string[];
  autor: string | null;
  /** As the source gives it: an ISO date from metadata, or null. */
  dataPublicacao: string | null;
  /** A place the metadata names (JSON-LD contentLocation, a dateline), or null. */
  lugar: string | null;
  /** The JSON-LD type that described the page (NewsArticle, BlogPosting...), or null. */
  tipoSchema: string | null;
}

export function countWords(document: SourceDocument): number {
  return document.paragrafos
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\p{L}|\d/u.test(word)).length;
}
