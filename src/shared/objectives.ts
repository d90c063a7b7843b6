import type { Objective } from './constants';

/** The objective codes as people read them, on every screen that names one (tiles, filters, cards). */
export const OBJECTIVE_LABELS: Readonly<Record<Objective, string>> = {
  educar: 'Educar',
  conectar: 'Conectar',
  convencer: 'Convencer',
  investigar: 'Investigar',
};

/** '--' for a carousel without an objective, like any other missing value. */
export function getObjectiveLabel(objective: Objective | null | undefined): string {
  return objective ? OBJECTIVE_LABELS[objective] : '--';
}
