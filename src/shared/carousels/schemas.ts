import { z } from 'zod';
import { LIMITS, type Objective } from '../constants';
import { textSchema } from '../text';
import {
  CONECTAR_FIELDS,
  CONVENCER_FIELDS,
  EDUCAR_FIELDS,
  EDUCAR_POINT_FIELDS,
  EDUCAR_POINTS_MAX,
  IMAGE_URL_MAX,
  INVESTIGAR_FIELDS,
  type TextFieldSpec,
} from './fields';
import { DEFAULT_SLIDE_FORMAT, slideFormatSchema } from './formats';
import {
  BRAND_CHOICE_MESSAGE,
  EDUCAR_MESSAGES,
  formatRequiredField,
  formatTooLong,
  formatTooManyPoints,
  IMAGE_URL_INVALID_MESSAGE,
  OBJECTIVE_REQUIRED_MESSAGE,
  TEMPLATE_BLANK_MESSAGE,
  TEMPLATE_REQUIRED_MESSAGE,
} from './messages';

/**
 * Absolute http(s) addresses, or root-relative ones: local storage serves uploads at
 * /storage/medias/..., and a relative address survives a change of APP_URL.
 */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const imageUrlSchema = textSchema({ error: IMAGE_URL_INVALID_MESSAGE })
  .trim()
  .max(IMAGE_URL_MAX, { error: IMAGE_URL_INVALID_MESSAGE })
  .refine((value) => value === '' || isImageUrl(value), { error: IMAGE_URL_INVALID_MESSAGE });

/** Forms send '' for "no image"; it means the same as leaving the key out. */
const optionalImageUrlSchema = imageUrlSchema.optional();

function requireText(spec: TextFieldSpec, requiredMessage = formatRequiredField(spec.label)) {
  return textSchema({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(spec.max, { error: formatTooLong(spec.max) });
}

function allowText(spec: TextFieldSpec) {
  return textSchema({ error: formatTooLong(spec.max) })
    .trim()
    .max(spec.max, { error: formatTooLong(spec.max) })
    .optional();
}

function findSpec<T extends readonly TextFieldSpec[]>(fields: T, key: T[number]['key']): TextFieldSpec {
  const spec = fields.find((field) => field.key === key);
  if (!spec) throw new Error(`Campo desconhecido: ${key}`);
  return spec;
}

export const conectarFieldsSchema = z.object({
  historiaDeQue: requireText(findSpec(CONECTAR_FIELDS, 'historiaDeQue')),
  desafio: requireText(findSpec(CONECTAR_FIELDS, 'desafio')),
  acao: requireText(findSpec(CONECTAR_FIELDS, 'acao')),
  resultado: requireText(findSpec(CONECTAR_FIELDS, 'resultado')),
  moral: requireText(findSpec(CONECTAR_FIELDS, 'moral')),
  imagemUrl: optionalImageUrlSchema,
});

export const convencerFieldsSchema = z.object({
  objetivo: requireText(findSpec(CONVENCER_FIELDS, 'objetivo')),
  mito: requireText(findSpec(CONVENCER_FIELDS, 'mito')),
  verdade: requireText(findSpec(CONVENCER_FIELDS, 'verdade')),
  mecanismo: requireText(findSpec(CONVENCER_FIELDS, 'mecanismo')),
  novoCaminho: requireText(findSpec(CONVENCER_FIELDS, 'novoCaminho')),
  cta: requireText(findSpec(CONVENCER_FIELDS, 'cta')),
  imagemUrl: optionalImageUrlSchema,
});

export const investigarFieldsSchema = z.object({
  assunto: requireText(findSpec(INVESTIGAR_FIELDS, 'assunto')),
  localizacao: requireText(findSpec(INVESTIGAR_FIELDS, 'localizacao')),
  data: requireText(findSpec(INVESTIGAR_FIELDS, 'data')),
  cta: allowText(findSpec(INVESTIGAR_FIELDS, 'cta')),
  imagemUrl: optionalImageUrlSchema,
});

export const educarPointSchema = z.object({
  titulo: requireText(findSpec(EDUCAR_POINT_FIELDS, 'titulo'), EDUCAR_MESSAGES.pontoTituloRequired),
  descricao: requireText(findSpec(EDUCAR_POINT_FIELDS, 'descricao'), EDUCAR_MESSAGES.pontoDescricaoRequired),
  imagemUrl: optionalImageUrlSchema,
});

export const educarFieldsSchema = z.object({
  titulo: requireText(findSpec(EDUCAR_FIELDS, 'titulo'), EDUCAR_MESSAGES.tituloRequired),
  introducao: requireText(findSpec(EDUCAR_FIELDS, 'introducao'), EDUCAR_MESSAGES.introducaoRequired),
  pontos: z
    .array(educarPointSchema, { error: EDUCAR_MESSAGES.pontosRequired })
    .min(1, { error: EDUCAR_MESSAGES.pontosRequired })
    .max(EDUCAR_POINTS_MAX, { error: formatTooManyPoints(EDUCAR_POINTS_MAX) }),
  imagemUrl: optionalImageUrlSchema,
});

export const templateVisualSchema = textSchema({ error: TEMPLATE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: TEMPLATE_BLANK_MESSAGE })
  .max(LIMITS.templateVisual, { error: TEMPLATE_BLANK_MESSAGE });

/** Missing means retrato, the shape every carousel had before formats existed. */
const formatoSchema = slideFormatSchema.default(DEFAULT_SLIDE_FORMAT);

/**
 * The brand kit that signs the carousel: one of the active workspace's (GET /api/brand-kits); absent, its
 * default. Another workspace's kit is refused by the server.
 */
const brandChoiceSchema = z.string({ error: BRAND_CHOICE_MESSAGE }).trim().max(64).nullish();

/** The body of POST /api/carousels, shared by the Fastify route and the create form. */
export const createCarouselRequestSchema = z.discriminatedUnion(
  'objetivo',
  [
    z.object({
      objetivo: z.literal('educar'),
      campos_personalizados: educarFieldsSchema,
      template_visual: templateVisualSchema,
      formato: formatoSchema,
      id_marca: brandChoiceSchema,
    }),
    z.object({
      objetivo: z.literal('conectar'),
      campos_personalizados: conectarFieldsSchema,
      template_visual: templateVisualSchema,
      formato: formatoSchema,
      id_marca: brandChoiceSchema,
    }),
    z.object({
      objetivo: z.literal('convencer'),
      campos_personalizados: convencerFieldsSchema,
      template_visual: templateVisualSchema,
      formato: formatoSchema,
      id_marca: brandChoiceSchema,
    }),
    z.object({
      objetivo: z.literal('investigar'),
      campos_personalizados: investigarFieldsSchema,
      template_visual: templateVisualSchema,
      formato: formatoSchema,
      id_marca: brandChoiceSchema,
    }),
  ],
  { error: OBJECTIVE_REQUIRED_MESSAGE },
);

export const FIELDS_SCHEMA_BY_OBJECTIVE = {
  educar: educarFieldsSchema,
  conectar: conectarFieldsSchema,
  convencer: convencerFieldsSchema,
  investigar: investigarFieldsSchema,
} as const satisfies Record<Objective, z.ZodType>;

export type EducarPoint = z.infer<typeof educarPointSchema>;
export type EducarFields = z.infer<typeof educarFieldsSchema>;
export type ConectarFields = z.infer<typeof conectarFieldsSchema>;
export type ConvencerFields = z.infer<typeof convencerFieldsSchema>;
export type InvestigarFields = z.infer<typeof investigarFieldsSchema>;
export type CreateCarouselRequest = z.infer<typeof createCarouselRequestSchema>;
/** What the form holds before parsing (untrimmed strings, '' for an absent image). */
export type CreateCarouselRequestInput = z.input<typeof createCarouselRequestSchema>;

/** An objective together with its parsed fields; the writer and the worker take this. */
export type CarouselContent = {
  [K in Objective]: { objetivo: K; campos: z.infer<(typeof FIELDS_SCHEMA_BY_OBJECTIVE)[K]> };
}[Objective];
