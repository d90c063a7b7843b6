/** docs/product-rules.md §5 and §9: a square cover is preferred (800x800 or 1000x1000); neither tip blocks the upload. */
export const SQUARE_TOLERANCE = 0.02;
export const RECOMMENDED_MIN_SIDE = 800;

export interface ImageTip {
  title: string;
  description: string;
}

export const NOT_SQUARE_TIP: ImageTip = {
  title: 'Dica: prefira uma imagem quadrada',
  description: 'Imagens quadradas (800x800 ou 1000x1000) ficam melhores na capa do carrossel.',
};

export const LOW_RESOLUTION_TIP: ImageTip = {
  title: 'Resolução recomendada',
  description: 'Use pelo menos 800x800 px para a capa ficar nítida.',
};

/** The tips for an image of this size: further than 2% from square, and under 800 px on a side. */
export function getImageTips(size: { width: number; height: number }): ImageTip[] {
  const { width, height } = size;
  if (!(width > 0 && height > 0)) return [];
  const tips: ImageTip[] = [];
  // Longer side over shorter side, so portrait and landscape are judged alike; the epsilon keeps exactly
  // 2% (1020x1000) on the accepted side despite floating point.
  const ratio = Math.max(width, height) / Math.min(width, height);
  if (ratio - 1 > SQUARE_TOLERANCE + 1e-9) tips.push(NOT_SQUARE_TIP);
  if (Math.min(width, height) < RECOMMENDED_MIN_SIDE) tips.push(LOW_RESOLUTION_TIP);
  return tips;
}
