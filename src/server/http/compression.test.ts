import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression';

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
