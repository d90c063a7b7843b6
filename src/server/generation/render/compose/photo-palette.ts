import type { DesignPalette } from '../../templates/design-schema';
import { getContrastRatio } from './colors';

/** The darkest a scrimmed photo gets behind text; accents must read against it. */
const SCRIM_GROUND = '#2a2a2a';

/**
 * Over a photo the template's own text colour may vanish; white text on the scrim
 * always reads. The accent survives only if it still contrasts with the scrim.
 */
export function getPhotoPalette(palette: DesignPalette): DesignPalette {
  const keepsAccent = getContrastRatio(palette.accent, SCRIM_GROUND) >= 3;
  return {
    ...palette,
    text: '#ffffff',
    muted: '#ffffffcc',
    accent: keepsAccent ? palette.accent : '#ffffff',
    accentText: keepsAccent ? palette.accentText : '#111111',
  };
}
