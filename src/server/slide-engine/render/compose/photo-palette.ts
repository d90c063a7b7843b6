import type { DesignPalette } from '../../templates/design-schema';

/**
 * Over a scrimmed photo the template's own text colour may vanish; white text on the
 * scrim always reads. Accent and accentText stay: they colour boxes (pills, tags, title
 * blocks) that carry their own ground, and text in the accent colour is checked
 * against the photo where it is drawn (see text-stack).
 */
export function getPhotoPalette(palette: DesignPalette): DesignPalette {
  return { ...palette, text: '#ffffff', muted: '#ffffffcc' };
}
