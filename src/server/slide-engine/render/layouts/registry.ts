import type { LayoutVariant } from '../../templates/design-schema';
import { boldBlockLayout } from './bold-block';
import { broadcastLayout } from './broadcast';
import { cardLayout } from './card';
import { centeredLayout } from './centered';
import { dossierLayout } from './dossier';
import { editorialLayout } from './editorial';
import type { Layout } from './layout-types';
import { magazineLayout } from './magazine';
import { minimalFrameLayout } from './minimal-frame';
import { posterLayout } from './poster';
import { splitLayout } from './split';

const LAYOUTS: Record<LayoutVariant, Layout> = {
  centered: centeredLayout,
  editorial: editorialLayout,
  'bold-block': boldBlockLayout,
  split: splitLayout,
  magazine: magazineLayout,
  'minimal-frame': minimalFrameLayout,
  card: cardLayout,
  poster: posterLayout,
  broadcast: broadcastLayout,
  dossier: dossierLayout,
};

export function getLayout(variant: LayoutVariant): Layout {
  return LAYOUTS[variant];
}
