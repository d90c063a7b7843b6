import { Renderer as TakumiRenderer } from '@takumi-rs/core';
import { describe, expect, it } from 'vitest';
import { canReleasePixels, releasePixels } from './release-pixels';

describe('releasePixels', () => {
  it('works on this Node: Node 22 has ArrayBuffer.prototype.transfer, Node 20 has it behind a V8 flag', () => {
    expect(canReleasePixels()).toBe(true);
  });

  it('frees the pixels Takumi handed out: the buffer reads as empty afterwards', async () => {
    const takumi = new TakumiRenderer();
    const pixels = await takumi.render(
      { type: 'container', style: { width: 40, height: 30, backgroundColor: '#123456' } },
      { width: 40, height: 30, format: 'raw' },
    );
    expect(pixels.byteLength).toBe(40 * 30 * 4);
    releasePixels(pixels);
    expect(pixels.byteLength).toBe(0);
    expect(pixels.buffer.byteLength).toBe(0);
  });

  it('leaves a view into a larger buffer alone: its neighbours are still in use', () => {
    const whole = new Uint8Array(64).fill(7);
    const view = whole.subarray(16, 32);
    releasePixels(view);
    expect(view.byteLength).toBe(16);
    expect(whole.byteLength).toBe(64);
    expect(whole[20]).toBe(7);
  });
});
