import { describe, expect, it } from 'vitest';
import type { FaceRef } from '../fonts/load-fonts';
import { type BlockSpec, fitBlocks } from './fit-blocks';
import type { MeasureText } from './measure-text';

const face: FaceRef = { family: 'inter', weight: 400, style: 'normal' };
/** Every character 0.5 em wide. */
const measure: MeasureText = (text, style) =>
  [...text].length * style.size * 0.5 + [...text].length * style.letterSpacing;
const options = { measure, widthSafety: () => 1 };

function spec(id: string, text: string, size: number, overrides: Partial<BlockSpec> = {}): BlockSpec {
  return {
    id,
    paragraphs: [text],
    face,
    size,
    minSize: Math.round(size / 2),
    lineHeight: 1.2,
    letterSpacing: 0,
    maxWidth: 800,
    wrap: 'pretty',
    gapBefore: 0,
    ...overrides,
  };
}

describe('fitBlocks', () => {
  it('keeps full size when the text fits', () => {
    const result = fitBlocks(
      [spec('title', 'Curto', 80), spec('body', 'Corpo curto.', 40, { gapBefore: 20 })],
      800,
      options,
    );
    expect(result.scale).toBe(1);
    expect(result.blocks.map((block) => block.size)).toEqual([80, 40]);
    expect(result.height).toBe(80 * 1.2 + 20 + 40 * 1.2);
  });

  it('shrinks title and body together until the stack fits the height', () => {
    const long = 'palavra '.repeat(120).trim();
    const result = fitBlocks(
      [spec('title', 'Um título de tamanho médio aqui', 80), spec('body', long, 40)],
      700,
      options,
    );
    expect(result.height).toBeLessThanOrEqual(700);
    expect(result.scale).toBeLessThan(1);
    expect(result.isTruncated).toBe(false);
    const [title, body] = result.blocks;
    expect(title && body && title.size > body.size).toBe(true);
  });

  it('grows a short text up to maxScale', () => {
    const result = fitBlocks([spec('title', 'Curto', 80)], 800, options, 1.3);
    expect(result.blocks[0]?.size).toBe(104);
  });

  it('keeps blocks that must not grow at their base size', () => {
    const result = fitBlocks(
      [spec('eyebrow', 'Olho', 28, { canGrow: false }), spec('title', 'Curto', 80)],
      800,
      options,
      1.3,
    );
    expect(result.blocks.map((block) => block.size)).toEqual([28, 104]);
  });

  it('shrinks rather than cutting a word that could fit whole', () => {
    // 18 characters at 0.5 em: 720 px at 80 px, wider than 600 px.
    const result = fitBlocks([spec('title', 'COMPARTILHAMENTOS!', 80, { maxWidth: 600 })], 1000, options);
    expect(result.blocks[0]?.lines.map((line) => line.text)).toEqual(['COMPARTILHAMENTOS!']);
    expect(result.blocks[0]?.hasCutWord).toBe(false);
  });

  it('cuts a word only when it is too long at any allowed size', () => {
    const result = fitBlocks([spec('body', 'x'.repeat(300), 40, { minSize: 30 })], 1000, options);
    const block = result.blocks[0];
    expect(block?.hasCutWord).toBe(true);
    expect(block?.lines.join('')).not.toBe('');
    for (const line of block?.lines ?? []) expect(line.width).toBeLessThanOrEqual(800);
  });

  it('cuts lines with an ellipsis only as a last resort', () => {
    const result = fitBlocks([spec('body', 'palavra '.repeat(2000), 40)], 200, options);
    expect(result.isTruncated).toBe(true);
    expect(result.height).toBeLessThanOrEqual(200);
    expect(result.blocks[0]?.lines.at(-1)?.text.endsWith('…')).toBe(true);
  });

  it('ends a cut on a whole word: no piece of a hyphenated word stands before the ellipsis', () => {
    const long = 'inconstitucionalissimamente'.repeat(4);
    const result = fitBlocks([spec('body', `curta ${long} `.repeat(20), 40)], 200, options);
    expect(result.isTruncated).toBe(true);
    const last = result.blocks[0]?.lines.at(-1)?.text ?? '';
    expect(last.endsWith('…')).toBe(true);
    expect(last.slice(0, -1)).not.toMatch(/-$/);
    expect(last.slice(0, -1).split(' ').at(-1)).toBe('curta');
  });

  it('fits lines to the width minus the safety margin', () => {
    const result = fitBlocks([spec('body', 'palavra '.repeat(40), 40)], 2000, {
      measure,
      widthSafety: () => 0.9,
    });
    for (const line of result.blocks[0]?.lines ?? []) expect(line.width).toBeLessThanOrEqual(720);
    expect(result.blocks[0]?.room).toBe(800);
  });
});
