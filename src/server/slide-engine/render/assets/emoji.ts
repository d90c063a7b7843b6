import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
const TWEMOJI_DIR = dirname(require.resolve('@twemoji/svg/1f600.svg'));
/** Emoji are rasterised once at this size: resvg draws a small PNG far faster than a nested SVG. */
const EMOJI_RASTER_PX = 128;

/** Twemoji's file naming: code points in hex, without U+FE0F unless the sequence has a joiner. */
function getTwemojiFileName(emoji: string): string {
  const sequence = emoji.includes('\u200d') ? emoji : emoji.replace(/\ufe0f/g, '');
  return Array.from(sequence, (char) => (char.codePointAt(0) ?? 0).toString(16)).join('-');
}

function findTwemojiFile(emoji: string): string | undefined {
  const candidates = [getTwemojiFileName(emoji), getTwemojiFileName(emoji.replace(/\ufe0f/g, ''))];
  // A skin tone or gender the set lacks falls back to the base emoji.
  const base = Array.from(emoji)[0];
  if (base) candidates.push(getTwemojiFileName(base));
  for (const name of candidates) {
    const file = join(TWEMOJI_DIR, `${name}.svg`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

export type EmojiLoader = (emoji: string) => string | undefined;

/** Emoji images as PNG data URIs from @twemoji/svg (no network), cached for the process. */
export function createEmojiLoader(): EmojiLoader {
  const cache = new Map<string, string | undefined>();
  return (emoji) => {
    if (cache.has(emoji)) return cache.get(emoji);
    const file = findTwemojiFile(emoji);
    let uri: string | undefined;
    if (file) {
      const png = new Resvg(readFileSync(file), {
        fitTo: { mode: 'width', value: EMOJI_RASTER_PX },
        // Twemoji's SVGs are shapes, no text: the system's fonts would only cost time.
        font: { loadSystemFonts: false },
      })
        .render()
        .asPng();
      uri = `data:image/png;base64,${png.toString('base64')}`;
    }
    cache.set(emoji, uri);
    return uri;
  };
}
