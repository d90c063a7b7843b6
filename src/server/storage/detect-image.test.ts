import { describe, expect, it } from 'vitest';
import { detectImage } from './detect-image';

describe('detectImage', () => {
  it('recognises PNG, JPEG and WebP by content', () => {
    expect(detectImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(detectImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(detectImage(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))?.ext).toBe('webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImage(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImage(new Uint8Array())).toBeNull();
  });
});
