import { BookOpen, Heart, type LucideIcon, Megaphone, Search } from 'lucide-react';
import { OBJECTIVE_LABELS } from '../../../shared/carousels/objectives';
import type { Objective } from '../../../shared/constants';

/** How /criar and /historico present each objective; its name comes from src/shared. */
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
    label: OBJECTIVE_LABELS.educar,
    summary: 'Ensine um passo a passo.',
    description: 'Ensine algo em passos curtos e práticos.',
    icon: BookOpen,
  },
  conectar: {
    label: OBJECTIVE_LABELS.conectar,
    summary: 'Conte uma história real que gera identificação.',
    description:
      'Conte uma história real em cinco partes: do que se trata, o desafio, o que você fez de diferente, o resultado e a moral. Ideal para criar identificação e aproximar quem te segue.',
    icon: Heart,
  },
  convencer: {
    label: OBJECTIVE_LABELS.convencer,
    summary: 'Derrube um mito e leve à ação.',
    description:
      'Quebre uma crença comum do seu público: apresente o mito, mostre a verdade, prove com o mecanismo e aponte um novo caminho com uma chamada para ação na legenda.',
    icon: Megaphone,
  },
  investigar: {
    label: OBJECTIVE_LABELS.investigar,
    summary: 'Apresente um fato com contexto.',
    description:
      'Traga um fato ou uma notícia com contexto: o assunto, onde e quando aconteceu. Ótimo para informar com credibilidade e puxar conversa nos comentários.',
    icon: Search,
  },
};
