import { Resvg } from '@resvg/resvg-js';

/**
 * Small line icons for the swipe and save cues. Our latin font subsets have no arrow
 * glyph, and satori turns inline <svg> into nested images that resvg draws slowly, so
 * each icon is rasterised once per colour and reused as a PNG.
 */
const ICON_PATHS = {
  arrow: 'M4 12h15M13 5.5l6.5 6.5-6.5 6.5',
  bookmark: 'M6.5 3.5h11v17l-5.5-4-5.5 4z',
  share: 'M21 3 10.5 13.5M21 3l-6.5 18-4-7.5-7.5-4z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/**
 * Rasterised at the size drawn, so resvg never resamples it. `isIcon` tells an icon's address from a picture's:
 * one colour, so it stays exact on a transparent canvas (raster/takumi-engine.ts).
 */
export type IconLoader = ((name: IconName, color: string, size: number) => string) & {
  isIcon(src: string): boolean;
};

export function createIconLoader(): IconLoader {
  const cache = new Map<string, string>();
  const drawn = new Set<string>();
  const load = (name: IconName, color: string, size: number): string => {
    const key = `${name}/${color}/${size}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const rgb = color.slice(0, 7);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}"><path d="${ICON_PATHS[name]}" fill="none" stroke="${rgb}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
    // No text in an icon: loading the system's fonts cost ~50 ms for every new icon, colour and size.
    const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
    const uri = `data:image/png;base64,${png.toString('base64')}`;
    cache.set(key, uri);
    drawn.add(uri);
    return uri;
  };
  return Object.assign(load, { isIcon: (src: string) => drawn.has(src) });
}
