const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

export function splitGraphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/**
 * Satori hands emoji to `loadAdditionalAsset` and draws them as 1em images; anything
 * pictographic, a flag or a keycap is treated the same way when measuring.
 */
export function isEmojiGrapheme(grapheme: string): boolean {
  return /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u.test(grapheme);
}
