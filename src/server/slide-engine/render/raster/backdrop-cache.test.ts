import { describe, expect, it } from 'vitest';
import { createBackdropCache } from './backdrop-cache';

const pixels = (size: number, value: number) => Promise.resolve(Buffer.alloc(size, value));

describe('createBackdropCache', () => {
  it('draws a backdrop once and hands the same pixels to every slide that asks', async () => {
    const cache = createBackdropCache(100);
    let draws = 0;
    const draw = () => {
      draws++;
      return pixels(10, 1);
    };
    const [first, second] = await Promise.all([cache.get('a', draw), cache.get('a', draw)]);
    const third = await cache.get('a', draw);
    expect(draws).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(cache.bytes).toBe(10);
  });

  it('drops the least recently used backdrop past its budget', async () => {
    const cache = createBackdropCache(25);
    await cache.get('a', () => pixels(10, 1));
    await cache.get('b', () => pixels(10, 2));
    await cache.get('a', () => pixels(10, 9));
    await cache.get('c', () => pixels(10, 3));
    expect(cache.bytes).toBe(20);
    let redrawn = 0;
    await cache.get('a', () => {
      redrawn++;
      return pixels(10, 9);
    });
    expect(redrawn).toBe(0);
    await cache.get('b', () => {
      redrawn++;
      return pixels(10, 2);
    });
    expect(redrawn).toBe(1);
  });

  it('does not keep a failed drawing: the next slide tries again', async () => {
    const cache = createBackdropCache(100);
    await expect(cache.get('a', () => Promise.reject(new Error('resvg')))).rejects.toThrow('resvg');
    const again = await cache.get('a', () => pixels(4, 7));
    expect([...again]).toEqual([7, 7, 7, 7]);
    expect(cache.bytes).toBe(4);
  });
});
