import { describe, expect, it } from 'vitest';
import { createSignedUrlMemo } from './signed-url-memo';

describe('signed links remembered for their window', () => {
  const HOUR = 3600_000;

  it('signs an object once per window, at the window start, and again in the next window', async () => {
    let now = Date.UTC(2026, 10, 23, 14, 0, 5);
    const memo = createSignedUrlMemo(HOUR, () => now);
    const signed: number[] = [];
    const sign = (windowStart: number) => {
      signed.push(windowStart);
      return `https://s3.test/slide-01.png?signed=${windowStart}`;
    };
    const first = await memo.get('carrosseis\nslide-01.png', sign);
    now += 59 * 60_000;
    expect(await memo.get('carrosseis\nslide-01.png', sign)).toBe(first);
    expect(signed).toEqual([Date.UTC(2026, 10, 23, 14)]);

    await memo.get('carrosseis\nslide-02.png', sign);
    expect(signed).toHaveLength(2);

    now += 2 * 60_000;
    expect(await memo.get('carrosseis\nslide-01.png', sign)).toBe(
      `https://s3.test/slide-01.png?signed=${Date.UTC(2026, 10, 23, 15)}`,
    );
  });

  it('remembers nothing when signing fails, so the next read tries again', async () => {
    const memo = createSignedUrlMemo(HOUR);
    await expect(memo.get('k', () => Promise.reject(new Error('credentials expired')))).rejects.toThrow(
      'credentials expired',
    );
    expect(await memo.get('k', () => 'ok')).toBe('ok');
  });
});
