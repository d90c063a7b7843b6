import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compareImages } from './perceptual-diff';

/** Two "slides" side by side: a coloured ground with bars standing for lines of text. */
async function drawSheet(lines: { y: number; width: number }[], ground = '#e3262d'): Promise<Buffer> {
  const bars = lines.map(
    ({ y, width }) => `<rect x="20" y="${y}" width="${width}" height="14" fill="#111111"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="432" height="270">
    <rect width="216" height="270" fill="${ground}"/><rect x="216" width="216" height="270" fill="#f4efe6"/>
    ${bars.join('')}<rect x="236" y="40" width="150" height="14" fill="#222222"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const LINES = [
  { y: 60, width: 160 },
  { y: 84, width: 120 },
  { y: 108, width: 140 },
];

describe('compareImages', () => {
  it('finds no difference between an image and itself re-encoded as a high-quality JPEG', async () => {
    const png = await drawSheet(LINES);
    const jpeg = await sharp(png).jpeg({ quality: 92 }).toBuffer();
    const diff = await compareImages(jpeg, png, { panels: 2 });
    expect(diff.worstRatio).toBeLessThan(0.004);
  });

  it('sees a line of text that moved, in the slide where it moved only', async () => {
    const reference = await drawSheet(LINES);
    const reflowed = await drawSheet(
      [LINES[0], { y: 84, width: 60 }, { y: 108, width: 190 }].flatMap((line) => (line ? [line] : [])),
    );
    const diff = await compareImages(reflowed, reference, { panels: 2 });
    expect(diff.panelRatios[0]).toBeGreaterThan(0.01);
    expect(diff.panelRatios[1]).toBe(0);
  });

  it('sees a colour shift a person would notice (orange turned olive)', async () => {
    const diff = await compareImages(await drawSheet(LINES, '#7a7a1f'), await drawSheet(LINES, '#ff8a1f'), {
      panels: 2,
    });
    expect(diff.panelRatios[0]).toBeGreaterThan(0.5);
  });

  it('refuses images of different sizes', async () => {
    const small = await sharp(await drawSheet(LINES))
      .resize(216)
      .toBuffer();
    await expect(compareImages(small, await drawSheet(LINES), { panels: 2 })).rejects.toThrow(
      'Tamanhos diferentes',
    );
  });
});
