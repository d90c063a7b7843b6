import { z } from 'zod';
import { EDUCAR_POINTS_MAX } from '../../shared/carousels/fields';
import { SLIDE_RANGE } from './plan-rules';
import type { WriterInput } from './types';

/**
 * The lengths the model is held to. The renderer fits any text by shrinking it, but it reads
 * best well inside the user-field caps (see shared/carousels/fields.ts): an eyebrow of two to
 * four words, a headline of one or two lines at full size, a body of two or three short
 * sentences. The prompt asks for the `target` lengths; the schema rejects only past `max`,
 * because models count characters poorly and a few over the target still render well.
 */
export const ANSWER_LIMITS = {
  eyebrow: { target: 30, max: 40 },
  title: { target: 70, max: 110 },
  body: { target: 240, max: 360 },
  captionText: { target: 600, max: 1200 },
  callToAction: { target: 120, max: 200 },
  hashtag: { max: 40 },
  hashtags: { min: 3, max: 12 },
  slides: { min: 5, max: 10 },
} as const;

/**
 * Educar gives every point its own slide, plus a cover, an introduction and a closing; past 7
 * points that needs more than 10 slides, and merging the user's points would lose their order
 * and images. The local writer makes the same choice.
 */
export function getSlideRange(input: WriterInput): { min: number; max: number } {
  const { min, max } = ANSWER_LIMITS.slides;
  // A news item has only so much to tell: past 8 slides the model pads it (docs/writer.md, rule `arco`).
  if (input.objetivo === 'investigar') return { min, max: SLIDE_RANGE.investigar.max };
  if (input.objetivo !== 'educar') return { min, max };
  return { min, max: Math.max(max, Math.min(input.campos.pontos.length, EDUCAR_POINTS_MAX) + 3) };
}

const text = (max: number, description: string) => z.string().max(max).describe(description);

const slideFields = {
  rotulo: text(ANSWER_LIMITS.eyebrow.max, 'Rótulo curto acima do título (2 a 4 palavras).'),
  titulo: text(ANSWER_LIMITS.title.max, 'Título do slide, frase forte, sem ponto final.').min(1),
  texto: text(ANSWER_LIMITS.body.max, 'Texto de apoio do slide (pode ficar vazio na capa).'),
};

const captionSchema = z
  .object({
    texto: text(ANSWER_LIMITS.captionText.max, 'Legenda do post: gancho e resumo em parágrafos curtos.').min(
      1,
    ),
    chamada: text(ANSWER_LIMITS.callToAction.max, 'Chamada para ação, uma frase.').min(1),
    hashtags: z
      .array(
        text(
          ANSWER_LIMITS.hashtag.max,
          'Hashtag com #, minúsculas, com os acentos do português, sem espaço.',
        ).min(2),
      )
      .min(ANSWER_LIMITS.hashtags.min)
      .max(ANSWER_LIMITS.hashtags.max),
  })
  .strict();

/**
 * What the model must answer, built per request (educar slides name the point they teach, so
 * the point's image lands on the right slide). Every key is required and nothing else is
 * allowed: providers with strict structured output accept this shape as it is.
 */
export function buildAnswerSchema(input: WriterInput) {
  const range = getSlideRange(input);
  const slide =
    input.objetivo === 'educar'
      ? z
          .object({
            ...slideFields,
            ponto: z
              .number()
              .int()
              .min(1)
              .max(input.campos.pontos.length)
              .nullable()
              .describe(
                'Número do ponto que este slide explica (1, 2, ...), ou null na capa, introdução e fechamento.',
              ),
          })
          .strict()
      : z.object(slideFields).strict();
  return z
    .object({
      slides: z
        .array(slide)
        .min(range.min)
        .max(range.max)
        .describe('Os slides em ordem: o primeiro é a capa, o último é o fechamento.'),
      legenda: captionSchema,
    })
    .strict();
}

export interface AnswerSlide {
  rotulo: string;
  titulo: string;
  texto: string;
  ponto?: number | null;
}

export interface Answer {
  slides: AnswerSlide[];
  legenda: { texto: string; chamada: string; hashtags: string[] };
}
