import { buildCaption } from './caption';
import { buildHashtags } from './hashtags';
import type { Answer, AnswerSlide } from './llm-answer-schema';
import { writeTema } from './tema';
import { foldText, normalizeText, toHeadline } from './text-tools';
import type { Slide, SlideKind, SlidePlan, WriterInput } from './types';

const HASHTAGS_MIN = 3;
const HASHTAGS_MAX = 8;
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

/** Image addresses come from the user's fields, never from the model: the cover's, and each educar point's. */
function findImageRef(
  slide: AnswerSlide,
  index: number,
  input: WriterInput,
  placed: Set<number>,
): string | undefined {
  if (index === 0) return input.campos.imagemUrl || undefined;
  if (input.objetivo !== 'educar' || !slide.ponto || placed.has(slide.ponto)) return undefined;
  placed.add(slide.ponto);
  return input.campos.pontos[slide.ponto - 1]?.imagemUrl || undefined;
}

function isList(body: string): boolean {
  const lines = body.split('\n');
  return lines.length >= 2 && lines.every((line) => LIST_LINE.test(line));
}

/** `#Empreendedorismo Digital` → `#empreendedorismodigital`: the caption's hashtags must be clickable as written. */
export function cleanHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const clean = foldText(tag).replace(/[^a-z0-9]/g, '');
    if (clean.length >= 2 && !/^\d+$/.test(clean)) seen.add(clean);
  }
  return [...seen].slice(0, HASHTAGS_MAX).map((tag) => `#${tag}`);
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
  let hashtags = cleanHashtags(answer.legenda.hashtags);
  if (hashtags.length < HASHTAGS_MIN) {
    const spare = buildHashtags(input.objetivo, {
      headline: cover,
      texts: slides.map((slide) => slide.body ?? ''),
    });
    hashtags = [...new Set([...hashtags, ...spare])].slice(0, HASHTAGS_MAX);
  }
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
