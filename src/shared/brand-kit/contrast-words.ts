import { BODY_CONTRAST, getContrastRatio, LARGE_CONTRAST } from '../contrast';

/** The grounds a brand colour is checked on before a template is known: a white and a near-black slide. */
export const LIGHT_GROUND = '#ffffff';
export const DARK_GROUND = '#121212';

/** How each brand colour is drawn: the primary as shapes and large type (3:1), the accent as the @handle (4.5:1). */
export const BRAND_COLOR_NEEDS = { cor_primaria: LARGE_CONTRAST, cor_destaque: BODY_CONTRAST } as const;
export type BrandColorField = keyof typeof BRAND_COLOR_NEEDS;

export interface ColorReading {
  light: number;
  dark: number;
  /** One sentence in Portuguese: the two ratios and what the renderer will do about a short one. */
  words: string;
  /** Reads on both grounds, so no template will need another shade. */
  readsEverywhere: boolean;
}

/** 4.5 -> '4,5:1' (rounded down, so a ratio shown as passing really passes). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1).replace('.', ',')}:1`;
}

/**
 * The live contrast check of the "Minha marca" screen, in words: how `color` reads on a light and on a dark
 * slide against the WCAG AA level its use needs, and which shade the renderer will use where it falls short.
 */
export function readBrandColor(color: string, field: BrandColorField): ColorReading {
  const need = BRAND_COLOR_NEEDS[field];
  const light = getContrastRatio(color, LIGHT_GROUND);
  const dark = getContrastRatio(color, DARK_GROUND);
  const lightOk = light >= need;
  const darkOk = dark >= need;
  const figures = `Contraste ${formatRatio(light)} em fundo claro e ${formatRatio(dark)} em fundo escuro (mínimo ${formatRatio(need)}).`;
  let verdict: string;
  if (lightOk && darkOk) verdict = 'Legível nos dois.';
  else if (lightOk) verdict = 'Legível em estilos claros; nos escuros usaremos um tom mais claro desta cor.';
  else if (darkOk) verdict = 'Legível em estilos escuros; nos claros usaremos um tom mais escuro desta cor.';
  else verdict = 'Pouco legível nos dois: ajustaremos o tom desta cor em qualquer estilo.';
  return { light, dark, words: `${figures} ${verdict}`, readsEverywhere: lightOk && darkOk };
}

const ADJUSTED_WHAT: Record<BrandColorField, { name: string; keeps: string }> = {
  cor_primaria: { name: 'da cor principal', keeps: 'os destaques visíveis' },
  cor_destaque: { name: 'da cor de destaque', keeps: 'o seu @ legível' },
};

/**
 * What the preview says about a colour the renderer drew in another shade on the chosen template, e.g.
 * 'Ajustamos o tom da cor de destaque (#FFFF00 → #6B6B00) para manter o seu @ legível neste estilo.'
 */
export function describeAdjustment(adjustment: {
  campo: BrandColorField;
  escolhida: string;
  usada: string;
  contraste_minimo: number;
}): string {
  const what = ADJUSTED_WHAT[adjustment.campo];
  const colors = `${adjustment.escolhida.toUpperCase()} → ${adjustment.usada.toUpperCase()}`;
  return `Ajustamos o tom ${what.name} (${colors}) para manter ${what.keeps} neste estilo (contraste mínimo ${formatRatio(adjustment.contraste_minimo)}).`;
}
