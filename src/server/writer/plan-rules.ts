import { listHashtags, SLIDE_TEXT_LIMITS } from '../../shared/carousels/slide-limits';
import { isCallToAction } from './call-to-action';
import { CAPTION_MAX, SUMMARY_PARAGRAPHS } from './caption';
import { stripClaimIntent } from './cover-headlines';
import { isGenericSlide, isGenericText, listStoryTerms } from './generic-slides';
import {
  BROAD_TAGS,
  CONTENT_TAGS_MAX,
  CONTENT_TAGS_MIN,
  HASHTAGS_LIMIT,
  listKeyTerms,
  stemOf,
  toTagForm,
} from './hashtags';
import { STOPWORDS } from './stopwords';
import { isImageField } from './stored-fields';
import { TEMA_MAX } from './tema';
import { foldText, splitSentences } from './text-tools';
import { isThinSlide, THIN_SLIDE_CHARS } from './thin-slides';
import type { Slide, SlidePlan, WriterInput } from './types';

/**
 * The editor's rules, checked on a finished plan. The eval script (`npm run eval:writer`) and
 * the unit tests run every writer's plans through them; docs/writer.md states them in words.
 * Hard rules must hold for every plan; soft ones are reported.
 */
export type RuleName =
  | 'arco'
  | 'uma-chamada'
  | 'sem-fato-repetido'
  | 'sem-slide-vazio'
  | 'limites-do-slide'
  | 'tema-inteiro'
  | 'hashtags'
  | 'legenda'
  | 'fatos-presentes'
  | 'capa-especifica'
  | 'sem-slide-generico'
  | 'titulos-curtos';

export interface RuleResult {
  rule: RuleName;
  hard: boolean;
  ok: boolean;
  /** What broke, in Portuguese, when not ok. */
  detail?: string;
}

/** The renderer's field limits: past them text would have to shrink below a readable size. */
export const RENDER_LIMITS = { ...SLIDE_TEXT_LIMITS, slides: 20 } as const;
/** Investigar tells a fact in 5 to 8 slides; the other objectives at least hook, one idea and an ask. */
export const SLIDE_RANGE = { investigar: { min: 5, max: 8 }, other: { min: 3, max: 20 } } as const;
const HEADLINE_SOFT_MAX = 90;
const SHINGLE = 4;

/** Every text the user typed, by field (an image's key or address is not text). */
export function collectUserFields(input: WriterInput): string[] {
  const walk = (value: unknown, key = ''): string[] => {
    if (typeof value === 'string') return isImageField(key) || value.trim() === '' ? [] : [value];
    if (Array.isArray(value)) return value.flatMap((item) => walk(item));
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => walk(v, k));
    return [];
  };
  return walk(input.campos);
}

function words(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

function slideText(slide: Slide): string {
  return [slide.title, slide.body ?? ''].join(' ');
}

function shingles(text: string): Set<string> {
  const list = words(text);
  const result = new Set<string>();
  for (let index = 0; index + SHINGLE <= list.length; index++)
    result.add(list.slice(index, index + SHINGLE).join(' '));
  return result;
}

function ruleArc(input: WriterInput, plan: SlidePlan): RuleResult {
  const kinds = plan.slides.map((slide) => slide.kind);
  const range = input.objetivo === 'investigar' ? SLIDE_RANGE.investigar : SLIDE_RANGE.other;
  const shapeOk =
    kinds[0] === 'cover' &&
    kinds.at(-1) === 'closing' &&
    kinds.slice(1, -1).every((kind) => kind === 'content') &&
    kinds.length >= range.min &&
    kinds.length <= range.max;
  return {
    rule: 'arco',
    hard: true,
    ok: shapeOk,
    detail: shapeOk
      ? undefined
      : `${kinds.length} slides (${kinds.join(', ')}); esperado ${range.min} a ${range.max}`,
  };
}

function ruleOneCallToAction(input: WriterInput, plan: SlidePlan): RuleResult {
  const userText = foldText(collectUserFields(input).join(' '));
  const isOurs = (sentence: string) =>
    isCallToAction(sentence) && !userText.includes(foldText(sentence).replace(/[.!?…]+$/, ''));
  const problems: string[] = [];
  plan.slides.forEach((slide, index) => {
    const sentences = [...splitSentences(slide.title), ...splitSentences(slide.body ?? '')];
    if (slide.kind === 'closing') {
      const userCta =
        'cta' in input.campos && input.campos.cta ? foldText(input.campos.cta).replace(/[.!?…\s]+$/, '') : '';
      const hasUserCta = userCta !== '' && foldText(slideText(slide)).includes(userCta);
      const asks = sentences.filter(
        (sentence) =>
          isCallToAction(sentence) &&
          !(hasUserCta && userCta.includes(foldText(sentence).replace(/[.!?…\s]+$/, ''))),
      );
      const total = asks.length + (hasUserCta ? 1 : 0);
      if (total !== 1) problems.push(`fechamento com ${total} chamadas`);
    } else {
      const asks = sentences.filter(isOurs);
      if (asks.length > 0) problems.push(`slide ${index + 1} pede uma ação: "${asks[0]}"`);
    }
  });
  return {
    rule: 'uma-chamada',
    hard: true,
    ok: problems.length === 0,
    detail: problems.join('; ') || undefined,
  };
}

function ruleNoRepeatedFact(input: WriterInput, plan: SlidePlan): RuleResult {
  const fields = collectUserFields(input);
  const fieldShingles = fields.map(shingles);
  const slideShingles = plan.slides.map((slide) => shingles(slideText(slide)));
  const slideWords = plan.slides.map((slide) => ` ${words(slideText(slide)).join(' ')} `);
  const problems: string[] = [];
  const allowed = (shingle: string) => fieldShingles.filter((set) => set.has(shingle)).length;
  const seen = new Set<string>();
  for (const set of fieldShingles) {
    for (const shingle of set) {
      if (seen.has(shingle)) continue;
      seen.add(shingle);
      const shown = slideShingles.filter((slide) => slide.has(shingle)).length;
      if (shown > allowed(shingle)) problems.push(`"${shingle}" em ${shown} slides`);
    }
  }
  // Short fields (a place, a date) are one fact each.
  for (const field of fields) {
    const fieldWords = words(field);
    if (fieldWords.length === 0 || fieldWords.length >= SHINGLE) continue;
    const needle = ` ${fieldWords.join(' ')} `;
    const inFields = fields.filter((other) => ` ${words(other).join(' ')} `.includes(needle)).length;
    const shown = slideWords.filter((text) => text.includes(needle)).length;
    if (shown > inFields) problems.push(`"${field}" em ${shown} slides`);
  }
  return {
    rule: 'sem-fato-repetido',
    hard: true,
    ok: problems.length === 0,
    detail: problems.slice(0, 3).join('; ') || undefined,
  };
}

/**
 * A slide is nearly empty when it holds only a few words, or only the user's short data (a
 * place, a date) with labels: "Brasília, DF / 12 de março de 2026" says nothing of its own.
 */
function isOnlyData(slide: Slide, input: WriterInput): boolean {
  let rest = ` ${words(slideText(slide)).join(' ')} `;
  for (const field of collectUserFields(input)) {
    const fieldWords = words(field);
    const isData = !/[.!?…]\s*$/.test(field.trim());
    if (isData && fieldWords.length > 0 && fieldWords.length <= SHINGLE)
      rest = rest.replace(` ${fieldWords.join(' ')} `, ' ');
  }
  rest = rest.replace(/\b(local|data|onde|quando)\b/g, ' ').trim();
  return rest.length < THIN_SLIDE_CHARS;
}

function ruleNoThinSlide(input: WriterInput, plan: SlidePlan): RuleResult {
  const thin = plan.slides.flatMap((slide, index) =>
    slide.kind === 'content' && (isThinSlide(slide) || isOnlyData(slide, input)) ? [index + 1] : [],
  );
  return {
    rule: 'sem-slide-vazio',
    hard: true,
    ok: thin.length === 0,
    detail: thin.length ? `slides quase vazios: ${thin.join(', ')}` : undefined,
  };
}

function ruleRenderLimits(plan: SlidePlan): RuleResult {
  const problems: string[] = [];
  if (plan.slides.length > RENDER_LIMITS.slides) problems.push(`${plan.slides.length} slides`);
  plan.slides.forEach((slide, index) => {
    if ((slide.eyebrow ?? '').length > RENDER_LIMITS.eyebrow) problems.push(`rótulo do slide ${index + 1}`);
    if (slide.title.length > RENDER_LIMITS.title || slide.title.trim() === '')
      problems.push(`título do slide ${index + 1}`);
    if ((slide.body ?? '').length > RENDER_LIMITS.body) problems.push(`texto do slide ${index + 1}`);
  });
  return {
    rule: 'limites-do-slide',
    hard: true,
    ok: problems.length === 0,
    detail: problems.join('; ') || undefined,
  };
}

function ruleWholeTema(plan: SlidePlan): RuleResult {
  const cover = plan.slides[0]?.title ?? '';
  const cut = plan.tema.endsWith('…') && !cover.endsWith('…');
  const ok = plan.tema.length <= TEMA_MAX && plan.tema.trim() !== '' && (!cut || cover.length > TEMA_MAX);
  return { rule: 'tema-inteiro', hard: true, ok, detail: ok ? undefined : `tema "${plan.tema}"` };
}

function ruleShortHeadlines(plan: SlidePlan): RuleResult {
  const long = plan.slides.flatMap((slide, index) =>
    slide.title.length > HEADLINE_SOFT_MAX ? [index + 1] : [],
  );
  return {
    rule: 'titulos-curtos',
    hard: false,
    ok: long.length === 0,
    detail: long.length ? `títulos longos nos slides ${long.join(', ')}` : undefined,
  };
}

function ruleHashtags(input: WriterInput, plan: SlidePlan): RuleResult {
  const tags = listHashtags(plan.caption);
  const broad = new Set(BROAD_TAGS[input.objetivo].map(foldText));
  const userTerms = collectUserFields(input).flatMap((text) => listKeyTerms(text).map((term) => term.word));
  const userForms = new Map(userTerms.map((word) => [foldText(word), word]));
  const available = new Set(userTerms.filter((word) => !broad.has(foldText(word))).map(stemOf)).size;
  const problems: string[] = [];
  const folded = tags.map((tag) => foldText(tag.slice(1)));
  if (new Set(folded).size !== folded.length) problems.push('hashtags repetidas');
  if (tags.length > HASHTAGS_LIMIT) problems.push(`${tags.length} hashtags`);
  const broadCount = folded.filter((tag) => broad.has(tag)).length;
  const content = tags.filter((tag) => !broad.has(foldText(tag.slice(1))));
  if (broadCount < 2 || broadCount > 3) problems.push(`${broadCount} hashtags amplas`);
  const contentMin = Math.min(CONTENT_TAGS_MIN, available);
  if (content.length < contentMin || content.length > CONTENT_TAGS_MAX) {
    problems.push(`${content.length} hashtags do conteúdo (esperado ${contentMin} a ${CONTENT_TAGS_MAX})`);
  }
  for (const tag of content) {
    const word = tag.slice(1);
    if (word !== toTagForm(word)) problems.push(`${tag} fora de minúsculas`);
    const typed = userForms.get(foldText(word));
    if (typed && typed !== word) problems.push(`${tag} perdeu a grafia de ${typed}`);
    if (STOPWORDS.has(foldText(word))) problems.push(`${tag} é palavra vazia`);
  }
  return {
    rule: 'hashtags',
    hard: true,
    ok: problems.length === 0,
    detail: problems.slice(0, 3).join('; ') || undefined,
  };
}

function ruleCaption(input: WriterInput, plan: SlidePlan): RuleResult {
  const blocks = plan.caption.trim().split(/\n{2,}/);
  const problems: string[] = [];
  if (plan.caption.length > CAPTION_MAX) problems.push(`${plan.caption.length} caracteres`);
  const tagsBlock = blocks.at(-1) ?? '';
  if (!/^(#[\p{L}\p{N}_]+\s?)+$/u.test(tagsBlock)) problems.push('hashtags fora do último bloco');
  const callToAction = blocks.at(-2) ?? '';
  const userCta =
    'cta' in input.campos && input.campos.cta ? foldText(input.campos.cta).replace(/[.!?…\s]+$/, '') : '';
  if (!isCallToAction(callToAction) && !(userCta && foldText(callToAction).includes(userCta))) {
    problems.push('sem chamada para ação antes das hashtags');
  }
  const summary = blocks.length - 3;
  if (summary < SUMMARY_PARAGRAPHS.min || summary > SUMMARY_PARAGRAPHS.max)
    problems.push(`${summary} parágrafos de resumo`);
  if ((blocks[0] ?? '').includes('\n')) problems.push('gancho em mais de uma linha');
  return { rule: 'legenda', hard: true, ok: problems.length === 0, detail: problems.join('; ') || undefined };
}

/** The words a fact is made of: a user word of 4+ letters that is not a stop word. */
function listFactWords(input: WriterInput): string[] {
  const fields = collectUserFields(input).map((text) =>
    input.objetivo === 'convencer' && text === input.campos.objetivo ? stripClaimIntent(text) : text,
  );
  return [...new Set(fields.flatMap(words).filter((word) => word.length >= 4 && !STOPWORDS.has(word)))];
}

function ruleFactsPresent(input: WriterInput, plan: SlidePlan, hard: boolean): RuleResult {
  const shown = new Set(plan.slides.flatMap((slide) => words(slideText(slide))));
  const missing = listFactWords(input).filter((word) => !shown.has(word));
  return {
    rule: 'fatos-presentes',
    hard,
    ok: missing.length === 0,
    detail: missing.length ? `faltando: ${missing.slice(0, 5).join(', ')}` : undefined,
  };
}

/** The cover's headline names something of the story: never "Entenda o caso" or any line that fits every story. */
function ruleSpecificCover(input: WriterInput, plan: SlidePlan): RuleResult {
  const title = plan.slides[0]?.title ?? '';
  const ok = !isGenericText(title, listStoryTerms(input));
  return { rule: 'capa-especifica', hard: true, ok, detail: ok ? undefined : `capa genérica: "${title}"` };
}

/**
 * A slide that would fit any story (generic-slides.ts) only fills the arc up to the objective's minimum of
 * slides, and never two in a row; the closing's ask is the one call to action and is judged by `uma-chamada`.
 */
function ruleNoGenericSlide(input: WriterInput, plan: SlidePlan): RuleResult {
  const story = listStoryTerms(input);
  const generic = plan.slides.map((slide) => slide.kind === 'content' && isGenericSlide(slide, story));
  const count = generic.filter(Boolean).length;
  const range = input.objetivo === 'investigar' ? SLIDE_RANGE.investigar : SLIDE_RANGE.other;
  const allowed = Math.max(0, range.min - (plan.slides.length - count));
  const problems: string[] = [];
  if (count > allowed) problems.push(`${count} slides genéricos (${allowed} completariam o arco)`);
  const paired = generic.findIndex((value, index) => value && generic[index + 1]);
  if (paired >= 0) problems.push(`slides ${paired + 1} e ${paired + 2} genéricos em sequência`);
  return {
    rule: 'sem-slide-generico',
    hard: true,
    ok: problems.length === 0,
    detail: problems.join('; ') || undefined,
  };
}

export interface CheckOptions {
  /** The local writer keeps every word of the user's; a model rewords, so this rule is only reported for it. */
  strictFacts: boolean;
}

export function checkPlan(
  input: WriterInput,
  plan: SlidePlan,
  options: CheckOptions = { strictFacts: true },
): RuleResult[] {
  return [
    ruleArc(input, plan),
    ruleOneCallToAction(input, plan),
    ruleNoRepeatedFact(input, plan),
    ruleNoThinSlide(input, plan),
    ruleRenderLimits(plan),
    ruleWholeTema(plan),
    ruleHashtags(input, plan),
    ruleCaption(input, plan),
    ruleFactsPresent(input, plan, options.strictFacts),
    ruleSpecificCover(input, plan),
    ruleNoGenericSlide(input, plan),
    ruleShortHeadlines(plan),
  ];
}
