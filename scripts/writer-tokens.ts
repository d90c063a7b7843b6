/**
 * What one carousel costs in tokens with the LLM writer (AI_PROVIDER=llm), measured on the writer's evaluation
 * set (tests/writer/eval/eval-inputs.ts) with the o200k_base tokenizer (OpenAI's current models;
 * other families count within about 15%).
 * - Input: the system prompt, the user prompt (structure, worked example, the user's fields) and the JSON schema
 *   sent as response_format, exactly as the writer builds them.
 * - Output: the answer JSON of the local writer's plan for the same input, i.e. an answer of the size a good
 *   model writes. A refused answer costs a second call (the retry), so the worst case is twice the figure.
 * Prices are per million tokens as the providers list them; they change: check before relying on the figures.
 * Usage: npm run writer:tokens
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { z } from 'zod';
import { createLocalWriter } from '../src/server/writer';
import { buildAnswerSchema } from '../src/server/writer/llm-answer-schema';
import { buildWriterPrompt } from '../src/server/writer/prompts';
import type { SlidePlan } from '../src/server/writer/types';
import { OBJECTIVES } from '../src/shared/constants';
import { EVAL_CASES } from '../tests/writer/eval/eval-inputs';

/** USD per million tokens (input, output), as listed by each provider for the model named in the README. */
const CONFIGURATIONS = [
  { name: 'OpenAI gpt-4o-mini', input: 0.15, output: 0.6 },
  { name: 'OpenRouter google/gemini-2.0-flash-001', input: 0.1, output: 0.4 },
  { name: 'Ollama local (qwen2.5:7b)', input: 0, output: 0 },
] as const;

/** The plan written back in the answer's shape, to size what a model answers. */
function toAnswerJson(plan: SlidePlan): string {
  // legenda.txt is the hook and summary paragraphs, the call to action, then the hashtags, a blank line apart.
  const parts = plan.caption.split('\n\n');
  return JSON.stringify({
    slides: plan.slides.map((slide) => ({
      rotulo: slide.eyebrow ?? '',
      titulo: slide.title,
      texto: slide.body ?? '',
    })),
    legenda: {
      texto: parts.slice(0, -2).join('\n'),
      chamada: parts.at(-2) ?? '',
      hashtags: (parts.at(-1) ?? '').split(' '),
    },
  });
}

const writer = createLocalWriter();
const rows: { objective: string; input: number; output: number }[] = [];
for (const { input } of EVAL_CASES) {
  const { system, prompt } = buildWriterPrompt(input);
  const schema = JSON.stringify(z.toJSONSchema(buildAnswerSchema(input)));
  const plan = await writer.write(input);
  rows.push({
    objective: input.objetivo,
    input: countTokens(system) + countTokens(prompt) + countTokens(schema),
    output: countTokens(toAnswerJson(plan)),
  });
}

const average = (values: number[]) =>
  Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
console.log(`Tokens por carrossel (${EVAL_CASES.length} casos do eval, tokenizador o200k_base)\n`);
console.log('objetivo   | casos | entrada (média) | saída (média)');
for (const objective of OBJECTIVES) {
  const mine = rows.filter((row) => row.objective === objective);
  if (mine.length === 0) continue;
  console.log(
    `${objective.padEnd(10)} | ${String(mine.length).padEnd(5)} | ${String(average(mine.map((row) => row.input))).padEnd(15)} | ${average(mine.map((row) => row.output))}`,
  );
}
const input = average(rows.map((row) => row.input));
const output = average(rows.map((row) => row.output));
console.log(`todos      | ${String(rows.length).padEnd(5)} | ${String(input).padEnd(15)} | ${output}\n`);
console.log('Custo por carrossel (uma chamada; com a nova tentativa, no máximo o dobro):');
for (const config of CONFIGURATIONS) {
  const usd = (input * config.input + output * config.output) / 1_000_000;
  const per1000 = usd * 1000;
  console.log(
    `- ${config.name}: US$ ${usd.toFixed(5)} por carrossel (US$ ${per1000.toFixed(2)} a cada mil)${config.input === 0 ? ', só a máquina' : ''}`,
  );
}
