/**
 * The font families a template may name, each with the faces we register with the
 * renderer. All come from @fontsource packages (latin subset: every Portuguese letter,
 * upper and lower case). Keeping the list closed lets the design schema reject a
 * family or weight the renderer cannot draw.
 */
export type FontStyle = 'normal' | 'italic';
export type FontWeight = 300 | 400 | 500 | 600 | 700 | 800 | 900;

export interface FontFace {
  weight: FontWeight;
  style: FontStyle;
}

function faces(weights: readonly FontWeight[], italics: readonly FontWeight[] = []): FontFace[] {
  return [
    ...weights.map((weight) => ({ weight, style: 'normal' as const })),
    ...italics.map((weight) => ({ weight, style: 'italic' as const })),
  ];
}

export const FONT_FAMILIES = {
  inter: { label: 'Inter', faces: faces([400, 500, 600, 700, 800, 900]) },
  'playfair-display': { label: 'Playfair Display', faces: faces([400, 700, 900], [400, 700]) },
  montserrat: { label: 'Montserrat', faces: faces([400, 600, 800, 900]) },
  'bebas-neue': { label: 'Bebas Neue', faces: faces([400]) },
  lora: { label: 'Lora', faces: faces([400, 500, 700], [400, 500]) },
  poppins: { label: 'Poppins', faces: faces([400, 500, 600, 800]) },
  oswald: { label: 'Oswald', faces: faces([400, 500, 700]) },
  'dm-serif-display': { label: 'DM Serif Display', faces: faces([400], [400]) },
  'space-grotesk': { label: 'Space Grotesk', faces: faces([400, 500, 700]) },
  'archivo-black': { label: 'Archivo Black', faces: faces([400]) },
  'roboto-slab': { label: 'Roboto Slab', faces: faces([400, 500, 700, 900]) },
  merriweather: { label: 'Merriweather', faces: faces([400, 700, 900], [400]) },
  anton: { label: 'Anton', faces: faces([400]) },
  fraunces: { label: 'Fraunces', faces: faces([400, 600, 800, 900], [400, 600]) },
  'dm-sans': { label: 'DM Sans', faces: faces([400, 500, 700]) },
  'libre-baskerville': { label: 'Libre Baskerville', faces: faces([400, 700], [400]) },
  caveat: { label: 'Caveat', faces: faces([500, 700]) },
  'work-sans': { label: 'Work Sans', faces: faces([400, 500, 700, 800]) },
} as const satisfies Record<string, { label: string; faces: readonly FontFace[] }>;

export type FontFamilyKey = keyof typeof FONT_FAMILIES;

export const FONT_FAMILY_KEYS = Object.keys(FONT_FAMILIES) as [FontFamilyKey, ...FontFamilyKey[]];

export function hasFontFace(family: FontFamilyKey, face: FontFace): boolean {
  return FONT_FAMILIES[family].faces.some((item) => item.weight === face.weight && item.style === face.style);
}
