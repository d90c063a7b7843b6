import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SlideFormat } from '../../shared/carousels/formats';
import { SAMPLE_CAROUSELS } from '../../shared/carousels/samples';
import type { AppContext } from '../app-types';
import { templates } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Renderer } from '../slide-engine/render';
import { type TemplateDesign, templateDesignSchema } from '../slide-engine/templates';
import { GenerationError, loadCarouselImages } from '../slide-images/carousel-images';
import { makeSlideThumbnail } from '../slide-images/slide-thumbnail';

/**
 * Previews kept in memory: 21 templates x 3 formats at ~150 KB each (PNG) plus their small WebP copies
 * (~20-40 KB), with room for edited designs.
 */
const MAX_CACHED = 192;
const NOT_FOUND = 'Estilo visual não encontrado.';

/**
 * A template's sample cover in a given format, for the create screen's picker when the user chooses a shape
 * other than the stored retrato preview, and the public /planos page's sample carousels. Drawn by the real
 * renderer on first ask and kept per design version, so an admin's edit shows at once and a repeated ask costs
 * nothing.
 */
export function createTemplateFormatPreviews(ctx: AppContext, renderer: Renderer) {
  const cache = new Map<string, Buffer>();

  /** Keeps `value` under `key`; past MAX_CACHED the oldest entry goes. */
  function remember<T>(map: Map<string, T>, key: string, value: T): void {
    map.set(key, value);
    if (map.size > MAX_CACHED) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  /** An active template's design and a key that changes with it, so an admin's edit is drawn again. */
  async function readDesign(
    id: string,
  ): Promise<{ design: TemplateDesign; version: string; imagemUrl: string | null }> {
    const [row] = await ctx.db
      .select({ design: templates.design, imagemUrl: templates.imagemUrl })
      .from(templates)
      .where(and(eq(templates.id, id), eq(templates.ativo, true)));
    const parsed = templateDesignSchema.safeParse(row?.design);
    if (!row || !parsed.success) throw new AppError('not_found', NOT_FOUND);
    const version = createHash('sha1').update(JSON.stringify(row.design)).digest('hex');
    return { design: parsed.data, version, imagemUrl: row.imagemUrl };
  }

  // A background image gone from storage still gives a preview, on the design's own colours.
  const loadImages = (design: TemplateDesign) =>
    loadCarouselImages(ctx.storage, [], design).catch((error: unknown) => {
      if (error instanceof GenerationError) return new Map<string, Uint8Array>();
      throw error;
    });

  async function render(id: string, format: SlideFormat): Promise<Buffer> {
    const { design, version } = await readDesign(id);
    const key = `${id}:${format}:${version}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const png = await renderer.renderTemplatePreview(design, { images: await loadImages(design), format });
    remember(cache, key, png);
    return png;
  }

  /** The stored retrato preview (it may be an admin's upload), when it is still in storage. */
  async function readStoredPreview(imagemUrl: string | null): Promise<Uint8Array | null> {
    const stored = imagemUrl ? ctx.storage.parsePublicUrl(imagemUrl) : null;
    return stored ? ctx.storage.get(stored.bucket, stored.key) : null;
  }

  /** The /planos samples' slides, each drawn once (a second visitor meanwhile waits for the same drawing). */
  const samples = new Map<string, Promise<Buffer>>();

  return {
    render,
    /**
     * The picker's card: the template's sample slide at the size it is shown (WebP, 540 px wide at most,
     * docs/decisions/0018-fast-on-a-phone.md), made on first ask from the stored retrato preview or the drawn
     * one, and kept per design and preview, so an admin's edit shows at once.
     */
    async small(id: string, format: SlideFormat): Promise<Buffer> {
      const { version, imagemUrl } = await readDesign(id);
      const key = `${id}:${format}:${version}:${imagemUrl ?? ''}:small`;
      const cached = cache.get(key);
      if (cached) return cached;
      const source =
        (format === 'retrato' ? await readStoredPreview(imagemUrl) : null) ?? (await render(id, format));
      const webp = await makeSlideThumbnail(source);
      remember(cache, key, webp);
      return webp;
    },

    /**
     * Slide `slide` of the /planos sample `sample` (SAMPLE_CAROUSELS) in this template, drawn by the real slide
     * engine like any carousel and shrunk to the 540 px WebP copy the screens show.
     */
    async renderSample(id: string, sample: number, slide: number): Promise<Buffer> {
      const words = SAMPLE_CAROUSELS[sample];
      const text = words?.slides[slide];
      if (!words || !text) throw new AppError('not_found', 'Exemplo não encontrado.');
      const { design, version } = await readDesign(id);
      const key = `${id}:${sample}:${slide}:${version}`;
      let drawing = samples.get(key);
      if (!drawing) {
        drawing = (async () => {
          const png = await renderer.renderSlide({
            design,
            slide: text,
            index: slide,
            total: words.slides.length,
            images: await loadImages(design),
          });
          return makeSlideThumbnail(png);
        })();
        remember(samples, key, drawing);
        // A failed drawing is tried again by the next visitor.
        drawing.catch(() => samples.delete(key));
      }
      return drawing;
    },
  };
}

export type TemplateFormatPreviews = ReturnType<typeof createTemplateFormatPreviews>;
