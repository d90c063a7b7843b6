import type { WriterInput } from '../types';
import { buildConectarStructure, listConectarFields } from './conectar';
import { buildConvencerStructure, listConvencerFields } from './convencer';
import { buildEducarStructure, listEducarFields } from './educar';
import { formatFields, type PromptField } from './format-fields';
import { buildInvestigarStructure, listInvestigarFields } from './investigar';
import { buildSystemPrompt } from './system-prompt';
import { formatWorkedExample, WORKED_EXAMPLES } from './worked-examples';

export interface WriterPrompt {
  system: string;
  prompt: string;
}

function buildObjectiveStructure(input: WriterInput): string {
  switch (input.objetivo) {
    case 'conectar':
      return buildConectarStructure();
    case 'convencer':
      return buildConvencerStructure();
    case 'investigar':
      return buildInvestigarStructure(input.campos);
    case 'educar':
      return buildEducarStructure(input.campos);
  }
}

function listObjectiveFields(input: WriterInput): PromptField[] {
  switch (input.objetivo) {
    case 'conectar':
      return listConectarFields(input.campos);
    case 'convencer':
      return listConvencerFields(input.campos);
    case 'investigar':
      return listInvestigarFields(input.campos);
    case 'educar':
      return listEducarFields(input.campos);
  }
}

function buildExample(input: WriterInput): string {
  const example = WORKED_EXAMPLES[input.objetivo];
  const lines = listObjectiveFields(example.input)
    .filter((field) => field.value.trim() !== '')
    .map((field) => `${field.label}: ${field.value}`);
  return formatWorkedExample(example, lines);
}

/**
 * The Portuguese prompt for one carousel: the objective's structure, a worked example of the same objective, then
 * the user's fields. `rejection` is why the previous answer was refused: telling the model what was wrong makes
 * the single retry far more likely to succeed than asking the same question again.
 */
export function buildWriterPrompt(input: WriterInput, rejection?: string): WriterPrompt {
  const parts = [
    buildObjectiveStructure(input),
    buildExample(input),
    `Agora o carrossel desta pessoa:\n${formatFields(listObjectiveFields(input))}`,
    'Escreva o carrossel agora, respondendo só com o JSON.',
  ];
  if (rejection) {
    parts.push(
      `Atenção: sua resposta anterior foi recusada (${rejection}). Escreva de novo, corrigindo isso e seguindo o formato.`,
    );
  }
  return { system: buildSystemPrompt(input), prompt: parts.join('\n\n') };
}
