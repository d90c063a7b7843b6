/** Puts the backdrop under satori's drawing: right after the root <svg> tag, so it paints first. */
export function composeSvg(satoriSvg: string, background: string): string {
  const openEnd = satoriSvg.indexOf('>');
  if (openEnd < 0) throw new Error('SVG inválido do satori');
  return `${satoriSvg.slice(0, openEnd + 1)}${background}${satoriSvg.slice(openEnd + 1)}`;
}
