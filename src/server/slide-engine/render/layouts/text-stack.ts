import { getContrastRatio, withAlpha } from '../compose/colors';
import { div, fittedLine, type SlideNode, type Style } from '../compose/element';
import type { BlockSpec, FitResult, FittedBlock } from '../text/fit-blocks';
import { fontStyle, pickFace, toFace } from './faces';
import type { SlideContext } from './layout-types';

/**
 * The eyebrow, headline and body of a slide, fitted to a column and turned into nodes.
 * Every layout goes through here, so the fitting promise (nothing overflows, nothing is
 * clipped) holds for all of them.
 */

export type Highlight = 'none' | 'marker' | 'block' | 'underline';

export interface StackOptions {
  width: number;
  maxHeight: number;
  align: 'left' | 'center';
  /** Headline px at full scale (before the template's headingScale). */
  titleSize: number;
  bodySize?: number;
  highlight?: Highlight;
  /** Colours of the text on this stack's ground. */
  colors?: { text: string; accent: string; accentText: string; muted: string };
  /** Which parts this stack draws (default all three); layouts that split them use two stacks. */
  include?: { eyebrow?: boolean; title?: boolean; body?: boolean };
  /** Quote marks above the headline (a moral, a testimony). */
  isQuote?: boolean;
  /** Lets short text grow past its base size, up to this factor, to use the room it has. */
  maxScale?: number;
  /** What the text sits on (default: the slide background); an accent that would not read on it is swapped for the text colour. */
  ground?: string;
  /** Eyebrow drawn as a display line in the heading face (split panels). */
  eyebrowAsDisplay?: { size: number; color: string };
}

export interface FittedStack {
  node: SlideNode;
  height: number;
  fit: FitResult;
}

/** What a scrimmed photo looks like behind text, for contrast decisions. */
const PHOTO_GROUND = '#2a2a2a';
const EYEBROW_SIZE = 28;
const HANDWRITTEN_SIZE = 52;
const GAP_EYEBROW = 30;
/** Boxed eyebrows (pills, tags) need more air before a big headline. */
const GAP_BOXED_EYEBROW = 40;
const GAP_BODY = 34;
const BLOCK_PAD_X = 0.22;
const BLOCK_PAD_Y = 0.06;
const BLOCK_GAP = 0.1;
const QUOTE_HEIGHT = 96;
const UNDERLINE_ROOM = 44;
const RULE_ROOM = 72;

function toCase(text: string, isUpper: boolean): string {
  return isUpper ? text.toLocaleUpperCase('pt-BR') : text;
}

function splitParagraphs(text: string): string[] {
  return text
    .normalize('NFC')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

interface StackSpecs {
  specs: BlockSpec[];
  reserved: number;
}

function buildSpecs(context: SlideContext, options: StackOptions): StackSpecs {
  const { design, slide } = context;
  const { typography, decoration, fonts } = design;
  const highlight = options.highlight ?? decoration.highlight;
  const specs: BlockSpec[] = [];
  let reserved = 0;
  const include = { eyebrow: true, title: true, body: true, ...options.include };
  if (slide.eyebrow && include.eyebrow && options.eyebrowAsDisplay) {
    const size = options.eyebrowAsDisplay.size * typography.headingScale;
    specs.push({
      id: 'display',
      paragraphs: splitParagraphs(toCase(slide.eyebrow, typography.headingCase === 'upper')),
      face: toFace(fonts.heading),
      size: Math.round(size),
      minSize: Math.round(size * 0.6),
      lineHeight: getHeadingLineHeight(context, slide.eyebrow),
      letterSpacing: typography.headingTracking,
      maxWidth: options.width,
      wrap: 'balance',
      gapBefore: 0,
    });
  } else if (slide.eyebrow && include.eyebrow) {
    const isHandwritten = decoration.eyebrow === 'handwritten';
    const face = isHandwritten
      ? toFace(fonts.accent ?? { family: 'caveat', weight: 700, style: 'normal' })
      : pickFace(fonts.body.family, 700);
    const isBoxed = decoration.eyebrow === 'pill' || decoration.eyebrow === 'tag';
    const size = isHandwritten ? HANDWRITTEN_SIZE : EYEBROW_SIZE;
    specs.push({
      id: 'eyebrow',
      paragraphs: splitParagraphs(toCase(slide.eyebrow, !isHandwritten)),
      face,
      size,
      minSize: Math.round(size * 0.8),
      lineHeight: isHandwritten ? 1.1 : 1.3,
      letterSpacing: isHandwritten ? 0 : 0.14,
      maxWidth: options.width - (isBoxed ? size * 1.6 : 0) - (decoration.eyebrow === 'rule' ? RULE_ROOM : 0),
      wrap: 'pretty',
      gapBefore: 0,
      lineExtra: isBoxed ? Math.round(size * 0.9) : 0,
      canGrow: false,
    });
  }
  if (include.title) pushTitle(specs, context, options, highlight);
  if (include.title && options.isQuote) reserved += QUOTE_HEIGHT;
  if (include.title && highlight === 'underline') reserved += UNDERLINE_ROOM;
  if (slide.body && include.body) {
    const bodySize = (options.bodySize ?? 40) * typography.bodyScale;
    specs.push({
      id: 'body',
      paragraphs: splitParagraphs(slide.body),
      face: toFace(fonts.body),
      size: Math.round(bodySize),
      minSize: 30,
      lineHeight: typography.bodyLineHeight,
      letterSpacing: 0,
      maxWidth: options.width,
      wrap: 'pretty',
      gapBefore: specs.length > 0 ? GAP_BODY : 0,
    });
  }
  return { specs, reserved };
}

function getTitleGap(context: SlideContext, specs: readonly BlockSpec[]): number {
  const previous = specs[specs.length - 1];
  if (!previous) return 0;
  const eyebrow = context.design.decoration.eyebrow;
  return previous.id === 'eyebrow' && (eyebrow === 'pill' || eyebrow === 'tag')
    ? GAP_BOXED_EYEBROW
    : GAP_EYEBROW;
}

/** Block padding is fixed from the base size, so lines fitted to the room left inside never outgrow it. */
function getBlockPadding(context: SlideContext, options: StackOptions) {
  const base = options.titleSize * context.design.typography.headingScale;
  return {
    x: Math.round(base * BLOCK_PAD_X),
    y: Math.round(base * BLOCK_PAD_Y),
    gap: Math.round(base * BLOCK_GAP),
  };
}

/**
 * Tight leading suits capitals until an accent (Ê, Ã) or a cedilla meets the line above;
 * then the lines get just enough air.
 */
function getHeadingLineHeight(context: SlideContext, text: string): number {
  const { headingCase, headingLineHeight } = context.design.typography;
  if (headingCase !== 'upper') return headingLineHeight;
  const hasMarks = /[À-ÖØ-Þ,;]/.test(text.toLocaleUpperCase('pt-BR'));
  return Math.max(headingLineHeight, hasMarks ? 1.14 : 1.04);
}

function pushTitle(
  specs: BlockSpec[],
  context: SlideContext,
  options: StackOptions,
  highlight: Highlight,
): void {
  const { typography, fonts } = context.design;
  const isBlock = highlight === 'block';
  const titleSize = options.titleSize * typography.headingScale;
  const pad = getBlockPadding(context, options);
  specs.push({
    id: 'title',
    paragraphs: splitParagraphs(toCase(context.slide.title, typography.headingCase === 'upper')),
    face: toFace(fonts.heading),
    size: Math.round(titleSize),
    minSize: Math.round(Math.max(40, titleSize * 0.5)),
    lineHeight: getHeadingLineHeight(context, context.slide.title),
    letterSpacing: typography.headingTracking,
    maxWidth: options.width - (isBlock ? pad.x * 2 : 0),
    wrap: 'balance',
    gapBefore: getTitleGap(context, specs),
    lineExtra: isBlock ? pad.y * 2 + pad.gap : 0,
  });
}

function renderEyebrow(
  block: FittedBlock,
  context: SlideContext,
  options: StackOptions,
  colors: StackColors,
) {
  const style = context.design.decoration.eyebrow;
  const lineHeight = Math.round(block.size * block.lineHeight);
  const base: Style = {
    ...fontStyle(block.face),
    fontSize: block.size,
    lineHeight: `${lineHeight}px`,
    letterSpacing: block.letterSpacing,
  };
  const isBoxed = style === 'pill' || style === 'tag';
  const ground = options.ground ?? (context.hasBleedPhoto ? PHOTO_GROUND : context.palette.bg);
  const inkOnGround = getContrastRatio(colors.accent, ground) >= 3 ? colors.accent : colors.text;
  const lines = block.lines.map((line) => {
    const text = fittedLine(
      { ...base, color: isBoxed ? colors.accentText : inkOnGround },
      line.text,
      block.room,
    );
    if (!isBoxed) return line.leadBefore > 0 ? div({ marginTop: line.leadBefore }, text) : text;
    const padY = Math.round((block.size * 0.9) / 2);
    return div(
      {
        alignSelf: options.align === 'center' ? 'center' : 'flex-start',
        backgroundColor: colors.accent,
        borderRadius: style === 'pill' ? 999 : 0,
        marginTop: line.leadBefore,
        padding: `${padY - 2}px ${Math.round(block.size * 0.8)}px ${padY + 2}px`,
      },
      text,
    );
  });
  const column = div(
    {
      flexDirection: 'column',
      alignItems: options.align === 'center' ? 'center' : 'flex-start',
      transform: style === 'handwritten' ? 'rotate(-2deg)' : undefined,
    },
    lines,
  );
  if (style !== 'rule') return column;
  return div(
    { alignItems: 'center', justifyContent: options.align === 'center' ? 'center' : 'flex-start' },
    div({ width: 56, height: 4, backgroundColor: inkOnGround, marginRight: 16, flexShrink: 0 }),
    column,
  );
}

interface StackColors {
  text: string;
  accent: string;
  accentText: string;
  muted: string;
}

function renderTitle(
  block: FittedBlock,
  context: SlideContext,
  options: StackOptions,
  colors: StackColors,
  highlight: Highlight,
) {
  const pad = getBlockPadding(context, options);
  const lineHeight = Math.round(block.size * block.lineHeight);
  const base: Style = {
    ...fontStyle(block.face),
    fontSize: block.size,
    lineHeight: `${lineHeight}px`,
    letterSpacing: block.letterSpacing,
    color: highlight === 'block' ? colors.accentText : colors.text,
  };
  const selfAlign = options.align === 'center' ? 'center' : 'flex-start';
  const lines = block.lines.map((line) => {
    const text = fittedLine(base, line.text, block.room);
    if (highlight === 'block') {
      return div(
        {
          alignSelf: selfAlign,
          backgroundColor: colors.accent,
          padding: `${pad.y}px ${pad.x}px`,
          marginTop: line.leadBefore,
          marginBottom: pad.gap,
        },
        text,
      );
    }
    if (highlight === 'marker') {
      // Drawn before the text in normal flow (negative margins pull the text back over
      // it): satori paints absolutely positioned boxes above their siblings.
      const markerHeight = Math.round(block.size * 0.38);
      const markerTop = Math.round(lineHeight * 0.86) - markerHeight;
      return div(
        { alignSelf: selfAlign, flexDirection: 'column', marginTop: line.leadBefore },
        div({
          height: markerHeight,
          marginTop: markerTop,
          marginLeft: -6,
          marginRight: -6,
          backgroundColor: withAlpha(colors.accent, 0.9),
        }),
        div({ marginTop: -(markerTop + markerHeight) }, text),
      );
    }
    return div({ alignSelf: selfAlign, marginTop: line.leadBefore }, text);
  });
  return div(
    { flexDirection: 'column', alignItems: options.align === 'center' ? 'center' : 'flex-start' },
    lines,
  );
}

function renderBody(block: FittedBlock, options: StackOptions, colors: StackColors) {
  const lineHeight = Math.round(block.size * block.lineHeight);
  const base: Style = {
    ...fontStyle(block.face),
    fontSize: block.size,
    lineHeight: `${lineHeight}px`,
    color: colors.text,
  };
  const lines = block.lines.map((line) =>
    div(
      {
        alignSelf: options.align === 'center' ? 'center' : 'flex-start',
        marginTop: (line.isParagraphStart ? block.paragraphGap : 0) + line.leadBefore,
      },
      fittedLine(base, line.text, block.room),
    ),
  );
  return div(
    { flexDirection: 'column', alignItems: options.align === 'center' ? 'center' : 'flex-start' },
    lines,
  );
}

/** Fits and draws the stack; the caller positions the returned node (its height is exact). */
export function buildTextStack(context: SlideContext, options: StackOptions): FittedStack {
  const colors = options.colors ?? context.palette;
  const highlight = options.highlight ?? context.design.decoration.highlight;
  const { specs, reserved } = buildSpecs(context, options);
  const fit = context.fit(specs, options.maxHeight - reserved, options.maxScale);
  const children: SlideNode[] = [];
  for (const block of fit.blocks) {
    const wrapper = (node: SlideNode) =>
      div({ marginTop: block.gapBefore, flexDirection: 'column', alignItems: 'stretch' }, node);
    if (block.id === 'eyebrow') children.push(wrapper(renderEyebrow(block, context, options, colors)));
    if (block.id === 'display') {
      const color = options.eyebrowAsDisplay?.color ?? colors.text;
      children.push(wrapper(renderTitle(block, context, options, { ...colors, text: color }, 'none')));
    }
    if (block.id === 'title') {
      if (options.isQuote) {
        children.push(
          div(
            {
              height: QUOTE_HEIGHT,
              marginTop: block.gapBefore,
              justifyContent: options.align === 'center' ? 'center' : 'flex-start',
              ...fontStyle(toFace(context.design.fonts.heading)),
              fontSize: 180,
              lineHeight: '190px',
              color: colors.accent,
            },
            '“',
          ),
        );
        children.push(
          div({ flexDirection: 'column' }, renderTitle(block, context, options, colors, highlight)),
        );
      } else {
        children.push(wrapper(renderTitle(block, context, options, colors, highlight)));
      }
      if (highlight === 'underline') {
        children.push(
          div({
            width: 120,
            height: 10,
            marginTop: UNDERLINE_ROOM - 10,
            backgroundColor: colors.accent,
            alignSelf: options.align === 'center' ? 'center' : 'flex-start',
          }),
        );
      }
    }
    if (block.id === 'body') children.push(wrapper(renderBody(block, options, colors)));
  }
  const node = div({ flexDirection: 'column', width: options.width, flexShrink: 0 }, children);
  return { node, height: fit.height + reserved, fit };
}
