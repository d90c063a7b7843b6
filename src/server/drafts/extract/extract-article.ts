import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { FURNITURE_SELECTORS, looksLikeFurnitureName, looksLikeFurnitureText } from './furniture';
import type { SourceDocument } from './source';

type Doc = ReturnType<typeof parseHTML>['document'];
type El = ReturnType<Doc['createElement']>;

/** What a page's JSON-LD and meta tags say about the article. */
interface PageMetadata {
  titulo: string | null;
  autor: string | null;
  dataPublicacao: string | null;
  lugar: string | null;
  tipoSchema: string | null;
  corpo: string | null;
}

const ARTICLE_TYPES = new Set([
  'NewsArticle',
  'BlogPosting',
  'Article',
  'ReportageNewsArticle',
  'AnalysisNewsArticle',
  'OpinionNewsArticle',
  'HowTo',
  'Report',
]);

/** Short text of a JSON-LD value that may be a string, an object with a name, or a list of either. */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const names = value.map(nameOf).filter((name): name is string => name !== null);
    return names.length > 0 ? names.join(', ') : null;
  }
  if (value && typeof value === 'object' && 'name' in value) return nameOf(value.name);
  return null;
}

function typesOf(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((entry): entry is string => typeof entry === 'string') : [];
}

function* walkJsonLd(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const entry of value) yield* walkJsonLd(entry);
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    yield node;
    if ('@graph' in node) yield* walkJsonLd(node['@graph']);
  }
}

function readJsonLd(document: Doc): Record<string, unknown> | null {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    for (const node of walkJsonLd(parsed)) {
      if (typesOf(node).some((type) => ARTICLE_TYPES.has(type))) return node;
    }
  }
  return null;
}

function meta(document: Doc, ...keys: string[]): string | null {
  for (const key of keys) {
    const element = document.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
    const content = element?.getAttribute('content')?.trim();
    if (content) return content;
  }
  return null;
}

function readMetadata(document: Doc): PageMetadata {
  const ld = readJsonLd(document);
  const headline = ld ? (nameOf(ld.headline) ?? nameOf(ld.name)) : null;
  return {
    titulo: clean(
      headline ??
        meta(document, 'og:title', 'twitter:title') ??
        document.querySelector('title')?.textContent ??
        '',
    ),
    autor: (ld ? nameOf(ld.author) : null) ?? meta(document, 'author', 'article:author'),
    dataPublicacao:
      (ld && typeof ld.datePublished === 'string' ? ld.datePublished : null) ??
      meta(document, 'article:published_time', 'date', 'pubdate'),
    lugar: ld ? (nameOf(ld.contentLocation) ?? nameOf(ld.locationCreated)) : null,
    tipoSchema: ld ? (typesOf(ld)[0] ?? null) : null,
    corpo: ld && typeof ld.articleBody === 'string' ? ld.articleBody : null,
  };
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A page title often ends with the site's name: "Título | Portal" or "Título - Jornal". */
function withoutSiteName(title: string): string {
  const parts = title.split(/\s+[|–—]\s+|\s+-\s+/);
  return parts.length > 1 && (parts[0]?.length ?? 0) >= 20 ? (parts[0] ?? title) : title;
}

function removeFurniture(document: Doc): void {
  for (const element of document.querySelectorAll(FURNITURE_SELECTORS)) {
    if (element.tagName === 'HEADER' && element.closest('article')) continue;
    element.remove();
  }
  const bodyLength = (document.body?.textContent ?? '').length || 1;
  for (const element of document.querySelectorAll('[class], [id]')) {
    if (['HTML', 'BODY', 'MAIN', 'ARTICLE'].includes(element.tagName)) continue;
    const name = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
    if (!looksLikeFurnitureName(name)) continue;
    // A wrapper that holds the article (a theme's "has-sidebar" container) is not furniture.
    if (element.querySelector('article, main') || (element.textContent ?? '').length > bodyLength * 0.4)
      continue;
    element.remove();
  }
}

const BLOCKS = 'p, li, blockquote, h2, h3, h4, pre';

function paragraphsOf(root: El): { paragrafos: string[]; subtitulos: string[] } {
  const paragrafos: string[] = [];
  const subtitulos: string[] = [];
  for (const element of root.querySelectorAll(BLOCKS)) {
    // A paragraph inside a list item or a quote is read with its parent.
    if (element.parentElement?.closest('li, blockquote')) continue;
    const text = clean(element.textContent ?? '');
    if (text.length < 2 || looksLikeFurnitureText(text)) continue;
    if (/^H[2-4]$/.test(element.tagName)) subtitulos.push(text);
    paragrafos.push(text);
  }
  return { paragrafos, subtitulos };
}

/** Dedupes while keeping order: themes repeat the lead as a "linha fina". */
function unique(lines: string[]): string[] {
  return [...new Set(lines)];
}

/**
 * Reads an article page: its text through Readability (Firefox's reader view) on a copy cleaned of Brazilian
 * sites' furniture, and its title, author, date and place from JSON-LD (NewsArticle, BlogPosting) and meta tags.
 */
export function extractArticle(html: string, url: string | null): SourceDocument {
  const { document } = parseHTML(html);
  const metadata = readMetadata(document);
  removeFurniture(document);
  const article = new Readability<El>(document as unknown as Document, {
    serializer: (node) => node as unknown as El,
    charThreshold: 200,
  }).parse();
  let { paragrafos, subtitulos } = article?.content
    ? paragraphsOf(article.content)
    : { paragrafos: [], subtitulos: [] };
  if (paragrafos.length === 0 && metadata.corpo) {
    paragrafos = metadata.corpo
      .split(/\n+/)
      .map(clean)
      .filter((line) => line && !looksLikeFurnitureText(line));
    subtitulos = [];
  }
  const titulo = metadata.titulo || clean(article?.title ?? '');
  return {
    tipo: 'artigo',
    titulo: withoutSiteName(titulo),
    url,
    paragrafos: unique(paragrafos).filter((line) => line !== titulo),
    subtitulos,
    autor: metadata.autor ?? (article?.byline ? clean(article.byline) : null),
    dataPublicacao: metadata.dataPublicacao ?? article?.publishedTime ?? null,
    lugar: metadata.lugar,
    tipoSchema: metadata.tipoSchema,
  };
}

/** Pasted or plain text: paragraphs are its blank-line (or line) breaks, the title its first short line. */
export function extractPlainText(text: string, url: string | null): SourceDocument {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map(clean)
    .filter((line) => line !== '' && !looksLikeFurnitureText(line));
  const first = lines[0] ?? '';
  const hasTitleLine = lines.length > 1 && first.length <= 120 && !/[.!?:]$/.test(first);
  return {
    tipo: 'texto',
    titulo: hasTitleLine ? first : '',
    url,
    paragrafos: hasTitleLine ? lines.slice(1) : lines,
    subtitulos: [],
    autor: null,
    dataPublicacao: null,
    lugar: null,
    tipoSchema: null,
  };
}
