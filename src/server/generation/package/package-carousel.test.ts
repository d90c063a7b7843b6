import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { packageCarousel, type SlideFiles } from './package-carousel';

function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4).
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function createSlide(color: string): Promise<SlideFiles> {
  const image = sharp({ create: { width: 1080, height: 1350, channels: 3, background: color } });
  return {
    png: await image.clone().png().toBuffer(),
    jpeg: await image.clone().jpeg({ quality: 92 }).toBuffer(),
  };
}

describe('packageCarousel', () => {
  it('zips N slides of 1080x1350 as PNG and JPEG, the caption and a PDF of N pages', async () => {
    const slides = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(createSlide));
    const caption = 'Legenda com acentuação: ação, coração 🚀\n\n#carrossel #dicas\n';
    const result = await packageCarousel({ slides, caption, title: 'Teste' });

    const entries = unzipSync(result.zip);
    expect(Object.keys(entries).sort()).toEqual([
      'carrossel.pdf',
      'legenda.txt',
      'slide-01.jpg',
      'slide-01.png',
      'slide-02.jpg',
      'slide-02.png',
      'slide-03.jpg',
      'slide-03.png',
    ]);
    for (const name of ['slide-01.png', 'slide-02.png', 'slide-03.png']) {
      const entry = entries[name];
      if (!entry) throw new Error(`missing ${name}`);
      expect(readPngSize(entry)).toEqual({ width: 1080, height: 1350 });
    }
    for (const name of ['slide-01.jpg', 'slide-02.jpg', 'slide-03.jpg']) {
      const meta = await sharp(entries[name] ?? new Uint8Array()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1350]);
    }
    expect(strFromU8(entries['legenda.txt'] ?? new Uint8Array())).toBe(caption);

    const pdf = await PDFDocument.load(entries['carrossel.pdf'] ?? new Uint8Array());
    expect(pdf.getPageCount()).toBe(3);
    const size = pdf.getPage(0).getSize();
    expect(size.width / size.height).toBeCloseTo(1080 / 1350, 5);
    expect(pdf.getTitle()).toBe('Teste');

    expect(result.files.map((file) => [file.name, file.type])).toEqual([
      ['slide-01.png', 'image/png'],
      ['slide-02.png', 'image/png'],
      ['slide-03.png', 'image/png'],
      ['slide-01.jpg', 'image/jpeg'],
      ['slide-02.jpg', 'image/jpeg'],
      ['slide-03.jpg', 'image/jpeg'],
      ['legenda.txt', 'text/plain; charset=utf-8'],
      ['carrossel.pdf', 'application/pdf'],
    ]);
    expect(result.pdf).toEqual(entries['carrossel.pdf']);
  });

  it('numbers slides with two digits past nine', async () => {
    const slide = await createSlide('#ffffff');
    const result = await packageCarousel({ slides: Array.from({ length: 12 }, () => slide), caption: 'x' });
    const names = Object.keys(unzipSync(result.zip));
    expect(names).toContain('slide-12.png');
    expect(names).toContain('slide-12.jpg');
    expect(names.filter((name) => name.endsWith('.png'))).toHaveLength(12);
  });

  it('refuses an empty carousel', async () => {
    await expect(packageCarousel({ slides: [], caption: '' })).rejects.toThrow('sem slides');
  });
});
