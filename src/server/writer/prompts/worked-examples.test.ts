import { describe, expect, it } from 'vitest';
import { OBJECTIVES } from '../../../shared/constants';
import { buildAnswerSchema } from '../llm-answer-schema';
import { buildPlanFromAnswer } from '../llm-build-plan';
import { checkAnswer } from '../llm-check-answer';
import { checkPlan } from '../plan-rules';
import { WORKED_EXAMPLES } from './worked-examples';

describe('the worked example shown to the model', () => {
  it.each(OBJECTIVES)(
    'for %s is an answer the schema, the fidelity checks and every hard rule accept',
    (objective) => {
      const { input, answer } = WORKED_EXAMPLES[objective];
      expect(input.objetivo).toBe(objective);
      expect(buildAnswerSchema(input).safeParse(answer).success).toBe(true);
      expect(checkAnswer(answer, input)).toEqual([]);
      const broken = checkPlan(input, buildPlanFromAnswer(answer, input), { strictFacts: false }).filter(
        (result) => result.hard && !result.ok,
      );
      expect(broken).toEqual([]);
    },
  );

  it.each(OBJECTIVES)('for %s writes its hashtags with their accents, as the prompt asks', (objective) => {
    const tags = WORKED_EXAMPLES[objective].answer.legenda.hashtags;
    expect(tags.length).toBeGreaterThanOrEqual(5);
    expect(tags.every((tag) => /^#[\p{Ll}\p{Lu}\p{N}]+$/u.test(tag))).toBe(true);
  });
});
