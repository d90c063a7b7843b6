import { withAlpha } from '../compose/colors';
import { div, type SlideNode } from '../compose/element';

/**
 * A soft drop shadow from a few offset translucent rectangles. Satori turns CSS
 * box-shadow into an SVG blur filter, which took resvg over a second per slide.
 * The shadows are positioned, and so is what they shadow, so they paint beneath it.
 */
export function buildSoftShadow(color: string, radius: number): SlideNode[] {
  const layers = [
    { spread: 0, drop: 6, alpha: 0.06 },
    { spread: 4, drop: 14, alpha: 0.05 },
    { spread: 10, drop: 26, alpha: 0.04 },
  ];
  return layers.map((layer) =>
    div({
      position: 'absolute',
      left: -layer.spread,
      right: -layer.spread,
      top: layer.drop - layer.spread,
      bottom: -layer.drop - layer.spread,
      borderRadius: radius + layer.spread,
      backgroundColor: withAlpha(color, layer.alpha),
    }),
  );
}
