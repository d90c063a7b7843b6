import { extractText, getDocumentProxy } from 'unpdf';
import { extractPlainText } from './extract-article';
import type { SourceDocument } from './source';

export const PDF_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPages: 50 } as const;

export const PDF_MESSAGES = {
  tooLarge: 'O PDF passa de 10 MB. Envie um arquivo menor ou cole o texto.',
  tooManyPages: 'O PDF tem mais de 50 páginas. Envie só a parte que interessa ou cole o texto.',
  unreadable:
    'Não conseguimos ler esse PDF (ele pode estar protegido por senha ou corrompido). Cole o texto.',
  noText: 'Esse PDF não tem texto selecionável (parece uma digitalização). Cole o texto.',
} as const;

export class PdfReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfReadError';
  }
}

/** The PDF's text (pdf.js through unpdf), page by page; its title from the document's metadata when it has one. */
export async function extractPdf(bytes: Uint8Array, url: string | null): Promise<SourceDocument> {
  if (bytes.byteLength > PDF_LIMITS.maxBytes) throw new PdfReadError(PDF_MESSAGES.tooLarge);
  let pages: string[];
  let title: string | null = null;
  try {
    // pdf.js may detach the buffer it is given: it gets a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      if (pdf.numPages > PDF_LIMITS.maxPages) throw new PdfReadError(PDF_MESSAGES.tooManyPages);
      const metadata = await pdf.getMetadata().catch(() => null);
      const info = metadata?.info as { Title?: unknown } | undefined;
      title = typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim() : null;
      pages = (await extractText(pdf, { mergePages: false })).text;
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    if (error instanceof PdfReadError) throw error;
    throw new PdfReadError(PDF_MESSAGES.unreadable);
  }
  const text = reflow(pages.join('\n'));
  if (text.replace(/\s/g, '').length < 20) throw new PdfReadError(PDF_MESSAGES.noText);
  const source = extractPlainText(text, url);
  return { ...source, tipo: 'pdf', titulo: title ?? source.titulo };
}

/**
 * pdf.js gives one line per printed line: lines are joined back into paragraphs, a paragraph ending at a line
 * that closes a sentence. A short line standing alone after a paragraph's end (a heading) stays its own.
 */
export function reflow(text: string): string {
  const paragraphs: string[] = [];
  let current = '';
  const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
  lines.forEach((line, index) => {
    if (line === '') {
      if (current) paragraphs.push(current);
      current = '';
      return;
    }
    // A word cut with a hyphen at the line's end is joined whole.
    current =
      current.endsWith('-') && /^\p{Ll}/u.test(line)
        ? `${current.slice(0, -1)}${line}`
        : current
          ? `${current} ${line}`
          : line;
    const next = lines[index + 1] ?? '';
    const heading = current === line && line.length <= 80 && !/[.,;:]$/.test(line) && /^\p{Lu}/u.test(next);
    if (/[.!?:"”»)]$/.test(line) || heading) {
      paragraphs.push(current);
      current = '';
    }
  });
  if (current) paragraphs.push(current);
  return paragraphs.join('\n');
}
