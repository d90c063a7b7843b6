import type { FetchedDocument } from '../../outbound/outbound-fetch';
import { decodeText } from './decode-text';
import { extractArticle, extractPlainText } from './extract-article';
import { extractPdf } from './extract-pdf';
import type { SourceDocument } from './source';

/**
 * A fetched link as the drafters read it: a PDF's text, an HTML page's article, a text/plain page's lines, each
 * decoded by its declared or detected charset. The draft service and the drafters' eval read links through it.
 */
export async function readFetchedDocument(page: FetchedDocument): Promise<SourceDocument> {
  if (page.kind === 'pdf') return extractPdf(page.body, page.url);
  const text = decodeText(page.body, page.contentType, page.kind === 'html');
  return page.kind === 'html' ? extractArticle(text, page.url) : extractPlainText(text, page.url);
}
