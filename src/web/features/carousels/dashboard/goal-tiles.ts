import { Heart, type LucideIcon, Megaphone, Search } from 'lucide-react';
import { OBJECTIVE_LABELS } from '../../../../shared/carousels/objectives';
import type { Objective } from '../../../../shared/constants';

export interface GoalTile {
  objetivo: Objective;
  label: string;
  description: string;
  icon: LucideIcon;
}

/** docs/product-rules.md §2: three goals on the dashboard (educar is reached from /criar, which maps it to conectar). */
export const GOAL_TILES: readonly GoalTile[] = [
  {
    objetivo: 'conectar',
    label: OBJECTIVE_LABELS.conectar,
    description: 'Conte uma história real que gera identificação com quem te segue.',
    icon: Heart,
  },
  {
    objetivo: 'convencer',
    label: OBJECTIVE_LABELS.convencer,
    description: 'Derrube um mito, mostre a verdade e leve à ação.',
    icon: Megaphone,
  },
  {
    objetivo: 'investigar',
    label: OBJECTIVE_LABELS.investigar,
    description: 'Apresente um fato com contexto: o quê, onde e quando.',
    icon: Search,
  },
];
