import { z } from 'zod';

/**
 * The three Instagram shapes a carousel can be made in (docs/product-rules.md, "Formatos"). The width is
 * always 1080 px, what Instagram stores; only the height changes. A request without a format is retrato,
 * the shape every carousel had before formats existed.
 */
export const SLIDE_FORMATS = ['retrato', 'quadrado', 'stories'] as const;
export type SlideFormat = (typeof SLIDE_FORMATS)[number];
export const DEFAULT_SLIDE_FORMAT: SlideFormat = 'retrato';

export interface SlideFormatInfo {
  width: number;
  height: number;
  /** What the picker shows: the name and the ratio. */
  label: string;
  ratio: string;
  /** Where this shape fits best, one short line. */
  hint: string;
}

export const SLIDE_FORMAT_INFO: Record<SlideFormat, SlideFormatInfo> = {
  retrato: {
    width: 1080,
    height: 1350,
    label: 'Retrato',
    ratio: '4:5',
    hint: 'Ocupa mais espaço no feed',
  },
  quadrado: {
    width: 1080,
    height: 1080,
    label: 'Quadrado',
    ratio: '1:1',
    hint: 'O clássico do feed',
  },
  stories: {
    width: 1080,
    height: 1920,
    label: 'Stories',
    ratio: '9:16',
    hint: 'Tela cheia, para Stories e Reels',
  },
};

export const SLIDE_FORMAT_INVALID_MESSAGE = 'Formato inválido. Escolha Retrato, Quadrado ou Stories.';

// Pure: a page that needs only the sizes above (the shared carousel's light entry) leaves zod out of its bundle.
export const slideFormatSchema = /* @__PURE__ */ z.enum(SLIDE_FORMATS, {
  error: SLIDE_FORMAT_INVALID_MESSAGE,
});

export function getSlideSize(format: SlideFormat = DEFAULT_SLIDE_FORMAT): { width: number; height: number } {
  const { width, height } = SLIDE_FORMAT_INFO[format];
  return { width, height };
}

/** "1080 × 1350", as the picker and the download page write a size. */
export function formatSlideSize(format: SlideFormat): string {
  const { width, height } = SLIDE_FORMAT_INFO[format];
  return `${width} × ${height}`;
}

/** Rows written before formats existed, or a value this version does not know, read as retrato. */
export function readSlideFormat(value: unknown): SlideFormat {
  const parsed = slideFormatSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_SLIDE_FORMAT;
}
