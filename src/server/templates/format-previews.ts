import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SlideFormat } from '../../shared/carousels/formats';
import type { AppContext } from '../app-types';
import { templates } from '../db/schema';
import { GenerationError, loadCarouselImages } from '../generation/carousel-images';
import type { Renderer } from '../generation/render';
import { makeSlideThumbnail } from '../generation/slide-thumbnail';
import { templateDesignSchema } from '../generation/templates';
import { AppError } from '../http/app-error';

/**
 * Previews kept in memory: 21 templates x 3 formats at ~150 KB each (PNG) plus their small WebP copies
 * (~20-40 KB), with room for edited designs.
 */
const MAX_CACHED = 192;
const NOT_FOUND = 'Estilo visual não encontrado.';

/**
 * A template's sample cover in a given format, for the create screen's picker when the user chooses a shape
 * other than the stored retrato preview. Drawn by the real renderer on first ask and kept per design
 * version, so an admin's edit shows at once and a repeated ask costs nothing.
 */
export function createTemplateFormatPreviews(ctx: AppContext, renderer: Renderer) {
  const cache = new Map<string, Buffer>();

  function remember(key: string, png: Buffer): void {
    cache.set(key, png);
    if (cache.size > MAX_CACHED) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }

  async function readDesign(id: string) {
    const [row] = await ctx.db
      .select({ design: templates.design, imagemUrl: templates.imagemUrl })
      .from(templates)
      .where(and(eq(templates.id, id), eq(templates.ativo, true)));
    const parsed = templateDesignSchema.safeParse(row?.design);
    if (!row || !parsed.success) throw new AppError('not_found', NOT_FOUND);
    const version = createHash('sha1').update(JSON.stringify(row.design)).digest('hex');
    return { design: parsed.data, version, imagemUrl: row.imagemUrl };
  }

  async function render(id: string, format: SlideFormat): Promise<Buffer> {
    const { design, version } = await readDesign(id);
    const key = `${id}:${format}:${version}`;
    const cached = cache.get(key);
    if (cached) return cached;
    // A background image gone from storage still gives a preview, on the design's own colours.
    const images = await loadCarouselImages(ctx.storage, [], design).catch((error: unknown) => {
      if (error instanceof GenerationError) return new Map<string, Uint8Array>();
      throw error;
    });
    const png = await renderer.renderTemplatePreview(design, { images, format });
    remember(key, png);
    return png;
  }

  /** The stored retrato preview (it may be an admin's upload), when it is still in storage. */
  async function readStoredPreview(imagemUrl: string | null): Promise<Uint8Array | null> {
    const stored = imagemUrl ? ctx.storage.parsePublicUrl(imagemUrl) : null;
    return stored ? ctx.storage.get(stored.bucket, stored.key) : null;
  }

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
      remember(key, webp);
      return webp;
    },
  };
}

export type TemplateFormatPreviews = ReturnType<typeof createTemplateFormatPreviews>;
