import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAND_FONT_KEYS } from '../../../shared/brand-kit/schema';
import { getSlideSize, SLIDE_FORMATS } from '../../../shared/carousels/formats';
import { defaultDesignForBackgroundImage, SEED_TEMPLATES } from '../templates';
import { SIGNATURE_ROOM } from './brand/signature';
import { createRenderer } from './create-renderer';
import { STORIES_SAFE_ZONE } from './layouts/page';
import type { Slide } from './slide';
import { listFittedLines } from './test-support';

/**
 * "Text always fits", checked on what satori actually produced rather than on our own
 * arithmetic. Satori turns text into glyph outlines, so the SVG has no text left to read;
 * two independent views are checked instead:
 *
 * 1. Layout: satori reports every node's box (onNodeDetected). Each line the fitter
 *    placed carries, in its key, the width it was fitted to. Every line box must lie in
 *    the slide's safe area and be no wider than that room: our width measure (font
 *    advances, no kerning) against satori's real shaping.
 * 2. Ink: every glyph outline (`<path fill d>` in satori's layer, where each text node
 *    becomes one path) and every emoji image must lie inside the canvas minus a margin.
 *    This catches what boxes cannot: accents drawn above a tight line, an italic
 *    overhang, a line that overflowed its box.
 *
 * And nothing may be dropped: the fitted lines, joined, hold exactly the words given,
 * so shrinking is the only tool used (no ellipsis) at the field limits.
 */

const SAFE_AREA = 48;
const INK_MARGIN = 16;

const designs = [
  ...SEED_TEMPLATES.map((template) => ({ name: template.slug, design: template.design })),
  { name: 'upload', design: defaultDesignForBackgroundImage('papel') },
];

const portugueseLetter = fc.constantFrom(...'aáàâãbcçdeéêfghiíjklmnoóôõpqrstuúvwxyzAÁÀÂÃCÇEÉÊIÍOÓÔÕUÚ');
const word = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: portugueseLetter, minLength: 1, maxLength: 12 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('ação', 'coração', 'ÁGUA', 'pão,', 'você?', '—', '“aspas”', '40%', 'R$ 59,90'),
  },
  { weight: 2, arbitrary: fc.constantFrom('🚀', '👍🏽', '🇧🇷', '❤️', '🎉🎂', '👩‍💻') },
  { weight: 1, arbitrary: fc.string({ unit: portugueseLetter, minLength: 40, maxLength: 300 }) },
);

function text(maxLength: number) {
  return fc
    .array(word, { minLength: 1, maxLength: 120 })
    .map((words) => words.join(' ').slice(0, maxLength).trim())
    .filter((value) => value.length > 0);
}

const colorArbitrary = fc
  .integer({ min: 0, max: 0xffffff })
  .map((value) => `#${value.toString(16).padStart(6, '0')}`);

const slideArbitrary = fc.record({
  kind: fc.constantFrom<Slide['kind']>('cover', 'content', 'closing'),
  eyebrow: fc.option(text(40), { nil: undefined }),
  title: text(200),
  body: fc.option(text(600), { nil: undefined }),
  isQuote: fc.boolean(),
  design: fc.constantFrom(...designs),
  format: fc.constantFrom(...SLIDE_FORMATS),
  brand: fc.option(
    fc.record({
      nome: fc.string({ unit: portugueseLetter, minLength: 1, maxLength: 60 }),
      arroba: fc.string({
        unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789._'),
        maxLength: 30,
      }),
      cor_primaria: fc.option(colorArbitrary, { nil: null }),
      cor_destaque: fc.option(colorArbitrary, { nil: null }),
      fonte: fc.option(fc.constantFrom(...BRAND_FONT_KEYS), { nil: null }),
    }),
    { nil: undefined },
  ),
});

function readPathBounds(d: string) {
  const numbers = d.match(/-?\d*\.?\d+(?:e-?\d+)?/g)?.map(Number) ?? [];
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Hyphens are left out: a word too long for any line is cut at its syllables with one. */
function normalizeWords(value: string): string {
  return value
    .normalize('NFC')
    .toLocaleUpperCase('pt-BR')
    .replace(/[\s-]+/g, '');
}

describe('text fitting (property)', () => {
  const renderer = createRenderer();

  it(
    'keeps every line of any text up to the field limits inside the slide, whole, in every format',
    async () => {
      await fc.assert(
        fc.asyncProperty(slideArbitrary, async (input) => {
          const slide: Slide = {
            kind: input.kind,
            eyebrow: input.eyebrow,
            title: input.title,
            body: input.kind === 'cover' ? undefined : input.body,
            variant: input.isQuote ? 'quote' : undefined,
          };
          const index = input.kind === 'cover' ? 0 : input.kind === 'closing' ? 5 : 2;
          const { textLayer, nodes } = await renderer.renderSlideSvg({
            design: input.design.design,
            slide,
            index,
            total: 6,
            format: input.format,
            brand: input.brand && {
              ...input.brand,
              avatar_chave: null,
              avatar_forma: 'circulo' as const,
              mostrar_nome: true,
              mostrar_arroba: true,
              mostrar_avatar: false,
              onde: 'todos' as const,
            },
          });
          const label = `${input.design.name} ${slide.kind} ${input.format}`;
          const { width: SLIDE_WIDTH, height: SLIDE_HEIGHT } = getSlideSize(input.format);
          // Instagram's own bars cover a story's top and bottom: no text there.
          const edge = input.format === 'stories' ? STORIES_SAFE_ZONE : SAFE_AREA;

          const lines = listFittedLines(nodes);
          for (const line of lines) {
            expect(line.left, label).toBeGreaterThanOrEqual(SAFE_AREA);
            expect(line.top, label).toBeGreaterThanOrEqual(edge);
            expect(line.left + line.width, label).toBeLessThanOrEqual(SLIDE_WIDTH - SAFE_AREA);
            expect(line.top + line.height, label).toBeLessThanOrEqual(SLIDE_HEIGHT - edge);
            // A signed slide's text stays above the signature's strip: the signature never sits over text.
            if (input.brand)
              expect(line.top + line.height, label).toBeLessThanOrEqual(
                SLIDE_HEIGHT - (edge - SAFE_AREA) - SIGNATURE_ROOM,
              );
            expect(line.width, `${label}: "${line.text}"`).toBeLessThanOrEqual(line.room + 0.75);
          }

          for (const match of textLayer.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)) {
            const bounds = readPathBounds(match[1] ?? '');
            expect(bounds.minX, label).toBeGreaterThanOrEqual(INK_MARGIN);
            expect(bounds.minY, label).toBeGreaterThanOrEqual(INK_MARGIN);
            expect(bounds.maxX, label).toBeLessThanOrEqual(SLIDE_WIDTH - INK_MARGIN);
            expect(bounds.maxY, label).toBeLessThanOrEqual(SLIDE_HEIGHT - INK_MARGIN);
          }
          for (const [tag] of textLayer.matchAll(/<image [^>]*href="data:image\/png[^>]*>/g)) {
            const attribute = (name: string) =>
              Number(new RegExp(` ${name}="([\\d.-]+)"`).exec(tag)?.[1] ?? Number.NaN);
            const [x, y, width, height] = ['x', 'y', 'width', 'height'].map(attribute) as [
              number,
              number,
              number,
              number,
            ];
            expect(x, label).toBeGreaterThanOrEqual(INK_MARGIN);
            expect(y, label).toBeGreaterThanOrEqual(INK_MARGIN);
            expect(x + width, label).toBeLessThanOrEqual(SLIDE_WIDTH - INK_MARGIN);
            expect(y + height, label).toBeLessThanOrEqual(SLIDE_HEIGHT - INK_MARGIN);
          }

          const given = normalizeWords([slide.eyebrow, slide.title, slide.body].filter(Boolean).join(''));
          expect(normalizeWords(lines.map((line) => line.text).join('')), label).toBe(given);
        }),
        { numRuns: Number(process.env.FIT_RUNS ?? 30) },
      );
    },
    Number(process.env.FIT_TIMEOUT_MS ?? 60_000),
  );
});
