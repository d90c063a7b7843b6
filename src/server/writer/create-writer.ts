import type { Logger } from 'pino';
import type { Config } from '../config';
import { createLlmWriter } from './llm-writer';
import { createLocalWriter } from './local-writer';
import type { Writer } from './types';

type WriterConfig = Pick<
  Config,
  'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'GENERATION_TIMEOUT_SECONDS'
>;

/**
 * The writer the generation job uses: the local writer unless AI_PROVIDER=llm. The model gets at
 * most half of the job's time, so rendering, packaging and the local fallback still finish before
 * pg-boss gives the job up.
 */
export function createWriter(config: WriterConfig, logger: Logger): Writer {
  if (config.AI_PROVIDER !== 'llm') return createLocalWriter();
  if (!config.AI_BASE_URL || !config.AI_MODEL) {
    // loadConfig already refuses this; the check keeps the types honest for other callers.
    throw new Error('AI_BASE_URL e AI_MODEL são obrigatórios com AI_PROVIDER=llm');
  }
  const timeoutMs = Math.min(config.AI_TIMEOUT_MS, config.GENERATION_TIMEOUT_SECONDS * 500);
  const writerLogger = logger.child({ component: 'llm-writer' });
  writerLogger.info(
    { model: config.AI_MODEL, host: new URL(config.AI_BASE_URL).host, timeoutMs },
    'carousel copy written by a language model, local writer as fallback',
  );
  return createLlmWriter({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs,
    logger: writerLogger,
    fallback: createLocalWriter(),
  });
}
