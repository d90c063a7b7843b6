import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, and sends plain bytes to a client that takes neither', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('honours a refused coding (q=0) and the wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});

describe('compressAnswer', () => {
  const answer = Buffer.from(
    JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, tema: 'Mitos' }))),
  );

  it('sends the same bytes again for the same answer, once per coding, each decoding to the answer', async () => {
    const [first, second] = await Promise.all([compressAnswer(answer, 'br'), compressAnswer(answer, 'br')]);
    expect(second).toBe(first);
    expect(await compressAnswer(answer, 'br')).toBe(first);
    expect(brotliDecompressSync(first).equals(answer)).toBe(true);
    const gzipped = await compressAnswer(answer, 'gzip');
    expect(gunzipSync(gzipped).equals(answer)).toBe(true);
  });

  it("compresses a new answer anew, even with an earlier one's length", async () => {
    const changed = Buffer.from(answer.toString().replace('Mitos', 'Fatos'));
    const compressed = await compressAnswer(changed, 'br');
    expect(brotliDecompressSync(compressed).equals(changed)).toBe(true);
    expect(compressed).not.toBe(await compressAnswer(answer, 'br'));
  });
});
