import { generateText, Output } from 'ai';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  EDUCAR_POINT_FIELDS,
  EDUCAR_POINTS_MAX,
  TEXT_FIELDS_BY_OBJECTIVE,
} from '../../shared/carousels/fields';
import { OBJECTIVE_LABELS } from '../../shared/carousels/objectives';
import { FIELDS_SCHEMA_BY_OBJECTIVE } from '../../shared/carousels/schemas';
import type { Objective } from '../../shared/constants';
import {
  AnswerRejectedError,
  describeLlmFailure,
  type LlmFailure,
  redactSecret,
} from '../writer/llm-failure';
import { createJsonChatModel } from '../writer/llm-model';
import { inventedNumbers, sourceFacts } from './draft-checks';
import type { Drafter, DraftFields } from './drafter';
import type { SourceDocument } from './extract/source';

/** The part of the source the model reads: about 3,000 words, the lead first (where a story's facts are). */
const SOURCE_CHARS_MAX = 18_000;
const MAX_ATTEMPTS = 2;

export interface LlmDrafterOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  logger: Logger;
}

const field = (max: number, label: string) => z.string().min(1).max(max).describe(label);

/** The fields the model fills, with the form's labels and limits (images stay the user's). */
function answerSchema(objective: Objective): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const spec of TEXT_FIELDS_BY_OBJECTIVE[objective]) {
    shape[spec.key] = spec.required ? field(spec.max, spec.label) : field(spec.max, spec.label).optional();
  }
  if (objective === 'educar') {
    const [titulo, descricao] = EDUCAR_POINT_FIELDS;
    shape.pontos = z
      .array(
        z.object({
          titulo: field(titulo.max, titulo.label),
          descricao: field(descricao.max, descricao.label),
        }),
      )
      .min(1)
      .max(EDUCAR_POINTS_MAX)
      .describe('Pontos ou passos, na ordem da fonte.');
  }
  return z.object(shape);
}

function buildPrompt(objective: Objective, source: SourceDocument, sourceText: string, rejection?: string) {
  const specs = TEXT_FIELDS_BY_OBJECTIVE[objective]
    .map(
      (spec) =>
        `- ${spec.key} (${spec.label}): até ${spec.max} caracteres${spec.required ? '' : ', opcional'}`,
    )
    .join('\n');
  const system = [
    'Você prepara o rascunho de um carrossel do Instagram a partir de uma fonte (artigo, texto ou PDF).',
    `Preencha os campos do objetivo "${OBJECTIVE_LABELS[objective]}" só com fatos da fonte: nomes, números, lugares, datas e citações exatamente como estão nela.`,
    'Nunca invente um número, um nome ou uma data. Não copie menus, avisos de cookies, "leia também", comentários, botões de compartilhar ou anúncios.',
    'Escreva em português do Brasil, frases curtas, e responda só com o JSON pedido.',
  ].join('\n');
  const prompt = [
    `Campos:\n${specs}${objective === 'educar' ? `\n- pontos: 1 a ${EDUCAR_POINTS_MAX} itens, cada um com titulo (até 100) e descricao (até 400)` : ''}`,
    `Título da fonte: ${source.titulo || '(sem título)'}`,
    source.lugar ? `Local informado: ${source.lugar}` : '',
    source.dataPublicacao ? `Data de publicação: ${source.dataPublicacao}` : '',
    `Fonte:\n"""\n${sourceText.slice(0, SOURCE_CHARS_MAX)}\n"""`,
    rejection ? `A resposta anterior foi recusada: ${rejection}. Corrija.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return { system, prompt };
}

/**
 * Drafts with an OpenAI-compatible model, held to the same discipline as the writer (docs/writer.md): a JSON
 * schema with the form's limits, our checks (no number the source lacks, the objective's own schema), one retry
 * with the broken rule named, then the local drafter.
 */
export function createLlmDrafter(options: LlmDrafterOptions, fallback: Drafter): Drafter {
  const { model, timeoutMs, logger, apiKey } = options;
  const languageModel = createJsonChatModel({ baseUrl: options.baseUrl, apiKey, model });

  async function request(
    objective: Objective,
    source: SourceDocument,
    sourceText: string,
    rejection: string | undefined,
    signal: AbortSignal,
  ): Promise<DraftFields> {
    const { system, prompt } = buildPrompt(objective, source, sourceText, rejection);
    const result = await generateText({
      model: languageModel,
      system,
      prompt,
      output: Output.object({
        schema: answerSchema(objective),
        name: 'rascunho',
        description: 'Os campos do formulário do carrossel, preenchidos a partir da fonte.',
      }),
      maxRetries: 0,
      abortSignal: signal,
      providerOptions: { openaiCompatible: { strictJsonSchema: false } },
    });
    const fields = result.output as DraftFields;
    const invented = inventedNumbers(fields, sourceFacts(source));
    if (invented.length > 0)
      throw new AnswerRejectedError([`números que não estão na fonte: ${invented.join(', ')}`]);
    const parsed = FIELDS_SCHEMA_BY_OBJECTIVE[objective].safeParse(fields);
    if (!parsed.success)
      throw new AnswerRejectedError(
        parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    return fields;
  }

  return {
    name: 'llm',
    async draft(objective, source, sourceText) {
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), timeoutMs);
      let failure: LlmFailure | undefined;
      try {
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
          try {
            const fields = await request(objective, source, sourceText, failure?.feedback, deadline.signal);
            logger.info({ drafter: 'llm', model, attempt }, 'llm drafter filled the fields');
            return fields;
          } catch (error) {
            failure = describeLlmFailure(error, deadline.signal.aborted, timeoutMs);
            logger.warn(
              { drafter: 'llm', model, attempt, reason: redactSecret(failure.reason, apiKey) },
              'llm drafter attempt failed',
            );
            if (!failure.canRetry) break;
          }
        }
      } finally {
        clearTimeout(timer);
      }
      logger.warn({ drafter: 'local', model }, 'llm drafter fell back to the local drafter');
      return fallback.draft(objective, source, sourceText);
    },
  };
}
