import { generateText, Output } from 'ai';
import type { Logger } from 'pino';
import { type Answer, buildAnswerSchema } from './llm-answer-schema';
import { buildPlanFromAnswer } from './llm-build-plan';
import { checkAnswer } from './llm-check-answer';
import { AnswerRejectedError, describeLlmFailure, type LlmFailure, redactSecret } from './llm-failure';
import { createJsonChatModel } from './llm-model';
import { checkPlan } from './plan-rules';
import { buildWriterPrompt } from './prompts';
import type { SlidePlan, Writer, WriterInput } from './types';

export interface LlmWriterOptions {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The whole budget for the model, retry included; past it the local writer takes over. */
  timeoutMs: number;
  logger: Logger;
  /** Writes the carousel when the model cannot: the user paid a credit and gets a carousel either way. */
  fallback: Writer;
}

/** One call, and one more when the answer was malformed or the call failed in a way that can pass. */
const MAX_ATTEMPTS = 2;

/**
 * The AI writer: any OpenAI-compatible chat endpoint through the Vercel AI SDK, its answer held
 * to a zod schema and to our fidelity checks. It never throws for the model's sake; every plan
 * carries a trace of who wrote it, which the job stores in webhook_data.
 */
export function createLlmWriter(options: LlmWriterOptions): Writer {
  const { model, timeoutMs, logger, fallback, apiKey } = options;
  const languageModel = createJsonChatModel({ baseUrl: options.baseUrl, apiKey, model });

  async function requestPlan(
    input: WriterInput,
    rejection: string | undefined,
    signal: AbortSignal,
  ): Promise<SlidePlan> {
    const { system, prompt } = buildWriterPrompt(input, rejection);
    const result = await generateText({
      model: languageModel,
      system,
      prompt,
      output: Output.object({
        schema: buildAnswerSchema(input),
        name: 'carrossel',
        description: 'Os slides de um carrossel do Instagram e a legenda do post.',
      }),
      // Our own retry policy (one, with feedback) replaces the SDK's silent backoff retries.
      maxRetries: 0,
      abortSignal: signal,
      // Strict mode refuses maxLength on some providers; the schema is still sent and zod checks the answer.
      providerOptions: { openaiCompatible: { strictJsonSchema: false } },
    });
    const answer = result.output as Answer;
    const problems = checkAnswer(answer, input);
    if (problems.length > 0) throw new AnswerRejectedError(problems);
    const plan = buildPlanFromAnswer(answer, input);
    // The same editor's rules as the local writer's (docs/writer.md): a plan breaking one is refused and retried.
    const broken = checkPlan(input, plan, { strictFacts: false }).filter(
      (result) => result.hard && !result.ok,
    );
    if (broken.length > 0)
      throw new AnswerRejectedError(
        broken.map((result) => `${result.rule}: ${result.detail ?? 'regra quebrada'}`),
      );
    return plan;
  }

  return {
    name: 'llm',
    async write(input) {
      const started = performance.now();
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), timeoutMs);
      const elapsed = () => Math.round(performance.now() - started);
      let failure: LlmFailure | undefined;
      let attempts = 0;
      try {
        while (attempts < MAX_ATTEMPTS) {
          attempts += 1;
          try {
            const plan = await requestPlan(input, failure?.feedback, deadline.signal);
            const latencyMs = elapsed();
            logger.info({ writer: 'llm', model, latencyMs, attempts }, 'llm writer wrote the copy');
            return { ...plan, trace: { writer: 'llm', model, latencyMs, attempts } };
          } catch (error) {
            failure = describeLlmFailure(error, deadline.signal.aborted, timeoutMs);
            logger.warn(
              { writer: 'llm', model, attempt: attempts, reason: redactSecret(failure.reason, apiKey) },
              'llm writer attempt failed',
            );
            if (!failure.canRetry) break;
          }
        }
      } finally {
        clearTimeout(timer);
      }
      const latencyMs = elapsed();
      const fallbackReason = redactSecret(failure?.reason ?? 'sem resposta', apiKey);
      logger.warn(
        { writer: 'local', model, latencyMs, attempts, fallbackReason },
        'llm writer fell back to the local writer',
      );
      const plan = await fallback.write(input);
      return { ...plan, trace: { writer: 'local', model, latencyMs, attempts, fallbackReason } };
    },
  };
}
