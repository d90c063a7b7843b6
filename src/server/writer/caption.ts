import { CAPTION_LIMITS } from '../../shared/carousels/slide-limits';
import { normalizeText } from './text-tools';

/** Instagram's caption limit. */
export const CAPTION_MAX = CAPTION_LIMITS.chars;
/** The summary between the hook and the call to action: short paragraphs, read on a phone. */
export const SUMMARY_PARAGRAPHS = { min: 2, max: 4 } as const;

export interface CaptionParts {
  hook: string;
  summary: readonly string[];
  callToAction: string;
  hashtags: readonly string[];
}

/**
 * legenda.txt: the hook on its own line, two to four short paragraphs, the call to action,
 * then the hashtags, each block a blank line apart (how Instagram captions are read).
 * Summary paragraphs that would pass Instagram's 2,200 characters are left out, last first.
 */
export function buildCaption(parts: CaptionParts): string {
  const hook = normalizeText(parts.hook).replace(/\n/g, ' ');
  const callToAction = normalizeText(parts.callToAction).replace(/\n/g, ' ');
  const tags = parts.hashtags.join(' ');
  const fixedLength = [hook, callToAction, tags].join('\n\n').length + 2;
  const summary: string[] = [];
  let used = 0;
  for (const paragraph of parts.summary.map(normalizeText)) {
    if (paragraph === '' || summary.length === SUMMARY_PARAGRAPHS.max) continue;
    if (fixedLength + used + paragraph.length + 2 > CAPTION_MAX) break;
    summary.push(paragraph);
    used += paragraph.length + 2;
  }
  const blocks = [hook, ...summary, callToAction, tags].filter((block) => block !== '');
  return `${blocks.join('\n\n')}\n`;
}
