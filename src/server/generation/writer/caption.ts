import { normalizeText } from './text-tools';

/** Instagram's caption limit. */
export const CAPTION_MAX = 2200;

export interface CaptionParts {
  hook: string;
  summary: readonly string[];
  callToAction: string;
  hashtags: readonly string[];
}

/** Hook, a few summary lines, the call to action, then the hashtags on their own line. */
export function buildCaption(parts: CaptionParts): string {
  const tags = parts.hashtags.join(' ');
  const fixed = [normalizeText(parts.hook), normalizeText(parts.callToAction), tags];
  const room = CAPTION_MAX - fixed.join('\n\n').length - 4;
  const summary: string[] = [];
  let used = 0;
  for (const line of parts.summary.map(normalizeText).filter((line) => line !== '')) {
    if (used + line.length + 2 > room) break;
    summary.push(line);
    used += line.length + 2;
  }
  const blocks = [fixed[0], summary.join('\n\n'), fixed[1], fixed[2]].filter((block) => block !== '');
  return `${blocks.join('\n\n')}\n`;
}
