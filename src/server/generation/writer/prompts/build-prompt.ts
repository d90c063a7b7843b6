import type { WriterInput } from '../types';
import { buildConectarPrompt } from './conectar';
import { buildConvencerPrompt } from './convencer';
import { buildEducarPrompt } from './educar';
import { buildInvestigarPrompt } from './investigar';
import { buildSystemPrompt } from './system-prompt';

export interface WriterPrompt {
  system: string;
  prompt: string;
}

function buildObjectivePrompt(input: WriterInput): string {
  switch (input.objetivo) {
    case 'conectar':
      return buildConectarPrompt(input.campos);
    case 'convencer':
      return buildConvencerPrompt(input.campos);
    case 'investigar':
      return buildInvestigarPrompt(input.campos);
    case 'educar':
      return buildEducarPrompt(input.campos);
  }
}

/**
 * The Portuguese prompt for one carousel. `rejection` is why the previous answer was refused:
 * telling the model what was wrong makes the single retry far more likely to succeed than
 * asking the same question again.
 */
export function buildWriterPrompt(input: WriterInput, rejection?: string): WriterPrompt {
  const parts = [buildObjectivePrompt(input), 'Escreva o carrossel agora, respondendo só com o JSON.'];
  if (rejection) {
    parts.push(
      `Atenção: sua resposta anterior foi recusada (${rejection}). Escreva de novo, corrigindo isso e seguindo o formato.`,
    );
  }
  return { system: buildSystemPrompt(input), prompt: parts.join('\n\n') };
}
