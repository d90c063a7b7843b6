import { buildCaption } from './caption';
import { CONTENT_TAGS_MAX, CONTENT_TAGS_MIN, combineHashtags, rankContentTags, toTagForm } from './hashtags';
import type { Answer, AnswerSlide } from './llm-answer-schema';
import { collectUserFields } from './plan-rules';
import { writeTema } from './tema';
import { foldText, normalizeText, toHeadline } from './text-tools';
import type { Slide, SlideKind, SlidePlan, WriterInput } from './types';

/** Numbered or bulleted lines ("1. Some", "• Some", "✅ Some"): the renderer keeps one item a line. */
const LIST_LINE = /^(?:\d+[.)]|[-•▪→]|✅)\s/u;

function getKind(index: number, total: number): SlideKind {
  if (index === 0) return 'cover';
  return index === total - 1 ? 'closing' : 'content';
}

/** The user's own call to action, when the objective asks for one: it is theirs to word, not the model's. */
function findUserCallToAction(input: WriterInput): string | undefined {
  if (input.objetivo === 'convencer') return input.campos.cta;
  if (input.objetivo === 'investigar') return input.campos.cta || undefined;
  return undefined;
}

/** Image keys come from the user's fields, never from the model: the cover's, and each educar point's. */
function findImageRef(
  slide: AnswerSlide,
  index: number,
  input: WriterInput,
  placed: Set<number>,
): string | undefined {
  if (index === 0) return input.campos.imagemChave;
  if (input.objetivo !== 'educar' || !slide.ponto || placed.has(slide.ponto)) return undefined;
  placed.add(slide.ponto);
  return input.campos.pontos[slide.ponto - 1]?.imagemChave;
}

function isList(body: string): boolean {
  const lines = body.split('\n');
  return lines.length >= 2 && lines.every((line) => LIST_LINE.test(line));
}

/**
 * `#Empreendedorismo Digital` → `#empreendedorismodigital`: clickable as written, lower case, the
 * accents kept (`#educação` and `#educacao` are different hashtags, and people follow the first).
 */
export function cleanHashtags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) {
    const clean = toTagForm(tag).replace(/[^\p{L}\p{N}]/gu, '');
    const key = foldText(clean);
    if (clean.length >= 2 && !/^\d+$/.test(clean) && !seen.has(key)) seen.set(key, clean);
  }
  return [...seen.values()].slice(0, CONTENT_TAGS_MAX).map((tag) => `#${tag}`);
}

/** The model's tags first; when it gave fewer than 5 usable ones, the user's own key terms fill in; then the broad tags. */
function buildCaptionTags(answer: Answer, input: WriterInput, slides: Slide[]): string[] {
  const fromModel = cleanHashtags(answer.legenda.hashtags).map((tag) => tag.slice(1));
  // The user's own words, never the model's: a tag names what the user wrote about.
  const fromText = rankContentTags({ headline: slides[0]?.title ?? '', texts: collectUserFields(input) });
  const wanted = Math.max(CONTENT_TAGS_MIN, fromModel.length);
  return combineHashtags([...fromModel, ...fromText], input.objetivo, wanted);
}

function buildSlides(answer: Answer, input: WriterInput): Slide[] {
  const placed = new Set<number>();
  return answer.slides.map((raw, index) => {
    const eyebrow = normalizeText(raw.rotulo).replace(/\n/g, ' ');
    const body = normalizeText(raw.texto);
    const imageRef = findImageRef(raw, index, input, placed);
    const slide: Slide = { kind: getKind(index, answer.slides.length), title: toHeadline(raw.titulo) };
    if (eyebrow) slide.eyebrow = eyebrow;
    if (body) slide.body = body;
    if (imageRef) slide.imageRef = imageRef;
    if (body && isList(body)) slide.variant = 'list';
    return slide;
  });
}

/** Turns a checked model answer into the plan the renderer draws, with the same caption rules as the local writer. */
export function buildPlanFromAnswer(answer: Answer, input: WriterInput): SlidePlan {
  const slides = buildSlides(answer, input);
  const cover = slides[0]?.title ?? '';
  const hashtags = buildCaptionTags(answer, input, slides);
  // Paragraphs get a blank line between them, as Instagram captions are read.
  const [hook = '', ...summary] = normalizeText(answer.legenda.texto).split('\n');
  return {
    tema: writeTema(cover),
    slides,
    caption: buildCaption({
      hook,
      summary,
      callToAction: findUserCallToAction(input) ?? answer.legenda.chamada,
      hashtags,
    }),
  };
}
