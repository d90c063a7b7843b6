import { z } from 'zod';
import { OBJECTIVES } from '../constants';
import { textSchema } from '../text';
import {
  conectarFieldsSchema,
  convencerFieldsSchema,
  educarFieldsSchema,
  investigarFieldsSchema,
} from './schemas';

export const DRAFT_LIMITS = {
  /** Characters of pasted text. */
  textMax: 20_000,
  /** The shortest text worth drafting from. */
  textMin: 80,
  pdfMaxBytes: 10 * 1024 * 1024,
  pdfMaxPages: 50,
  /** Drafts per user per hour. */
  perHour: 30,
} as const;

export const DRAFT_MESSAGES = {
  sourceRequired: 'Cole um link, cole um texto ou envie um PDF.',
  oneSource: 'Use uma fonte de cada vez: um link, um texto ou um PDF.',
  urlTooLong: 'Esse link é longo demais.',
  textTooLong: 'O texto passa de 20.000 caracteres. Cole só a parte que interessa.',
  textTooShort: 'Texto curto demais para preencher os campos. Cole pelo menos um parágrafo.',
  sourceEmpty: 'Não encontramos texto para aproveitar nessa fonte. Cole o texto diretamente.',
  pdfRequired: 'Envie um arquivo PDF.',
  pdfTooLarge: 'O PDF passa de 10 MB. Envie um arquivo menor ou cole o texto.',
  rateLimited: 'Você já preencheu 30 rascunhos na última hora. Edite os campos à mão ou espere um pouco.',
} as const;

const objectiveSchema = z.enum(OBJECTIVES, { error: 'Escolha o objetivo do seu carrossel.' });

/** The JSON body: an objective and either a link or a text. A PDF comes as multipart (objetivo + file). */
export const draftRequestSchema = z
  .object({
    objetivo: objectiveSchema,
    url: textSchema().trim().max(2048, { error: DRAFT_MESSAGES.urlTooLong }).optional(),
    texto: textSchema().trim().max(DRAFT_LIMITS.textMax, { error: DRAFT_MESSAGES.textTooLong }).optional(),
  })
  .superRefine((body, context) => {
    const hasUrl = Boolean(body.url);
    const hasText = Boolean(body.texto);
    if (!hasUrl && !hasText) context.addIssue({ code: 'custom', message: DRAFT_MESSAGES.sourceRequired });
    else if (hasUrl && hasText) context.addIssue({ code: 'custom', message: DRAFT_MESSAGES.oneSource });
  });
export type DraftRequest = z.infer<typeof draftRequestSchema>;

/** The multipart form's objective (the file is read by the route). */
export const draftObjectiveSchema = objectiveSchema;

export const draftSourceSchema = z.object({
  /** The source's title (headline, PDF title, first line), '' when it has none. */
  titulo: z.string(),
  /** The page the text came from, after redirects; null for a text or a PDF. */
  url: z.string().nullable(),
  /** Words of text read from the source. */
  palavras: z.number().int().min(0),
});
export type DraftSource = z.infer<typeof draftSourceSchema>;

const draftCommon = { objetivo_sugerido: z.enum(OBJECTIVES), fonte: draftSourceSchema };

/** The fields pass the objective's own schema unchanged: a draft is a valid form, with the same limits. */
export const draftResponseSchema = z.discriminatedUnion('objetivo', [
  z.object({ objetivo: z.literal('educar'), campos_personalizados: educarFieldsSchema, ...draftCommon }),
  z.object({ objetivo: z.literal('conectar'), campos_personalizados: conectarFieldsSchema, ...draftCommon }),
  z.object({
    objetivo: z.literal('convencer'),
    campos_personalizados: convencerFieldsSchema,
    ...draftCommon,
  }),
  z.object({
    objetivo: z.literal('investigar'),
    campos_personalizados: investigarFieldsSchema,
    ...draftCommon,
  }),
]);
export type DraftResponse = z.infer<typeof draftResponseSchema>;
