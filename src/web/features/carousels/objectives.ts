import { BookOpen, Heart, type LucideIcon, Megaphone, Search } from 'lucide-react';
import type { Objective } from '../../../shared/constants';

export interface ObjectiveDisplay {
  label: string;
  /** One line on the tile. */
  summary: string;
  /** Shown under the tiles once chosen, so the user knows what the fields below are for. */
  description: string;
  icon: LucideIcon;
}

export const OBJECTIVE_DISPLAY: Record<Objective, ObjectiveDisplay> = {
  educar: {
    label: 'Educar',
    summary: 'Ensine um passo a passo.',
    description: 'Ensine algo em passos curtos e práticos.',
    icon: BookOpen,
  },
  conectar: {
    label: 'Conectar',
    summary: 'Conte uma história real que gera identificação.',
    description:
      'Conte uma história real em cinco partes: do que se trata, o desafio, o que você fez de diferente, o resultado e a moral. Ideal para criar identificação e aproximar quem te segue.',
    icon: Heart,
  },
  convencer: {
    label: 'Convencer',
    summary: 'Derrube um mito e leve à ação.',
    description:
      'Quebre uma crença comum do seu público: apresente o mito, mostre a verdade, prove com o mecanismo e aponte um novo caminho com uma chamada para ação na legenda.',
    icon: Megaphone,
  },
  investigar: {
    label: 'Investigar',
    summary: 'Apresente um fato com contexto.',
    description:
      'Traga um fato ou uma notícia com contexto: o assunto, onde e quando aconteceu. Ótimo para informar com credibilidade e puxar conversa nos comentários.',
    icon: Search,
  },
};

export function getObjectiveLabel(objective: Objective | null): string {
  return objective ? OBJECTIVE_DISPLAY[objective].label : '--';
}
