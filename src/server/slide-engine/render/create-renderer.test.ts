import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getDefaultBrandKit } from '../../../shared/brand-kit/schema';
import { LIMITS } from '../../../shared/constants';
import { defaultDesignForBackgroundImage, SEED_TEMPLATES } from '../templates';
import { checkImage } from './assets/prepare-image';
import { createRenderer } from './create-renderer';
import { ImageNotDrawnError } from './scene';
import type { Slide } from './slide';
import { listFittedLines, listTexts, makePngBomb, readPngSize } from './test-support';

const warnings: string[] = [];
const renderer = createRenderer({ onWarning: (message) => warnings.push(message) });
const seed = (slug: string) => {
  const template = SEED_TEMPLATES.find((item) => item.slug === slug);
  if (!template) throw new Error(slug);
  return template.design;
};

const { avatar_url: _none, ...avatarKit } = getDefaultBrandKit('Ana');
/** 144 megapixels in ~20 KB: over the renderer's limit. */
const BOMB_SIDE = 12_000;
const bomb = makePngBomb(BOMB_SIDE, BOMB_SIDE);

const cover: Slide = {
  kind: 'cover',
  eyebrow: 'Leia até o fim',
  title: 'Ação, emoção e coração: a história de João',
};
const content: Slide = {
  kind: 'content',
  eyebrow: 'O desafio',
  title: 'Três meses de reserva',
  body: 'Eu pensava em desistir todos os dias.',
};
const closing: Slide = {
  kind: 'closing',
  eyebrow: 'Agora é com você',
  title: 'Salve e compartilhe',
  body: 'Comente abaixo.',
};

async function createPhoto(format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  const image = sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a6ea5' } });
  return format === 'png'
    ? image.png().toBuffer()
    : format === 'jpeg'
      ? image.jpeg().toBuffer()
      : image.webp().toBuffer();
}

describe('createRenderer', () => {
  it('renders every seed template, every kind of slide, as a 1080x1350 PNG', async () => {
    for (const template of SEED_TEMPLATES) {
      for (const [index, slide] of [cover, content, closing].entries()) {
        const png = await renderer.renderSlide({ design: template.design, slide, index, total: 3 });
        expect(readPngSize(png), template.slug).toEqual({ width: 1080, height: 1350 });
      }
    }
  }, 30_000);

  it('draws the same pixels whether the backdrop was kept from an earlier slide or rasterised for this one', async () => {
    const fresh = createRenderer({ keepBackdrops: false });
    for (const slug of ['aquarela-fim-de-tarde', 'bloco-vermelho', 'lua-cheia']) {
      const input = { design: seed(slug), slide: content, index: 1, total: 3 };
      // The first call may draw the backdrop; the second takes it from the process's cache.
      await renderer.renderSlide(input);
      const [kept, drawn] = await Promise.all([renderer.renderSlide(input), fresh.renderSlide(input)]);
      const keptPixels = await sharp(kept).raw().toBuffer();
      const drawnPixels = await sharp(drawn).raw().toBuffer();
      expect(keptPixels.equals(drawnPixels), slug).toBe(true);
    }
  });

  it('shows n/N on every slide, the swipe cue on the first and the save cue on the last, in every template', async () => {
    for (const template of SEED_TEMPLATES) {
      const design = template.design;
      const first = listTexts(
        (await renderer.renderSlideSvg({ design, slide: cover, index: 0, total: 6 })).nodes,
      );
      const middle = listTexts(
        (await renderer.renderSlideSvg({ design, slide: content, index: 2, total: 6 })).nodes,
      );
      const last = listTexts(
        (await renderer.renderSlideSvg({ design, slide: closing, index: 5, total: 6 })).nodes,
      );
      expect(first, template.slug).toContain('1/6');
      expect(first, template.slug).toContain('Arraste para o lado');
      expect(middle, template.slug).toContain('3/6');
      expect(middle, template.slug).not.toContain('Arraste para o lado');
      expect(middle, template.slug).not.toContain('Salve e compartilhe');
      expect(last, template.slug).toContain('6/6');
      expect(last, template.slug).toContain('Salve e compartilhe');
    }
  }, 20_000);

  it('draws Portuguese letters from the template fonts, with no fallback needed', async () => {
    warnings.length = 0;
    const slide: Slide = {
      kind: 'content',
      eyebrow: 'ÁÀÂÃÉÊÍÓÔÕÚÇ',
      title: 'ÁÀÂÃÉÊÍÓÔÕÚÇ áàâãéêíóôõúç',
      body: 'Coração, ação, pão, você, às vezes, é, há, avô, avó, órgão, ímã, útil, Ç.',
    };
    for (const template of SEED_TEMPLATES) {
      const { textLayer } = await renderer.renderSlideSvg({
        design: template.design,
        slide,
        index: 1,
        total: 3,
      });
      expect(textLayer).toMatch(/<path fill="#[0-9A-Fa-f]{6,8}" d="M/);
    }
    expect(warnings).toEqual([]);
  });

  it('draws emoji from Twemoji as images, offline', async () => {
    warnings.length = 0;
    const slide: Slide = {
      kind: 'content',
      title: 'Resultado incrível 🚀🎉',
      body: 'Valeu 👍🏽 Brasil 🇧🇷 ❤️',
    };
    const { textLayer } = await renderer.renderSlideSvg({ design: seed('grito'), slide, index: 1, total: 3 });
    expect(textLayer.match(/<image[^>]+href="data:image\/png;base64,/g)?.length).toBeGreaterThanOrEqual(5);
    expect(warnings).toEqual([]);
  });

  it('puts the cover image on the first slide, from PNG, JPEG or WebP bytes, scaled down', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const images = new Map([['capa', await createPhoto(format)]]);
      for (const slug of ['aquarela-fim-de-tarde', 'abraco-terracota', 'bilhete-de-afeto']) {
        const { svg } = await renderer.renderSlideSvg({
          design: seed(slug),
          slide: { ...cover, imageRef: 'capa' },
          index: 0,
          total: 4,
          images,
        });
        const photos = svg.match(/href="data:image\/jpeg;base64,([^"]+)"/g) ?? [];
        expect(photos.length, `${slug} ${format}`).toBe(1);
        // Downscaled to the box it fills: never the 2400 px original.
        expect(svg.length).toBeLessThan(1_500_000);
      }
    }
  });

  it('a preview leaves out an unreadable image, warns, and still renders the slide', async () => {
    warnings.length = 0;
    const png = await renderer.renderSlide({
      design: seed('lua-cheia'),
      slide: { ...cover, imageRef: 'quebrada' },
      index: 0,
      total: 3,
      images: new Map([['quebrada', new Uint8Array([1, 2, 3, 4])]]),
    });
    expect(readPngSize(png)).toEqual({ width: 1080, height: 1350 });
    expect(warnings.some((message) => message.includes('quebrada'))).toBe(true);
  });

  it('a carousel fails rather than leave out an image it was given: unreadable, over the pixel limit, or the avatar', async () => {
    expect(BOMB_SIDE * BOMB_SIDE).toBeGreaterThan(LIMITS.uploadMaxPixels);
    const photo = await createPhoto('jpeg');
    const design = seed('lua-cheia');
    const cases = [
      { ref: 'quebrada', slide: { ...cover, imageRef: 'quebrada' }, bytes: new Uint8Array([1, 2, 3, 4]) },
      { ref: 'bomba', slide: { ...cover, imageRef: 'bomba' }, bytes: new Uint8Array(bomb) },
    ];
    for (const item of cases) {
      const images = new Map<string, Uint8Array>([
        [item.ref, item.bytes],
        ['capa', photo],
      ]);
      const inputs = [item.slide, { ...content, imageRef: 'capa' }].map((slide, index) => ({
        design,
        slide,
        index,
        total: 2,
        images,
      }));
      const failure = await renderer.renderCarousel(inputs).catch((error: unknown) => error);
      expect(failure, item.ref).toBeInstanceOf(ImageNotDrawnError);
      expect((failure as ImageNotDrawnError).ref).toBe(item.ref);
      // A preview of the same slide is still drawn, without the image, with a warning.
      warnings.length = 0;
      expect(
        readPngSize(await renderer.renderSlide(inputs[0] ?? { design, slide: cover, index: 0, total: 2 })),
      ).toEqual({ width: 1080, height: 1350 });
      expect(
        warnings.some((message) => message.includes(item.ref)),
        item.ref,
      ).toBe(true);
    }
    const avatar = await renderer
      .renderCarousel([
        {
          design,
          slide: cover,
          index: 0,
          total: 1,
          images: new Map([['public/avatar.png', new Uint8Array(bomb)]]),
          brand: { ...avatarKit, avatar_chave: 'public/avatar.png' },
        },
      ])
      .catch((error: unknown) => error);
    expect(avatar).toBeInstanceOf(ImageNotDrawnError);
    // A template's background is the admin's, not the user's: left out with a warning, the carousel drawn.
    warnings.length = 0;
    const [slide] = await renderer.renderCarousel([
      {
        design: defaultDesignForBackgroundImage('templates/fundo.png'),
        slide: cover,
        index: 0,
        total: 1,
        images: new Map([['templates/fundo.png', new Uint8Array(bomb)]]),
      },
    ]);
    expect(readPngSize(slide?.png ?? Buffer.alloc(24))).toEqual({ width: 1080, height: 1350 });
    expect(warnings.some((message) => message.includes('templates/fundo.png'))).toBe(true);
  });

  it('judges an upload as the renderer would: its real format and size, a bomb by its header alone', async () => {
    expect(await checkImage(await createPhoto('webp'), { decode: true })).toEqual({
      ok: true,
      format: 'webp',
      width: 2400,
      height: 1600,
    });
    expect(await checkImage(bomb, { decode: true })).toEqual({
      ok: false,
      problem: 'too_many_pixels',
      width: BOMB_SIDE,
      height: BOMB_SIDE,
    });
    const png = await createPhoto('png');
    const disguised = Buffer.concat([
      png.subarray(0, 8),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    expect(await checkImage(disguised, { decode: true })).toEqual({ ok: false, problem: 'unreadable' });
    const truncated = png.subarray(0, png.length - 40);
    // The header is intact: only decoding finds the missing data.
    expect((await checkImage(truncated, { decode: false })).ok).toBe(true);
    expect(await checkImage(truncated, { decode: true })).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('steps the type down for long text and keeps it up for short text', async () => {
    const design = seed('diario-de-memorias');
    const short = await renderer.renderSlideSvg({ design, slide: content, index: 1, total: 3 });
    const long = await renderer.renderSlideSvg({
      design,
      slide: { ...content, body: 'Uma frase comprida sobre persistência e coragem. '.repeat(10) },
      index: 1,
      total: 3,
    });
    const bodySize = (nodes: typeof short.nodes) => listFittedLines(nodes).at(-1)?.fontSize ?? 0;
    expect(bodySize(long.nodes)).toBeLessThan(bodySize(short.nodes));
    expect(bodySize(long.nodes)).toBeGreaterThanOrEqual(30);
  });

  it('renders a template made from an uploaded background image', async () => {
    const design = defaultDesignForBackgroundImage('templates/fundo.webp');
    const images = new Map([['templates/fundo.webp', await createPhoto('webp')]]);
    const { svg } = await renderer.renderSlideSvg({ design, slide: content, index: 1, total: 3, images });
    expect(svg).toContain('data:image/jpeg;base64,');
    expect(svg).toContain('bg_scrim');
  });

  it('renders a whole carousel in order', async () => {
    const design = seed('grito');
    const inputs = [cover, content, closing].map((slide, index) => ({ design, slide, index, total: 3 }));
    const slides = await renderer.renderSlides(inputs);
    expect(slides).toHaveLength(3);
    const alone = await renderer.renderSlide(inputs[2] ?? { design, slide: closing, index: 2, total: 3 });
    expect(slides[2]?.equals(alone)).toBe(true);
  });

  it('renders a carousel as PNG and as Instagram-ready JPEG (sRGB with its profile, under 8 MB), drawn once', async () => {
    const design = seed('aquarela-fim-de-tarde');
    const inputs = [cover, content, closing].map((slide, index) => ({ design, slide, index, total: 3 }));
    const slides = await renderer.renderCarousel(inputs);
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      expect(readPngSize(slide.png)).toEqual({ width: 1080, height: 1350 });
      const meta = await sharp(slide.jpeg).metadata();
      expect([meta.format, meta.width, meta.height, meta.space, meta.hasProfile]).toEqual([
        'jpeg',
        1080,
        1350,
        'srgb',
        true,
      ]);
      expect(slide.jpeg.byteLength).toBeLessThan(8 * 1024 * 1024);
    }
    // The JPEG is the PNG's pixels: no second layout that could differ.
    const fromPng = await sharp(slides[1]?.png).raw().toBuffer();
    const fromJpeg = await sharp(slides[1]?.jpeg).raw().toBuffer();
    let total = 0;
    for (let index = 0; index < fromPng.length; index++)
      total += Math.abs((fromPng[index] ?? 0) - (fromJpeg[index] ?? 0));
    expect(total / fromPng.length).toBeLessThan(2);
  });

  it('renders a small template preview, with an uploaded background when given', async () => {
    const png = await renderer.renderTemplatePreview(seed('plantao-urgente'));
    expect(readPngSize(png)).toEqual({ width: 540, height: 675 });
    warnings.length = 0;
    const design = defaultDesignForBackgroundImage('templates/fundo.png');
    const images = new Map([['templates/fundo.png', await createPhoto('png')]]);
    const preview = await renderer.renderTemplatePreview(design, { images });
    expect(readPngSize(preview)).toEqual({ width: 540, height: 675 });
    expect(warnings).toEqual([]);
  });
});
