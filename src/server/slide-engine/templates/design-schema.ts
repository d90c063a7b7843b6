import { z } from 'zod';
import { FONT_FAMILY_KEYS, hasFontFace } from './font-families';

/**
 * The visual recipe of a template, stored as JSON on the template row. It names a layout
 * and parameters (colours, fonts, ornaments); the renderer owns how each is drawn, so a
 * template can never produce a slide the renderer has not been designed and tested for.
 */

export const LAYOUT_VARIANTS = [
  /** Everything centred on the slide, calm and symmetric. */
  'centered',
  /** Left-aligned magazine page: running head, big headline, rule, body. */
  'editorial',
  /** Headline set on solid blocks of colour, body on a card. */
  'bold-block',
  /** A colour panel on top with the headline, the body below. */
  'split',
  /** A newspaper front page: masthead, double rules, serif headline, drop cap. */
  'magazine',
  /** A thin inset frame and a lot of air; text sits low. */
  'minimal-frame',
  /** A floating paper card (note, polaroid) on a soft background. */
  'card',
  /** A protest poster: huge uppercase headline filling the width. */
  'poster',
  /** TV news: a tag on top, the headline on a lower-third band, a ticker bar. */
  'broadcast',
  /** A case file: folder tab, typed sheet, a rubber stamp. */
  'dossier',
] as const;
export type LayoutVariant = (typeof LAYOUT_VARIANTS)[number];

const colorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, {
  error: 'Use uma cor hexadecimal (#RRGGBB ou #RRGGBBAA).',
});

const fontWeightSchema = z.union([
  z.literal(300),
  z.literal(400),
  z.literal(500),
  z.literal(600),
  z.literal(700),
  z.literal(800),
  z.literal(900),
]);

export const fontRefSchema = z
  .object({
    family: z.enum(FONT_FAMILY_KEYS),
    weight: fontWeightSchema,
    style: z.enum(['normal', 'italic']).default('normal'),
  })
  .refine((font) => hasFontFace(font.family, font), { error: 'Peso ou estilo de fonte não disponível.' });

const gradientStopSchema = z.object({ color: colorSchema, at: z.number().min(0).max(1) });

export const backgroundSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('solid'), color: colorSchema }),
  z.object({
    kind: z.literal('gradient'),
    /** CSS convention: 180 runs top to bottom. */
    angle: z.number().min(0).max(360),
    stops: z.array(gradientStopSchema).min(2).max(5),
  }),
  z.object({
    kind: z.literal('image'),
    /** A bundled asset name (see render/assets) or a storage path the caller loads. */
    source: z.string().min(1).max(500),
    /** A gradient laid over the image so text stays legible. */
    scrim: z.object({ angle: z.number().min(0).max(360), from: colorSchema, to: colorSchema }),
  }),
]);

export const paletteSchema = z.object({
  /** Flat colour behind everything (and what a gradient or image falls back to). */
  bg: colorSchema,
  /** Cards, panels and sheets. */
  surface: colorSchema,
  text: colorSchema,
  muted: colorSchema,
  accent: colorSchema,
  /** Text drawn on the accent colour. */
  accentText: colorSchema,
});

export const typographySchema = z.object({
  headingCase: z.enum(['none', 'upper']),
  /** em; condensed display faces want air, serifs want none. */
  headingTracking: z.number().min(-0.06).max(0.2),
  headingLineHeight: z.number().min(0.85).max(1.4),
  /** Multiplies the layout's headline size: condensed faces can go bigger at the same width. */
  headingScale: z.number().min(0.6).max(1.6),
  bodyScale: z.number().min(0.85).max(1.2),
  bodyLineHeight: z.number().min(1.2).max(1.7),
});

export const decorationSchema = z.object({
  /** Film grain was tried and dropped: it tripled PNG size and doubled raster time. */
  texture: z.enum(['none', 'grid', 'dots', 'lines']),
  textureOpacity: z.number().min(0).max(1),
  shapes: z.enum(['none', 'blobs', 'sun', 'corner-block', 'diagonal', 'stripes', 'rings', 'vignette']),
  frame: z.enum(['none', 'line', 'double']),
  eyebrow: z.enum(['text', 'pill', 'tag', 'handwritten', 'rule']),
  highlight: z.enum(['none', 'marker', 'block', 'underline']),
  counter: z.enum(['fraction', 'pill', 'bar', 'dots']),
  /** px, for cards, pills and photos. */
  radius: z.number().min(0).max(64),
  /** A running label some layouts print (masthead, TV tag, file name). */
  label: z.string().max(32).optional(),
});

export const templateDesignSchema = z.object({
  version: z.literal(1),
  layout: z.enum(LAYOUT_VARIANTS),
  background: backgroundSchema,
  palette: paletteSchema,
  fonts: z.object({ heading: fontRefSchema, body: fontRefSchema, accent: fontRefSchema.optional() }),
  typography: typographySchema,
  decoration: decorationSchema,
});

export type TemplateDesign = z.infer<typeof templateDesignSchema>;
export type TemplateDesignInput = z.input<typeof templateDesignSchema>;
export type DesignBackground = TemplateDesign['background'];
export type DesignPalette = TemplateDesign['palette'];
export type DesignFontRef = TemplateDesign['fonts']['heading'];
